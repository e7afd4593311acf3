import { INVITATION_ROLE_WORDS, labelOf, SIGNUP_ACCOUNT_TYPES, type InvitationByToken } from '@estate/domain';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { useAcceptInvitation } from '../api/invitation-by-token';

/**
 * What an invitation link shows (decision 028). Pending: signed out, Create an account (the
 * invited address and account type filled in; the confirmation email comes back here) or Sign in;
 * signed in with the invited address, Accept; with another, a way to sign out first. Accepted,
 * expired or revoked: says so and whom to ask.
 */
export function InvitationCard({ token, invitation }: { token: string; invitation: InvitationByToken }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const inviter = invitation.inviterName ?? 'The person who invited you';
  const ask = invitation.inviterName ?? 'the person who invited you';
  const here = paths.auth.invitation.href({ token });
  const accountLabel = labelOf(SIGNUP_ACCOUNT_TYPES, invitation.accountType);

  const intro = (
    <p className="text-slate-800">
      {inviter} invited you to join the estate of <strong>{invitation.deceasedName}</strong> on NZ Estate
      Platform as {INVITATION_ROLE_WORDS[invitation.role]}.
    </p>
  );

  if (invitation.status === 'accepted')
    return (
      <div className="space-y-4">
        {intro}
        <Alert tone="info">This invitation has already been accepted.</Alert>
        <ButtonLink
          to={user ? paths.dashboard.estates.href() : paths.auth.login.href(paths.dashboard.estates.href())}
        >
          {user ? 'Go to My Estates' : 'Sign in'}
        </ButtonLink>
      </div>
    );
  if (invitation.status === 'expired')
    return (
      <div className="space-y-4">
        {intro}
        <Alert>
          This invitation expired on {formatDate(invitation.expiresAt)}. Ask {ask} to send you a new one.
        </Alert>
      </div>
    );
  if (invitation.status === 'revoked')
    return (
      <div className="space-y-4">
        {intro}
        <Alert>This invitation was withdrawn. Ask {ask} if you should still join the estate.</Alert>
      </div>
    );

  const sentTo = (
    <p className="text-sm text-slate-700">
      Sent to <strong>{invitation.email}</strong>. The link works once, until{' '}
      {formatDate(invitation.expiresAt)}.
    </p>
  );

  if (!user)
    return (
      <div className="space-y-4">
        {intro}
        {sentTo}
        <p className="text-sm text-slate-700">
          To accept, create {accountLabel === 'Executor' ? 'an' : 'a'} {accountLabel} account with this email
          address, or sign in if you already have one.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink
            to={paths.auth.signUp.href({
              email: invitation.email,
              name: invitation.name,
              role: invitation.accountType,
              token,
            })}
          >
            Create an account
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.auth.login.href(here)}>
            Sign in
          </ButtonLink>
        </div>
      </div>
    );

  if (user.email.toLowerCase() !== invitation.email)
    return (
      <div className="space-y-4">
        {intro}
        <Alert>
          This invitation was sent to {invitation.email}; you are signed in as {user.email}. Sign out, then
          sign in or create an account with {invitation.email}.
        </Alert>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    );

  return (
    <div className="space-y-4">
      {intro}
      {sentTo}
      {accept.error ? (
        <Alert>{messageOf(accept.error, 'The invitation could not be accepted. Please try again.')}</Alert>
      ) : null}
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: ({ estateId }) => {
              toast.success(`You have joined the estate of ${invitation.deceasedName}`);
              void navigate(paths.dashboard.estate.href({ id: estateId }), { replace: true });
            },
          })
        }
      >
        {accept.isPending ? 'Accepting...' : 'Accept invitation'}
      </Button>
    </div>
  );
}
