import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL, type Column } from 'drizzle-orm';
import { can, type DocumentAccessLevel } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  appNotifications,
  auditEvents,
  beneficiaries,
  calendarEvents,
  documentGrants,
  documentTemplates,
  documents,
  estateInvitations,
  estateRoles,
  estates,
  executors,
  messageThreadMembers,
  messageThreads,
  milestones,
  notifications,
  privacyRequests,
  reports,
  tasks,
  taxRecords,
  templateCategories,
  users,
  accounts,
  sessions,
  documentVersions,
  noteComments,
  notificationReplies,
  stagedUploads,
} from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../auth/actor.js';

/**
 * THE access module (ARCHITECTURE "Identity and access"): every "who may see or change what" rule
 * over estate data lives here, as named scopes. Routes and services call these and never write
 * their own `where` for who may see what. Something outside a scope answers 404, exactly as if it
 * did not exist. The authorization-matrix test (apps/api/test/authorization-matrix.test.ts) holds
 * every route to these rules for seven kinds of actor.
 *
 * What a role may do at all (notes and changes need `estate:manage`, the back office
 * `admin:access`) is the permission matrix in @estate/domain, checked by `requireActor`; which
 * estates and rows it may do that to is decided here.
 */
type Who = Pick<Actor, 'id' | 'role'>;

/** Those who run estates (admin, lawyer, executor) may change what they can see (decision 007). */
export function runsEstates(actor: Pick<Actor, 'role'>): boolean {
  return can(actor.role, 'estate:manage');
}

/**
 * The firm a lawyer belongs to, as a scalar subquery (null for anyone else, or a lawyer without a
 * firm: `= null` matches nothing). Postgres runs it once per query, not once per row.
 */
function firmOfLawyer(userId: string): SQL {
  return sql`(select ${users.firmId} from ${users} where ${users.id} = ${userId} and ${users.role} = 'lawyer')`;
}

/**
 * Estates: the creator, anyone with an active estateroles link, a lawyer of the firm whose matter it
 * is (decision 020: a firm's matters are shared inside the firm), and admins. For queries that select
 * from `estates`.
 */
export function visibleEstates(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  return or(
    eq(estates.createdBy, actor.id),
    // The person's role links as one hashed set (read once through estateroles_user_idx), not a
    // lookup per estate: the planner priced that correlated EXISTS at ~90,000 over 10,000 estates
    // and so walked every task or event against the estates one by one (issue 20: the dashboard's
    // task counts 49 → 30 ms at 10,000 estates).
    sql`${estates.id} in (select ${estateRoles.estateId} from ${estateRoles} where ${estateRoles.userId} = ${actor.id} and ${estateRoles.status} = 'active')`,
    ...(actor.role === 'lawyer' ? [sql`${estates.firmId} = ${firmOfLawyer(actor.id)}`] : []),
  )!;
}

/**
 * The firm an estate opened now by this person belongs to: a lawyer's firm, or none (an admin's or a
 * firmless lawyer's estate is nobody's firm's matter).
 */
export async function firmOfNewEstate(db: Db | Tx, actor: Who): Promise<string | null> {
  return myFirm(db, actor);
}

/**
 * The law firm whose settings this person may read and change (Settings › Firm Settings): a lawyer's
 * own firm; null for a firmless lawyer and for every other role (admins edit firms on the Law Firms
 * screen, through the admin API).
 */
export async function myFirm(db: Db | Tx, actor: Who): Promise<string | null> {
  if (actor.role !== 'lawyer') return null;
  const [row] = await db.select({ firmId: users.firmId }).from(users).where(eq(users.id, actor.id));
  return row?.firmId ?? null;
}

/** The ids of the estates the actor may see, as a subquery. */
function visibleEstateIds(actor: Who) {
  return sql`(select ${estates.id} from ${estates} where ${visibleEstates(actor)})`;
}

/** Rows whose estate (the given column) the actor may see: records, assets, beneficiaries… */
export function inVisibleEstate(actor: Who, estateIdColumn: Column | SQL): SQL {
  if (actor.role === 'admin') return sql`true`;
  return sql`${estateIdColumn} in ${visibleEstateIds(actor)}`;
}

/** The estate if the actor may see it; otherwise 404 (also for malformed ids). */
export async function requireEstate(db: Db | Tx, actor: Who, estateId: string) {
  parseId({ id: estateId }, 'Estate not found');
  const [row] = await db
    .select()
    .from(estates)
    .where(and(eq(estates.id, estateId), visibleEstates(actor)));
  if (!row) throw notFound('Estate not found');
  return row;
}

