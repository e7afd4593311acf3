import { CORRECTION_REASON_MIN, nzToday, reversalInputSchema } from '@estate/domain';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { focusRing } from '@/components/ui/focus';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useReverseEntry, type ReversibleKind } from '../api/reverse-entry';

/** An entry that may be reversed, as its list shows it. */
type Entry = { id: string; estateId: string; version: number; amountCents: number };

/**
 * Reverse, with a reason (decision 070): the one way to correct a kept entry of the estate's books.
 * The reversal is a new entry of the opposite sign, linked to this one; this one stays as it was.
 */
export function ReverseEntryDialog({
  kind,
  entry,
  name,
  earliest,
  onClose,
}: {
  kind: ReversibleKind;
  entry: Entry;
  /** The entry's name ("Rent", "Interim distribution to Sarah Wilson"). */
  name: string;
  /** The entry's own date: a reversal is not dated before it. */
  earliest: string | null;
  onClose: () => void;
}) {
  const reverse = useReverseEntry(kind, entry.estateId);
  const once = useIdempotencyKey();
  const form = useZodForm({ schema: reversalInputSchema, defaultValues: { reason: '', date: nzToday() } });
  return (
    <FormDialog
      title={`Reverse ${name}`}
      description={`A reversal of ${formatCents(-entry.amountCents)} is added beside it and the totals net the two. The entry itself stays as it was, marked reversed, with your reason.`}
      form={form}
      submitLabel="Record reversal"
      busyLabel="Reversing..."
      success="Reversal recorded"
      failure="We couldn’t record the reversal. Please try again."
      onSubmit={(input) =>
        once((idempotencyKey) =>
          reverse.mutateAsync({ id: entry.id, version: entry.version, idempotencyKey, input }),
        )
      }
      onClose={onClose}
    >
      <TextareaField
        label="Reason"
        required
        rows={3}
        hint={`What was wrong (at least ${CORRECTION_REASON_MIN} characters). It is kept with both entries and in the audit trail.`}
        {...form.field('reason')}
      />
      <TextField
        label="Date of the reversal"
        type="date"
        min={earliest ?? undefined}
        max={nzToday()}
        hint="Today unless the correction belongs to another day. It must be after any closed period."
        {...form.field('date')}
      />
    </FormDialog>
  );
}

/** The row's Reverse button and its dialog; its accessible name says which row. */
export function ReverseEntryButton(props: Omit<Parameters<typeof ReverseEntryDialog>[0], 'onClose'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-blue-700',
          focusRing,
        )}
        onClick={() => setOpen(true)}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        Reverse<span className="sr-only"> {props.name}</span>
      </button>
      {isOpen ? <ReverseEntryDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
