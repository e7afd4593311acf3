import {
  GST_RATE_PERCENT,
  INVOICE_DUE_DAYS,
  INVOICE_STATUS_LABELS,
  INVOICE_TEXTS,
  TAX_INVOICE_TITLE,
  invoiceNameOf,
  type InvoiceDto,
  type InvoiceLineDto,
} from '@estate/domain';
import { BadgeCheck, CheckCircle2, FileDown, FileX, Printer, ReceiptText, Send, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { statusTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError, messageOf } from '@/lib/api-client';
import { formatCents, formatDateTime } from '@/lib/format';
import {
  useDeleteInvoice,
  useDownloadInvoice,
  useInvoice,
  useIssueInvoice,
  useMarkInvoicePaid,
  useSendInvoice,
} from './api/invoice';
import { CreditNoteDialog, CreditNotesList, creditLeftOf } from './credit-notes';

const longDate = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as on a New Zealand invoice: "24 November 2026". */
function formatLongDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/**
 * The invoice page (spec 3 §2 "Invoice detail"; issue 15): a spinner while loading; "Invoice not
 * found" for an id that is not an invoice (or a failed load); otherwise the invoice with Download
 * (the PDF), Print (the invoice alone: the shell and buttons are `print:hidden`) and Send (after a
 * confirmation, emails the PDF). A draft says "Draft — not a tax invoice" and has no number; Issue
 * (after a confirmation) numbers it, Send issues it first, and Delete removes it. An issued invoice
 * is headed "Tax invoice" and has Mark Paid (hidden once paid); it cannot be deleted (decision 072).
 */
export function InvoicePage({ id }: { id: string }) {
  const invoice = useInvoice(id);
  useDocumentTitle(invoice.data ? titleOf(invoice.data) : INVOICE_TEXTS.notFoundTitle, !invoice.isPending);
  if (invoice.isPending) return <LoadingState label="Loading invoice…" />;
  if (invoice.isError) {
    const isMissing = isApiError(invoice.error) && invoice.error.status === 404;
    return <InvoiceNotFound message={isMissing ? INVOICE_TEXTS.notFound : INVOICE_TEXTS.loadFailed} />;
  }
  return <InvoiceScreen invoice={invoice.data} />;
}

/** "Invoice INV-001004", or "Draft invoice" before it is issued. */
const titleOf = (invoice: InvoiceDto) =>
  invoice.number === null ? INVOICE_TEXTS.draftName : `Invoice ${invoice.number}`;

function InvoiceNotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <FileX aria-hidden="true" className="mx-auto size-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{INVOICE_TEXTS.notFoundTitle}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <ButtonLink to={paths.admin.billing.href()} className="mt-6">
        {INVOICE_TEXTS.backToBilling}
      </ButtonLink>
    </div>
  );
}