/**
 * What an estate row says to this actor. A beneficiary sees the estate but not the firm's intake
 * notes, as they do not see its notes (decision 007).
 */
export function estateFieldsFor<E extends { notes: string | null }>(
  actor: Pick<Actor, 'role'>,
  estate: E,
): E {
  return runsEstates(actor) ? estate : { ...estate, notes: null };
}

/** Estates the actor may see, for My Estates. */
export const myEstates = visibleEstates;

/**
 * The dashboard's Recent Estates: every estate for an admin (who is linked to none by role), and for
 * everyone else the estates they may see (`visibleEstates`), not only those they hold a role link to.
 */
export function recentEstatesScope(actor: Who): SQL {
  return visibleEstates(actor);
}

/**
 * Tasks: those of estates the actor may see. For queries that select from `tasks` (joined or not
 * to `estates`).
 */
export function visibleTasks(actor: Who): SQL {
  return inVisibleEstate(actor, tasks.estateId);
}

/**
 * "Mine" among tasks whose estate is already known to be visible (a query that joins `estates` and
 * filters it with `visibleEstates`): a lawyer's own estates, everything for an admin, otherwise the
 * tasks assigned to the person. Checking visibility a second time per task doubled the dashboard's
 * time over 100,000 tasks.
 */
export function myTasksOnVisibleEstates(actor: Who): SQL {
  const whole = estatesWhoseTasksAreMine(actor);
  if (!whole) return eq(tasks.assignedToUserId, actor.id);
  // An admin's are every estate's: no subquery at all.
  if (actor.role === 'admin') return whole;
  return sql`${tasks.estateId} in (select ${estates.id} from ${estates} where ${whole})`;
}

/**
 * The estates all of whose tasks are "mine" (a condition on `estates`): a lawyer's own, every estate
 * for an admin. Null for anyone else, whose tasks are only those given to them. The dashboard adds
 * up these estates' open-task counts rather than counting the tasks (decision 055).
 */
export function estatesWhoseTasksAreMine(actor: Who): SQL | null {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role === 'lawyer') return eq(estates.createdBy, actor.id);
  return null;
}

/**
 * "My" work on the tasks page and the dashboard, within the visible tasks. A lawyer's own estates
 * (and everything, for an admin) are visible by definition (`visibleEstates` holds the creator), so
 * their tasks need no second visibility check: hashing every visible estate again doubled the
 * dashboard's task counts over 100,000 tasks (issue 20). Anyone else's assigned tasks are checked
 * against the estates they still see.
 */
export function myTasks(actor: Who): SQL {
  if (actor.role === 'admin' || actor.role === 'lawyer') return myTasksOnVisibleEstates(actor);
  return and(visibleTasks(actor), myTasksOnVisibleEstates(actor))!;
}

/**
 * Who may be given a task on an estate: its creator, anyone with an active role link to it, and the
 * lawyers of its firm. Anyone else would learn the estate's name from the task.
 */
export async function isLinkedToEstate(db: Db | Tx, estateId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(estates)
    .where(
      and(
        eq(estates.id, estateId),
        or(
          eq(estates.createdBy, userId),
          exists(
            sql`(select 1 from ${estateRoles} where ${estateRoles.estateId} = ${estates.id} and ${estateRoles.userId} = ${userId} and ${estateRoles.status} = 'active')`,
          ),
          sql`${estates.firmId} = ${firmOfLawyer(userId)}`,
        ),
      ),
    );
  return !!row;
}

/**
 * Whether this account already holds `role` on the estate: an active role link, the estate's named
 * executor's account (executor), or, for a lawyer's account, the estate's creator or a lawyer of its
 * firm (lawyer). An invitation to someone who does is refused.
 */
export async function holdsEstateRole(
  db: Db | Tx,
  estate: { id: string; executorId: string | null; createdBy: string | null; firmId: string | null },
  account: { id: string; role: string; firmId: string | null },
  role: 'executor' | 'beneficiary' | 'lawyer',
): Promise<boolean> {
  const [link] = await db
    .select({ one: sql<number>`1` })
    .from(estateRoles)
    .where(
      and(
        eq(estateRoles.estateId, estate.id),
        eq(estateRoles.userId, account.id),
        eq(estateRoles.role, role),
        eq(estateRoles.status, 'active'),
      ),
    );
  if (link) return true;
  if (role === 'executor' && estate.executorId) {
    const [named] = await db
      .select({ userId: executors.userId })
      .from(executors)
      .where(eq(executors.id, estate.executorId));
    if (named?.userId === account.id) return true;
  }
  if (role === 'lawyer' && account.role === 'lawyer')
    return estate.createdBy === account.id || (estate.firmId !== null && account.firmId === estate.firmId);
  return false;
}

