import {
  CREATE_INVOICE_TEXTS,
  INVOICE_DUE_DAYS,
  PLAN_TERMS,
  invoiceLinesFor,
  invoiceTotals,
  type BillingAccountDto,
} from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { messageOf } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { useCreateInvoice } from '../api/create-invoice';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/**
 * Spec 3 §2's create-invoice modal: the account, its plan and usage, and the invoice it will make
 * (the lines before GST, the GST at 15% and the total), with the domain's own arithmetic, so what is
 * shown is what the API bills (unless the usage changes in between). Creates a draft.
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
  const [notes, setNotes] = useState('');
  const usage = { estates: account.estatesCount, documents: account.documentsCount };
  const lines = invoiceLinesFor(account.plan, usage);
  const totals = invoiceTotals(lines);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    once((idempotencyKey) =>
      create.mutateAsync({ accountId: account.id, notes: notes.trim() || undefined, idempotencyKey }),
    ).then(
      () => {
        toast.success(CREATE_INVOICE_TEXTS.created);
        onClose();
      },
      (error: unknown) => toast.error(messageOf(error, CREATE_INVOICE_TEXTS.failed)),
    );
  };
  return (
    <Dialog
      title="Create Invoice"
      description={`A draft tax invoice for ${account.entityName}, issued today and due in ${INVOICE_DUE_DAYS} days.`}
      onClose={onClose}
    >
      <form onSubmit={submit} className="space-y-4">
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
        <TextareaField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
        <DialogActions
          onCancel={onClose}
          submitLabel="Create Invoice"
          busyLabel="Creating..."
          isBusy={create.isPending}
        />
      </form>
    </Dialog>
  );
}
