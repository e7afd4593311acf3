import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {} from '@estate/domain';
import { appNotifications, auditEvents, estateTallies, estates, users } from '../../db/schema.js';
import { asUuid } from '../../db/sql.js';
import { runsEstates, type Actor, type Who } from './actor.js';
import { firmOfLawyer, visibleEstateTallies, visibleEstates } from './estate-base.js';

/**
 * The estate an audit event is about, as text: the estate itself, or the estate named in its data
 * (null when none). The same expression as `audit_events_estate_key_idx`, so the planner can use it.
 */
export const auditEstateKey = sql`coalesce(case when ${auditEvents.entityType} = 'estate' then ${auditEvents.entityId} end, ${auditEvents.data}->>'estateId')`;

/** What a beneficiary (someone who does not run estates) sees of an estate's events. */
function activityAudience(actor: Who): SQL | undefined {
  if (runsEstates(actor)) return undefined;
  return sql`(${auditEvents.action} in ('estate.created', 'estate.updated', 'task.status_changed', 'document.shared') or ${auditEvents.actorId} = ${actor.id})`;
}

/**
 * Recent Activity: events about visible estates; a beneficiary sees the estate's progress and
 * shared documents and their own doings, but not the names of notes or unshared documents.
 */
export function visibleActivity(actor: Who): SQL {
  // One key per event (the estate itself, or the estate in its data), so the newest events are
  // walked once, each checked against the visible estates, until the page is full. Checked one of
  // two ways, chosen once per query by how many estates the actor sees (decision 084):
  // - few: the visible estates' ids hashed once and each event probed in the hash (28 ms instead of
  //   81 ms at 10,000 estates). `is true` keeps PostgreSQL from turning the IN into a join, which
  //   compared every event with every visible estate in turn (issue 20: 170,000 comparisons for the
  //   first 8 events of a lawyer with 10,000 estates).
  // - many: each event's estate looked up by its key and checked (an index probe per event walked),
  //   not 100,000 ids read and hashed to show 8 events. Someone who sees most estates finds their 8
  //   among the first few events; someone who sees few may walk far, and then a probe per event
  //   costs more than the hash.
  // The line between: hashing N ids against probing each of the ~8·total/N events walked (total:
  // every estate; events taken to be spread like estates) with a probe about 4 hash entries' cost,
  // N² > 32 · total. Both counts come from the kept tallies (a few rows). The branch not taken is
  // never run (a hashed subplan is built on its first use).
  const hashed = sql`(${auditEstateKey} in (select ${estates.id}::text from ${estates} where ${visibleEstates(actor)})) is true`;
  // A scalar subquery, not EXISTS: PostgreSQL turns an EXISTS on one equality into the same hash
  // of every visible estate (243 ms at 100,000), a scalar one it runs per event (4 ms).
  const probed = sql`coalesce((select true from ${estates} where ${estates.id} = ${asUuid(auditEstateKey)} and ${visibleEstates(actor)}), false)`;
  const seesMany = sql`(select coalesce(sum(v.estates), 0) * coalesce(sum(v.estates), 0) > 32 * (select coalesce(sum(${estateTallies.estates}), 0) from ${estateTallies}) from ${visibleEstateTallies(actor)} as v)`;
  return and(sql`(case when ${seesMany} then ${probed} else ${hashed} end)`, activityAudience(actor))!;
}

/**
 * One estate's events under the rule of `visibleActivity`: the events keyed to that estate, if the
 * actor may see it, in the audience the actor belongs to. The estate's visibility is one lookup by
 * its key (an InitPlan run once), not the actor's whole visible set hashed for each event: a lawyer
 * who sees 100,000 estates read them all for one estate's timeline (issue 43: 138 → 2 ms).
 */
export function estateActivity(actor: Who, estateId: string): SQL {
  const thisEstateVisible = sql`exists (select 1 from ${estates} where ${estates.id} = ${estateId} and ${visibleEstates(actor)})`;
  return and(sql`${auditEstateKey} = ${estateId}`, thisEstateVisible, activityAudience(actor))!;
}

/**
 * In-app notifications (the bell and /dashboard/notifications): one's own, and only those meant to
 * be shown (a row kept only to claim a deadline notice's key, for someone who does not want that
 * kind in the app, is never listed). Nobody, admins included, reads another person's. For queries
 * that select from `app_notifications`.
 */
export function ownNotifications(actor: Pick<Actor, 'id'>): SQL {
  return and(eq(appNotifications.userId, actor.id), eq(appNotifications.shown, true))!;
}

/**
 * The audit log (/dashboard/audit-log, permission `audit:view`): an admin sees every event; a lawyer
 * the events about the estates they may see (whoever did them), and the events about no estate
 * (sign-ins, account changes, exports of the log) done by themselves or by a lawyer of their firm.
 * A colleague's event about an estate the lawyer may not see stays hidden, so the log never names
 * such an estate nor what was done in it. Anyone else sees nothing (the route answers 403 first).
 */
export function visibleAuditEvents(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role !== 'lawyer') return sql`false`;
  const aboutVisibleEstate = sql`${auditEstateKey} in (select ${estates.id}::text from ${estates} where ${visibleEstates(actor)})`;
  const byMeOrMyFirm = sql`(${auditEstateKey} is null and (${auditEvents.actorId} = ${actor.id} or ${auditEvents.actorId} in (select ${users.id} from ${users} where ${users.firmId} = ${firmOfLawyer(actor.id)})))`;
  return or(aboutVisibleEstate, byMeOrMyFirm)!;
}
