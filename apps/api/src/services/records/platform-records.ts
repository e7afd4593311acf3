import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { IfMatch, RecordList, RecordListQuery } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Config } from '../../env.js';
import { notFound } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../auth/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  platformDto,
  type PlatformRecordKind,
  type PlatformRow,
  type PlatformTable,
} from './define-platform-record.js';
import { listQueryParts } from './list-query.js';
import { publishChange } from '../events/change-feed.js';

/*
 * The generic services of platform records (define-platform-record.ts): list, get, save and delete
 * for every kind, scoped by the kind's `scope` (from the access module), audited in the change's
 * transaction. Permissions are the routes' `requireActor`.
 */

type Who = Pick<Actor, 'id' | 'role'>;
type Kind = PlatformRecordKind;

const scopeOf = (kind: Kind, actor: Who): SQL[] => (kind.scope ? [kind.scope(actor)] : []);

/** The kind's `lookups` for one row (none when it declares none). */
async function readLookups(db: Db | Tx, kind: Kind, id: string): Promise<Record<string, unknown>> {
  if (!kind.lookups) return {};
  // Drizzle's builders don't follow a generic table.
  const table: PlatformTable = kind.table;
  const [row] = await db.select(kind.lookups).from(table).where(eq(table.id, id));
  return row ?? {};
}

/** A record in the actor's scope, locked for the transaction when `lock`; otherwise the kind's 404. */
async function findRow(db: Db | Tx, kind: Kind, actor: Who, id: string, lock = false): Promise<PlatformRow> {
  parseId({ id }, kind.texts.notFound);
  const table: PlatformTable = kind.table;
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.id, id), ...scopeOf(kind, actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(kind.texts.notFound);
  return row;
}

/**
 * Refuses a change made against another version than the row's (decision 060), for a versioned kind:
 * 428 with none, 400 for a malformed If-Match, 412 with the record as it is now.
 */
async function requireRowVersion(tx: Db | Tx, kind: Kind, actor: Who, row: PlatformRow, expected: IfMatch) {
  if (kind.versioned === false) return;
  const id = (row as { id: string }).id;
  await requireVersion(expected, (row as { version: number }).version, async () => ({
    current: platformDto(kind, row, { actor, lookups: await readLookups(tx, kind, id) }),
    ...(await lastChangeOf(tx, kind.entity, id)),
  }));
}

/** One page of a kind's records: searched, filtered, sorted; the total and summary cover every page. */
export async function listPlatformRecords<Dto extends z.ZodType, S extends z.ZodType>(
  db: Db,
  actor: Who,
  kind: PlatformRecordKind<PlatformTable, z.ZodType, Dto, z.ZodObject, S>,
  query: RecordListQuery & Record<string, unknown>,
): Promise<RecordList<z.output<Dto>, z.output<S>>> {
  const table: PlatformTable = kind.table;
  const { filtered, scoped, orderBy } = listQueryParts(kind, query, scopeOf(kind, actor), table.id);
  const [rows, [counted], summary] = await Promise.all([
    db
      .select({ row: table, ...(kind.lookups ? { lookups: kind.lookups } : {}) })
      .from(table)
      .where(filtered)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(filtered),
    kind.summarise(db, { filtered, scoped }),
  ]);
  return {
    items: rows.map((r) => {
      const lookups = 'lookups' in r ? (r.lookups as Record<string, unknown>) : {};
      return platformDto(kind, r.row, { actor, lookups });
    }),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary,
  };
}

/** One record in the actor's scope; otherwise the kind's 404. */
export async function getPlatformRecord<Dto extends z.ZodType>(
  db: Db,
  actor: Who,
  kind: PlatformRecordKind<PlatformTable, z.ZodType, Dto>,
  id: string,
): Promise<z.output<Dto>> {
  const row = await findRow(db, kind, actor, id);
  return platformDto(kind, row, { actor, lookups: await readLookups(db, kind, id) });
}

/**
 * Creates (no `change`) or replaces (`change`: the id and the version it was read at) a record, with
 * its hooks and audit event, in one transaction: access (404), the version (decision 060), then the
 * kind's rules.
 */
export async function savePlatformRecord<In extends z.ZodType, Dto extends z.ZodType>(
  { db, config }: { db: Db; config: Config },
  actor: Who,
  kind: PlatformRecordKind<PlatformTable, In, Dto>,
  change: { id: string; expected: IfMatch } | null,
  input: z.output<In>,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<z.output<Dto>>,
): Promise<z.output<Dto>> {
  const table: PlatformTable = kind.table;
  const generic = kind as unknown as Kind;
  const id = change?.id ?? null;
  const row = await db.transaction(async (tx) => {
    const before = change === null ? null : await findRow(tx, generic, actor, change.id, true);
    if (change && before) await requireRowVersion(tx, generic, actor, before, change.expected);
    const values = kind.toValues(input);
    const audit: Record<string, unknown> = {};
    const extra = (await kind.beforeSave?.(tx, { id, before, values, input, actor, audit, config })) ?? {};
    const columns = { ...values, ...extra };
    const [saved] =
      id === null
        ? await tx.insert(table).values(columns).returning()
        : await tx
            .update(table)
            .set(kind.versioned === false ? columns : { ...columns, version: sql`"version" + 1` })
            .where(eq(table.id, id))
            .returning();
    const result = saved as PlatformRow;
    await kind.afterSave?.(tx, result, { before, input, actor, audit, config });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.${id === null ? 'created' : 'updated'}`,
      entityType: kind.entity,
      entityId: (result as { id: string }).id,
      data: { ...kind.auditData?.(result), ...audit, name: kind.label(result) },
    });
    await publishChange(tx, {
      kind: kind.path,
      estateId: null,
      id: (result as { id: string }).id,
      action: id === null ? 'created' : 'updated',
    });
    if (remember) {
      const id = (result as { id: string }).id;
      await remember(tx, platformDto(kind, result, { actor, lookups: await readLookups(tx, generic, id) }));
    }
    return result;
  });
  const rowId = (row as { id: string }).id;
  return platformDto(kind, row, { actor, lookups: await readLookups(db, generic, rowId) });
}

/**
 * Deletes a record (or what the kind's `remove` makes of deleting it), audited, in one transaction:
 * access (404), the version it was read at (decision 060), then the kind's rules.
 */
export async function deletePlatformRecord(
  { db, config }: { db: Db; config: Config },
  actor: Who,
  kind: Kind,
  id: string,
  expected: IfMatch,
): Promise<void> {
  const table: PlatformTable = kind.table;
  await db.transaction(async (tx) => {
    const row = await findRow(tx, kind, actor, id, true);
    await requireRowVersion(tx, kind, actor, row, expected);
    await kind.beforeDelete?.(tx, row, { actor, config });
    let named = row;
    if (kind.remove) named = (await kind.remove(tx, row, { actor, config })) ?? row;
    else await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.deleted`,
      entityType: kind.entity,
      entityId: id,
      data: { ...kind.auditData?.(named), name: kind.label(named) },
    });
    await publishChange(tx, { kind: kind.path, estateId: null, id, action: 'deleted' });
  });
}
