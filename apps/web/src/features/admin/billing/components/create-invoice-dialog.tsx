import {
  CREATE_INVOICE_TEXTS,
  INVOICE_DUE_DAYS,
  PLAN_TERMS,
  createInvoiceInputSchema,
  invoiceLinesFor,
  invoiceTotals,
  type BillingAccountDto,
  type InvoiceLineDraft,
} from '@estate/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { ZodForm } from '@/components/form/zod-form';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCents } from '@/lib/format';
import { useCreateInvoice } from '../api/create-invoice';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** The invoice's lines as previewed, amounts excluding GST; the totals are the table's footer. */
const previewColumns: DataColumn<InvoiceLineDraft>[] = [
  { id: 'item', header: 'Item', className: 'text-slate-900', cell: (line) => line.description },
  { id: 'quantity', header: 'Qty', align: 'right', className: 'tabular-nums', cell: (line) => line.quantity },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'tabular-nums',
    cell: (line) => formatCents(line.amountCents),
  },
];
const descriptionOf = (line: InvoiceLineDraft) => line.description;

/**
 * Spec 3 §2's create-invoice modal: the account, its plan and usage, and the invoice it will make
 * (the lines before GST, the GST at 15% and the total), with the domain's own arithmetic, so what is
 * shown is what the API bills (unless the usage changes in between). Creates a draft; a refusal is
 * said in a toast and the dialog stays open.
 */
export function CreateInvoiceDialog({
  account,
  onClose,
}: {
  account: BillingAccountDto;
  onClose: () => void;
}) {
  const create = useCreateInvoice();
  // One key per invoice (decision 061): Create pressed again after a lost answer makes one invoice.
  const once = useIdempotencyKey();
  const form = useZodForm({ schema: createInvoiceInputSchema.unwrap(), defaultValues: { notes: '' } });
  const usage = { estates: account.estatesCount, documents: account.documentsCount };
  const lines = invoiceLinesFor(account.plan, usage);
  const totals = invoiceTotals(lines);
  return (
    <Dialog
      title="Create Invoice"
      description={`A draft invoice for ${account.entityName}. It is not a tax invoice and has no number until it is issued; it is then due in ${INVOICE_DUE_DAYS} days.`}
      onClose={onClose}
    >
      <ZodForm
        form={form}
        className="space-y-4"
        submitLabel="Create Invoice"
        busyLabel="Creating..."
        success={CREATE_INVOICE_TEXTS.created}
        failure={CREATE_INVOICE_TEXTS.failed}
        failureOn="toast"
        onSubmit={({ notes }) =>
          once((idempotencyKey) =>
            create.mutateAsync({ accountId: account.id, notes: notes || undefined, idempotencyKey }),
          )
        }
        onClose={onClose}
      >
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-700">Account</dt>
          <dd className="font-medium text-slate-900">{account.entityName}</dd>
          <dt className="text-slate-700">Plan</dt>
          <dd className="text-slate-900">{PLAN_TERMS[account.plan].label}</dd>
          <dt className="text-slate-700">Usage</dt>
          <dd className="text-slate-900">
            {account.estatesCount} estates, {account.documentsCount} documents
          </dd>
        </dl>
        <DataTable
          label="Invoice lines"
          caption="Invoice lines (excluding GST)"
          isRegion={false}
          isCompact
          headerVariant="plain"
          columns={previewColumns}
          rows={lines}
          rowId={descriptionOf}
          totals={[
            { label: 'Total excl. GST', value: formatCents(totals.subtotalCents) },
            { label: 'GST (15%)', value: formatCents(totals.gstCents) },
            { label: 'Total incl. GST', value: formatCents(totals.totalCents), isStrong: true },
          ]}
        />
        <TextareaField label="Notes" rows={2} {...form.field('notes')} />
      </ZodForm>
    </Dialog>
  );
}
