import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL, type Column } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { estateRoles, estateTallies, estates, executors, recordTallies, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import { type Who } from './actor.js';
import { qualified } from '../../db/sql.js';

/**
 * The firm a lawyer belongs to, as a scalar subquery (null for anyone else, or a lawyer without a
 * firm: `= null` matches nothing). Postgres runs it once per query, not once per row.
 */
export function firmOfLawyer(userId: string): SQL {
  return sql`(select ${users.firmId} from ${users} where ${users.id} = ${userId} and ${users.role} = 'lawyer')`;
}

/** The firm whose estates this person sees as a colleague: a lawyer's firm; null for anyone else. */
function firmOf(actor: Who): SQL {
  return actor.role === 'lawyer' ? firmOfLawyer(actor.id) : sql`null::uuid`;
}

/**
 * The estates someone sees through a role link beyond those they opened and their firm's: the ids
 * of their active links that are not their own estate's link (`creator_link`) nor to an estate of
 * their firm. Each link carries its estate's firm and whether its person opened it (kept by
 * triggers, migration 0040), so these few are read from one small index rather than every link the
 * person has (decision 084: the lawyer who opened 100,000 estates has 100,000 links, and a list
 * hashed every one of them). Were a copied column ever wrong it could only leave a link out, so
 * an estate is hidden, never shown to someone it should not be.
 */
function linksElsewhere(actor: Who): SQL {
  return sql`(select ${estateRoles.estateId} from ${estateRoles} where ${estateRoles.userId} = ${actor.id} and ${estateRoles.status} = 'active' and not ${estateRoles.creatorLink} and not coalesce(${estateRoles.estateFirmId} = ${firmOf(actor)}, false))`;
}

/**
 * Estates: the creator, anyone with an active estateroles link, a lawyer of the firm whose matter it
 * is (decision 020: a firm's matters are shared inside the firm), and admins. For queries that select
 * from `estates`.
 *
 * A link to an estate the person opened, or to their firm's, adds nothing the first and last rules
 * do not: only the links elsewhere are read, as one hashed set (issue 20: not a lookup per estate,
 * which the planner priced at ~90,000 over 10,000 estates; decision 084: not every link either).
 */
export function visibleEstates(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  return or(
    eq(estates.createdBy, actor.id),
    sql`${estates.id} in ${linksElsewhere(actor)}`,
    ...(actor.role === 'lawyer' ? [sql`${estates.firmId} = ${firmOfLawyer(actor.id)}`] : []),
  )!;
}

/**
 * The estates the actor may see, as rows of (status, stage, estates, open_tasks, documents) whose
 * sums are theirs (decision 084), for a query that selects `from` it. Their own and their firm's estates
 * come from the kept tallies (`estate_tallies`, one row per firm, creator, status and stage and the
 * changes not yet folded), so a count of 100,000 estates adds up a few rows; the estates they see
 * only through a link elsewhere are read one by one (one row each, and few). The same estates as
 * `visibleEstates`, split so that nothing is counted twice: a tally row's key is the firm's or the
 * person's, and a link elsewhere is to neither.
 */
export function visibleEstateTallies(actor: Who): SQL {
  const t = {
    status: qualified(estateTallies.status),
    stage: qualified(estateTallies.stage),
    estates: qualified(estateTallies.estates),
    openTasks: qualified(estateTallies.openTasks),
    documents: qualified(estateTallies.documents),
    firmId: qualified(estateTallies.firmId),
    createdBy: qualified(estateTallies.createdBy),
  };
  const kept = sql`select ${t.status} as status, ${t.stage} as stage, ${t.estates} as estates, ${t.openTasks} as open_tasks, ${t.documents} as documents from ${estateTallies}`;
  if (actor.role === 'admin') return sql`(${kept})`;
  const e = {
    id: qualified(estates.id),
    status: qualified(estates.status),
    stage: qualified(estates.stage),
    openTaskCount: qualified(estates.openTaskCount),
    documentCount: qualified(estates.documentCount),
    createdBy: qualified(estates.createdBy),
    firmId: qualified(estates.firmId),
  };
  return sql`(${kept} where ${t.firmId} = ${firmOf(actor)} or ${t.createdBy} = ${actor.id}
    union all
    select ${e.status}, ${e.stage}, 1, ${e.openTaskCount}, ${e.documentCount} from ${estates}
    where ${e.id} in ${linksElsewhere(actor)} and not coalesce(${e.firmId} = ${firmOf(actor)}, false) and ${e.createdBy} is distinct from ${actor.id})`;
}

/** The kinds of record kept in `record_tallies` (migration 0041, decision 086). */
export type RecordTallyKind = 'task' | 'compliance_item' | 'asset' | 'valuation';

/**
 * The records of one kind in the estates the actor may see, as rows of (due_date, done, items,
 * cents, paired_cents, previous_cents) whose sums are theirs (decision 086), for a query that
 * selects `from` it: the dashboard's overdue and upcoming tasks, the unfiltered totals of the lists
 * across estates. Split as `visibleEstateTallies` is: the kept rows of their firm's and their own
 * estates (`record_tallies`), then the records of the estates they see only through a link
 * elsewhere, read from the kind's table (`record_tally_rows`, few).
 */
export function visibleRecordTallies(actor: Who, kind: RecordTallyKind): SQL {
  const r = {
    kind: qualified(recordTallies.kind),
    dueDate: qualified(recordTallies.dueDate),
    done: qualified(recordTallies.done),
    items: qualified(recordTallies.items),
    cents: qualified(recordTallies.cents),
    pairedCents: qualified(recordTallies.pairedCents),
    previousCents: qualified(recordTallies.previousCents),
    firmId: qualified(recordTallies.firmId),
    createdBy: qualified(recordTallies.createdBy),
  };
  const kept = sql`select ${r.dueDate} as due_date, ${r.done} as done, ${r.items} as items, ${r.cents} as cents, ${r.pairedCents} as paired_cents, ${r.previousCents} as previous_cents from ${recordTallies} where ${r.kind} = ${kind}`;
  if (actor.role === 'admin') return sql`(${kept})`;
  const e = {
    id: qualified(estates.id),
    createdBy: qualified(estates.createdBy),
    firmId: qualified(estates.firmId),
  };
  return sql`(${kept} and (${r.firmId} = ${firmOf(actor)} or ${r.createdBy} = ${actor.id})
    union all
    select * from record_tally_rows(${kind}, array(select ${e.id} from ${estates}
      where ${e.id} in ${linksElsewhere(actor)} and not coalesce(${e.firmId} = ${firmOf(actor)}, false) and ${e.createdBy} is distinct from ${actor.id})))`;
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
export function visibleEstateIds(actor: Who) {
  return sql`(select ${estates.id} from ${estates} where ${visibleEstates(actor)})`;
}

/** Rows whose estate (the given column) the actor may see: records, assets, beneficiaries… */
export function inVisibleEstate(actor: Who, estateIdColumn: Column | SQL): SQL {
  if (actor.role === 'admin') return sql`true`;
  return sql`${estateIdColumn} in ${visibleEstateIds(actor)}`;
}

/**
 * THE base of every scope over a table whose rows belong to an estate (tasks, documents, message
 * threads, calendar items, milestones, tax records, records of every kind): the row's estate is one
 * the actor may see, AND the row is in its audience, when it has one (a thread's participants, the
 * documents shared with beneficiaries). Every such scope is built by this function and none writes
 * its own estate check, so taking someone off an estate takes everything of it away at once: an
 * executor removed from an estate no longer reads or posts to its threads (decision 059).
 */
export function estateOwned(actor: Who, estateIdColumn: Column | SQL, ...audience: (SQL | undefined)[]): SQL {
  const audiences = audience.filter((a): a is SQL => a !== undefined);
  if (actor.role === 'admin' && audiences.length === 0) return sql`true`;
  return and(inVisibleEstate(actor, estateIdColumn), ...audiences)!;
}

/**
 * The firm's estates, as colleagues share them: the one definition of "the estates whose work is
 * mine" for those who work on estates as a firm (decision 059). For a lawyer, every estate they may
 * see: their own, those they are linked to, and their firm's (decision 020: a firm's lawyers cover
 * for each other, so the second lawyer sees the same tasks, documents and counts as the first); for
 * an admin, every estate. Null for anyone else, who is nobody's colleague. A condition on `estates`.
 */
export function firmEstates(actor: Who): SQL | null {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role === 'lawyer') return visibleEstates(actor);
  return null;
}

/**
 * The estates a law firm's API key reaches (issue 44, decision 090 "Firm keys"): the firm's matters
 * (`estates.firm_id`), and nothing its creator sees besides (an estate they are linked to elsewhere,
 * one they opened before joining the firm). A condition on `estates`.
 */
export function firmKeyEstates(firmId: string): SQL {
  return eq(estates.firmId, firmId);
}

/**
 * The base of every scope a firm's key reads over a table whose rows belong to an estate (its
 * tasks, its documents), as `estateOwned` is for people: the row's estate is one of the firm's.
 */
export function firmKeyOwned(firmId: string, estateIdColumn: Column | SQL): SQL {
  return sql`${estateIdColumn} in (select ${estates.id} from ${estates} where ${firmKeyEstates(firmId)})`;
}

/**
 * How many estates an account may see, for a query over `users` that shows it per row (the Users
 * table's Estates column): the rule of `visibleEstates`, with the account's columns in place of the
 * signed-in person's values, so a firm's second lawyer counts the firm's estates (decision 059). An
 * admin account sees every estate.
 */
export function estateCountOfAccount(account: {
  id: PgColumn;
  role: PgColumn;
  firmId: PgColumn;
}): SQL<number> {
  const [id, role, firm] = [qualified(account.id), qualified(account.role), qualified(account.firmId)];
  const t = {
    estates: qualified(estateTallies.estates),
    firmId: qualified(estateTallies.firmId),
    createdBy: qualified(estateTallies.createdBy),
  };
  const e = {
    id: qualified(estates.id),
    createdBy: qualified(estates.createdBy),
    firmId: qualified(estates.firmId),
  };
  const r = {
    estateId: qualified(estateRoles.estateId),
    userId: qualified(estateRoles.userId),
    status: qualified(estateRoles.status),
    creatorLink: qualified(estateRoles.creatorLink),
    estateFirmId: qualified(estateRoles.estateFirmId),
  };
  // As `visibleEstateTallies` splits it (decision 084): the kept tallies of the account's firm (a
  // lawyer's) and of the estates it opened, plus the estates it sees only through a link elsewhere,
  // counted one by one. Not a count over every estate per listed account.
  const itsFirm = sql`(case when ${role} = 'lawyer' then ${firm} end)`;
  const kept = sql`(select coalesce(sum(${t.estates}), 0) from ${estateTallies} where ${t.firmId} = ${itsFirm} or ${t.createdBy} = ${id})`;
  const elsewhere = sql`(select count(*) from ${estates} where ${e.id} in (select ${r.estateId} from ${estateRoles} where ${r.userId} = ${id} and ${r.status} = 'active' and not ${r.creatorLink} and not coalesce(${r.estateFirmId} = ${itsFirm}, false)) and not coalesce(${e.firmId} = ${itsFirm}, false) and ${e.createdBy} is distinct from ${id})`;
  const all = sql`(select coalesce(sum(${t.estates}), 0) from ${estateTallies})`;
  return sql<number>`(case when ${role} = 'admin' then ${all} else ${kept} + ${elsewhere} end)::int`;
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

/**
 * Whether a lawyer acts on the estate: it is a firm's matter, a lawyer opened it, or a lawyer holds
 * an active role link to it. An estate without one is run by its family (its executor) alone.
 */
export async function lawyerActsOn(
  db: Db | Tx,
  estate: { id: string; createdBy: string | null; firmId: string | null },
): Promise<boolean> {
  if (estate.firmId) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(
      or(
        and(eq(users.id, estate.createdBy ?? ''), eq(users.role, 'lawyer')),
        sql`${users.id} in (select ${estateRoles.userId} from ${estateRoles} where ${estateRoles.estateId} = ${estate.id} and ${estateRoles.role} = 'lawyer' and ${estateRoles.status} = 'active')`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Who keeps an estate's books, closing and reopening its periods (issue 41, decision 070): an admin,
 * a lawyer who can see the estate, and its executor only while no lawyer acts on it. Call it for an
 * estate the actor may see (`requireEstate`) and runs (`estate:manage`).
 */
export async function keepsTheBooks(
  db: Db | Tx,
  actor: Who,
  estate: { id: string; createdBy: string | null; firmId: string | null },
): Promise<boolean> {
  if (actor.role === 'admin' || actor.role === 'lawyer') return true;
  if (actor.role !== 'executor') return false;
  return !(await lawyerActsOn(db, estate));
}
