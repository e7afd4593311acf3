import { eq, sql, type SQL } from 'drizzle-orm';
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

/** Completed transactions only count (spec 2 §2): pending and cancelled ones are listed, not summed. */
const completed = (type: 'income' | 'expense') =>
  sql`coalesce(sum(${table.amountCents}) filter (where ${table.status} = 'completed' and ${table.type} = ${type}), 0)`;

/** Total Income, Total Expenses and the Balance of the completed transactions under `where`. */
export async function ledgerTotals(db: Db, where: SQL) {
  const [row] = await db
    .select({
      income: completed('income'),
      expense: completed('expense'),
      pending: sql<number>`count(*) filter (where ${table.status} = 'pending')::int`,
    })
    .from(table)
    .where(where);
  // A bigint sum arrives as text; cents stay exact as a number up to the columns' bound.
  const incomeCents = Number(row?.income ?? 0);
  const expenseCents = Number(row?.expense ?? 0);
  return {
    incomeCents,
    expenseCents,
    balanceCents: incomeCents - expenseCents,
    pendingCount: row?.pending ?? 0,
  };
}

/** The totals of one estate's ledger (the estate statement shows the same numbers as the screen). */
export const estateLedgerTotals = (db: Db, estateId: string) =>
  ledgerTotals(db, eq(table.estateId, estateId));

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
  beforeSave: async (_tx, { id, actor }) => (id === null ? { createdBy: actor.id } : {}),
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
