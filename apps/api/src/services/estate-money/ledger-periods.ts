import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  LEDGER_TEXTS,
  inClosedPeriod,
  nzLongDate,
  nzToday,
  type LedgerPeriods,
  type PeriodCloseInput,
  type PeriodReopenInput,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { ledgerPeriods, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Who } from '../access/actor.js';
import { keepsTheBooks, requireEstate } from '../access/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishChange } from '../events/change-feed.js';
import { lockEstate } from '../records/find-estate-record.js';

/*
 * Closed periods of an estate's books (issue 41, decision 070). The estate's lawyer (or an admin;
 * its executor when no lawyer acts on it: `keepsTheBooks`) closes its books through a date; from then, transactions, paid distributions
 * and reversals dated on or before it are refused (409, naming the date) until the period is
 * reopened with a reason. Close and reopen lock the estate's row, as every write to its ledger does,
 * so an entry and a close never pass each other; both are audited and published.
 */

/** The change events' kind: those who run the estate hear of a close or reopen. */
export const LEDGER_PERIODS_KIND = 'ledger-periods';

/** The date the estate's books are closed through (YYYY-MM-DD), or null when they are open. */
export async function closedThrough(db: Db | Tx, estateId: string): Promise<string | null> {
  const [row] = await db
    .select({ through: sql<string | null>`max(${ledgerPeriods.throughDate})::text` })
    .from(ledgerPeriods)
    .where(and(eq(ledgerPeriods.estateId, estateId), isNull(ledgerPeriods.reopenedAt)));
  return row?.through ?? null;
}

/**
 * The same as SQL over a row of another table (its estate column, qualified), for a record's
 * lookups: what its `lockedReason` says.
 */
export const closedThroughSql = (estateIdColumn: SQL | PgColumn) =>
  sql<
    string | null
  >`(select max(lp.through_date)::text from ledger_periods lp where lp.estate_id = ${estateIdColumn} and lp.reopened_at is null)`;

/** The 409 of an entry dated in a closed period: it names the date and how to go on. */
export const closedPeriodError = (through: string) =>
  new AppError('CONFLICT', LEDGER_TEXTS.closed(through), undefined, { closedThrough: through });

/**
 * Refuses (409) when any of `dates` is in the estate's closed period. Call inside the entry's
 * transaction with the estate locked.
 */
export async function refuseInClosedPeriod(
  tx: Db | Tx,
  estateId: string,
  ...dates: (string | null | undefined)[]
): Promise<void> {
  const through = await closedThrough(tx, estateId);
  if (through && dates.some((d) => inClosedPeriod(d, through))) throw closedPeriodError(through);
}

type EstateOfBooks = Parameters<typeof keepsTheBooks>[2];

/** Refuses (403) a close or reopen by someone who runs the estate but does not keep its books. */
async function requireBookKeeper(db: Db | Tx, actor: Who, estate: EstateOfBooks): Promise<void> {
  if (!(await keepsTheBooks(db, actor, estate)))
    throw new AppError('FORBIDDEN', LEDGER_TEXTS.lawyerKeepsBooks);
}

/**
 * The estate's periods: how far its books are closed, every close and reopen (newest first), and
 * whether this person may close and reopen them.
 */
async function periodsOf(db: Db | Tx, actor: Who, estate: EstateOfBooks): Promise<LedgerPeriods> {
  const estateId = estate.id;
  const closer = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${ledgerPeriods.closedBy})`;
  const reopener = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${ledgerPeriods.reopenedBy})`;
  const rows = await db
    .select({
      id: ledgerPeriods.id,
      throughDate: ledgerPeriods.throughDate,
      closedAt: ledgerPeriods.closedAt,
      closedByName: closer,
      reopenedAt: ledgerPeriods.reopenedAt,
      reopenedByName: reopener,
      reopenReason: ledgerPeriods.reopenReason,
    })
    .from(ledgerPeriods)
    .where(eq(ledgerPeriods.estateId, estateId))
    .orderBy(desc(ledgerPeriods.closedAt), desc(ledgerPeriods.throughDate))
    .limit(50);
  const open = rows.filter((r) => r.reopenedAt === null).map((r) => r.throughDate);
  return {
    mayClose: await keepsTheBooks(db, actor, estate),
    closedThrough: open.length ? open.reduce((a, b) => (a > b ? a : b)) : null,
    history: rows.map((r) => ({
      ...r,
      closedAt: r.closedAt.toISOString(),
      reopenedAt: r.reopenedAt?.toISOString() ?? null,
    })),
  };
}

