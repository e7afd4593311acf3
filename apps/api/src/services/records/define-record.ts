import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Permission, RecordTexts } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Config } from '../../env.js';
import type { Who } from '../access/actor.js';
import type { RecordTallyKind } from '../access/estate-base.js';
import type { WithTotal } from './summaries.js';
import type { SortKey } from './list-query.js';

/*
 * The records kit (decisions 014, 020, 063): one declaration per kind of record, one set of services
 * (kit.ts) and one set of routes (routes/records.ts) for every kind, whether its records belong to
 * an estate or to the platform. Where a kind's records live is its `place` (places.ts): the scope
 * strategy that says who reaches them, which rows a request names, what is locked for a change and
 * what an answer knows of its place. Versions (decision 060), idempotent creates (061), live change
 * events (062) and the audit trail are the kit's, so they are written once for every kind.
 */

/** A table the kit can keep: one row per record, each with its version (decision 060). */
export type KitTable = PgTable & { id: PgColumn; version: PgColumn };
/** A row of some kind's table, as the generic services handle it (each kind's hooks see its own). */
export type KitRow = KitTable['$inferSelect'];

/**
 * Where a request's records are, once the actor may reach it: one estate (`estateId`) or the
 * platform (`null`).
 */
export interface OpenedPlace<E extends string | null = string | null> {
  estateId: E;
  /** The conditions on the kind's table for the records at this place the actor may reach. */
  where: SQL[];
  /** What an answer knows of its place (the deceased's name). */
  context: Record<string, unknown>;
  /** Locks the place for a change (an estate's row: writes to one estate go one at a time). */
  lock(tx: Tx): Promise<void>;
  /** Columns every record here carries (its estate). */
  columns: Record<string, unknown>;
}

/**
 * The scope strategy of a kind (places.ts): `inEstates` for the records of an estate, `onPlatform`
 * for the records of the platform. Access is the access floor's (services/access/).
 */
export interface RecordPlace<E extends string | null = string | null> {
  /** Whose records: an estate's (`/api/estates/:estateId/<path>`) or the platform's (`/api/<path>`). */
  readonly of: E extends string ? 'estate' : 'platform';
  /** Who reads the kind. */
  readonly read: Permission;
  /** Who adds, changes and deletes. */
  readonly write: Permission;
  /** Every record of the kind the actor may read, wherever it is (lists across estates, events). */
  rows(actor: Who, table: KitTable): SQL[];
  /** The place a request names (an estate id, or null), or 404 when the actor may not reach it. */
  open(db: Db | Tx, actor: Who, table: KitTable, at: E): Promise<OpenedPlace<E>>;
  /** What each listed row's answer knows of its place, as SQL over the kind's table. */
  listed(table: KitTable): Record<string, SQL>;
  /**
   * Every record of a kept kind the actor may read (the same as `rows`), as kept tally rows to add
   * up (`visibleRecordTallies`, decision 086). Only a place whose `rows` are every record of the
   * visible estates has it.
   */
  tallies?(actor: Who, kind: RecordTallyKind): SQL;
}

/** What the kit knows when it answers a record: who asks, the lookups, and its place's context. */
export interface RecordContext {
  actor: Who;
  /** The deceased's name, for a record of an estate. */
  deceasedName: string;
  /** The kind's `lookups`, read with the row (empty when it declares none). */
  lookups?: Record<string, unknown>;
}

/** What every hook of a kind is told: the estate (or null, on the platform), who, the configuration. */
export interface HookContext<E extends string | null> {
  estateId: E;
  actor: Who;
  /** The app's configuration: its public URL, for a link in an email. */
  config: Pick<Config, 'publicUrl'>;
}

/**
 * One kind of record: its table, its request and response schemas from @estate/domain, how input
 * becomes columns and a row becomes the answer, what its list searches, filters, sorts and sums,
 * and its hooks. `E` is the type of its place's key: `string` (an estate) or `null` (the platform).
 */
export interface RecordKind<
  T extends KitTable = KitTable,
  In extends z.ZodType = z.ZodType,
  Dto extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
  S extends z.ZodType = z.ZodType,
  E extends string | null = string | null,
