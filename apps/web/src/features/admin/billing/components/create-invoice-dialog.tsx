import {
  CREATE_INVOICE_TEXTS,
  INVOICE_DUE_DAYS,
  PLAN_TERMS,
  createInvoiceInputSchema,
  invoiceLinesFor,
  invoiceTotals,
  type BillingAccountDto,
} from '@estate/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { ZodForm } from '@/components/form/zod-form';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCents } from '@/lib/format';
import { useCreateInvoice } from '../api/create-invoice';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

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
      description={`A draft tax invoice for ${account.entityName}, issued today and due in ${INVOICE_DUE_DAYS} days.`}
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
        <table className="w-full text-sm">
          <caption className="sr-only">Invoice lines (excluding GST)</caption>
          <thead className="border-b border-slate-200 text-left text-slate-700">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Item
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={line.description}>
                <td className="py-1 text-slate-900">{line.description}</td>
                <td className="py-1 text-right tabular-nums">{line.quantity}</td>
                <td className="py-1 text-right tabular-nums">{formatCents(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200">
            <tr>
              <th scope="row" colSpan={2} className="py-1 text-right font-normal text-slate-700">
                Total excl. GST
              </th>
              <td className="py-1 text-right tabular-nums">{formatCents(totals.subtotalCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="py-1 text-right font-normal text-slate-700">
                GST (15%)
              </th>
              <td className="py-1 text-right tabular-nums">{formatCents(totals.gstCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="py-1 text-right font-semibold text-slate-900">
                Total incl. GST
              </th>
              <td className="py-1 text-right font-semibold tabular-nums">{formatCents(totals.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
        <TextareaField label="Notes" rows={2} {...form.field('notes')} />
      </ZodForm>
    </Dialog>
  );
}
