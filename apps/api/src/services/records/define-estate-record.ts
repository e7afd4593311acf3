import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Permission, RecordTexts } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../auth/actor.js';
import type { WithTotal } from './summaries.js';

/** A table the kit can keep: one row per record, each with its estate and its version (decision 060). */
export type RecordTable = PgTable & { id: PgColumn; estateId: PgColumn; version: PgColumn };
/** A row of some kind's table, as the generic services handle it (each kind's own hooks see its own row type). */
export type RecordRow = RecordTable['$inferSelect'];

/** What the kit knows of the estate a record belongs to when it answers. */
export interface RecordContext {
  actor: Pick<Actor, 'id' | 'role'>;
  deceasedName: string;
  /** The kind's `lookups`, read with the row (empty when it declares none). */
  lookups?: Record<string, unknown>;
}

/**
 * One estate record kind (issue 12; docs/adding-a-record-screen.md): its table, its request and
 * response schemas from @estate/domain, how input becomes columns and a row becomes the answer, what
 * its list searches, filters, sorts and sums. `estateRecordRoutes` turns it into list / get / create /
 * update / delete under `/api/estates/:estateId/<path>` (and a list across estates at `/api/<path>`),
 * with the access scope of services/access/ (`estateOwned`), `estate:manage` for writes, and the audit
 * event in the change's transaction.
 */
export interface EstateRecordKind<
  T extends RecordTable = RecordTable,
  In extends z.ZodType = z.ZodType,
  Dto extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
  S extends z.ZodType = z.ZodType,
> {
  /** URL segment: `/api/estates/:estateId/<path>`. */
  path: string;
  /**
   * Who reads the kind: every viewer of the estate (`dashboard:use`, the default), or only those who
   * run it (`estate:manage`: the firm's working records a beneficiary does not see, decision 018).
   */
  readPermission?: Extract<Permission, 'dashboard:use' | 'estate:manage'>;
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
  /** Columns from the checked input (money to cents, empty text to null…). */
  toValues(input: z.output<In>): Partial<T['$inferInsert']>;
  /** The answer for one row, as this actor may see it; the kit adds its `version` (`recordDto`). */
  toDto(row: T['$inferSelect'], ctx: RecordContext): Omit<z.output<Dto>, 'version'>;
  /** What the audit trail names the record by. */
  label(row: T['$inferSelect']): string;
  /**
   * More of the row for its audit event's data (besides `estateId` and `name`), for the estate's
   * timeline: a milestone's status, say.
   */
  auditData?(row: T['$inferSelect']): Record<string, unknown>;
  /**
   * Values read with each row from elsewhere, as SQL over the kind's table (a correlated subquery:
   * the author's name, a count of comments); `toDto` finds them in `ctx.lookups`.
   */
  lookups?: Record<string, SQL>;
  /**
   * Text columns (or text SQL over the row, like a list joined) the list's `q` searches (contains,
   * case-insensitive). Never a field some readers can't see.
   */
  search: (PgColumn | SQL)[];
  /**
   * Query keys that filter: by equality on a column, or by the condition a function makes of the value
   * (a status computed when read, like `overdue`: see `nzTodaySql`).
   */
  filters: Partial<Record<keyof z.output<Q> & string, PgColumn | ((value: string) => SQL)>>;
  /** Sort keys the list accepts; ties go by id so pages never overlap. */
  sorts: Record<string, PgColumn | SQL>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /**
   * The summary. `filtered` is the list's condition (scope, estate, search and filters); `scoped` the
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
   * rows (`count(*)` over `filtered`): the list then skips its own count, one pass fewer over the
   * rows (issue 20: the assets of 10,000 estates). Leave it out when the summary counts anything else.
   */
  totalOf?(summary: z.output<S>): number;
  /**
   * The summary answers `WithTotal`: it counts the listed rows (`matching`) in its own pass over the
   * `scoped` ones, and the list skips its own count (issue 20: compliance over 70,000 items).
   */
  countsTotal?: true;
  /**
   * Checks and completions inside the write's transaction, with the estate's row locked (so two
   * writes to one estate never both pass a rule about its totals). May return columns to add.
   */
  beforeSave?(
    tx: Tx,
    ctx: {
      estateId: string;
      id: string | null;
      values: Partial<T['$inferInsert']>;
      /** Who saves (a new record's author, say). */
      actor: Pick<Actor, 'id' | 'role'>;
      /**
       * More for the change's audit event data, added here (an override's reason and the rules it
       * overrode, say), besides `auditData(row)`.
       */
      audit: Record<string, unknown>;
    },
  ): Promise<Partial<T['$inferInsert']> | void>;
  /** Follows a save in the same transaction (keeping copies elsewhere in step). */
  afterSave?(tx: Tx, row: T['$inferSelect'], ctx: { actor: Pick<Actor, 'id' | 'role'> }): Promise<void>;
  /**
   * Before a delete, in its transaction with the estate's row locked: throw (a 400 `badRequest`, say)
   * to refuse it, or tidy what refers to the row.
   */
  beforeDelete?(tx: Tx, row: T['$inferSelect']): Promise<void>;
}

/** Declares a kind with its types checked against its table and schemas. */
export function defineEstateRecord<
  T extends RecordTable,
  In extends z.ZodType,
  Dto extends z.ZodType,
  Q extends z.ZodObject,
  S extends z.ZodType,
>(kind: EstateRecordKind<T, In, Dto, Q, S>): EstateRecordKind<T, In, Dto, Q, S> {
  return kind;
}

/** Empty text (or missing) as null, for optional columns. */
export const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/** The answer for one row: the kind's own, with the version the row is at (decision 060). */
export function recordDto<Dto extends z.ZodType, Row, Ctx>(
  kind: { dto: Dto; toDto(row: Row, ctx: Ctx): unknown },
  row: Row,
  ctx: Ctx,
): z.output<Dto> {
  const own = kind.toDto(row, ctx) as object;
  return { ...own, version: (row as { version: number }).version } as z.output<Dto>;
}
