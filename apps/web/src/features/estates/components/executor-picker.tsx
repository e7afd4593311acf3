import { can } from '@estate/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { useCancelExecutorInvitation } from '../api/cancel-executor-invitation';
import { executorsQueryOptions, useExecutors } from '../api/get-executors';
import type { EstateDetail } from '../api/schemas';
import { useUpdateEstate } from '../api/update-estate';

/**
 * The summary bar's executor. Admins and lawyers choose from the executors of estates they may see
 * or name one by email address (decision 011): an executor account is assigned at once, anyone else
 * is invited to create one. Others may not list executors (the API answers 403) and see it as text.
 */
export function ExecutorPicker({ estate }: { estate: EstateDetail }) {
  const id = useId();
  // Only those who may list executors choose one; anyone else sees the name at once (no picker
  // that flashes up and turns into text when the API answers 403).
  const mayAssign = can(useViewRole().viewRole, 'executors:view');
  const executors = useExecutors({ enabled: mayAssign });
  const update = useUpdateEstate();
  const current = estate.executor;
  const invitation = estate.executorInvitation;
  const readOnly =
    !mayAssign || (executors.isError && isApiError(executors.error) && executors.error.status === 403);

  if (readOnly || executors.isError) {
    return (
      <div>
        <p className="text-xs font-medium text-slate-600">Executor</p>
        <p className="text-sm font-medium text-slate-900">
          {current ? current.fullName : invitation ? `Invited ${invitation.email}` : 'Not assigned'}
        </p>
      </div>
    );
  }

  const value = update.isPending ? (update.variables.changes.executorId ?? '') : (estate.executorId ?? '');
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
      <div>
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          Executor
        </label>
        <select
          id={id}
          value={value}
          disabled={executors.isPending || update.isPending}
          onChange={(event) =>
            update.mutate(
              {
                id: estate.estateId,
                version: estate.version,
                changes: { executorId: event.target.value || null },
              },
              {
                onSuccess: () => toast.success('Executor updated'),
                onError: (error) =>
                  toast.error(`Failed to assign executor: ${messageOf(error, 'Please try again.')}`),
              },
            )
          }
          className={cn(
            'block w-full min-w-48 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900',
            focusRing,
            'focus-visible:ring-offset-0',
          )}
        >
          <option value="">{executors.isPending ? 'Loading executors…' : 'Not assigned'}</option>
          {current && !executors.data?.some((e) => e.executorId === current.executorId) ? (
            <option value={current.executorId}>{current.fullName}</option>
          ) : null}
          {executors.data?.map((e) => (
            <option key={e.executorId} value={e.executorId}>
              {e.fullName} ({e.email})
            </option>
          ))}
        </select>
      </div>
      <AssignByEmail estate={estate} />
    </div>
  );
}

/**
 * "Assign by email": the executor's address, found or invited. The server's message for the field
 * (not an address, or an account that is not an executor's) is shown under it.
 */
function AssignByEmail({ estate }: { estate: EstateDetail }) {
  const queryClient = useQueryClient();
  const update = useUpdateEstate();
  const cancel = useCancelExecutorInvitation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const invitation = estate.executorInvitation;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const address = email.trim().toLowerCase();
    update.mutate(
      { id: estate.estateId, version: estate.version, changes: { executorEmail: address } },
      {
        onSuccess: (updated) => {
          setEmail('');
          // A newly assigned executor now belongs to one of the person's estates: the list grows.
          void queryClient.invalidateQueries({ queryKey: executorsQueryOptions().queryKey });
          toast.success(updated.executorId ? 'Executor updated' : `Invitation sent to ${address}`);
        },
        onError: (err) => {
          setError(
            (isApiError(err) ? err.issues?.find((i) => i.path === 'executorEmail')?.message : undefined) ??
              messageOf(err, 'The executor could not be assigned. Please try again.'),
          );
          input.current?.focus();
        },
      },
    );
  };

  const onCancel = () =>
    cancel.mutate(estate.estateId, {
      onSuccess: () => {
        toast.success('Invitation cancelled');
        // The button goes with the invitation; keyboard focus moves to the field beside it.
        input.current?.focus();
      },
      onError: (err) => toast.error(messageOf(err, 'The invitation could not be cancelled.')),
    });

  return (
    <div className="min-w-64 flex-1 space-y-2">
      <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={fieldId} className="text-xs font-medium text-slate-600">
            Assign by email
          </label>
          <input
            ref={input}
            id={fieldId}
            type="email"
            name="executorEmail"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`}
            className={cn(
              'block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900',
              'aria-[invalid=true]:border-red-700',
              focusRing,
              'focus-visible:ring-offset-0',
            )}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
            An executor account is assigned at once; anyone else is invited to create one.
          </p>
          {error ? (
            <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" size="sm" className="mt-4" disabled={update.isPending}>
          {update.isPending ? 'Assigning…' : 'Assign'}
        </Button>
      </form>
      {invitation ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <p>
            Invited <span className="font-medium text-slate-900">{invitation.email}</span> · waiting for them
            to create their account
          </p>
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel invitation'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
