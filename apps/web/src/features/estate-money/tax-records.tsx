import {
  NO_ESTATE_DUTY_HINT,
  TAX_EFFECTIVE_STATUSES,
  TAX_STATUSES,
  TAX_TEXTS,
  TAX_TYPES,
  centsToDollars,
  labelOf,
  taxRecordDtoSchema,
  taxRecordInputSchema,
  taxRecordListSchema,
  type TaxRecordDto,
  type TaxRecordSummary,
} from '@estate/domain';
import { AlertTriangle, CheckCircle2, Clock, Send } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { statusTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { formatCents, formatDate } from '@/lib/format';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

/**
 * Tax Management (spec 2): returns and payments to Inland Revenue across the estates, on the records
 * kit. The cards are sums of the amounts; an overdue record (not paid past its due date) counts in
 * Overdue only. New Zealand's types: no estate duty since 1993 (decision 019).
 */
export const taxRecordKind = {
  resource: { kind: 'tax-records', item: taxRecordDtoSchema, list: taxRecordListSchema },
  texts: TAX_TEXTS,
  schema: taxRecordInputSchema,
  blank: {
    reference: '',
    type: 'ir3',
    period: '',
    amount: '',
    dueDate: '',
    status: 'pending',
    notes: '',
  },
  toForm: (r) => ({
    reference: r.reference,
    type: r.type as (typeof TAX_TYPES)[number]['value'],
    period: text(r.period),
    amount: centsToDollars(r.amountCents),
    dueDate: text(r.dueDate),
    // Overdue is shown, not kept: the record is still pending or submitted as stored.
    status: (r.status === 'overdue' ? 'pending' : r.status) as (typeof TAX_STATUSES)[number]['value'],
    notes: text(r.notes),
  }),
  fields: [
    {
      name: 'reference',
      label: 'Reference',
      required: true,
      hint: 'Your own reference or Inland Revenue’s for the return or payment.',
    },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: TAX_TYPES,
      hint: NO_ESTATE_DUTY_HINT,
    },
    { name: 'period', label: 'Period', hint: 'The tax year or period covered, like 2027 or Apr–Sep 2026.' },
    { name: 'amount', label: 'Amount ($)', kind: 'money', required: true },
    {
      name: 'dueDate',
      label: 'Due date',
      kind: 'date',
      hint: 'Past it and not paid, it shows as overdue.',
    },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: TAX_STATUSES },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'reference',
      header: 'Reference',
      sortable: true,
      cell: (r) => <p className="font-medium text-slate-900">{r.reference}</p>,
    },
    { id: 'type', header: 'Type', sortable: true, cell: (r) => labelOf(TAX_TYPES, r.type) },
    { id: 'period', header: 'Period', cell: (r) => r.period ?? '—' },
    {
      id: 'amount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      cell: (r) => formatCents(r.amountCents),
    },
    { id: 'dueDate', header: 'Due Date', sortable: true, cell: (r) => formatDate(r.dueDate, 'Not set') },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={statusTone(r.status)}>{labelOf(TAX_EFFECTIVE_STATUSES, r.status)}</Badge>,
    },
    {
      id: 'notes',
      header: 'Notes',
      cell: (r) => <p className="line-clamp-2 max-w-xs text-xs text-slate-700">{r.notes ?? '—'}</p>,
    },
  ],
  nameOf: (r) => r.reference,
  search: { label: 'Search tax records', placeholder: 'Search by reference or notes...' },
  filters: [
    { name: 'type', label: 'Type', all: 'All Types', options: TAX_TYPES },
    { name: 'status', label: 'Status', all: 'All Statuses', options: TAX_EFFECTIVE_STATUSES },
  ],
  sorts: [
    { value: 'dueDate', label: 'Due date' },
    { value: 'reference', label: 'Reference' },
    { value: 'amount', label: 'Amount' },
    { value: 'type', label: 'Type' },
  ],
  defaultSort: 'dueDate',
  saveLabel: 'Save Tax Record',
  cards: (s) => [
    { label: 'Total Paid', value: formatCents(s.paidCents), icon: CheckCircle2 },
    { label: 'Pending', value: formatCents(s.pendingCents), icon: Clock },
    { label: 'Submitted', value: formatCents(s.submittedCents), icon: Send },
    { label: 'Overdue', value: formatCents(s.overdueCents), icon: AlertTriangle },
  ],
} satisfies RecordKind<
  TaxRecordDto,
  TaxRecordSummary,
  z.input<typeof taxRecordInputSchema>,
  z.output<typeof taxRecordInputSchema>
>;
