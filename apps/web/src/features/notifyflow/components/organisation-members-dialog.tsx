import type { AdminInstitutionListed } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError, messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeOrganisationMembers, useOrganisationMembers } from '../api/organisation-members';

/**
 * Back office (issue 44): the people who answer for an organisation in its NotifyFlow inbox. An admin
 * adds an email (the person is emailed how to sign in) as a member, or as an administrator who may
 * also make the organisation's API keys and webhooks; removing one closes the inbox to them at once.
 */
export function OrganisationMembersDialog({
  institution,
  onClose,
}: {
  institution: AdminInstitutionListed;
  onClose: () => void;
}) {
  const members = useOrganisationMembers(institution.institutionId);
  const { add, remove } = useChangeOrganisationMembers(institution.institutionId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (m) => {
          toast.success(`${m.email} can now answer for ${institution.name}`);
          setEmail('');
        },
        onError: (e) =>
          setError(
            (isApiError(e) ? e.issues?.find((i) => i.path === 'email')?.message : undefined) ??
              messageOf(e, 'The person could not be added.'),
          ),
      },
    );
  };

  return (
    <Dialog
      title={`People of ${institution.name}`}
      description="They sign in at /org with this email to read and answer the notifications addressed to this organisation."
      onClose={onClose}
    >
      <div className="space-y-5">
        {members.isPending ? (
          <LoadingState label="Loading people…" showLabel />
        ) : members.isError ? (
          <p className="text-sm text-red-700">
            {messageOf(members.error, 'The people could not be loaded.')}
          </p>
        ) : members.data.length === 0 ? (
          <p className="text-sm text-slate-700">Nobody answers for this organisation in NotifyFlow yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="People">
            {members.data.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                <span className="min-w-0 flex-1 break-all text-slate-900">{m.email}</span>
                <Badge tone={m.role === 'admin' ? 'success' : undefined}>
                  {m.role === 'admin' ? 'Administrator' : 'Member'}
                </Badge>
                {m.hasAccount ? null : <span className="text-xs text-slate-600">No account yet</span>}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(m.id, {
                      onSuccess: () => toast.success(`${m.email} removed`),
                      onError: (e) => toast.error(messageOf(e, 'The person could not be removed.')),
                    })
                  }
                >
                  Remove<span className="sr-only"> {m.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className="space-y-3" onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            required
          />
          <SelectField
            label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
          >
            <option value="member">Member: reads and answers notifications</option>
            <option value="admin">Administrator: also makes API keys and webhooks</option>
          </SelectField>
          <div className="flex justify-end">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add person'}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
