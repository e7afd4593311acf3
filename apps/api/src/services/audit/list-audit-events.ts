import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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
import type { Actor } from '../auth/actor.js';
import { auditEstateKey, visibleAuditEvents } from '../estates/access.js';
import { listQueryParts, type ListedKind } from '../records/list-query.js';
import { countsOf } from '../records/summaries.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** The account an event about a user account is about (its name in the details). */
const subject = alias(users, 'audit_subject');

/** The midnight that starts a New Zealand date, as a timestamp. */
const nzMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'Pacific/Auckland')`;

/**
 * The log as a list: search over the action, the names in the details (the record's, the estate's,
 * the account's) and the user's name; category and status filters; newest first, ties by id.
 */
const LOG: ListedKind = {
  search: [
    sql`replace(replace(${auditEvents.action}, '_', ' '), '.', ' ')`,
    sql`coalesce(${auditEvents.data}->>'name', ${auditEvents.data}->>'title', '')`,
    sql`coalesce(${estates.deceasedName}, '')`,
    sql`coalesce(${users.name}, '')`,
    sql`coalesce(${subject.name}, '')`,
    sql`coalesce(${auditEvents.ipAddress}, '')`,
  ],
  filters: {
    category: auditEvents.category,
    status: auditEvents.status,
    from: (day) => gte(auditEvents.createdAt, nzMidnight(day)),
    to: (day) => lt(auditEvents.createdAt, sql`${nzMidnight(day)} + interval '1 day'`),
  },
  sorts: { timestamp: auditEvents.createdAt },
  defaultSort: { key: 'timestamp', order: 'desc' },
};

/** The events the actor may see, with what their details are read from. */
function selectEvents(db: Db | Tx, where: SQL) {
  return (
    db
      .select({
        id: auditEvents.id,
        createdAt: auditEvents.createdAt,
        action: auditEvents.action,
        data: auditEvents.data,
        category: auditEvents.category,
        status: auditEvents.status,
        ipAddress: auditEvents.ipAddress,
        userId: users.id,
        userName: users.name,
        userRole: users.role,
        userDeletedAt: users.deletedAt,
        deceasedName: estates.deceasedName,
        subjectName: subject.name,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      // Text on both sides: a key that is no estate id simply matches nothing.
      .leftJoin(estates, sql`${estates.id}::text = ${auditEstateKey}`)
      .leftJoin(
        subject,
        and(eq(auditEvents.entityType, 'user'), sql`${subject.id}::text = ${auditEvents.entityId}`),
      )
      .where(where)
  );
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
  };
}

/** The conditions of a query: the actor's scope, then the search and filters. */
export function auditEventConditions(actor: Who, query: AuditEventListQuery) {
  return listQueryParts(LOG, query, [visibleAuditEvents(actor)], auditEvents.id);
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

/**
 * The audit log: one page of the events the actor may see (`visibleAuditEvents`), searched and
 * filtered, newest first; the total over every page and the cards over everything in view.
 */
export async function listAuditEvents(
  db: Db,
  actor: Who,
  query: AuditEventListQuery,
): Promise<AuditEventList> {
  const { filtered, scoped, orderBy } = auditEventConditions(actor, query);
  const [rows, [counted], summary] = await Promise.all([
    selectEvents(db, filtered)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // The joins only when the search reads them: a count over 100,000 events is then an index scan.
    (query.q
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorId))
          .leftJoin(estates, sql`${estates.id}::text = ${auditEstateKey}`)
          .leftJoin(
            subject,
            and(eq(auditEvents.entityType, 'user'), sql`${subject.id}::text = ${auditEvents.entityId}`),
          )
      : db.select({ total: sql<number>`count(*)::int` }).from(auditEvents)
    ).where(filtered),
    countsOf(db, auditEvents, scoped, {
      total: true,
      document: eq(auditEvents.category, 'document'),
      security: eq(auditEvents.category, 'security'),
      access: eq(auditEvents.category, 'access'),
    }),
  ]);
  return {
    items: rows.map(toAuditEventDto),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary,
  };
}
