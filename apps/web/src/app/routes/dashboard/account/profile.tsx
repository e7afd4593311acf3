import { labelOf, TIME_ZONES, USER_ROLE_OPTIONS } from '@estate/domain';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/features/settings/api/get-my-profile';
import { formatDate } from '@/lib/format';

/**
 * /dashboard/profile (spec 3 §2 "Profile Settings"; issue 16): the signed-in person's profile, read
 * only, with a link to change it in Settings. (The spec's "temporarily disabled" placeholder waited
 * for sign-in, which works now.)
 */
export function ProfileRoute() {
  const profile = useMyProfile();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Profile Settings"
        subtitle="Your account on NZ Estate Platform"
        actions={<ButtonLink to={paths.dashboard.settings.href()}>Edit in Settings</ButtonLink>}
      />
      {profile.error ? (
        <LoadError onRetry={() => void profile.refetch()}>
          Failed to load your profile. Please try again.
        </LoadError>
      ) : !profile.data ? (
        <LoadingState />
      ) : (
        <Panel title={profile.data.name}>
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            {(
              [
                ['Full name', profile.data.name],
                ['Email', profile.data.email],
                ['Phone', profile.data.phone ?? 'Not given'],
                ['Role', labelOf(USER_ROLE_OPTIONS, profile.data.role)],
                ['Time zone', labelOf(TIME_ZONES, profile.data.timeZone)],
                ['Law firm', profile.data.firm?.name ?? 'None'],
                ['Member since', formatDate(profile.data.memberSince)],
                [
                  'Two-factor sign-in',
                  profile.data.twoFactorEnabled ? (
                    <Badge tone="success">Enabled</Badge>
                  ) : (
                    <Badge>Not configured</Badge>
                  ),
                ],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="font-medium text-slate-700">{term}</dt>
                <dd className="mt-0.5 text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
    </div>
  );
}
