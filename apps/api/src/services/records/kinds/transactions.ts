import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  TRANSACTION_TEXTS,
  dollarsToCents,
  transactionLock,
  transactionDtoSchema,
  transactionInputSchema,
  transactionListQuerySchema,
  transactionSummarySchema,
} from '@estate/domain';
import type { Db, Tx } from '../../../db/client.js';
import { transactions as table } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { closedThrough, closedThroughSql, refuseInClosedPeriod } from '../../estate-money/ledger-periods.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf, sumsOf } from '../summaries.js';

/**
 * A column of the transaction's own row, qualified: inside a correlated subquery drizzle writes
 * columns unqualified, and `transaction_id` alone would name the subquery's own.
 */
const own = (column: 'transaction_id' | 'estate_id') => sql.raw(`"transactions"."${column}"`);

/** Its reversal, if it has one (decision 070): read with the row, for `reversedBy` and the lock. */
const reversalSql = (column: 'transaction_id' | 'occurred_on::text' | 'reversal_reason') =>
  sql.raw(`(select r.${column} from transactions r where r.reverses_id = "transactions"."transaction_id")`);

/**
 * Why a kept transaction cannot be changed or deleted (decision 070: imported, reversed, a
 * reversal, or dated in a closed period), as a 409 saying how to correct it; inside the change's
 * transaction, with the estate locked.
 */
async function refuseLocked(tx: Tx, row: typeof table.$inferSelect): Promise<void> {
  const [reversal] = await tx.select({ id: table.id }).from(table).where(eq(table.reversesId, row.id));
  const locked = transactionLock(
    { ...row, isReversed: reversal !== undefined },
    await closedThrough(tx, row.estateId),
  );
  if (locked) throw new AppError('CONFLICT', locked);
}

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
  lookups: {
    reversalId: reversalSql('transaction_id'),
    reversalDate: reversalSql('occurred_on::text'),
    reversalReasonOf: reversalSql('reversal_reason'),
    closedThrough: closedThroughSql(own('estate_id')),
  },
  toDto: (row, { deceasedName, lookups = {} }) => {
    const reversalId = (lookups.reversalId as string | null | undefined) ?? null;
    const reversedBy = reversalId
      ? {
          id: reversalId,
          date: (lookups.reversalDate as string | null | undefined) ?? '',
          reason: (lookups.reversalReasonOf as string | null | undefined) ?? '',
        }
      : null;
    return {
      ...row,
      deceasedName,
      reversedBy,
      lockedReason: transactionLock(
        { ...row, isReversed: reversedBy !== null },
        (lookups.closedThrough as string | null | undefined) ?? null,
      ),
    };
  },
  label: (row) => row.description,
  auditData: (row) => ({ type: row.type, amountCents: row.amountCents, status: row.status }),
  // Decision 070: an entry the books have kept is corrected by a reversal, never edited; nothing is
  // added, moved into or out of a closed period. A new transaction's author; an edited one keeps its
  // first.
  beforeSave: async (tx, { id, actor, before, values, estateId }) => {
    if (before) await refuseLocked(tx, before);
    await refuseInClosedPeriod(tx, estateId, values.occurredOn);
    return id === null ? { createdBy: actor.id } : {};
  },
  beforeDelete: (tx, row) => refuseLocked(tx, row),
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
