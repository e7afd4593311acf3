import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  TRANSACTION_TEXTS,
  dollarsToCents,
  transactionDtoSchema,
  transactionInputSchema,
  transactionListQuerySchema,
  transactionSummarySchema,
} from '@estate/domain';
import type { Db } from '../../../db/client.js';
import { transactions as table } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf, sumsOf } from '../summaries.js';

/** Completed transactions only count (spec 2 §2): pending and cancelled ones are listed, not summed. */
const completed = (type: 'income' | 'expense') => and(eq(table.status, 'completed'), eq(table.type, type))!;

/** Total Income, Total Expenses and the Balance of the completed transactions under `where`. */
export async function ledgerTotals(db: Db, where: SQL) {
  const [sums, counts] = await Promise.all([
    sumsOf(db, table, table.amountCents, where, {
      incomeCents: completed('income'),
      expenseCents: completed('expense'),
    }),
    countsOf(db, table, where, { pendingCount: eq(table.status, 'pending') }),
  ]);
  return { ...sums, balanceCents: sums.incomeCents - sums.expenseCents, ...counts };
}

/**
 * Estate Financials (spec 2 §2, issue 14): the estate's income and expenses. The firm's working
 * records: only those who run the estate read them. A bank statement's rows come in through
 * services/transactions/import-statement.ts (source `import`, one batch id per import).
 */
export const transactionRecords = defineEstateRecord({
  path: 'transactions',
  entity: 'transaction',
  tag: 'Estate financials',
  readPermission: 'estate:manage',
  texts: TRANSACTION_TEXTS,
  table,
  input: transactionInputSchema,
  dto: transactionDtoSchema,
  listQuery: transactionListQuerySchema,
  summary: transactionSummarySchema,
  toValues: (input) => ({
    occurredOn: input.occurredOn,
    type: input.type,
    description: input.description,
    category: input.category,
    reference: orNull(input.reference),
    amountCents: dollarsToCents(input.amount)!,
    status: input.status,
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.description,
  auditData: (row) => ({ type: row.type, amountCents: row.amountCents, status: row.status }),
  // A new transaction's author; an edited one keeps its first.
  beforeSave: (_tx, { id, actor }) => Promise.resolve(id === null ? { createdBy: actor.id } : {}),
  search: [table.description, table.reference],
  filters: { category: table.category, type: table.type, status: table.status },
  sorts: {
    occurredOn: table.occurredOn,
    description: table.description,
    amount: table.amountCents,
    // Signed, so income and expenses sort as the ledger reads.
    signedAmount: sql`case when ${table.type} = 'expense' then -${table.amountCents} else ${table.amountCents} end`,
  },
  defaultSort: { key: 'occurredOn', order: 'desc' },
  // The cards are the estate's (or the estates in view) whatever is searched: a Balance of only the
  // rows a search found would not be the estate's balance.
  summarise: (db, { scoped }) => ledgerTotals(db, scoped),
});