/**
 * The people on an estate (someone a milestone may be given to): its creator (the lawyer), its
 * executor's account, the active users linked in estateroles and its firm's lawyers; active accounts only, each once
 * (with the first of those roles). Call it for an estate the actor may see (`requireEstate`).
 */
export async function estatePeople(
  db: Db | Tx,
  estateId: string,
): Promise<{ userId: string; name: string; role: string }[]> {
  // One after another: inside a transaction the queries share one connection.
  const creators = await db
    .select({ userId: users.id, name: users.name, role: users.role })
    .from(estates)
    .innerJoin(users, eq(users.id, estates.createdBy))
    .where(and(eq(estates.id, estateId), eq(users.active, true)));
  const named = await db
    .select({ userId: users.id, name: users.name, role: sql<string>`'executor'` })
    .from(estates)
    .innerJoin(executors, eq(executors.id, estates.executorId))
    .innerJoin(users, eq(users.id, executors.userId))
    .where(and(eq(estates.id, estateId), eq(users.active, true)));
  const linked = await db
    .select({ userId: users.id, name: users.name, role: estateRoles.role })
    .from(estateRoles)
    .innerJoin(users, eq(users.id, estateRoles.userId))
    .where(and(eq(estateRoles.estateId, estateId), eq(estateRoles.status, 'active'), eq(users.active, true)))
    .orderBy(asc(users.name));
  const firm = await db
    .select({ userId: users.id, name: users.name, role: users.role })
    .from(estates)
    .innerJoin(users, and(eq(users.firmId, estates.firmId), eq(users.role, 'lawyer')))
    .where(and(eq(estates.id, estateId), eq(users.active, true)))
    .orderBy(asc(users.name));
  const people = new Map<string, { userId: string; name: string; role: string }>();
  for (const person of [...creators, ...named, ...linked, ...firm])
    if (!people.has(person.userId)) people.set(person.userId, person);
  return [...people.values()];
}

/**
 * Documents granted to the actor at one of these levels (decision 031). For queries that select
 * from `documents`.
 */
function grantedToActor(actor: Who, levels: readonly DocumentAccessLevel[]): SQL {
  const inLevels = sql.join(
    levels.map((level) => sql`${level}`),
    sql`, `,
  );
  return sql`${documents.id} in (select ${documentGrants.documentId} from ${documentGrants} where ${documentGrants.userId} = ${actor.id} and ${documentGrants.level} in (${inLevels}))`;
}

const ANY_DOCUMENT_ACCESS = ['view', 'edit', 'admin'] as const;

/**
 * Documents: of a visible estate; for a beneficiary only those shared with beneficiaries, their own
 * uploads, and those granted to them (decision 031) while they are still on the estate (they see it,
 * or are one of its beneficiaries with an account). For queries that select from `documents`.
 */
export function visibleDocuments(actor: Who): SQL {
  const estate = inVisibleEstate(actor, documents.estateId);
  if (runsEstates(actor)) return estate;
  const stillOnEstate = or(
    estate,
    sql`${documents.estateId} in (select ${beneficiaries.estateId} from ${beneficiaries} where ${beneficiaries.userId} = ${actor.id})`,
  )!;
  return or(
    and(estate, sql`(${documents.sharedWithBeneficiaries} or ${documents.uploadedBy} = ${actor.id})`),
    and(grantedToActor(actor, ANY_DOCUMENT_ACCESS), stillOnEstate),
  )!;
}

/**
 * The documents library: estates where the actor holds an active role link (spec 2 §6), and the
 * documents granted to them (decision 031).
 */
export function libraryDocuments(actor: Who): SQL {
  const linked = sql`${documents.estateId} in (${linkedEstateIds(actor)})`;
  const granted = grantedToActor(actor, ANY_DOCUMENT_ACCESS);
  // Those who run estates see every document of a visible estate, and an estate they hold an
  // active role link to is visible (`visibleEstates`): so a linked estate's documents need no
  // second check against every visible estate, only the granted ones do. The same rows; a deep page
  // walks the upload-date index instead of sorting every document (issue 20: page 200 at 100,000
  // documents, and the count, about half the time).
  if (runsEstates(actor)) return or(linked, and(granted, visibleDocuments(actor)))!;
  return and(visibleDocuments(actor), or(linked, granted))!;
}

