import {
  INVOICE_STATUS_OPTIONS,
  INVOICE_TEXTS,
  invoiceNameOf,
  invoiceListItemSchema,
  invoiceListSchema,
  labelOf,
  recordTexts,
  type InvoiceListItem,
  type InvoiceListSummary,
} from '@estate/domain';
import { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { statusTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatCents, formatDate } from '@/lib/format';

/** Invoices are made from an account, never typed in: the list has no form (`manages` is off). */
const noForm = z.object({});

/**
 * The Invoices tab (spec 3 §2): number, customer, dates, the total including GST and the status
 * shown (overdue: sent and past its due date in New Zealand), with a View link to the invoice page.
 */
export const invoiceKind = {
  resource: {
    kind: 'admin-invoices',
    base: '/api/admin/invoices',
    item: invoiceListItemSchema,
    list: invoiceListSchema,
  },
  texts: recordTexts('invoice', 'invoices', {
    emptyHint: 'Create an invoice from a billing account on the Billing Accounts tab.',
    loadFailed: 'Failed to load billing data. Please try again.',
  }),
  schema: noForm,
  blank: {},
  toForm: () => ({}),
  fields: [],
  columns: [
    {
      id: 'number',
      header: 'Invoice',
      sortable: true,
      // A draft has no number until it is issued (decision 072): it says so rather than showing one.
      cell: (i) =>
        i.number === null ? (
          <p className="text-slate-700">
            {INVOICE_TEXTS.draftName}
            <span className="block text-xs">{INVOICE_TEXTS.noNumberYet}</span>
          </p>
        ) : (
          <p className="font-medium text-slate-900">{i.number}</p>
        ),
    },
    { id: 'customer', header: 'Customer', sortable: true, cell: (i) => i.customerName },
    {
      id: 'issueDate',
      header: 'Issue Date',
      sortable: true,
      cell: (i) => (i.number === null ? `Drafted ${formatDate(i.issueDate)}` : formatDate(i.issueDate)),
    },
    {
      id: 'dueDate',
      header: 'Due Date',
      sortable: true,
      cell: (i) => (i.number === null ? 'When issued' : formatDate(i.dueDate)),
    },
    {
      id: 'total',
      header: 'Total (incl. GST)',
      sortable: true,
      align: 'right',
      cell: (i) => formatCents(i.totalCents),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => (
        <Badge tone={i.status === 'sent' || i.status === 'issued' ? 'info' : statusTone(i.status)}>
          {labelOf(INVOICE_STATUS_OPTIONS, i.status)}
        </Badge>
      ),
    },
    {
      id: 'view',
      header: 'Actions',
      cell: (i) => (
        <TextLink
          to={paths.admin.invoice.href({ id: i.id })}
          aria-label={
            i.number === null ? `View draft invoice for ${i.customerName}` : `View invoice ${i.number}`
          }
        >
          View
        </TextLink>
      ),
    },
  ],
  nameOf: (i) => invoiceNameOf(i),
  search: { label: 'Search invoices', placeholder: 'Search by invoice number or customer...' },
  filters: [{ name: 'status', label: 'Status', all: 'All Statuses', options: INVOICE_STATUS_OPTIONS }],
  sorts: [
    { value: 'issueDate', label: 'Issue date' },
    { value: 'dueDate', label: 'Due date' },
    { value: 'number', label: 'Number' },
    { value: 'customer', label: 'Customer' },
    { value: 'total', label: 'Total' },
  ],
  defaultSort: 'issueDate',
  defaultOrder: 'desc',
  cards: (s) => [
    { label: 'Draft', value: s.draft },
    { label: 'Issued', value: s.issued },
    { label: 'Sent', value: s.sent },
    { label: 'Paid', value: `${s.paid} · ${formatCents(s.paidCents)}` },
    { label: 'Overdue', value: s.overdue },
  ],
} satisfies RecordKind<InvoiceListItem, InvoiceListSummary, z.input<typeof noForm>, z.output<typeof noForm>>;
