import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TEXTS,
  TRANSACTION_TYPES,
  centsToDollars,
  labelOf,
  nzToday,
  signedCents,
  transactionDtoSchema,
  transactionInputSchema,
  transactionListSchema,
  type TransactionDto,
  type TransactionSummary,
} from '@estate/domain';
import { TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { statusTone } from '@/components/records/tones';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatCents, formatDate } from '@/lib/format';
import { LedgerEntryNote } from './components/ledger-entry-note';
import { ReverseEntryButton } from './components/reverse-entry-dialog';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

/** An amount with its direction: "+$1,234.50" for income, "-$80.00" for an expense. */
export const formatSignedCents = (cents: number) =>
  cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);

/** Completed green (spec 2 §4); a cancelled transaction red, as spec 2 §3 shows "other" statuses. */
const transactionTone = (status: string): BadgeTone =>
  status === 'cancelled' ? 'error' : statusTone(status);

/** The Balance: green at zero or above, red below (the word "Balance" and the sign say it too). */
function Balance({ cents }: { cents: number }) {
  return <span className={cents >= 0 ? 'text-green-700' : 'text-red-700'}>{formatCents(cents)}</span>;
}

/**
 * Estate Financials (spec 2 §2): the estate's income and expenses on the records kit. Only completed
 * transactions count in the cards; pending and cancelled ones are listed. A bank statement comes in
 * through the page's Import statement (import-statement-dialog.tsx).
 */
export const transactionKind = {
  resource: { kind: 'transactions', item: transactionDtoSchema, list: transactionListSchema },
  texts: TRANSACTION_TEXTS,
  schema: transactionInputSchema,
  blank: {
    occurredOn: nzToday(),
    type: 'expense',
    description: '',
    reference: '',
    amount: '',
    status: 'completed',
    notes: '',
  },
  toForm: (t) => ({
    occurredOn: t.occurredOn,
    type: t.type as (typeof TRANSACTION_TYPES)[number]['value'],
    description: t.description,
    category: t.category as (typeof TRANSACTION_CATEGORIES)[number]['value'],
    reference: text(t.reference),
    amount: centsToDollars(t.amountCents),
    status: t.status as (typeof TRANSACTION_STATUSES)[number]['value'],
    notes: text(t.notes),
  }),
  saveLabel: 'Save Transaction',
  fields: [
    { name: 'occurredOn', label: 'Date', kind: 'date', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: TRANSACTION_TYPES,
      hint: 'Income comes into the estate; an expense goes out.',
    },
    { name: 'description', label: 'Description', required: true, wide: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      placeholder: 'Select a category',
      options: TRANSACTION_CATEGORIES,
    },
    { name: 'reference', label: 'Reference', hint: 'An invoice number or the bank’s reference.' },
    {
      name: 'amount',
      label: 'Amount',
      kind: 'money',
      required: true,
      hint: 'Always positive: the type says whether it is income or an expense.',
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: TRANSACTION_STATUSES,
      hint: 'Only completed transactions count in the totals.',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    { id: 'occurredOn', header: 'Date', sortable: true, cell: (t) => formatDate(t.occurredOn) },
    {
      id: 'description',
      header: 'Description',
      sortable: true,
      cell: (t) => (
        <>
          <p className="font-medium text-slate-900">{t.description}</p>
          <p className="text-xs text-slate-600">
            {labelOf(TRANSACTION_CATEGORIES, t.category)}
            {t.source === 'import' ? ' · from a bank statement' : ''}
          </p>
          <LedgerEntryNote
            entry={t}
            searchForOriginal={t.description.replace(/^Reversal of /, '')}
            searchForReversal={`Reversal of ${t.description}`}
            isReversible={t.status === 'completed'}
          />
        </>
      ),
    },
    { id: 'reference', header: 'Reference', cell: (t) => t.reference ?? '—' },
    {
      id: 'signedAmount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      cell: (t) => (
        <span
          className={
            t.type === 'income'
              ? 'font-medium whitespace-nowrap text-green-700'
              : 'font-medium whitespace-nowrap'
          }
        >
          {formatSignedCents(signedCents(t))}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <Badge tone={transactionTone(t.status)}>{labelOf(TRANSACTION_STATUSES, t.status)}</Badge>,
    },
  ],
  nameOf: (t) => t.description,
  // Decision 070: a kept entry (from a bank statement, reversed, a reversal, or in a closed period)
  // has no Edit or Delete; a completed one not yet reversed has Reverse.
  canEdit: (t) => t.lockedReason === null,
  canDelete: (t) => t.lockedReason === null,
  rowActions: (t) =>
    t.status === 'completed' && !t.reversesId && !t.reversedBy ? (
      <ReverseEntryButton kind="transactions" entry={t} name={t.description} earliest={t.occurredOn} />
    ) : null,
  search: { label: 'Search transactions', placeholder: 'Search by description or reference...' },
  filters: [
    { name: 'category', label: 'Category', all: 'All Categories', options: TRANSACTION_CATEGORIES },
    { name: 'status', label: 'Status', all: 'All Statuses', options: TRANSACTION_STATUSES },
  ],
  sorts: [
    { value: 'occurredOn', label: 'Date' },
    { value: 'signedAmount', label: 'Amount' },
    { value: 'description', label: 'Description' },
  ],
  defaultSort: 'occurredOn',
  defaultOrder: 'desc',
  cards: (s) => [
    { label: 'Total Income', value: formatCents(s.incomeCents), icon: TrendingUp },
    { label: 'Total Expenses', value: formatCents(s.expenseCents), icon: TrendingDown },
    { label: 'Balance', value: <Balance cents={s.balanceCents} />, icon: Wallet },
  ],
  afterCards: (s) => (
    <p className="text-sm text-slate-700">
      Only completed transactions count in these totals.
      {s.pendingCount > 0
        ? ` ${s.pendingCount} pending transaction${s.pendingCount === 1 ? ' is' : 's are'} not counted yet.`
        : ''}
    </p>
  ),
} satisfies RecordKind<
  TransactionDto,
  TransactionSummary,
  z.input<typeof transactionInputSchema>,
  z.output<typeof transactionInputSchema>
>;
