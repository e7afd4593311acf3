import { TEXTS } from '@estate/domain';
import { Outlet, useLocation } from 'react-router';
import { OrgLayout } from '@/components/layouts/org-layout';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { RedirectWithToast } from '@/features/auth/components/redirect-with-toast';
import { SessionCheckFailed } from '@/features/auth/components/session-check-failed';
import { useOrgMe } from '@/features/organisations/api/get-org-me';
import { isApiError, messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

const NOT_A_MEMBER =
  'Only the people of an organisation in the NotifyFlow directory can use its inbox. Ask NZ Estate Platform to add your email to your organisation.';

/**
 * `/org` and below (issue 44): the inbox of the organisation the signed-in person acts for, in its
 * own small shell. Signed out: to sign in, and back here after. Signed in but on no organisation's
 * list: the API's explanation, kindly, rather than an error page. The organisation and the
 * person's role there go to the pages below as the outlet's context (`useOrg`).
 */
export function OrgRoot() {
  const { user, isLoading, error } = useAuth();
  const location = useLocation();
  const me = useOrgMe({ enabled: !!user });

  if (isLoading) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center">
        <LoadingState label="Checking your session…" showLabel />
      </main>
    );
  }
  if (!user && error) {
    return (
      <main id="main">
        <SessionCheckFailed />
      </main>
    );
  }
  if (!user) {
    return (
      <RedirectWithToast
        to={paths.auth.login.href()}
        toast={{ kind: 'error', message: TEXTS.guards.pleaseLogin }}
        state={{ from: location }}
      />
    );
  }
  if (me.isPending) {
    return (
      <OrgLayout organisationName={null}>
        <LoadingState label="Opening your organisation’s inbox…" showLabel />
      </OrgLayout>
    );
  }
  if (me.isError) {
    const isNotMember = isApiError(me.error) && me.error.status === 403;
    return (
      <OrgLayout organisationName={null}>
        <div className="max-w-2xl space-y-4">
          <PageHeader title="NotifyFlow inbox for organisations" />
          {isNotMember ? (
            <>
              <Alert tone="info">
                <p>{messageOf(me.error, NOT_A_MEMBER)}</p>
              </Alert>
              <p className="text-slate-700">
                You are signed in as {user.email}. If your organisation added another address of yours, sign
                out and sign in with that one. Were you looking for{' '}
                <TextLink to={paths.home.href()}>NZ Estate Platform’s home page</TextLink>?
              </p>
            </>
          ) : (
            <LoadError title="Your organisation could not be loaded." onRetry={() => void me.refetch()}>
              {messageOf(me.error, 'Please try again.')}
            </LoadError>
          )}
        </div>
      </OrgLayout>
    );
  }
  return (
    <OrgLayout organisationName={me.data.organisation.name} isAdmin={me.data.role === 'admin'}>
      <Outlet context={me.data} />
    </OrgLayout>
  );
}