/** GET …/periods: 404 for an estate the actor may not see; the route checks `estate:manage`. */
export async function loadLedgerPeriods(db: Db, actor: Who, estateId: string): Promise<LedgerPeriods> {
  const estate = await requireEstate(db, actor, estateId);
  return periodsOf(db, actor, estate);
}

/**
 * Closes the books through `throughDate` (today or earlier). Closing again through a later date
 * moves the close on; through the same or an earlier date is a 409 (reopen first).
 */
export async function closeLedgerPeriod(
  db: Db,
  actor: Who,
  estateId: string,
  input: PeriodCloseInput,
  remember?: Remember<LedgerPeriods>,
): Promise<LedgerPeriods> {
  const estate = await requireEstate(db, actor, estateId);
  await requireBookKeeper(db, actor, estate);
  const { throughDate } = input;
  if (throughDate > nzToday())
    throw new AppError('VALIDATION', LEDGER_TEXTS.closeInFuture, [
      { path: 'throughDate', message: LEDGER_TEXTS.closeInFuture },
    ]);
  return db.transaction(async (tx) => {
    await lockEstate(tx, estate.id);
    const current = await closedThrough(tx, estate.id);
    if (current && throughDate <= current)
      throw new AppError('CONFLICT', LEDGER_TEXTS.alreadyClosed(current), undefined, {
        closedThrough: current,
      });
    const [row] = await tx
      .insert(ledgerPeriods)
      .values({ estateId: estate.id, throughDate, closedBy: actor.id })
      .returning({ id: ledgerPeriods.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.books_closed',
      entityType: 'estate',
      entityId: estate.id,
      data: {
        estateId: estate.id,
        name: `Books closed through ${nzLongDate(throughDate)}`,
        throughDate,
        previouslyClosedThrough: current,
      },
    });
    await publishChange(tx, {
      kind: LEDGER_PERIODS_KIND,
      estateId: estate.id,
      id: row!.id,
      action: 'created',
    });
    const answer = await periodsOf(tx, actor, estate);
    await remember?.(tx, answer);
    return answer;
  });
}

/** Reopens the books (every closed period of the estate), with the reason; 409 when none is closed. */
export async function reopenLedgerPeriod(
  db: Db,
  actor: Who,
  estateId: string,
  input: PeriodReopenInput,
  remember?: Remember<LedgerPeriods>,
): Promise<LedgerPeriods> {
  const estate = await requireEstate(db, actor, estateId);
  await requireBookKeeper(db, actor, estate);
  const reason = input.reason.trim();
  return db.transaction(async (tx) => {
    await lockEstate(tx, estate.id);
    const current = await closedThrough(tx, estate.id);
    if (!current) throw new AppError('CONFLICT', LEDGER_TEXTS.notClosed);
    // Made against the books as they were read: a colleague who closed further since is not undone unseen.
    if (current !== input.closedThrough)
      throw new AppError('CONFLICT', LEDGER_TEXTS.closedSince(nzLongDate(current)), undefined, {
        closedThrough: current,
      });
    await tx
      .update(ledgerPeriods)
      .set({ reopenedAt: new Date(), reopenedBy: actor.id, reopenReason: reason })
      .where(and(eq(ledgerPeriods.estateId, estate.id), isNull(ledgerPeriods.reopenedAt)));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.books_reopened',
      entityType: 'estate',
      entityId: estate.id,
      data: {
        estateId: estate.id,
        name: `Books reopened (were closed through ${nzLongDate(current)})`,
        closedThrough: current,
        reason,
      },
    });
    await publishChange(tx, { kind: LEDGER_PERIODS_KIND, estateId: estate.id, id: null, action: 'updated' });
    const answer = await periodsOf(tx, actor, estate);
    await remember?.(tx, answer);
    return answer;
  });
}