/** The estates the actor holds an active role link to, as a subquery of ids. */
function linkedEstateIds(actor: Who): SQL {
  return sql`select ${estateRoles.estateId} from ${estateRoles} where ${estateRoles.userId} = ${actor.id} and ${estateRoles.status} = 'active'`;
}

/**
 * How the library's total, with no search or filter, is had without reading every document: for
 * those who run estates, the kept counts (`estates.document_count`) of `linkedEstates` (they see
 * every document of those: `libraryDocuments`), plus the documents matching `grantedElsewhere`
 * (granted to them on other estates they see), counted one by one (decision 056). The same number
 * as counting `libraryDocuments`. Null for anyone else, whose library holds only some of an
 * estate's documents.
 */
export function libraryTotalParts(actor: Who): { linkedEstates: SQL; grantedElsewhere: SQL } | null {
  if (!runsEstates(actor)) return null;
  const linked = linkedEstateIds(actor);
  return {
    linkedEstates: sql`${estates.id} in (${linked})`,
    grantedElsewhere: and(
      grantedToActor(actor, ANY_DOCUMENT_ACCESS),
      visibleDocuments(actor),
      sql`${documents.estateId} not in (${linked})`,
    )!,
  };
}

/** Whether the actor holds a grant on this document at one of these levels. */
async function holdsGrant(
  db: Db | Tx,
  actor: Who,
  documentId: string,
  levels: readonly DocumentAccessLevel[],
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(documentGrants)
    .where(
      and(
        eq(documentGrants.documentId, documentId),
        eq(documentGrants.userId, actor.id),
        inArray(documentGrants.level, [...levels]),
      ),
    );
  return !!row;
}

/**
 * Who may replace a document they can see (check `visibleDocuments` first): those who run the
 * estate, whoever uploaded the current file, and those granted edit or admin on it (decision 031).
 */
export async function mayReplaceDocument(
  db: Db | Tx,
  actor: Who,
  document: { id: string; uploadedBy: string | null },
): Promise<boolean> {
  if (runsEstates(actor) || document.uploadedBy === actor.id) return true;
  return holdsGrant(db, actor, document.id, ['edit', 'admin']);
}

/**
 * Who may grant and revoke access to a document they can see (check `visibleDocuments` first):
 * those who run the estate, and those granted admin on it (decision 031).
 */
export async function mayManageDocumentGrants(
  db: Db | Tx,
  actor: Who,
  document: { id: string },
): Promise<boolean> {
  if (runsEstates(actor)) return true;
  return holdsGrant(db, actor, document.id, ['admin']);
}

/** Documents whose access the actor may manage, as SQL over `documents` (`mayManageDocumentGrants`). */
function manageableDocuments(actor: Who): SQL {
  if (runsEstates(actor)) return visibleDocuments(actor);
  return and(visibleDocuments(actor), grantedToActor(actor, ['admin']))!;
}

/** A grant (in scope as `document_grants`) on a document whose access the actor manages. */
export function manageableGrant(actor: Who): SQL {
  return sql`${documentGrants.documentId} in (select ${documents.id} from ${documents} where ${manageableDocuments(actor)})`;
}

/**
 * Permissions (/dashboard/documents/permissions): every grant on the documents whose access the
 * actor manages, and their own grants on documents they still see. For queries that select from
 * `document_grants`; `manageableGrant` says per row whether they may revoke it.
 */
export function visibleGrants(actor: Who): SQL {
  return or(
    manageableGrant(actor),
    and(
      eq(documentGrants.userId, actor.id),
      sql`${documentGrants.documentId} in (select ${documents.id} from ${documents} where ${visibleDocuments(actor)})`,
    ),
  )!;
}

/**
 * Who may be granted access to an estate's documents (decision 031): the people on the estate
 * (`estatePeople`) and its beneficiaries with an active account; each once, with their email.
 */
export async function documentGrantees(
  db: Db | Tx,
  estateId: string,
): Promise<{ userId: string; name: string; email: string; role: string }[]> {
  const people = await estatePeople(db, estateId);
  const named = await db
    .select({ userId: users.id, name: users.name, role: sql<string>`'beneficiary'` })
    .from(beneficiaries)
    .innerJoin(users, eq(users.id, beneficiaries.userId))
    .where(and(eq(beneficiaries.estateId, estateId), eq(users.active, true), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
  const byId = new Map<string, { userId: string; name: string; role: string }>();
  for (const person of [...people, ...named]) if (!byId.has(person.userId)) byId.set(person.userId, person);
  if (byId.size === 0) return [];
  const emails = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...byId.keys()]));
  const emailOf = new Map(emails.map((e) => [e.id, e.email]));
  return [...byId.values()].map((p) => ({ ...p, email: emailOf.get(p.userId) ?? '' }));
}

