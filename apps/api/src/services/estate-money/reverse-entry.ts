import { eq, sql } from 'drizzle-orm';
import {
  LEDGER_TEXTS,
  nzToday,
  reversalDateOf,
  type DistributionDto,
  type IfMatch,
  type ReversalInput,
  type TransactionDto,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { distributions, transactions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Who } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishChange } from '../events/change-feed.js';
import type { AnyRecordKind, KitTable } from '../records/define-record.js';
import { distributionRecords } from '../records/kinds/distributions.js';
import { transactionRecords } from '../records/kinds/transactions.js';
import { findAtVersion, getRecord, openPlace } from '../records/kit.js';
import { refuseInClosedPeriod } from './ledger-periods.js';

/*
 * Reversals (issue 41, decision 070): the one way to correct a kept entry of the estate's books. A
 * reversal is a new entry on the same ledger, of the opposite sign, linked to the original
 * (`reverses_id`) with a required reason; the original stays as it was, now shown as reversed. So
 * every total (the list's cards, the estate account, the statement, the Xero export) nets the two by
 * the one computation it already had. Like every write to an estate's ledger it locks the estate,
 * checks the version the original was read at (If-Match), is refused in a closed period, and writes
 * its audit event, its live change events and, with an Idempotency-Key, its answer in one transaction.
 */

type TransactionRow = typeof transactions.$inferSelect;
type DistributionRow = typeof distributions.$inferSelect;

const refuse = (message: string) => new AppError('CONFLICT', message);
const badDate = (message: string) => new AppError('VALIDATION', message, [{ path: 'date', message }]);

/** What differs between the two ledgers' reversals. */
interface Ledger<Row extends { id: string; reversesId: string | null }> {
  /** The original's date (a reversal is not dated before it). */
  dateOf(row: Row): string;
  /** Why it cannot be reversed (not completed, not paid), or null. */
  refusal(row: Row): string | null;
  /** The reversal's row. */
  reversalOf(row: Row, date: string, reason: string, actor: Who): Promise<{ id: string }>;
  /** Whether it has a reversal already, and its date. */
  reversalDate(id: string): Promise<string | null>;
  label(row: Row): string;
}

