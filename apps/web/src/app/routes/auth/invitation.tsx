import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/loading-state';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useInvitationByToken } from '@/features/invitations/api/invitation-by-token';
import { InvitationCard } from '@/features/invitations/components/invitation-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';

/** /invitations/{token}: the page an invitation email links to (decision 028), signed in or not. */
export function InvitationRoute() {
  useDocumentTitle('Invitation');
  const { token = '' } = useParams();
  const invitation = useInvitationByToken(token);
  return (
    <AuthCard title="You're invited">
      {invitation.isPending ? (
        <LoadingState label="Loading the invitation..." showLabel />
      ) : invitation.data ? (
        <InvitationCard token={token} invitation={invitation.data} />
      ) : (
        <Alert>
          {isApiError(invitation.error) && invitation.error.status === 404
            ? 'This invitation link is not valid. It may have been replaced by a newer email: use the latest one, or ask the person who invited you to send it again.'
            : 'The invitation could not be loaded. Please try again.'}
        </Alert>
      )}
    </AuthCard>
  );
}