/**
 * The beneficiaries of an estate as this actor may read them: those who run it see every detail; a
 * beneficiary sees names, relationships and shares, and only their own contact details and notes.
 */
export function beneficiaryFieldsFor<
  B extends {
    userId: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    notes: string | null;
  },
>(actor: Who, row: B): B {
  if (runsEstates(actor) || row.userId === actor.id) return row;
  return { ...row, email: null, phone: null, address: null, notes: null };
}

/**
 * The estate an audit event is about, as text: the estate itself, or the estate named in its data
 * (null when none). The same expression as `audit_events_estate_key_idx`, so the planner can use it.
 */
export const auditEstateKey = sql`coalesce(case when ${auditEvents.entityType} = 'estate' then ${auditEvents.entityId} end, ${auditEvents.data}->>'estateId')`;

/**
 * Recent Activity: events about visible estates; a beneficiary sees the estate's progress and
 * shared documents and their own doings, but not the names of notes or unshared documents.
 */
export function visibleActivity(actor: Who): SQL {
  // One key per event (the estate itself, or the estate in its data), compared as text, so the
  // newest events are walked once against the visible estates (28 ms instead of 81 ms at 10,000).
  // `is true` keeps PostgreSQL from turning the IN into a join: it hashes the visible estates once
  // and probes each event, where the join compared every event with every visible estate in turn
  // (issue 20: 170,000 comparisons for the first 8 events of a lawyer with 10,000 estates). Someone
  // who sees few estates walks the events as before.
  const aboutVisibleEstate = sql`(${auditEstateKey} in (select ${estates.id}::text from ${estates} where ${visibleEstates(actor)})) is true`;
  if (runsEstates(actor)) return aboutVisibleEstate;
  return and(
    aboutVisibleEstate,
    sql`(${auditEvents.action} in ('estate.created', 'estate.updated', 'task.status_changed', 'document.shared') or ${auditEvents.actorId} = ${actor.id})`,
  )!;
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
 * Who runs each of these estates, for notices about the estate itself (a statutory date coming up):
 * its creator, its named executor's account, the executors and lawyers with an active role link,
 * and the lawyers of its firm; active accounts only, each once per estate. Beneficiaries follow an
 * estate but do not run it. Set-based: four queries for any number of estates.
 */
export async function peopleRunningEstates(db: Db | Tx, estateIds: string[]): Promise<Map<string, string[]>> {
  const byEstate = new Map<string, string[]>();
  if (estateIds.length === 0) return byEstate;
  const active = and(eq(users.active, true), isNull(users.deletedAt));
  // One after another: inside a transaction the queries share one connection.
  const creators = await db
    .select({ estateId: estates.id, userId: users.id })
    .from(estates)
    .innerJoin(users, eq(users.id, estates.createdBy))
    .where(and(inArray(estates.id, estateIds), active));
  const named = await db
    .select({ estateId: estates.id, userId: users.id })
    .from(estates)
    .innerJoin(executors, eq(executors.id, estates.executorId))
    .innerJoin(users, eq(users.id, executors.userId))
    .where(and(inArray(estates.id, estateIds), active));
  const linked = await db
    .select({ estateId: estateRoles.estateId, userId: users.id })
    .from(estateRoles)
    .innerJoin(users, eq(users.id, estateRoles.userId))
    .where(
      and(
        inArray(estateRoles.estateId, estateIds),
        eq(estateRoles.status, 'active'),
        inArray(estateRoles.role, ['executor', 'lawyer']),
        active,
      ),
    );
  const firm = await db
    .select({ estateId: estates.id, userId: users.id })
    .from(estates)
    .innerJoin(users, and(eq(users.firmId, estates.firmId), eq(users.role, 'lawyer')))
    .where(and(inArray(estates.id, estateIds), active));
  for (const { estateId, userId } of [...creators, ...named, ...linked, ...firm]) {
    const list = byEstate.get(estateId) ?? [];
    if (!list.includes(userId)) list.push(userId);
    byEstate.set(estateId, list);
  }
  return byEstate;
}

/** NotifyFlow notifications: the person who submitted them, and admins. */
export function visibleNotifications(actor: Who): SQL {
  return actor.role === 'admin' ? sql`true` : eq(notifications.createdBy, actor.id);
}

/**
 * An estate's NotifyFlow notifications on its page (issue 18): whoever sent them, those who may see
 * the estate's correspondence see them, that is those who run the estate (`estate:manage`: admins,
 * lawyers, executors; a beneficiary 403); an estate the actor may not see is 404. They see codes,
 * statuses and dates, never the organisations' messages. The estate, when allowed.
 */
export async function requireEstateNotifications(db: Db | Tx, actor: Who, estateId: string) {
  if (!runsEstates(actor)) throw forbidden();
  return requireEstate(db, actor, estateId);
}

/**
 * Acting for an estate from outside it (filing a NotifyFlow notification for it, which then writes its
 * correspondence and ticks its task): an estate the person may not see is 404, as if it did not
 * exist; one they see but do not run (a beneficiary) is 403.
 */
export async function requireEstateToActFor(db: Db | Tx, actor: Who, estateId: string) {
  const estate = await requireEstate(db, actor, estateId);
  if (!runsEstates(actor)) throw forbidden('Only those who run the estate may act for it.');
  return estate;
}

/**
 * NotifyFlow replies (issue 18): only the person who sent the notification answers an organisation
 * that asked for more; nobody else, admins included (they act through a status and a note). For
 * queries that select from `notifications`.
 */
export function mayReplyToNotification(actor: Pick<Actor, 'id'>): SQL {
  return eq(notifications.createdBy, actor.id);
}

/** The rule of `mayReplyToNotification`, for a notification already read (the status page's Reply). */
export function mayReplyAsSender(
  actor: Pick<Actor, 'id'> | null,
  notification: { createdBy: string | null },
): boolean {
  return !!actor && !!notification.createdBy && notification.createdBy === actor.id;
}

/**
 * Who sees the conversation on a notification's public status page (the organisations' messages,
 * the family's replies and their documents, the row ids to reply to): its sender and admins. Anyone
 * else with the code, or nobody signed in, sees statuses and dates only.
 */
export function seesNotificationConversation(
  actor: Who | null,
  notification: { createdBy: string | null },
): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || (!!notification.createdBy && notification.createdBy === actor.id);
}