function InvoiceScreen({ invoice }: { invoice: InvoiceDto }) {
  const download = useDownloadInvoice();
  const send = useSendInvoice();
  const markPaid = useMarkInvoicePaid();
  const issue = useIssueInvoice();
  const remove = useDeleteInvoice();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'send' | 'issue' | 'delete' | 'credit' | null>(null);
  const isPaid = invoice.status === 'paid';
  const isDraft = invoice.number === null;

  const onDownload = () =>
    download.mutate(
      { id: invoice.id, number: invoice.number },
      {
        onSuccess: (fileName) => toast.success('Invoice downloaded', { description: fileName }),
        onError: (error) => toast.error(messageOf(error, INVOICE_TEXTS.downloadFailed)),
      },
    );
  /** A confirmed change (Issue, Send, Delete): the dialog closes either way; a toast says how it went. */
  const afterConfirm = <T,>(failed: string, onSaved: (result: T) => void) => ({
    onSuccess: (result: T) => {
      setAsking(null);
      onSaved(result);
    },
    onError: (error: unknown) => {
      setAsking(null);
      toast.error(messageOf(error, failed));
    },
  });
  const onSend = () =>
    send.mutate(
      { id: invoice.id, version: invoice.version },
      afterConfirm(INVOICE_TEXTS.sendFailed, (result: { message: string }) => toast.success(result.message)),
    );
  const onIssue = () =>
    issue.mutate(
      { id: invoice.id, version: invoice.version },
      afterConfirm(INVOICE_TEXTS.issueFailed, (result: { message: string }) => toast.success(result.message)),
    );
  const onDelete = () =>
    remove.mutate(
      { id: invoice.id, version: invoice.version },
      afterConfirm(INVOICE_TEXTS.deleteFailed, () => {
        toast.success(INVOICE_TEXTS.deleted);
        void navigate(paths.admin.billing.href());
      }),
    );
  const onMarkPaid = () =>
    markPaid.mutate(
      { id: invoice.id, version: invoice.version },
      {
        onSuccess: () => toast.success(INVOICE_TEXTS.markedPaid),
        onError: (error) => toast.error(messageOf(error, INVOICE_TEXTS.markPaidFailed)),
      },
    );

  return (
    <div>
      <PageHeader
        className="print:hidden"
        back={{ to: paths.admin.billing.href(), label: INVOICE_TEXTS.backToBilling }}
        title={titleOf(invoice)}
        subtitle={invoice.accountName}
        documentTitle={null}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={onDownload}
              disabled={download.isPending}
              aria-busy={download.isPending}
            >
              <FileDown aria-hidden="true" className="size-4" />
              {download.isPending ? 'Preparing PDF...' : 'Download'}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                invoice.billingEmail ? setAsking('send') : toast.error(INVOICE_TEXTS.noBillingEmail)
              }
            >
              <Send aria-hidden="true" className="size-4" />
              Send
            </Button>
            {isDraft ? (
              <>
                <Button variant="secondary" onClick={() => setAsking('delete')}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
                <Button onClick={() => setAsking('issue')}>
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  Issue
                </Button>
              </>
            ) : (
              <>
                {creditLeftOf(invoice) > 0 ? (
                  <Button variant="secondary" onClick={() => setAsking('credit')}>
                    <ReceiptText aria-hidden="true" className="size-4" />
                    Credit note
                  </Button>
                ) : null}
                {isPaid || creditLeftOf(invoice) === 0 ? null : (
                  <Button onClick={onMarkPaid} disabled={markPaid.isPending} aria-busy={markPaid.isPending}>
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {markPaid.isPending ? 'Marking paid...' : 'Mark Paid'}
                  </Button>
                )}
              </>
            )}
          </>
        }
      />
      {asking === 'send' && invoice.billingEmail ? (
        <ConfirmDialog
          title={isDraft ? 'Issue and send invoice' : 'Send invoice'}
          message={
            invoice.number === null
              ? INVOICE_TEXTS.issueAndSendQuestion(invoice.billingEmail)
              : INVOICE_TEXTS.sendQuestion(invoice.number, invoice.billingEmail)
          }
          confirmLabel={isDraft ? 'Issue and send' : 'Send'}
          busyLabel="Sending..."
          isBusy={send.isPending}
          onConfirm={onSend}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'issue' ? (
        <ConfirmDialog
          title="Issue invoice"
          message={INVOICE_TEXTS.issueQuestion}
          confirmLabel="Issue"
          busyLabel="Issuing..."
          isBusy={issue.isPending}
          onConfirm={onIssue}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title="Delete draft invoice"
          message={INVOICE_TEXTS.deleteQuestion}
          isBusy={remove.isPending}
          onConfirm={onDelete}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'credit' ? <CreditNoteDialog invoice={invoice} onClose={() => setAsking(null)} /> : null}
      <InvoiceDocument invoice={invoice} />
      <CreditNotesList invoice={invoice} />
    </div>
  );
}

/** The invoice's lines, amounts excluding GST (its totals are under the table). */
const lineColumns: DataColumn<InvoiceLineDto>[] = [
  { id: 'description', header: 'Description', className: 'text-slate-900', cell: (line) => line.description },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'right',
    className: 'tabular-nums',
    cell: (line) => line.quantity,
  },
  {
    id: 'unitPrice',
    header: 'Unit price',
    align: 'right',
    className: 'tabular-nums',
    cell: (line) => formatCents(line.unitPriceCents),
  },
  {
    id: 'amount',
    header: 'Amount excl. GST',
    align: 'right',
    className: 'tabular-nums',
    cell: (line) => formatCents(line.amountCents),
  },
];