> {
  /** URL segment: `/api/estates/:estateId/<path>` or `/api/<path>`. */
  path: string;
  /** Where its records live and who reaches them. */
  place: RecordPlace<E>;
  /** Audit entity type; events are `<entity>.created`, `.updated`, `.deleted`. */
  entity: string;
  /** OpenAPI tag. */
  tag: string;
  texts: RecordTexts;
  table: T;
  /** Request body for create and update (the whole record). */
  input: In;
  /** One record as answered. */
  dto: Dto;
  /** The list's query: `recordListQuerySchema` and this kind's filters. */
  listQuery: Q;
  /** The summary of the filtered set (cards and totals). */
  summary: S;
  /**
   * Where the version a change must carry lives (decision 060): `version` (the default), or
   * `editVersion` for a kind whose `version` counts something else (a template's files). The
   * answer carries it under the same name, and it is the ETag.
   */
  versionKey?: 'editVersion';
  /** Columns from the checked input (money to cents, empty text to null…). */
  toValues(input: z.output<In>): Partial<T['$inferInsert']>;
  /** The answer for one row, as this actor may see it; the kit adds its `version` (`recordDto`). */
  toDto(
    row: T['$inferSelect'],
    ctx: E extends string ? RecordContext : { actor: Who; lookups: Record<string, unknown> },
  ): Omit<z.output<Dto>, 'version' | 'editVersion'> & { version?: number };
  /** What the audit trail names the record by. */
  label(row: T['$inferSelect']): string;
  /** More of the row for its audit event's data (besides `estateId` and `name`). */
  auditData?(row: T['$inferSelect']): Record<string, unknown>;
  /**
   * Values read with each row from elsewhere, as SQL over the kind's table (a correlated subquery:
   * the author's name, a count of comments); `toDto` finds them in `ctx.lookups`.
   */
  lookups?: Record<string, SQL>;
  /**
   * Text columns (or text SQL over the row) the list's `q` searches (contains, case-insensitive).
   * Never a field some readers can't see.
   */
  search: (PgColumn | SQL)[];
  /** Query keys that filter: equality on a column, or the condition a function makes of the value. */
  filters: Partial<Record<keyof z.output<Q> & string, PgColumn | ((value: string) => SQL)>>;
  /** Sort keys the list accepts (one key or several read in turn); ties go by id so pages never overlap. */
  sorts: Record<string, SortKey | readonly SortKey[]>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /**
   * The summary. `filtered` is the list's condition (scope, place, search and filters); `scoped` the
   * same without search and filters, for cards that count everything in view; `matching` the search
   * and filters alone, so that a summary over `scoped` rows can count the listed ones in the same
   * pass and answer `new WithTotal(summary, total)` (with `countsTotal`).
   */
  summarise(
    db: Db,
    where: { filtered: SQL; scoped: SQL; matching: SQL },
  ): Promise<z.output<S> | WithTotal<z.output<S>>>;
  /**
   * The list's total read from the summary, for a kind whose summary counts exactly the `filtered`
   * rows: the list then skips its own count (issue 20: the assets of 10,000 estates).
   */
  totalOf?(summary: z.output<S>): number;
  /** The summary answers `WithTotal`: it counts the listed rows itself (issue 20). */
  countsTotal?: true;
  /**
   * The same summary from the kept tallies (decision 086), for a list across estates that is not
   * searched and is filtered, if at all, only by `filters` (which the tallies can answer: the
   * summary reads them from `query`): `tallies` is the person's rows of the kind's tallies
   * (due_date, done, items, cents, paired_cents, previous_cents) to select `from`. Across 100,000
   * estates this adds up a few rows instead of reading 500,000 records.
   */
  kept?: {
    kind: RecordTallyKind;
    filters?: (keyof z.output<Q> & string)[];
    summarise(db: Db, tallies: SQL, query: z.output<Q>): Promise<z.output<S> | WithTotal<z.output<S>>>;
  };
  /**
   * Checks and completions inside the write's transaction, with the place locked and the row as it
   * was (an update) locked too: throw (a 400) to refuse. May return columns to add.
   */
  beforeSave?(
    tx: Tx,
    ctx: HookContext<E> & {
      id: string | null;
      /** The row as it was (an update). */
      before: T['$inferSelect'] | null;
      values: Partial<T['$inferInsert']>;
      /** The checked input, for what is not a column (a password). */
      input: z.output<In>;
      /** More for the change's audit event data (an override's reason, say). */
      audit: Record<string, unknown>;
    },
  ): Promise<Partial<T['$inferInsert']> | void>;
  /** Follows a save in the same transaction (copies kept in step, a password set, an email queued). */
  afterSave?(
    tx: Tx,
    row: T['$inferSelect'],
    ctx: HookContext<E> & {
      before: T['$inferSelect'] | null;
      input: z.output<In>;
      audit: Record<string, unknown>;
    },
  ): Promise<void>;
  /** Before a delete, in its transaction with the row locked: throw (a 400) to refuse, or tidy up. */
  beforeDelete?(tx: Tx, row: T['$inferSelect'], ctx: HookContext<E>): Promise<void>;
  /**
   * Instead of deleting the row: what "delete" means for this kind (a user account's personal data
   * blanked, the row kept for the audit trail). May answer the row as it now is, for the event.
   */
  remove?(tx: Tx, row: T['$inferSelect'], ctx: HookContext<E>): Promise<T['$inferSelect'] | undefined | void>;
}

/** Any kind, as the generic services and routes handle it. */
export type AnyRecordKind = RecordKind<KitTable, z.ZodType, z.ZodType, z.ZodObject, z.ZodType, string | null>;

/** Empty text (or missing) as null, for optional columns. */
export const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/** The answer for one row: the kind's own, with the version the row is at (decision 060). */
export function recordDto<Dto extends z.ZodType, Row, Ctx>(
  kind: { dto: Dto; versionKey?: 'editVersion'; toDto(row: Row, ctx: Ctx): unknown },
  row: Row,
  ctx: Ctx,
): z.output<Dto> {
  const own = kind.toDto(row, ctx) as object;
  const key = kind.versionKey ?? 'version';
  return { ...own, [key]: (row as Record<string, number>)[key] } as z.output<Dto>;
}

/** The version a record is at, as its kind keeps it: what its ETag says. */
export function versionOf(kind: { versionKey?: 'editVersion' }, record: unknown): number {
  return (record as Record<string, number>)[kind.versionKey ?? 'version']!;
}