/**
 * Executors: an admin sees every executor account; anyone else only the executors of estates they
 * may see (linked by role or named on the estate). Nobody browses the platform's executors.
 */
export function visibleExecutors(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  const ids = visibleEstateIds(actor);
  return or(
    sql`${executors.id} in (select ${estates.executorId} from ${estates} where ${estates.id} in ${ids})`,
    sql`${executors.userId} in (select ${estateRoles.userId} from ${estateRoles} where ${estateRoles.role} = 'executor' and ${estateRoles.status} = 'active' and ${estateRoles.estateId} in ${ids})`,
  )!;
}

/**
 * An estate row (in scope as `estates`) is this executor's (an `executors` row in scope): named on
 * it, or linked to it as (co-)executor. Combine with `visibleEstates` for what the actor may see.
 */
export const estateOfExecutor: SQL = sql`(${estates.executorId} = ${executors.id} or exists (select 1 from ${estateRoles} where ${estateRoles.estateId} = ${estates.id} and ${estateRoles.userId} = ${executors.userId} and ${estateRoles.role} = 'executor' and ${estateRoles.status} = 'active'))`;

/**
 * Saved reports (issue 15): each person's own, admins included. A report is generated from what
 * its owner may see, so another person's report (even a colleague's in the same firm) answers 404.
 */
