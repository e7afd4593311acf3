import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How often the tallies' rows of changes are folded into one row per key (decision 084). */
export const ESTATE_TALLIES_FOLD_MS = 60_000;

/**
 * Adds the rows of changes the triggers wrote to the kept tallies into one row per key: the estates'
 * (per firm, creator, status and stage: `fold_estate_tallies()`, migration 0040, decision 084) and
 * their records' (tasks, compliance items, assets, valuations, per kind, firm, creator, due date
 * and done: `fold_record_tallies()`, migration 0041, decision 086). The totals are the same before
 * and after: a key's figures are the sum of its rows. Folding keeps the rows a count adds up few.
 * Safe to run in several processes at once and beside any writer.
 */
export async function foldEstateTallies(db: Db): Promise<void> {
  await db.execute(sql`select fold_estate_tallies(), fold_record_tallies()`);
}
