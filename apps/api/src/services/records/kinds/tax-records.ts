import { and, eq, not, sql } from 'drizzle-orm';
import {
  TAX_TEXTS,
  dollarsToCents,
  taxRecordDtoSchema,
  taxRecordInputSchema,
  taxRecordListQuerySchema,
  taxRecordSummarySchema,
  taxStatusOf,
} from '@estate/domain';
import { taxRecords as t } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { overdueSql, sumsOf } from '../summaries.js';

/**
 * Not paid past its due date, today in New Zealand: computed when read, never stored. False (not
 * null) without a due date, so "not overdue" holds for those.
 */
const overdue = sql`coalesce(${overdueSql(t.dueDate, t.status, ['paid'])}, false)`;
const storedAndOnTime = (status: string) => and(eq(t.status, status), not(overdue))!;

/**
 * Tax Management (spec 2 §2): returns and payments to Inland Revenue, across the estates. Only those
 * who run the estate read them (decision 018). No estate duty (decision 019).
 */
export const taxRecordRecords = defineEstateRecord({
  path: 'tax-records',
  readPermission: 'estate:manage',
  entity: 'tax_record',
  tag: 'Tax',
  texts: TAX_TEXTS,
  table: t,
  input: taxRecordInputSchema,
  dto: taxRecordDtoSchema,
  listQuery: taxRecordListQuerySchema,
  summary: taxRecordSummarySchema,
  toValues: (input) => ({
    reference: input.reference,
    type: input.type,
    period: orNull(input.period),
    amountCents: dollarsToCents(input.amount)!,
    dueDate: orNull(input.dueDate),
    status: input.status,
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({ ...row, status: taxStatusOf(row), deceasedName }),
  label: (row) => row.reference,
  search: [t.reference, t.notes],
  filters: {
    type: t.type,
    // Pending and Submitted mean not yet overdue, so each record is under exactly one status.
    status: (v) => (v === 'overdue' ? overdue : v === 'paid' ? eq(t.status, v) : storedAndOnTime(v)),
  },
  sorts: {
    dueDate: t.dueDate,
    reference: t.reference,
    amount: t.amountCents,
    type: t.type,
  },
  defaultSort: { key: 'dueDate', order: 'asc' },
  // The cards are sums of the amounts: an overdue record counts in Overdue only.
  summarise: (db, { filtered }) =>
    sumsOf(db, t, t.amountCents, filtered, {
      paidCents: eq(t.status, 'paid'),
      pendingCents: storedAndOnTime('pending'),
      submittedCents: storedAndOnTime('submitted'),
      overdueCents: overdue,
    }),
});
