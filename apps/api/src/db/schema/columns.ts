import { index, integer, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** When a row was made, in UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a row last changed; drizzle sets it on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A record's version for optimistic concurrency (decision 060): 1 when made; the app adds one on
 * every change it makes (`version = version + 1` in the same UPDATE that checks the version read),
 * never a trigger, so kept counts and other bookkeeping do not make a reader's copy stale.
 */
export const version = () => integer('version').notNull().default(1);

/**
 * For the trigram (GIN) indexes of the lists' searches: every insert goes into the index at once.
 * With GIN's default pending list, rows added in bulk wait there until a vacuum, and PostgreSQL reads
 * the whole table for a search meanwhile (an assets search 16 → 89 ms right after 50,000 were added).
 * The records are added a few at a time, so the slower insert is not felt.
 */
const NO_PENDING_LIST = { fastupdate: false };

/**
 * The trigram indexes of a list's search (`ILIKE '%…%'` on each column, ORed): one per column, named
 * `<table>_<column>_trgm_idx`. PostgreSQL answers the search from indexes only when every column it
 * reads has one.
 */
export const searchIndexes = (table: string, columns: ExtraConfigColumn[]) =>
  columns.map((column) =>
    index(`${table}_${column.name}_trgm_idx`).using('gin', column.op('gin_trgm_ops')).with(NO_PENDING_LIST),
  );

/**
 * The version of a record's details where `version` already counts something else (a document's or
 * a template's files): `edit_version`, kept exactly as `version()` is, and answered as the ETag.
 */
export const editVersion = () => integer('edit_version').notNull().default(1);
