import { useId } from 'react';
import { toast } from 'sonner';
import { focusRing } from '@/components/ui/focus';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useExecutors } from '../api/get-executors';
import type { EstateDetail } from '../api/schemas';
import { useUpdateEstate } from '../api/update-estate';

/**
 * The summary bar's executor picker. Any viewer may assign (spec 2 §6), but only admins and lawyers
 * may list executors; for anyone else the API answers 403 and the current executor is shown as text.
 */
export function ExecutorPicker({ estate }: { estate: EstateDetail }) {
  const id = useId();
  const executors = useExecutors();
  const update = useUpdateEstate();
  const current = estate.executor;
  const readOnly = executors.isError && isApiError(executors.error) && executors.error.status === 403;

  if (readOnly || executors.isError) {
    return (
      <div>
        <p className="text-xs font-medium text-slate-600">Executor</p>
        <p className="text-sm font-medium text-slate-900">{current ? current.fullName : 'Not assigned'}</p>
      </div>
    );
  }

  const value = update.isPending ? (update.variables.changes.executorId ?? '') : (estate.executorId ?? '');
  return (
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
            { id: estate.estateId, changes: { executorId: event.target.value || null } },
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
  );
}