/** The tax invoice itself: what the page shows and what Print prints. */
function InvoiceDocument({ invoice }: { invoice: InvoiceDto }) {
  const headingId = useId();
  const { supplier } = invoice;
  const isPaid = invoice.status === 'paid';
  const { number } = invoice;
  const details: [string, ReactNode][] =
    number === null
      ? [
          ['Invoice number', INVOICE_TEXTS.noNumberYet],
          ['Drafted', formatLongDate(invoice.issueDate)],
          ['Due date', `${INVOICE_DUE_DAYS} days after it is issued`],
        ]
      : [
          ['Invoice number', number],
          ['Issue date', formatLongDate(invoice.issueDate)],
          ['Due date', formatLongDate(invoice.dueDate)],
        ];
  if (invoice.periodStart && invoice.periodEnd) {
    details.push([
      'Period',
      `${formatLongDate(invoice.periodStart)} to ${formatLongDate(invoice.periodEnd)}`,
    ]);
  }
  if (invoice.paidDate) details.push(['Paid', formatLongDate(invoice.paidDate)]);
  if (invoice.sentAt) details.push(['Last sent', formatDateTime(invoice.sentAt)]);

  return (
    <article
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:mt-0 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      {number === null ? (
        <p className="mb-6 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
          <strong className="block text-base">{INVOICE_TEXTS.draftBanner}</strong>
          {INVOICE_TEXTS.draftExplained}
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
        <div>
          <h2
            id={headingId}
            className={
              number === null
                ? 'text-3xl font-bold tracking-tight text-red-800'
                : 'text-3xl font-bold tracking-tight text-slate-900 uppercase'
            }
          >
            {number === null ? INVOICE_TEXTS.draftBanner : TAX_INVOICE_TITLE}
          </h2>
          <p className="mt-1 text-lg font-medium text-slate-800">{invoiceNameOf(invoice)}</p>
          <p className="mt-2">
            <Badge tone={statusTone(invoice.status)}>
              <span className="sr-only">Status: </span>
              {INVOICE_STATUS_LABELS[invoice.status]}
            </Badge>
          </p>
        </div>
        <div className="text-sm text-slate-700 sm:text-right">
          <p className="text-base font-semibold text-slate-900">{supplier.name}</p>
          {supplier.address ? <p className="whitespace-pre-line">{supplier.address}</p> : null}
          <p className="mt-1">
            <span className="font-medium text-slate-900">GST number:</span> {supplier.gstNumber}
          </p>
        </div>
      </header>

      <div className="grid gap-6 py-6 sm:grid-cols-2">
        <section aria-label="Billed to">
          <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">Billed to</h3>
          <p className="mt-2 font-semibold text-slate-900">{invoice.customerName}</p>
          {invoice.customerAddress ? (
            <p className="text-sm whitespace-pre-line text-slate-700">{invoice.customerAddress}</p>
          ) : null}
          {invoice.customerGstNumber ? (
            <p className="mt-1 text-sm text-slate-700">Customer GST number {invoice.customerGstNumber}</p>
          ) : null}
          {(invoice.customerEmail ?? invoice.billingEmail) ? (
            <p className="mt-1 text-sm break-all text-slate-700">
              {invoice.customerEmail ?? invoice.billingEmail}
            </p>
          ) : null}
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:justify-self-end">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-900">{label}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <DataTable
        label="Items"
        caption="Items, amounts excluding GST"
        headerVariant="plain"
        isCompact
        columns={lineColumns}
        rows={invoice.lines}
      />

      <dl className="mt-4 ml-auto max-w-xs space-y-1 border-t border-slate-300 pt-3 text-sm">
        <Total label="Total excluding GST" cents={invoice.subtotalCents} />
        <Total label={`GST ${GST_RATE_PERCENT}%`} cents={invoice.gstCents} />
        <Total label="Total including GST" cents={invoice.totalCents} isStrong />
      </dl>
      <p className="mt-1 text-right text-xs text-slate-700">All amounts are in New Zealand dollars (NZD).</p>

      {invoice.notes ? (
        <section aria-label="Notes" className="mt-8">
          <h3 className="text-sm font-semibold text-slate-900">Notes</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{invoice.notes}</p>
        </section>
      ) : null}
      {supplier.paymentDetails && number !== null ? (
        <section aria-label="Payment details" className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">Payment details</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{supplier.paymentDetails}</p>
          <p className="mt-1 text-sm text-slate-700">
            Reference: {number}.{isPaid ? '' : ` Due by ${formatLongDate(invoice.dueDate)}.`}
          </p>
        </section>
      ) : null}
    </article>
  );
}

function Total({ label, cents, isStrong = false }: { label: string; cents: number; isStrong?: boolean }) {
  return (
    <div
      className={
        isStrong
          ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900'
          : 'flex justify-between gap-4 text-slate-700'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}
