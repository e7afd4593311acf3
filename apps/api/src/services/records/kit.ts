import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { IfMatch, RecordList, RecordListQuery } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Config } from '../../env.js';
import { notFound } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import { parseId } from '../../lib/validate.js';
import { requireVersion } from '../../lib/versions.js';
import type { Who } from '../access/index.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishChange } from '../events/change-feed.js';
import {
  recordDto,
  versionOf,
  type AnyRecordKind,
  type KitRow,
  type KitTable,
  type OpenedPlace,
  type RecordKind,
} from './define-record.js';
import { keysetPage, type PageAsked } from './keyset.js';
import { listQueryParts } from './list-query.js';
import { WithTotal } from './summaries.js';

/*
 * The records kit's services (decision 063): list, get, save and delete for every kind, wherever its
 * records live (its `place`: an estate or the platform). Each change is one transaction: access
 * (404), then the version it was read at (428, 400, 412: decision 060), then the kind's own rules;
 * its audit event, its live change event (decision 062) and, for a create sent with an
 * Idempotency-Key, its remembered answer (decision 061) are written in that transaction.
 * Permissions are the routes' `requireActor`.
 */

/** What the kit needs besides the actor: the database, and the configuration for the kinds' hooks. */
export interface KitDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
}

/** The place's key: an estate's id, or null for the platform's records. */
type At<K> =
  K extends RecordKind<KitTable, z.ZodType, z.ZodType, z.ZodObject, z.ZodType, infer E> ? E : never;

/** The kind's `lookups` for one row (none when it declares none). */
export async function readLookups(
  db: Db | Tx,
  kind: AnyRecordKind,
  id: string,
): Promise<Record<string, unknown>> {
  if (!kind.lookups) return {};
  // Drizzle's builders don't follow a generic table.
  const table: KitTable = kind.table;
  const [row] = await db.select(kind.lookups).from(table).where(eq(table.id, id));
  return row ?? {};
}

/** A record at the place (which the actor reaches), locked for the transaction when `lock`; else 404. */
async function findAt(db: Db | Tx, kind: AnyRecordKind, place: OpenedPlace, id: string, lock = false) {
  parseId({ id }, kind.texts.notFound);
  const table: KitTable = kind.table;
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.id, id), ...place.where));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(kind.texts.notFound);
  return row;
}

/** The answer for a row at a place. */
async function answerOf<K extends AnyRecordKind>(
  db: Db | Tx,
  kind: K,
  actor: Who,
  place: OpenedPlace,
  row: KitRow,
): Promise<z.output<K['dto']>> {
  const lookups = await readLookups(db, kind, (row as { id: string }).id);
  return recordDto(kind, row, { actor, lookups, ...place.context }) as z.output<K['dto']>;
}

/**
 * The row a change names, locked, if the change was made against its version (decision 060): 428,
 * 400 or 412 otherwise, the 412 with the record as this actor may read it and who changed it last.
 * Call inside the change’s transaction, with its place locked (the kit's own changes, and a
 * reversal: services/estate-money/reverse-entry.ts).
 */
export async function findAtVersion(
  tx: Tx,
  kind: AnyRecordKind,
  actor: Who,
  place: OpenedPlace,
  id: string,
  expected: IfMatch,
): Promise<KitRow> {
  const row = await findAt(tx, kind, place, id, true);
  await requireVersion(expected, versionOf(kind, row), async () => ({
    current: await answerOf(tx, kind, actor, place, row),
    // The kind's own events: a user account's trail also holds sign-ins, which change nothing.
    ...(await lastChangeOf(tx, kind.entity, id, { startingWith: `${kind.entity}.` })),
  }));
  return row;
}

/** The place a request names, once the actor may reach it (404 otherwise). */
export function openPlace<K extends AnyRecordKind>(db: Db | Tx, actor: Who, kind: K, at: At<K>) {
  return kind.place.open(db, actor, kind.table, at);
}

/**
 * One page of a kind's records: at one place (`at`), or (`undefined`, for an estate's kinds) of
 * every estate the actor may see. Search, filters and sort are the kind's; the total and summary
 * cover every page.
 */
