import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  timelineCategoryLabel,
  timelineEntry,
  type TimelineEvent,
  type TimelineList,
  type TimelineQuery,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import {
  auditEvents,
  documents,
  institutions,
  institutionsNotified,
  notifications,
  users,
} from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { estateActivity, requireEstate, runsEstates, visibleNotifications } from '../access/index.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** The newest events read for one estate's timeline: far more than an estate gathers in its life. */
const MOST_EVENTS = 2000;

/**
 * The events of one estate the actor may see (`estateActivity`: a beneficiary sees the estate's
 * progress, shared documents and their own doings), with its NotifyFlow notifications' events for
 * those who may see the notification, and (for those who run it) new versions of its documents.
 */
function eventsOf(actor: Who, estateId: string): SQL {
  const itsNotifications = (column: SQL) =>
    sql`select ${column} from ${notifications} where ${notifications.estateId} = ${estateId} and ${visibleNotifications(actor)}`;
  const branches: SQL[] = [
    estateActivity(actor, estateId),
    and(
      eq(auditEvents.entityType, 'notification'),
      sql`${auditEvents.entityId} in (${itsNotifications(sql`${notifications.id}::text`)})`,
    )!,
    and(
      eq(auditEvents.entityType, 'institutions_notified'),
      sql`${auditEvents.entityId} in (select ${institutionsNotified.id}::text from ${institutionsNotified} where ${institutionsNotified.notificationId} in (${itsNotifications(sql`${notifications.id}`)}))`,
    )!,
  ];
  if (runsEstates(actor))
    branches.push(
      and(
        // entity_type first, so this branch reads audit_events_entity_idx like the others.
        eq(auditEvents.entityType, 'document'),
        eq(auditEvents.action, 'document.replaced'),
        sql`${auditEvents.entityId} in (select ${documents.id}::text from ${documents} where ${documents.estateId} = ${estateId})`,
      )!,
    );
  return or(...branches)!;
}

/**
 * Estate Timeline: the estate's recorded events, newest first, each shown as the domain's
 * `timelineEntry` says; searched (title, description, who, category) and filtered by category, then
 * paged. 404 for an estate the actor may not see.
 */
export async function listTimeline(
  db: Db,
  actor: Who,
  estateId: string,
  query: TimelineQuery,
): Promise<TimelineList> {
  const estate = await requireEstate(db, actor, estateId);
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      action: auditEvents.action,
      data: auditEvents.data,
      actorName: users.name,
      institution: institutions.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .leftJoin(
      institutionsNotified,
      and(
        eq(auditEvents.entityType, 'institutions_notified'),
        sql`${institutionsNotified.id}::text = ${auditEvents.entityId}`,
      ),
    )
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(eventsOf(actor, estate.id))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(MOST_EVENTS);

  const events: TimelineEvent[] = rows.map((r) => {
    const data = {
      ...((r.data ?? {}) as Record<string, unknown>),
      ...(r.institution ? { institution: r.institution } : {}),
    };
    const shown = timelineEntry(r.action, data);
    const user =
      r.actorName ?? (r.action === 'institution.responded' ? (r.institution ?? 'Organisation') : 'System');
    return { id: r.id, at: r.at.toISOString(), ...shown, user };
  });
  const q = query.q.toLocaleLowerCase('en-NZ');
  const matching = events.filter(
    (e) =>
      (!query.category || e.category === query.category) &&
      (!q ||
        [e.title, e.description, e.user, timelineCategoryLabel(e.category)].some((t) =>
          t.toLocaleLowerCase('en-NZ').includes(q),
        )),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
