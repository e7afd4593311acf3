import { SETTINGS_TEXTS } from '@estate/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMyFirmSettings } from '@/features/settings/api/firm-settings';
import { useMyProfile } from '@/features/settings/api/get-my-profile';
import { useMyNotificationPreferences } from '@/features/settings/api/notification-preferences';
import { SecuritySection } from '@/features/settings/components/security-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { YourInformationSection } from '@/features/settings/components/your-information-section';

/**
 * /dashboard/settings (spec 3 §2 Settings; issue 16): Profile, Notification Preferences and (for a
 * lawyer of a firm) Firm Settings, saved by Save Changes; Security's password, two-factor sign-in and
 * sessions act at once; Your information downloads one's information and asks for corrections
 * (Privacy Act 2020, decision 048). The emailed link of an email change lands here with `?email=confirmed` (the change has ended every
 * other session of the person, and the toast says so).
 */
export function SettingsRoute() {
  const profile = useMyProfile();
  const preferences = useMyNotificationPreferences();
  const hasFirm = profile.data?.role === 'lawyer' && profile.data.firm !== null;
  const firm = useMyFirmSettings(hasFirm);
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    if (searchParams.get('email') !== 'confirmed') return;
    toast.success(SETTINGS_TEXTS.emailConfirmed);
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const failed = profile.error ?? preferences.error ?? (hasFirm ? firm.error : null);
  const loading = profile.isPending || preferences.isPending || (hasFirm && firm.isPending);
  return (
    <div className="space-y-6">
      <PageHeader title={SETTINGS_TEXTS.title} subtitle={SETTINGS_TEXTS.subtitle} />
      {failed ? (
        <LoadError
          onRetry={() => {
            void profile.refetch();
            void preferences.refetch();
            if (hasFirm) void firm.refetch();
          }}
        >
          {SETTINGS_TEXTS.loadFailed}
        </LoadError>
      ) : loading || !profile.data || !preferences.data ? (
        <LoadingState />
      ) : (
        <>
          <SettingsForm
            profile={profile.data}
            preferences={preferences.data}
            firm={hasFirm ? (firm.data ?? null) : null}
          />
          <SecuritySection profile={profile.data} />
          <YourInformationSection />
        </>
      )}
    </div>
  );
}
