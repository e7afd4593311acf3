import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Permission, RecordTexts } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Config } from '../../env.js';
import type { Actor } from '../auth/actor.js';

/** A table of platform records: one row per record, belonging to no estate. */
export type PlatformTable = PgTable & { id: PgColumn };
export type PlatformRow = PlatformTable['$inferSelect'];

type Who = Pick<Actor, 'id' | 'role'>;

/**
 * One kind of platform record (issue 15): a record of the platform rather than of an estate (a law
 * firm, a user account, a billing account, a saved report). The same kit as estate records
 * (`define-estate-record.ts`, decision 014): a declaration of its table, schemas, search, filters,
 * sorts and summary, which `platformRecordRoutes` serves as list / get / create / update / delete at
 * `/api/<path>`, with the kind's permissions, its scope from the access module, and the audit event
 * in the change's transaction. The back office's kinds need `admin:access` (the default).
 */
export interface PlatformRecordKind<
  T extends PlatformTable = PlatformTable,
  In extends z.ZodType = z.ZodType,
  Dto extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
  S extends z.ZodType = z.ZodType,
> {
  /** URL: `/api/<path>` (`admin/law-firms`, say). */
  path: string;
  /** Who reads (default `admin:access`). */
  readPermission?: Permission;
  /** Who adds, changes and deletes (default `admin:access`). */
  writePermission?: Permission;
  /**
   * The rows this actor may read and change, from the access module (services/access/);
   * none means every row (an admin-only kind). Outside it a record answers 404.
   */
  scope?(actor: Who): SQL;
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
  /** The summary of the list (cards). */
  summary: S;
  /** Columns from the checked input. */
  toValues(input: z.output<In>): Partial<T['$inferInsert']>;
  /**
   * Whether a change must carry the version it was read at (decision 060): yes, unless `false`.
   * Templates say `false` for now: their `version` column counts their files, not their edits.
   */
  versioned?: false;
  /** The answer for one row; the kit adds its `version` (`platformDto`) when the kind is versioned. */
  toDto(
    row: T['$inferSelect'],
    ctx: { actor: Who; lookups: Record<string, unknown> },
  ): Omit<z.output<Dto>, 'version'> & { version?: number };
  /** What the audit trail names the record by. */
  label(row: T['$inferSelect']): string;
  /** More of the row for its audit event's data (besides `name`). */
  auditData?(row: T['$inferSelect']): Record<string, unknown>;
  /** Values read with each row from elsewhere (counts, names), as SQL over the kind's table. */
  lookups?: Record<string, SQL>;
  /** Text columns (or SQL) the list's `q` searches (contains, case-insensitive). */
  search: (PgColumn | SQL)[];
  /** Query keys that filter: equality on a column, or a condition made of the value. */
  filters: Partial<Record<keyof z.output<Q> & string, PgColumn | ((value: string) => SQL)>>;
  /** Sort keys the list accepts; ties go by id. */
  sorts: Record<string, PgColumn | SQL>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** The summary: `filtered` is the list's condition, `scoped` the same without search and filters. */
  summarise(db: Db, where: { filtered: SQL; scoped: SQL }): Promise<z.output<S>>;
  /**
   * Checks and completions inside the write's transaction (throw a 400 to refuse). Gets the checked
   * input too, for what is not a column (a password). May return columns to add.
   */
  beforeSave?(
    tx: Tx,
    ctx: {
      id: string | null;
      /** The row as it was (an update), locked for this transaction. */
      before: T['$inferSelect'] | null;
      values: Partial<T['$inferInsert']>;
      input: z.output<In>;
      actor: Who;
      /** More for the change's audit event data. */
      audit: Record<string, unknown>;
      /** The app's configuration (its public URL for a link in an email, say). */
      config: Config;
    },
  ): Promise<Partial<T['$inferInsert']> | void>;
  /** Follows a save in the same transaction (a password set, sessions ended, an email queued). */
  afterSave?(
    tx: Tx,
    row: T['$inferSelect'],
    ctx: {
      before: T['$inferSelect'] | null;
      input: z.output<In>;
      actor: Who;
      audit: Record<string, unknown>;
      config: Config;
    },
  ): Promise<void>;
  /** Before a delete, in its transaction with the row locked: throw (a 400) to refuse it. */
  beforeDelete?(tx: Tx, row: T['$inferSelect'], ctx: { actor: Who; config: Config }): Promise<void>;
  /**
   * Instead of deleting the row: what "delete" means for this kind (a user account's personal data
   * blanked, the row kept for the audit trail). May answer the row as it now is: the delete event
   * then names that (so it does not repeat the personal data just blanked).
   */
  remove?(
    tx: Tx,
    row: T['$inferSelect'],
    ctx: { actor: Who; config: Config },
  ): Promise<T['$inferSelect'] | undefined | void>;
}

/** Declares a platform record kind with its types checked against its table and schemas. */
export function definePlatformRecord<
  T extends PlatformTable,
  In extends z.ZodType,
  Dto extends z.ZodType,
  Q extends z.ZodObject,
  S extends z.ZodType,
>(kind: PlatformRecordKind<T, In, Dto, Q, S>): PlatformRecordKind<T, In, Dto, Q, S> {
  return kind;
}

/** The answer for one row: the kind's own, with the version the row is at when the kind is versioned. */
export function platformDto<Dto extends z.ZodType, Row, Ctx>(
  kind: { dto: Dto; versioned?: false; toDto(row: Row, ctx: Ctx): unknown },
  row: Row,
  ctx: Ctx,
): z.output<Dto> {
  const own = kind.toDto(row, ctx) as object;
  if (kind.versioned === false) return own as z.output<Dto>;
  return { ...own, version: (row as { version: number }).version } as z.output<Dto>;
}
