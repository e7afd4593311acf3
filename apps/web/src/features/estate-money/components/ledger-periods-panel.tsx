import { nzToday, periodCloseInputSchema, periodReopenInputSchema } from '@estate/domain';
import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatDate, formatDateTime } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useClosePeriod, useLedgerPeriods, useReopenPeriod } from '../api/ledger-periods';

/** Close the books through a date: entries dated then or earlier are refused until reopened. */
function ClosePeriodDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const close = useClosePeriod(estateId);
  const once = useIdempotencyKey();
  const form = useZodForm({ schema: periodCloseInputSchema, defaultValues: { throughDate: nzToday() } });
  return (
    <FormDialog
      title="Close period"
      description="Once closed, no transaction, paid distribution or reversal dated on or before this date can be added, changed or deleted until the period is reopened with a reason. Close the period when you send a statement."
      form={form}
      submitLabel="Close period"
      busyLabel="Closing..."
      success="The period is closed"
      failure="We couldn’t close the period. Please try again."
      onSubmit={(values) => once((idempotencyKey) => close.mutateAsync({ ...values, idempotencyKey }))}
      onClose={onClose}
    >
      <TextField label="Close through" type="date" required max={nzToday()} {...form.field('throughDate')} />
    </FormDialog>
  );
}

/** Reopen the books, saying why (kept in the audit trail and the history below). */
function ReopenPeriodDialog({
  estateId,
  closedThrough,
  onClose,
}: {
  estateId: string;
  closedThrough: string;
  onClose: () => void;
}) {
  const reopen = useReopenPeriod(estateId);
  const once = useIdempotencyKey();
  const form = useZodForm({
    schema: periodReopenInputSchema,
    defaultValues: { reason: '', closedThrough },
  });
  return (
    <FormDialog
      title="Reopen period"
      description={`The books are closed through ${formatDate(closedThrough)}. Reopening lets entries dated then or earlier be added and changed again.`}
      form={form}
      submitLabel="Reopen period"
      busyLabel="Reopening..."
      success="The period is reopened"
      failure="We couldn’t reopen the period. Please try again."
      onSubmit={(values) => once((idempotencyKey) => reopen.mutateAsync({ ...values, idempotencyKey }))}
      onClose={onClose}
    >
      <TextareaField
        label="Reason"
        required
        rows={3}
        hint="Why the books need to change."
        {...form.field('reason')}
      />
    </FormDialog>
  );
}

/**
 * The estate's books on its money screens (decision 070): closed through which date, by whom, with
 * Close period and Reopen for those who keep the books (the API's `mayClose`: not an executor while a
 * lawyer acts on the estate), and the history of closes and reopenings.
 */
export function LedgerPeriodsPanel({ estateId }: { estateId: string }) {
  const periods = useLedgerPeriods(estateId);
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const data = periods.data;
  if (!data) return null;
  const current = data.history.find((p) => p.reopenedAt === null && p.throughDate === data.closedThrough);
  return (
    <section
      aria-labelledby={`books-${estateId}`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-2">
          {data.closedThrough ? (
            <Lock aria-hidden="true" className="mt-0.5 size-5 text-slate-700" />
          ) : (
            <LockOpen aria-hidden="true" className="mt-0.5 size-5 text-slate-700" />
          )}
          <div>
            <h2 id={`books-${estateId}`} className="font-semibold text-slate-900">
              {data.closedThrough ? `Books closed through ${formatDate(data.closedThrough)}` : 'Books open'}
            </h2>
            <p className="text-sm text-slate-700">
              {data.closedThrough
                ? `Entries dated on or before ${formatDate(data.closedThrough)} cannot be added, changed or deleted. Correct one with a reversal dated later.${current ? ` Closed by ${current.closedByName ?? 'someone no longer here'} on ${formatDateTime(current.closedAt)}.` : ''}`
                : 'Entries may be added for any date. Close the period when you send a statement, so what it showed stays as it was.'}
            </p>
          </div>
        </div>
        {data.mayClose ? (
          <div className="flex flex-wrap gap-2">
            {data.closedThrough ? (
              <Button variant="secondary" onClick={() => setDialog('reopen')}>
                Reopen period
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setDialog('close')}>
              {data.closedThrough ? 'Close a later period' : 'Close period'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-700">The estate’s lawyer closes and reopens its books.</p>
        )}
      </div>
      {data.history.length > 0 ? (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">History of closes</summary>
          <ul className="mt-2 space-y-1">
            {data.history.map((p) => (
              <li key={p.id}>
                Closed through {formatDate(p.throughDate)} by {p.closedByName ?? 'someone no longer here'} on{' '}
                {formatDateTime(p.closedAt)}
                {p.reopenedAt
                  ? `; reopened by ${p.reopenedByName ?? 'someone no longer here'} on ${formatDateTime(p.reopenedAt)}: “${p.reopenReason ?? ''}”`
                  : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {dialog === 'close' ? <ClosePeriodDialog estateId={estateId} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reopen' && data.closedThrough ? (
        <ReopenPeriodDialog
          estateId={estateId}
          closedThrough={data.closedThrough}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