export function ownReports(actor: Who): SQL {
  return eq(reports.ownerId, actor.id);
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

/**
 * The back office's user accounts (/dashboard/admin/users, `admin:access`): every account but the
 * deleted ones, whose rows stay only so the audit trail can name them "Deleted user".
 */
export function listedAccounts(): SQL {
  return sql`${users.deletedAt} is null`;
}

/**
 * Events people added to the calendar (issue 16): one's own, and those on an estate one runs and
 * may see. A beneficiary sees only their own: an estate's events are the working diary of those who
 * run it. For queries that select from `calendar_events`; the calendar feed applies the same rule as
 * its owner.
 */
export function visibleCalendarEvents(actor: Who): SQL {
  if (!runsEstates(actor)) return eq(calendarEvents.createdBy, actor.id);
  return or(
    eq(calendarEvents.createdBy, actor.id),
    sql`${calendarEvents.estateId} is not null and ${inVisibleEstate(actor, calendarEvents.estateId)}`,
  )!;
}

/**
 * Message threads (issue 16): those the actor is a member of; a lawyer or executor also every thread
 * on an estate they may see (they run it, and answer for what is said on it). A beneficiary never
 * reads a thread they are not in, and an admin reads none they are not in: conversations belong to
 * the people on the estate, not the platform. For queries that select from `message_threads`.
 */
export function visibleThreads(actor: Who): SQL {
  const member = exists(
    sql`(select 1 from ${messageThreadMembers} where ${messageThreadMembers.threadId} = ${messageThreads.id} and ${messageThreadMembers.userId} = ${actor.id})`,
  );
  if (actor.role === 'lawyer' || actor.role === 'executor')
    return or(member, inVisibleEstate(actor, messageThreads.estateId))!;
  return member;
}

/**
 * Milestones on the calendar (issue 16): those of estates the actor may see, as the milestones
 * records kit reads them (every viewer of the estate). For queries that select from `milestones`.
 */
export function visibleMilestones(actor: Who): SQL {
  return inVisibleEstate(actor, milestones.estateId);
}

/**
 * Tax due dates on the calendar (issue 16): only for those who run estates, as Tax Management reads
 * them (`estate:manage`, decision 018), of the estates they may see. For queries over `tax_records`.
 */
export function visibleTaxRecords(actor: Who): SQL {
  if (!runsEstates(actor)) return sql`false`;
  return inVisibleEstate(actor, taxRecords.estateId);
}

/**
 * Estates whose statutory dates (s47, PRA option, FPA 12 months, notice lapses) the calendar shows
 * this actor (issue 16): those who run estates, for the estates they may see. A beneficiary does
 * not get them: a notice's lapse names the claimant, and the claims register is the firm's working
 * record (decision 018); the lawyer tells the family what the dates mean. For queries over `estates`.
 */
export function statutoryDateEstates(actor: Who): SQL {
  if (!runsEstates(actor)) return sql`false`;
  return visibleEstates(actor);
}

/**
 * Link invitations (issue 16, decision 028): those of the estates the actor runs and may see; none
 * for a beneficiary, who invites nobody. For queries that select from `estate_invitations`. The
 * invitee reads theirs through the link's token, not through this scope.
 */
export function manageableInvitations(actor: Who): SQL {
  if (!runsEstates(actor)) return sql`false`;
  return and(eq(estateInvitations.kind, 'link'), inVisibleEstate(actor, estateInvitations.estateId))!;
}

/**
 * Document templates (issue 17) this person may use, for queries over `document_templates`: those
 * who run estates see the starter set (no firm) and the templates of their own firm and of the firms
 * whose estates they may see (an executor merges the firm's letters into the estate they run); an
 * admin sees every one. Beneficiaries and NotifyFlow accounts none (the routes answer 403 first).
 */
export function usableTemplates(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (!runsEstates(actor)) return sql`false`;
  const firms = sql`(select ${estates.firmId} from ${estates} where ${visibleEstates(actor)} and ${estates.firmId} is not null)`;
  return or(
    isNull(documentTemplates.firmId),
    ...(actor.role === 'lawyer' ? [sql`${documentTemplates.firmId} = ${firmOfLawyer(actor.id)}`] : []),
    sql`${documentTemplates.firmId} in ${firms}`,
  )!;
}

/**
 * The templates this person may change (Edit, a new version, delete), among those usable: an
 * admin every one (the starter set is theirs), a lawyer their own firm's. As SQL, so a list can say
 * per row whether its Edit shows.
 */
export function editableTemplates(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role !== 'lawyer') return sql`false`;
  return sql`${documentTemplates.firmId} = ${firmOfLawyer(actor.id)}`;
}

/** Refuses (403) a change to a template this person may use but not change (the starter set, for a lawyer). */
export function requireEditableTemplate(
  actor: Who,
  template: { firmId: string | null },
  myFirmId: string | null,
): void {
  if (actor.role === 'admin') return;
  if (actor.role === 'lawyer' && template.firmId !== null && template.firmId === myFirmId) return;
  throw forbidden(
    template.firmId === null
      ? 'The starter templates are kept by administrators. Upload your own copy to change it.'
      : 'You do not have permission to change this template.',
  );
}

/**
 * The firm a new template or category belongs to: a lawyer's firm; none (the starter set) for an
 * admin. A lawyer without a firm has no library of their own (403).
 */
export async function firmOfNewTemplate(db: Db | Tx, actor: Who): Promise<string | null> {
  if (actor.role === 'admin') return null;
  const firmId = await myFirm(db, actor);
  if (!firmId) throw forbidden('Only lawyers of a law firm can add templates to its library.');
  return firmId;
}