async function reverse<Row extends { id: string; estateId: string; reversesId: string | null }>(
  db: Db,
  kind: AnyRecordKind,
  what: 'transaction' | 'distribution',
  actor: Who,
  estateId: string,
  id: string,
  expected: IfMatch,
  input: ReversalInput,
  ledgerOf: (tx: Tx) => Ledger<Row>,
  remember?: Remember<unknown>,
): Promise<unknown> {
  const place = await openPlace(db, actor, kind, estateId);
  const reason = input.reason.trim();
  const date = reversalDateOf(input);
  if (date > nzToday()) throw badDate(LEDGER_TEXTS.reversalInFuture);
  const reversalId = await db.transaction(async (tx) => {
    const ledger = ledgerOf(tx);
    await place.lock(tx);
    const original = (await findAtVersion(tx, kind, actor, place, id, expected)) as unknown as Row;
    if (original.reversesId) throw refuse(LEDGER_TEXTS.isReversal(what));
    const earlier = await ledger.reversalDate(original.id);
    if (earlier) throw refuse(LEDGER_TEXTS.alreadyReversed(earlier));
    const refusal = ledger.refusal(original);
    if (refusal) throw refuse(refusal);
    const originalDate = ledger.dateOf(original);
    if (date < originalDate) throw badDate(LEDGER_TEXTS.reversalBeforeOriginal(originalDate));
    await refuseInClosedPeriod(tx, estateId, date);
    const made = await ledger.reversalOf(original, date, reason, actor);
    // The original's answer changes (reversed, locked): its version moves on, so its ETag does.
    const table: KitTable = kind.table;
    await tx
      .update(table)
      .set({ version: sql`${table.version} + 1` })
      .where(eq(table.id, original.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.reversed`,
      entityType: kind.entity,
      entityId: original.id,
      data: {
        ...kind.auditData?.(original),
        estateId: place.estateId,
        name: ledger.label(original),
        reason,
        reversalId: made.id,
        reversalDate: date,
      },
    });
    await publishChange(tx, { kind: kind.path, estateId: place.estateId, id: made.id, action: 'created' });
    await publishChange(tx, {
      kind: kind.path,
      estateId: place.estateId,
      id: original.id,
      action: 'updated',
    });
    if (remember) await remember(tx, await getRecord(tx, actor, kind, place.estateId, made.id));
    return made.id;
  });
  return getRecord(db, actor, kind, place.estateId, reversalId);
}

const transactionLedger = (tx: Tx): Ledger<TransactionRow> => ({
  dateOf: (row) => row.occurredOn,
  refusal: (row) => (row.status === 'completed' ? null : LEDGER_TEXTS.notReversibleTransaction),
  reversalDate: async (id) => {
    const [r] = await tx
      .select({ date: transactions.occurredOn })
      .from(transactions)
      .where(eq(transactions.reversesId, id));
    return r?.date ?? null;
  },
  reversalOf: async (row, date, reason, actor) => {
    const [made] = await tx
      .insert(transactions)
      .values({
        estateId: row.estateId,
        type: row.type,
        occurredOn: date,
        description: `Reversal of ${row.description}`,
        category: row.category,
        reference: row.reference,
        amountCents: -row.amountCents,
        status: 'completed',
        source: 'manual',
        reversesId: row.id,
        reversalReason: reason,
        createdBy: actor.id,
      })
      .returning({ id: transactions.id });
    return made!;
  },
  label: (row) => row.description,
});

const distributionLedger = (tx: Tx): Ledger<DistributionRow> => ({
  // A paid distribution always has its date (the kind sets today's when none is given).
  dateOf: (row) => row.completedDate ?? row.plannedDate ?? '0000-01-01',
  refusal: (row) => (row.status === 'paid' ? null : LEDGER_TEXTS.notReversibleDistribution),
  reversalDate: async (id) => {
    const [r] = await tx
      .select({ date: distributions.completedDate })
      .from(distributions)
      .where(eq(distributions.reversesId, id));
    return r ? (r.date ?? '') : null;
  },
  reversalOf: async (row, date, reason) => {
    const [made] = await tx
      .insert(distributions)
      .values({
        estateId: row.estateId,
        beneficiaryId: row.beneficiaryId,
        type: row.type,
        amountCents: -row.amountCents,
        status: 'paid',
        completedDate: date,
        reversesId: row.id,
        reversalReason: reason,
      })
      .returning({ id: distributions.id });
    return made!;
  },
  label: (row) => distributionRecords.label(row),
});

/** POST /api/estates/:estateId/transactions/:id/reversal: the reversal, as the ledger answers it. */
export async function reverseTransaction(
  db: Db,
  actor: Who,
  estateId: string,
  id: string,
  expected: IfMatch,
  input: ReversalInput,
  remember?: Remember<TransactionDto>,
): Promise<TransactionDto> {
  return (await reverse(
    db,
    transactionRecords,
    'transaction',
    actor,
    estateId,
    id,
    expected,
    input,
    transactionLedger,
    remember as Remember<unknown> | undefined,
  )) as TransactionDto;
}

/** POST /api/estates/:estateId/distributions/:id/reversal: the reversal, as the ledger answers it. */
export async function reverseDistribution(
  db: Db,
  actor: Who,
  estateId: string,
  id: string,
  expected: IfMatch,
  input: ReversalInput,
  remember?: Remember<DistributionDto>,
): Promise<DistributionDto> {
  return (await reverse(
    db,
    distributionRecords,
    'distribution',
    actor,
    estateId,
    id,
    expected,
    input,
    distributionLedger,
    remember as Remember<unknown> | undefined,
  )) as DistributionDto;
}
