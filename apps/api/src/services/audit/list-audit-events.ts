import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIT_LOG_TEXTS,
  auditActionLabel,
  auditEventDetails,
  type AuditCategory,
  type AuditEventDto,
  type AuditEventList,
  type AuditEventListQuery,
  type AuditStatus,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents, estates, users } from '../../db/schema.js';
import { asUuid } from '../../db/sql.js';
import { containsPattern } from '../../lib/search.js';
import type { Actor } from '../access/actor.js';
import { auditEstateKey, visibleAuditEvents } from '../access/index.js';
import { keysetPage } from '../records/keyset.js';
import { listQueryParts, type ListedKind } from '../records/list-query.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** The account an event about a user account is about (its name in the details). */
const subject = alias(users, 'audit_subject');

const ofEstate = eq(estates.id, asUuid(auditEstateKey));
const ofSubject = eq(
  subject.id,
  asUuid(sql`case when ${auditEvents.entityType} = 'user' then ${auditEvents.entityId} end`),
);

/** The midnight that starts a New Zealand date, as a timestamp. */
const nzMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'Pacific/Auckland')`;

/** The log as a list: category, status and date filters; newest first, ties by id. */
const LOG: ListedKind = {
  search: [],
  filters: {
    category: auditEvents.category,
    status: auditEvents.status,
    from: (day) => gte(auditEvents.createdAt, nzMidnight(day)),
    to: (day) => lt(auditEvents.createdAt, sql`${nzMidnight(day)} + interval '1 day'`),
  },
  sorts: { timestamp: auditEvents.createdAt },
  defaultSort: { key: 'timestamp', order: 'desc' },
};

/**
 * The search (contains, case-insensitive): the action ("signed in" finds `auth.signed_in`), the
 * record's name (or title, email, NotifyFlow reference), the IP address, and the names the details
 * show (the estate's deceased, the user, the account an event is about), the last as subqueries so
 * that counting needs no joins.
 */
function searchEvents(q: string): SQL {
  const pattern = containsPattern(q);
  const namedUsers = (id: SQL) => sql`(select ${id} from ${users} where ${users.name} ilike ${pattern})`;
  return or(
    ilike(sql`replace(replace(${auditEvents.action}, '_', ' '), '.', ' ')`, pattern),
    ilike(
      sql`concat_ws(' ', ${auditEvents.data}->>'name', ${auditEvents.data}->>'title', ${auditEvents.data}->>'email', ${auditEvents.data}->>'referenceCode', ${auditEvents.data}->>'number')`,
      pattern,
    ),
    ilike(sql`coalesce(${auditEvents.ipAddress}, '')`, pattern),
    sql`${auditEstateKey} in (select ${estates.id}::text from ${estates} where ${estates.deceasedName} ilike ${pattern})`,
    sql`${auditEvents.actorId} in ${namedUsers(sql`${users.id}`)}`,
    sql`(${auditEvents.entityType} = 'user' and ${auditEvents.entityId} in ${namedUsers(sql`${users.id}::text`)})`,
  )!;
}

/**
 * The events the actor may see, with what their details are read from (and, for a page of the list,
 * the values its cursors are made of: decision 087).
 */
function selectEvents(db: Db | Tx, where: SQL, edge: SQL<(string | null)[]> = sql`null`) {
  return db
    .select({
      edge,
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      action: auditEvents.action,
      data: auditEvents.data,
      category: auditEvents.category,
      status: auditEvents.status,
      ipAddress: auditEvents.ipAddress,
      seq: auditEvents.seq,
      prevHash: auditEvents.prevHash,
      hash: auditEvents.hash,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
      userDeletedAt: users.deletedAt,
      deceasedName: estates.deceasedName,
      subjectName: subject.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .leftJoin(estates, ofEstate)
    .leftJoin(subject, ofSubject)
    .where(where);
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** One row as the log shows it. */
export function toAuditEventDto(r: EventRow): AuditEventDto {
  const data = (r.data ?? {}) as Record<string, unknown>;
  return {
    id: r.id,
    timestamp: r.createdAt.toISOString(),
    user: r.userId
      ? {
          id: r.userId,
          name: r.userDeletedAt ? AUDIT_LOG_TEXTS.deletedUser : r.userName || AUDIT_LOG_TEXTS.deletedUser,
          role: r.userRole ?? '',
        }
      : null,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    category: r.category as AuditCategory,
    details: auditEventDetails(r.action, data, { deceasedName: r.deceasedName, subjectName: r.subjectName }),
    ipAddress: r.ipAddress,
    status: r.status as AuditStatus,
    seq: r.seq,
    prevHash: r.prevHash,
    hash: r.hash,
  };
}

/** The conditions of a query: the actor's scope, then the search and filters. */
export function auditEventConditions(actor: Who, query: AuditEventListQuery) {
  const parts = listQueryParts(LOG, { ...query, q: '' }, [visibleAuditEvents(actor)], auditEvents.id);
  return query.q ? { ...parts, filtered: and(parts.filtered, searchEvents(query.q))! } : parts;
}

/** Every event of a query the actor may see, in the list's order (for the export). */
export async function readAuditEvents(
  db: Db | Tx,
  actor: Who,
  query: AuditEventListQuery,
  limit: number,
): Promise<AuditEventDto[]> {
  const { filtered, orderBy } = auditEventConditions(actor, query);
  const rows = await selectEvents(db, filtered)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map(toAuditEventDto);
}

/** How many events of a query the actor may see (a PDF export too long to make says how many). */
export async function countAuditEvents(
  db: Db | Tx,
  actor: Who,
  query: AuditEventListQuery,
): Promise<{ total: number }> {
  const { filtered } = auditEventConditions(actor, query);
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(filtered);
  return { total: row?.total ?? 0 };
}

/**
 * The audit log: one page of the events the actor may see (`visibleAuditEvents`), searched and
 * filtered, newest first; the total over every page and the cards over everything in view.
 */
export async function listAuditEvents(
  db: Db,
  actor: Who,
  query: AuditEventListQuery,
): Promise<AuditEventList> {
  const parts = auditEventConditions(actor, query);
  const { filtered, scoped, orderBy } = parts;
  // By page number, or from a cursor (decision 087): page 400 of a long log walks from its edge.
  const page = keysetPage(parts, auditEvents, auditEvents.id, query);
  // One pass for the list's total and the cards: the cards count everything in view (`scoped`), the
  // total what the search and filters leave.
  const counting = db
    .select({
      filtered: sql<number>`count(*) filter (where ${filtered})::int`,
      total: sql<number>`count(*)::int`,
      document: sql<number>`count(*) filter (where ${auditEvents.category} = 'document')::int`,
      security: sql<number>`count(*) filter (where ${auditEvents.category} = 'security')::int`,
      access: sql<number>`count(*) filter (where ${auditEvents.category} = 'access')::int`,
    })
    .from(auditEvents);
  const [read, [counts]] = await page.reading(
    Promise.all([
      selectEvents(db, inArray(auditEvents.id, page.ids), page.edge).orderBy(...orderBy),
      counting.where(scoped),
    ]),
  );
  const { rows, nextCursor, prevCursor } = page.finish(read, (r) => ({ edge: r.edge, id: r.id }));
  const { filtered: total, ...summary } = counts ?? {
    filtered: 0,
    total: 0,
    document: 0,
    security: 0,
    access: 0,
  };
  return {
    items: rows.map(toAuditEventDto),
    total,
    page: query.page,
    pageSize: query.pageSize,
    summary,
    nextCursor,
    prevCursor,
  };
}