export async function listRecords<K extends AnyRecordKind>(
  db: Db,
  actor: Who,
  kind: K,
  query: RecordListQuery & PageAsked & Record<string, unknown>,
  at?: At<K>,
): Promise<RecordList<z.output<K['dto']>, z.output<K['summary']>>> {
  const table: KitTable = kind.table;
  const scope = [...kind.place.rows(actor, table)];
  if (at !== undefined) scope.push(...(await openPlace(db, actor, kind, at)).where);
  const parts = listQueryParts(kind, query, scope, table.id);
  const { filtered, scoped, matching, narrowedBy, orderBy } = parts;
  // Across estates, unsearched and filtered (if at all) only by what the tallies know: the summary
  // from the kept tallies (decision 086).
  const kept =
    at === undefined && narrowedBy.every((key) => kind.kept?.filters?.includes(key)) ? kind.kept : undefined;
  const tallies = kept && kind.place.tallies?.(actor, kept.kind);

  // The page's ids first, from the kind's own table (its filters and sorts never read the estate),
  // by page number or from a cursor (decision 087); then the whole rows, what they know of their
  // place and the lookups for those ids only. Joining every matching row to its estate before the
  // sort cost a third of a search over 50,000 assets.
  const page = keysetPage(parts, table, table.id, query);
  const [read, [counted], summarised] = await page.reading(
    Promise.all([
      db
        .select({ row: table, place: kind.place.listed(table), lookups: kind.lookups ?? {}, edge: page.edge })
        .from(table)
        .where(inArray(table.id, page.ids))
        .orderBy(...orderBy),
      // A kind whose summary already counts the filtered rows gives the total from it.
      kind.totalOf || kind.countsTotal
        ? Promise.resolve([])
        : db
            .select({ total: sql<number>`count(*)::int` })
            .from(table)
            .where(filtered),
      kept && tallies
        ? kept.summarise(db, tallies, query)
        : kind.summarise(db, { filtered, scoped, matching }),
    ]),
  );
  if ((kind.countsTotal === true) !== summarised instanceof WithTotal)
    throw new Error(`The ${kind.path} summary and its countsTotal disagree`);
  const summary = (summarised instanceof WithTotal ? summarised.summary : summarised) as z.output<
    K['summary']
  >;
  const { rows, nextCursor, prevCursor } = page.finish(read, (r) => ({
    edge: r.edge,
    id: (r.row as { id: string }).id,
  }));
  return {
    items: rows.map(
      (r) =>
        recordDto(kind, r.row, {
          actor,
          lookups: r.lookups,
          ...r.place,
        }) as z.output<K['dto']>,
    ),
    total:
      summarised instanceof WithTotal
        ? summarised.total
        : kind.totalOf
          ? kind.totalOf(summary)
          : (counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    summary,
    nextCursor,
    prevCursor,
  };
}

/**
 * One record at the place (which the actor may reach); otherwise the kind's 404. Inside a
 * transaction too (`tx`), for a create beside the kit that answers the record (Upload Template).
 */
export async function getRecord<K extends AnyRecordKind>(
  db: Db | Tx,
  actor: Who,
  kind: K,
  at: At<K>,
  id: string,
): Promise<z.output<K['dto']>> {
  const place = await openPlace(db, actor, kind, at);
  return answerOf(db, kind, actor, place, await findAt(db, kind, place, id));
}

/**
 * Creates (no `change`) or replaces (`change`: the id and the version it was read at) a record at
 * the place, with the kind's hooks, its audit event and its live change event, in one transaction.
 */
export async function saveRecord<K extends AnyRecordKind>(
  { db, config }: KitDeps,
  actor: Who,
  kind: K,
  at: At<K>,
  change: { id: string; expected: IfMatch } | null,
  input: z.output<K['input']>,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<z.output<K['dto']>>,
): Promise<z.output<K['dto']>> {
  const place = await openPlace(db, actor, kind, at);
  const id = change?.id ?? null;
  // Drizzle's builders don't follow a generic table; rows are typed back as the kind's in its hooks.
  const table: KitTable = kind.table;
  const hook = { estateId: place.estateId, actor, config };
  const versionKey = kind.versionKey ?? 'version';
  const versionColumn = (table as unknown as Record<string, PgColumn>)[versionKey]!;
  const row = await db.transaction(async (tx) => {
    await place.lock(tx);
    const before = change ? await findAtVersion(tx, kind, actor, place, change.id, change.expected) : null;
    const values = kind.toValues(input);
    const audit: Record<string, unknown> = {};
    const extra = (await kind.beforeSave?.(tx, { ...hook, id, before, values, input, audit })) ?? {};
    const columns = { ...values, ...extra, ...place.columns };
    const [saved] =
      id === null
        ? await tx.insert(table).values(columns).returning()
        : await tx
            .update(table)
            .set({ ...columns, [versionKey]: sql`${versionColumn} + 1` })
            .where(eq(table.id, id))
            .returning();
    const result = saved as KitRow;
    const savedId = (result as { id: string }).id;
    await kind.afterSave?.(tx, result, { ...hook, before, input, audit });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.${id === null ? 'created' : 'updated'}`,
      entityType: kind.entity,
      entityId: savedId,
      data: { ...kind.auditData?.(result), ...audit, ...place.columns, name: kind.label(result) },
    });
    await publishChange(tx, {
      kind: kind.path,
      estateId: place.estateId,
      id: savedId,
      action: id === null ? 'created' : 'updated',
    });
    if (remember) await remember(tx, await answerOf(tx, kind, actor, place, result));
    return result;
  });
  return answerOf(db, kind, actor, place, row);
}

/**
 * Deletes a record at the place (or does what the kind's `remove` makes of deleting it), with its
 * audit event and its live change event, in one transaction.
 */
export async function deleteRecord<K extends AnyRecordKind>(
  { db, config }: KitDeps,
  actor: Who,
  kind: K,
  at: At<K>,
  id: string,
  expected: IfMatch,
): Promise<void> {
  const place = await openPlace(db, actor, kind, at);
  const table: KitTable = kind.table;
  const hook = { estateId: place.estateId, actor, config };
  await db.transaction(async (tx) => {
    await place.lock(tx);
    const row = await findAtVersion(tx, kind, actor, place, id, expected);
    await kind.beforeDelete?.(tx, row, hook);
    let named = row;
    if (kind.remove) named = (await kind.remove(tx, row, hook)) ?? row;
    else await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.deleted`,
      entityType: kind.entity,
      entityId: id,
      data: { ...kind.auditData?.(named), ...place.columns, name: kind.label(named) },
    });
    await publishChange(tx, { kind: kind.path, estateId: place.estateId, id, action: 'deleted' });
  });
}
