import { INVITATION_ROLES, INVITATION_STATUSES, labelOf, type InvitationDto } from '@estate/domain';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useResendInvitation, useRevokeInvitation } from '../api/change-invitation';
import { useInvitations, type InvitationQuery } from '../api/get-invitations';

const STATUS_TONES: Record<InvitationDto['status'], BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'neutral',
  revoked: 'error',
};

export function InvitationStatusBadge({ status }: { status: InvitationDto['status'] }) {
  return <Badge tone={STATUS_TONES[status]}>{labelOf(INVITATION_STATUSES, status)}</Badge>;
}

/** Resend and Revoke for an invitation not yet accepted; Revoke asks first. */
function InvitationActions({ invitation }: { invitation: InvitationDto }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [isConfirming, setConfirming] = useState(false);
  if (invitation.status === 'accepted' || invitation.status === 'revoked') return null;
  const who = invitation.name ?? invitation.email;
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Resend the invitation to ${who}`}
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
            onError: (e) => toast.error(messageOf(e, 'The invitation could not be sent. Please try again.')),
          })
        }
      >
        Resend
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Revoke the invitation to ${who}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title="Revoke invitation"
          message={`Revoke the invitation to ${invitation.email}? Its link stops working.`}
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          isBusy={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => {
                toast.success('Invitation revoked');
                setConfirming(false);
              },
              onError: (e) =>
                toast.error(messageOf(e, 'The invitation could not be revoked. Please try again.')),
            })
          }
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

const columns: DataColumn<InvitationDto>[] = [
  {
    id: 'email',
    header: 'Invited',
    cell: (i) => (
      <div>
        <p className="font-medium text-slate-900">{i.name ?? i.email}</p>
        {i.name ? <p className="text-slate-700">{i.email}</p> : null}
      </div>
    ),
  },
  {
    id: 'estate',
    header: 'Estate',
    cell: (i) => <TextLink to={paths.dashboard.estate.href({ id: i.estateId })}>{i.deceasedName}</TextLink>,
  },
  { id: 'role', header: 'Role', cell: (i) => labelOf(INVITATION_ROLES, i.role) },
  { id: 'status', header: 'Status', cell: (i) => <InvitationStatusBadge status={i.status} /> },
  { id: 'sent', header: 'Sent', cell: (i) => formatDate(i.lastSentAt ?? i.createdAt) },
  {
    id: 'expires',
    header: 'Expires',
    cell: (i) => (i.status === 'accepted' ? `Accepted ${formatDate(i.acceptedAt)}` : formatDate(i.expiresAt)),
  },
  { id: 'actions', header: 'Actions', align: 'right', cell: (i) => <InvitationActions invitation={i} /> },
];

/** The invitations of the estates I run, by the query's role and status, with Resend and Revoke. */
export function InvitationTable({
  query,
  label = 'Invitations',
}: {
  query: InvitationQuery;
  label?: string;
}) {
  const list = useInvitations(query);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={list.data?.items}
      isPending={list.isPending}
      error={list.error ? messageOf(list.error, 'Failed to load invitations. Please try again.') : null}
      onRetry={() => void list.refetch()}
      empty={{ title: 'No invitations', hint: 'Invitations you send appear here until they are accepted.' }}
    />
  );
}
