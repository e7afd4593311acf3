import {
  LIABILITY_TEXTS,
  LIABILITY_TYPES,
  centsToDollars,
  labelOf,
  liabilityDtoSchema,
  liabilityInputSchema,
  liabilityListSchema,
  type LiabilityDto,
} from '@estate/domain';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { formatCents, formatDate } from '@/lib/format';
import { NameCell, text } from './record-badges';

/** What the estate owes: mortgages, loans, cards, tax. */
export const liabilityKind = {
  resource: { kind: 'liabilities', item: liabilityDtoSchema, list: liabilityListSchema },
  texts: LIABILITY_TEXTS,
  schema: liabilityInputSchema,
  blank: { name: '', amount: '', creditor: '', dueDate: '', notes: '' },
  toForm: (l) => ({
    name: l.name,
    type: l.type as (typeof LIABILITY_TYPES)[number]['value'],
    amount: centsToDollars(l.amountCents),
    creditor: text(l.creditor),
    dueDate: text(l.dueDate),
    notes: text(l.notes),
  }),
  fields: [
    { name: 'name', label: 'Name', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      placeholder: 'Select a type',
      options: LIABILITY_TYPES,
    },
    { name: 'amount', label: 'Amount ($)', kind: 'money', required: true, hint: 'In dollars, like 1234.56.' },
    { name: 'creditor', label: 'Creditor' },
    { name: 'dueDate', label: 'Due date', kind: 'date' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'name',
      header: 'Liability',
      sortable: true,
      cell: (l) => <NameCell name={l.name} detail={labelOf(LIABILITY_TYPES, l.type)} evidence={l.evidence} />,
    },
    {
      id: 'amount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      cell: (l) => formatCents(-l.amountCents),
    },
    { id: 'creditor', header: 'Creditor', cell: (l) => l.creditor ?? '—' },
    { id: 'dueDate', header: 'Due Date', sortable: true, cell: (l) => formatDate(l.dueDate) },
  ],
  nameOf: (l) => l.name,
  search: { label: 'Search liabilities', placeholder: 'Search by name or type...' },
  filters: [{ name: 'type', label: 'Type', all: 'All Types', options: LIABILITY_TYPES }],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'amount', label: 'Amount' },
    { value: 'dueDate', label: 'Due date' },
  ],
  defaultSort: 'name',
} satisfies RecordKind<
  LiabilityDto,
  { count: number; totalCents: number },
  z.input<typeof liabilityInputSchema>,
  z.output<typeof liabilityInputSchema>
>;