/**
 * Template categories this person's library shows (New Category): the platform's (no firm, added by
 * admins) and their own firm's. For queries over `template_categories`.
 */
export function visibleTemplateCategories(actor: Who): SQL {
  if (actor.role === 'admin') return isNull(templateCategories.firmId);
  return or(
    isNull(templateCategories.firmId),
    sql`${templateCategories.firmId} = ${firmOfLawyer(actor.id)}`,
  )!;
}

/* ───────────── The person's own information: Privacy Act requests and the export (decision 048) ───────────── */

/**
 * Privacy Act requests: one's own. Admins list and close every one on the back office's screen, but
 * only behind `admin:access`; nobody else reads another person's. For queries that select from
 * `privacy_requests`.
 */
export function ownPrivacyRequests(actor: Pick<Actor, 'id'>): SQL {
  return eq(privacyRequests.requesterId, actor.id);
}

/** Every privacy request for an admin; one's own for anyone else. */
export function visiblePrivacyRequests(actor: Who): SQL {
  return actor.role === 'admin' ? sql`true` : ownPrivacyRequests(actor);
}

/**
 * The export's audit events: those the person did, and those about their own account (an admin
 * changing their role). For queries that select from `audit_events`.
 */
export function auditEventsAboutMe(actor: Pick<Actor, 'id'>): SQL {
  return or(
    eq(auditEvents.actorId, actor.id),
    and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, actor.id)),
  )!;
}

/**
 * The export's message threads: only those the person is a member of (sent or received), never a
 * thread they may read only because they run its estate. For queries that select from
 * `message_threads`.
 */
export function threadsIAmIn(actor: Pick<Actor, 'id'>): SQL {
  return exists(
    sql`(select 1 from ${messageThreadMembers} where ${messageThreadMembers.threadId} = ${messageThreads.id} and ${messageThreadMembers.userId} = ${actor.id})`,
  );
}

/** The export's documents: those the person uploaded. For queries that select from `documents`. */
export function documentsIUploaded(actor: Pick<Actor, 'id'>): SQL {
  return eq(documents.uploadedBy, actor.id);
}

/** The export's NotifyFlow notifications: those the person sent. From `notifications`. */
export function notificationsISent(actor: Pick<Actor, 'id'>): SQL {
  return eq(notifications.createdBy, actor.id);
}

/** The export's calendar events: those the person added. From `calendar_events`. */
export function calendarEventsIAdded(actor: Pick<Actor, 'id'>): SQL {
  return eq(calendarEvents.createdBy, actor.id);
}

/**
 * The export's rows that are the person's own by a column naming them: their account, sign-in
 * methods and sessions, estate links and executor records, tasks given to them, document versions,
 * note comments and NotifyFlow replies they wrote. One scope per table, so the export writes none.
 */
export const myOwnRows = {
  account: (actor: Pick<Actor, 'id'>): SQL => eq(users.id, actor.id),
  signInMethods: (actor: Pick<Actor, 'id'>): SQL => eq(accounts.userId, actor.id),
  sessions: (actor: Pick<Actor, 'id'>): SQL => eq(sessions.userId, actor.id),
  estateRoles: (actor: Pick<Actor, 'id'>): SQL => eq(estateRoles.userId, actor.id),
  executorRecords: (actor: Pick<Actor, 'id'>): SQL => eq(executors.userId, actor.id),
  tasksGivenToMe: (actor: Pick<Actor, 'id'>): SQL => eq(tasks.assignedToUserId, actor.id),
  documentVersionsIUploaded: (actor: Pick<Actor, 'id'>): SQL => eq(documentVersions.uploadedBy, actor.id),
  noteCommentsIWrote: (actor: Pick<Actor, 'id'>): SQL => eq(noteComments.authorId, actor.id),
  notificationRepliesIWrote: (actor: Pick<Actor, 'id'>): SQL => eq(notificationReplies.createdBy, actor.id),
  invitationsToMe: (actor: Pick<Actor, 'email'>): SQL =>
    eq(estateInvitations.email, actor.email.toLowerCase()),
};

/**
 * Staged uploads (decision 049): only the uploader's own, for using one in a form or cancelling it.
 * From `staged_uploads`.
 */
export function ownStagedUploads(actor: Pick<Actor, 'id'>): SQL {
  return eq(stagedUploads.userId, actor.id);
}

/** The export's estate records about the person as a beneficiary. From `beneficiaries`. */
export function beneficiaryRecordsOfMe(actor: Pick<Actor, 'id'>): SQL {
  return eq(beneficiaries.userId, actor.id);
}
