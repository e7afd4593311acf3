import {
  CREDIT_NOTE_TEXTS,
  centsToDollars,
  creditNoteInputSchema,
  type CreditNoteDto,
  type InvoiceDto,
} from '@estate/domain';
import { FileDown } from 'lucide-react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatCents, formatDate } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { downloadCreditNote, useCreditInvoice } from './api/invoice';

/** What is left of an issued invoice to credit, including GST. */
export const creditLeftOf = (invoice: InvoiceDto) => invoice.totalCents - invoice.creditedCents;

/**
 * Credit note (decision 081): corrects an issued invoice, in full (the amount as offered) or in part,
 * with a reason. It gets the next CN- number and today as its date, and stays as issued.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const credit = useCreditInvoice();
  const once = useIdempotencyKey();
  const left = creditLeftOf(invoice);
  const form = useZodForm({
    schema: creditNoteInputSchema,
    defaultValues: { reason: '', amount: centsToDollars(left) },
  });
  return (
    <FormDialog
      title={CREDIT_NOTE_TEXTS.title}
      description={CREDIT_NOTE_TEXTS.question(invoice.number ?? '', formatCents(left))}
      form={form}
      submitLabel="Issue credit note"
      busyLabel="Issuing..."
      success="Credit note issued"
      failure="We couldn’t issue the credit note. Please try again."
      onSubmit={(input) =>
        once((idempotencyKey) =>
          credit.mutateAsync({ id: invoice.id, version: invoice.version, idempotencyKey, input }),
        )
      }
      onClose={onClose}
    >
      <TextareaField
        label="Reason"
        required
        rows={3}
        hint="What was wrong with the invoice. It is printed on the credit note and kept in the audit trail."
        {...form.field('reason')}
      />
      <TextField
        label="Amount to credit (including GST)"
        inputMode="decimal"
        hint={`Up to ${formatCents(left)}. The GST it includes is worked out for you.`}
        {...form.field('amount')}
      />
    </FormDialog>
  );
}

const creditNoteIdOf = (c: CreditNoteDto) => c.id;

/** Download of one credit note's PDF; its accessible name says which. */
function DownloadCreditNote({ invoiceId, note }: { invoiceId: string; note: CreditNoteDto }) {
  const onDownload = () =>
    downloadCreditNote(invoiceId, note).then(
      (fileName) => toast.success('Credit note downloaded', { description: fileName }),
      (error: unknown) =>
        toast.error(messageOf(error, 'Failed to download the credit note. Please try again.')),
    );
  return (
    <Button variant="secondary" size="sm" onClick={() => void onDownload()}>
      <FileDown aria-hidden="true" className="size-4" />
      Download<span className="sr-only"> credit note {note.number}</span>
    </Button>
  );
}

const creditNoteColumnsFor = (invoiceId: string): DataColumn<CreditNoteDto>[] => [
  {
    id: 'number',
    header: 'Credit note',
    isRowHeader: true,
    className: 'font-medium text-slate-900',
    cell: (c) => c.number,
  },
  { id: 'date', header: 'Date', cell: (c) => formatDate(c.issueDate) },
  { id: 'reason', header: 'Reason', cell: (c) => c.reason },
  {
    id: 'gst',
    header: 'GST',
    align: 'right',
    className: 'tabular-nums',
    cell: (c) => formatCents(c.gstCents),
  },
  {
    id: 'total',
    header: 'Credited incl. GST',
    align: 'right',
    className: 'tabular-nums',
    cell: (c) => formatCents(c.totalCents),
  },
  { id: 'pdf', header: 'PDF', cell: (c) => <DownloadCreditNote invoiceId={invoiceId} note={c} /> },
];

/** The credit notes that correct the invoice, under it; nothing when there are none. */
export function CreditNotesList({ invoice }: { invoice: InvoiceDto }) {
  if (invoice.creditNotes.length === 0) return null;
  return (
    <div className="mt-8 space-y-2 print:hidden">
      <h2 className="text-lg font-semibold text-slate-900">Credit notes</h2>
      <p className="text-sm text-slate-700">
        {creditLeftOf(invoice) === 0
          ? `Credited in full (${formatCents(invoice.creditedCents)}).`
          : `${formatCents(invoice.creditedCents)} credited; ${formatCents(creditLeftOf(invoice))} of the invoice stands.`}
      </p>
      <DataTable
        label="Credit notes"
        columns={creditNoteColumnsFor(invoice.id)}
        rows={invoice.creditNotes}
        rowId={creditNoteIdOf}
        empty={{ title: 'No credit notes' }}
      />
    </div>
  );
}
