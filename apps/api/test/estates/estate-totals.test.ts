import { sql } from 'drizzle-orm';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { estateRoles, lawFirms, users } from '../../src/db/schema.js';
import { foldEstateTallies } from '../../src/services/estates/estate-tallies.js';
import { bringEstatesIntoFirm } from '../../src/services/estates/file-numbers.js';
import { build, firmOfTwoLawyers, requestsOf, type Session } from '../helper.js';

/*
 * My Estates', the dashboard's and the documents library's totals are added up from kept tallies
 * (decision 084), not counted over every visible estate. Whatever changes an estate (opened, its
 * status or stage changed, its tasks done, its documents deleted, moved into a firm, deleted; a
 * link given or taken away), each person's totals stay the ones a count of what they may see
 * gives, before and after the tallies are folded.
 */

const t = await build();
const { get } = requestsOf(t);
const db = t.database.db;

const { liam, mere, olive, executor, beneficiary, admin } = await firmOfTwoLawyers(t);
// A lawyer of no firm yet, who joins Liam's firm later.
const fin = await t.signUp({ role: 'lawyer', name: 'Fin Firmless' });
const people = { liam, mere, olive, executor, beneficiary, admin, fin };

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The rule itself, as a condition on estate `e` and person `u` (spec 2 §3 and decision 020): the
 * creator, an active role link, a lawyer of the estate's firm; an admin every estate. Both counts
 * below start from it.
 */
const seenBy = sql`(
  u.role = 'admin' or e.created_by = u.user_id
  or exists (select 1 from estateroles r where r.estate_id = e.estate_id and r.user_id = u.user_id and r.status = 'active')
  or (u.role = 'lawyer' and e.firm_id = u.firm_id))`;

/**
 * What each person may see, counted here from the rule itself (spec 2 §3 and decision 020: the
 * creator, an active role link, a lawyer of the estate's firm; an admin every estate), with each
 * estate's open tasks counted from its tasks.
 */
async function truth(who: Session) {
  const [row] = rows<{
    total: number;
    active: number;
    completed: number;
    pending: number;
    recent: number;
    documents: number;
    upcoming: number;
    overdue: number;
  }>(
    await db.execute(sql`
      with today as (select to_char((now() at time zone 'Pacific/Auckland')::date, 'YYYY-MM-DD') as d,
        to_char((now() at time zone 'Pacific/Auckland')::date + 14, 'YYYY-MM-DD') as last),
      -- "My" open tasks of each estate: all of them for a lawyer, an admin or a beneficiary, the
      -- ones given to them for an executor (decision 059).
      mine as (select k.* from tasks k, users u where u.user_id = ${who.userId} and k.status <> 'completed'
        and (u.role <> 'executor' or k.assigned_to_user_id = u.user_id))
      select count(*)::int as total,
        (count(*) filter (where e.status = 'active'))::int as active,
        (count(*) filter (where e.status in ('completed', 'closed')))::int as completed,
        coalesce(sum((select count(*) from tasks k where k.estate_id = e.estate_id and k.status <> 'completed')), 0)::int as pending,
        (count(*) filter (where e.updated_at >= now() - interval '7 days'))::int as recent,
        coalesce(sum((select count(*) from documents d where d.estate_id = e.estate_id)), 0)::int as documents,
        coalesce(sum((select count(*) from mine k, today where k.estate_id = e.estate_id and k.due_date between today.d and today.last)), 0)::int as upcoming,
        coalesce(sum((select count(*) from mine k, today where k.estate_id = e.estate_id and k.due_date < today.d)), 0)::int as overdue
      from estates e, users u
      where u.user_id = ${who.userId} and ${seenBy}`),
  );
  return row!;
}

/**
 * The records across every estate a person may see, counted here from the rows themselves: what
 * the unfiltered lists of Assets, Valuations and Compliance sum up (decision 086).
 */
async function recordTruth(who: Session) {
  const [row] = rows<{
    assets: number;
    assetCents: string;
    valuations: number;
    valuationCents: string;
    changeCents: string;
    compliance: number;
    completed: number;
    overdue: number;
  }>(
    await db.execute(sql`
      with v as (select e.estate_id from estates e, users u where u.user_id = ${who.userId} and ${seenBy})
      select
        (select count(*)::int from assets a where a.estate_id in (select estate_id from v)) as assets,
        (select coalesce(sum(a.value_cents), 0)::text from assets a where a.estate_id in (select estate_id from v)) as "assetCents",
        (select count(*)::int from valuations a where a.estate_id in (select estate_id from v)) as valuations,
        (select coalesce(sum(a.value_cents), 0)::text from valuations a where a.estate_id in (select estate_id from v)) as "valuationCents",
        (select coalesce(sum(a.value_cents - a.previous_value_cents) filter (where a.previous_value_cents is not null), 0)::text
          from valuations a where a.estate_id in (select estate_id from v)) as "changeCents",
        (select count(*)::int from compliance_items c where c.estate_id in (select estate_id from v)) as compliance,
        (select count(*)::int from compliance_items c where c.estate_id in (select estate_id from v) and c.status = 'completed') as completed,
        (select count(*)::int from compliance_items c where c.estate_id in (select estate_id from v) and c.status <> 'completed'
          and c.due_date < (now() at time zone 'Pacific/Auckland')::date) as overdue`),
  );
  return row!;
}

interface EstateList {
  total: number;
  summary: { activeEstates: number; pendingTasks: number; recentlyUpdated: number };
}
async function shown(who: Session, query = '') {
  const res = await get(who, `/api/estates?pageSize=12${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EstateList>();
}

/** Every person's My Estates and dashboard totals against the count, folded and not. */
async function expectEveryoneTrue(when: string) {
  for (const fold of [false, true]) {
    if (fold) await foldEstateTallies(db);
    for (const [name, who] of Object.entries(people)) {
      const want = await truth(who);
      const list = await shown(who);
      expect({ name, when, fold, total: list.total, ...list.summary }).toEqual({
        name,
        when,
        fold,
        total: want.total,
        activeEstates: want.active,
        pendingTasks: want.pending,
        recentlyUpdated: want.recent,
      });
      // Admin › Users: the Estates column counts the same estates.
      const row = await get(admin, `/api/admin/users?q=${encodeURIComponent(who.email)}`);
      const [account] = row.json<{ items: { id: string; linkedEstates: number }[] }>().items;
      expect({ name, when, id: account?.id, linked: account?.linkedEstates }).toEqual({
        name,
        when,
        id: who.userId,
        linked: want.total,
      });
      const dash = (await get(who, '/api/dashboard')).json<{
        stats: { activeEstates: number; completedEstates: number; upcoming: number; overdue: number };
      }>();
      expect({ name, when, ...dash.stats }).toMatchObject({
        name,
        when,
        activeEstates: want.active,
        completedEstates: want.completed,
        upcoming: want.upcoming,
        overdue: want.overdue,
      });
      // The unfiltered lists across estates: Assets, Valuations and Compliance (those who run
      // estates: a beneficiary is refused it).
      const records = await recordTruth(who);
      const assets = await get(who, '/api/assets?pageSize=5');
      expect(assets.statusCode, assets.body).toBe(200);
      const valuations = await get(who, '/api/valuations?pageSize=5');
      expect(valuations.statusCode, valuations.body).toBe(200);
      const compliance = await get(who, '/api/compliance-items?pageSize=5');
      const cards =
        compliance.statusCode === 200 ? compliance.json<{ total: number; summary: object }>() : null;
      expect({
        name,
        when,
        assets: assets.json<{ total: number; summary: object }>(),
        valuations: valuations.json<{ summary: object }>().summary,
        compliance: cards && { total: cards.total, ...cards.summary },
      }).toMatchObject({
        name,
        when,
        assets: {
          total: records.assets,
          summary: { count: records.assets, totalCents: Number(records.assetCents) },
        },
        valuations: {
          count: records.valuations,
          totalValueCents: Number(records.valuationCents),
          totalChangeCents: Number(records.changeCents),
        },
        compliance:
          who === beneficiary
            ? null
            : {
                total: records.compliance,
                completed: records.completed,
                overdue: records.overdue,
                pending: records.compliance - records.completed - records.overdue,
              },
      });
      // Compliance filtered by status: each total is its card's count.
      if (who !== beneficiary)
        for (const [status, want] of Object.entries({
          overdue: records.overdue,
          completed: records.completed,
          pending: records.compliance - records.completed - records.overdue,
        })) {
          const res = await get(who, `/api/compliance-items?pageSize=5&status=${status}`);
          expect({ name, when, status, total: res.json<{ total: number }>().total }).toEqual({
            name,
            when,
            status,
            total: want,
          });
        }
      // The documents library's total, for those who see every document of their estates.
      if (who !== beneficiary) {
        const library = await get(who, '/api/documents?pageSize=10');
        expect(library.statusCode, library.body).toBe(200);
        expect({ name, when, documents: library.json<{ total: number }>().total }).toEqual({
          name,
          when,
          documents: want.documents,
        });
      }
    }
  }
}

const liams = [
  await t.staffedEstate({ lawyer: liam, executor, beneficiary }, { deceasedName: 'Aroha Tally' }),
  await t.newEstate(liam, { deceasedName: 'Bruce Tally' }),
];
const meres = await t.newEstate(mere, { deceasedName: 'Carys Tally' });
const olives = [
  await t.newEstate(olive, { deceasedName: 'Dmitri Tally' }),
  await t.newEstate(olive, { deceasedName: 'Eru Tally' }),
];
await t.newEstate(fin, { deceasedName: 'Fetu Tally' });
await t.newEstate(fin, { deceasedName: 'Gina Tally' });

/**
 * Open tasks due on either side of the dashboard's lines (overdue: before today; upcoming: today to
 * the 14th day), in New Zealand dates, in every estate: the tallies by due date (decision 086) are
 * tested on dates that count and dates that do not. One of each is the executor's.
 */
async function datedTasks(estateIds: string[], label: string) {
  await db.execute(sql`
    insert into tasks (estate_id, name, status, due_date, assigned_to_user_id)
    select e, ${label} || ' ' || o, (array['todo', 'in_progress'])[1 + abs(o) % 2],
      to_char((now() at time zone 'Pacific/Auckland')::date + o, 'YYYY-MM-DD'),
      case when o = 0 then ${executor.userId}::uuid end
    from unnest(string_to_array(${estateIds.join(',')}, ',')::uuid[]) e, unnest(array[-30, -1, 0, 14, 15, 200]) o`);
}
await datedTasks([...liams, meres, ...olives], 'Dated');

/**
 * Assets (one without a value), and valuations with and without a previous value, in each estate;
 * the compliance items are the New Zealand obligations every estate starts with.
 */
async function records(estateIds: string[], label: string) {
  await db.execute(sql`
    insert into assets (estate_id, name, type, value_cents)
    select e, ${label} || ' ' || g, 'bank', case when g = 3 then null else g * 100050 end
    from unnest(string_to_array(${estateIds.join(',')}, ',')::uuid[]) e, generate_series(1, 3) g`);
  await db.execute(sql`
    insert into valuations (estate_id, asset_name, type, valued_on, value_cents, previous_value_cents)
    select e, ${label} || ' ' || g, 'registered', '2026-11-01', g * 250000, case when g = 1 then 240000 end
    from unnest(string_to_array(${estateIds.join(',')}, ',')::uuid[]) e, generate_series(1, 2) g`);
}
await records([...liams, meres, ...olives], 'Kept');

describe("My Estates' and the dashboard's totals from the kept tallies", () => {
  it('are what each person may see, once estates are opened', async () => {
    await expectEveryoneTrue('opened');
    expect((await shown(liam)).total).toBe(3); // his two and Mere's
    // Each of his three estates has two dated tasks on either side of today (o = 0 is the executor's).
    const { upcoming, overdue } = await truth(liam);
    expect(upcoming).toBeGreaterThanOrEqual(6);
    expect(overdue).toBeGreaterThanOrEqual(6);
    expect((await truth(executor)).upcoming).toBeGreaterThanOrEqual(1);
    expect((await shown(olive)).total).toBe(2);
  });

  it('follow a link to another firm’s estate, and its removal', async () => {
    // Liam is asked onto one of Olive's estates: he sees it, once.
    await db.insert(estateRoles).values({ estateId: olives[0]!, userId: liam.userId, role: 'lawyer' });
    await db.insert(estateRoles).values({ estateId: olives[0]!, userId: liam.userId, role: 'executor' });
    expect((await shown(liam)).total).toBe(4);
    await expectEveryoneTrue('linked elsewhere');
    await db.execute(
      sql`update estateroles set status = 'revoked' where estate_id = ${olives[0]!} and user_id = ${liam.userId}`,
    );
    expect((await shown(liam)).total).toBe(3);
    await expectEveryoneTrue('link removed');
  });

  it('follow a status changed in the app, tasks done and an estate deleted', async () => {
    const read = await get(liam, `/api/estates/${liams[1]!}`);
    const version = read.json<{ version: number }>().version;
    const done = await t.as(liam, {
      method: 'PATCH',
      url: `/api/estates/${liams[1]!}`,
      headers: { 'if-match': `"${version}"` },
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const before = (await shown(mere)).summary.pendingTasks;
    await db.execute(sql`update tasks set status = 'completed' where estate_id = ${liams[0]!}`);
    expect((await shown(mere)).summary.pendingTasks).toBeLessThan(before);
    // A task brought forward from next week into the overdue ones, one pushed past the 14 days, one
    // given no date, one moved to another estate, and new ones added to Mere's.
    await db.execute(
      sql`update tasks set due_date = '2020-01-01' where estate_id = ${meres} and name = 'Dated 15'`,
    );
    await db.execute(
      sql`update tasks set due_date = '2099-01-01' where estate_id = ${meres} and name = 'Dated 0'`,
    );
    await db.execute(sql`update tasks set due_date = null where estate_id = ${meres} and name = 'Dated -1'`);
    await db.execute(
      sql`update tasks set estate_id = ${olives[0]!} where estate_id = ${meres} and name = 'Dated 14'`,
    );
    await datedTasks([meres], 'Later');
    // Records changed: a value set and one cleared, a valuation's previous value added, one deleted,
    // a compliance item done and another brought past due; an asset moved to another estate.
    await db.execute(sql`update assets set value_cents = 5 where estate_id = ${meres} and name = 'Kept 3'`);
    await db.execute(
      sql`update assets set value_cents = null where estate_id = ${meres} and name = 'Kept 1'`,
    );
    await db.execute(
      sql`update assets set estate_id = ${olives[0]!} where estate_id = ${meres} and name = 'Kept 2'`,
    );
    await db.execute(
      sql`update valuations set previous_value_cents = 1 where estate_id = ${meres} and asset_name = 'Kept 2'`,
    );
    await db.execute(sql`delete from valuations where estate_id = ${liams[0]!} and asset_name = 'Kept 1'`);
    await db.execute(sql`
      update compliance_items set status = 'completed'
      where compliance_item_id = (select compliance_item_id from compliance_items where estate_id = ${meres} order by due_date limit 1)`);
    await db.execute(sql`
      update compliance_items set due_date = '2020-01-01'
      where compliance_item_id = (select compliance_item_id from compliance_items where estate_id = ${liams[1]!} and status <> 'completed' order by due_date desc limit 1)`);
    await records([meres], 'Added');
    await db.execute(sql`update estates set stage = 'administration' where estate_id = ${meres}`);
    await db.execute(sql`delete from estates where estate_id = ${olives[1]!}`);
    await db.execute(sql`delete from documents where estate_id = ${liams[1]!}`);
    await expectEveryoneTrue('changed and deleted');
    expect((await shown(liam, '&status=completed')).total).toBe(1);
    expect((await shown(liam, '&stage=administration')).total).toBe(1);
  });

  it("follow a firmless lawyer's estates into the firm they join", async () => {
    const [firm] = await db
      .select({ id: users.firmId })
      .from(users)
      .where(sql`${users.id} = ${liam.userId}`);
    await db
      .update(users)
      .set({ firmId: firm!.id })
      .where(sql`${users.id} = ${fin.userId}`);
    // As the app does when he joins (decision 020): his own estates become the firm's.
    await bringEstatesIntoFirm(db, fin.userId, firm!.id!);
    // Liam now sees Fin's estates as the firm's; Fin sees the firm's as well as his own.
    expect((await shown(liam)).total).toBe(5);
    expect((await shown(fin)).total).toBe(5);
    await expectEveryoneTrue('joined a firm');
    // And a firm of his own again: Liam no longer sees them.
    const [other] = await db.insert(lawFirms).values({ name: 'Fin & Co' }).returning();
    await db
      .update(users)
      .set({ firmId: other!.id })
      .where(sql`${users.id} = ${fin.userId}`);
    await db.execute(
      sql`update estates set firm_id = ${other!.id}, file_number = file_number || '-F' where created_by = ${fin.userId}`,
    );
    expect((await shown(liam)).total).toBe(3);
    await expectEveryoneTrue('left the firm');
  });

  it('a filtered or searched total counts what it matches; "updated this week" only the week', async () => {
    // One of Liam's estates opened, and last changed, two months ago.
    await db.execute(
      sql`update estates set date_created = now() - interval '60 days', updated_at = now() - interval '60 days' where estate_id = ${liams[0]!}`,
    );
    const want = await truth(liam);
    expect(want.recent).toBe(want.total - 1);
    expect((await shown(liam, '&q=aroha')).total).toBe(1);
    expect((await shown(liam, '&range=30d')).total).toBe(want.total - 1);
    expect((await shown(liam)).summary.recentlyUpdated).toBe(want.total - 1);
    await expectEveryoneTrue('one changed long ago');
  });

  it('folding, several at once, changes no total and leaves one row per key', async () => {
    for (let i = 0; i < 5; i++) await t.newEstate(mere, { deceasedName: `Hine Tally ${i}` });
    const before = await shown(mere);
    await Promise.all([foldEstateTallies(db), foldEstateTallies(db), foldEstateTallies(db)]);
    expect(await shown(mere)).toEqual(before);
    const [keys] = rows<{ rows: number; keys: number; unfolded: number }>(
      await db.execute(sql`select count(*)::int as rows,
        (select count(*)::int from (select distinct firm_id, created_by, status, stage from estate_tallies) k) as keys,
        (count(*) filter (where not folded))::int as unfolded from estate_tallies`),
    );
    expect(keys!.unfolded).toBe(0);
    expect(keys!.rows).toBe(keys!.keys);
    const [due] = rows<{ rows: number; keys: number; unfolded: number }>(
      await db.execute(sql`select count(*)::int as rows,
        (select count(*)::int from (select distinct kind, firm_id, created_by, due_date, done from record_tallies) k) as keys,
        (count(*) filter (where not folded))::int as unfolded from record_tallies`),
    );
    expect(due!.unfolded).toBe(0);
    expect(due!.rows).toBe(due!.keys);
    await expectEveryoneTrue('folded at once');
  });
});

describe.skipIf(t.database.kind !== 'postgres')(
  'Tasks due by date while their estate changes firm, two connections at once (decision 086)',
  () => {
    it('counts each task once, under the firm its estate ends in, whichever commits first', async () => {
      const firmOf = async (who: Session) =>
        (
          await db
            .select({ id: users.firmId })
            .from(users)
            .where(sql`${users.id} = ${who.userId}`)
        )[0]!.id!;
      const [liamsFirm, olivesFirm] = [await firmOf(liam), await firmOf(olive)];
      const estate = await t.newEstate(olive, { deceasedName: 'Iosefa Tally' });
      const mover = new pg.Client({ connectionString: t.database.url! });
      const writer = new pg.Client({ connectionString: t.database.url! });
      await Promise.all([mover.connect(), writer.connect()]);
      const move = (to: string) =>
        mover.query('update estates set firm_id = $1 where estate_id = $2', [to, estate]);
      const addTask = (name: string) =>
        writer.query(
          `insert into tasks (estate_id, name, status, due_date)
           values ($1, $2, 'todo', to_char((now() at time zone 'Pacific/Auckland')::date + 3, 'YYYY-MM-DD'))`,
          [estate, name],
        );
      try {
        // The move first: a task added before it commits waits, then counts under the new firm.
        await mover.query('begin');
        await move(liamsFirm);
        const adding = addTask('Raced 1');
        await pause(300);
        await mover.query('commit');
        await adding;
        await expectEveryoneTrue('a task added while its estate moved');
        // The task first: the move waits for it, then takes it along.
        await writer.query('begin');
        await addTask('Raced 2');
        const moving = move(olivesFirm);
        await pause(300);
        await writer.query('commit');
        await moving;
        await expectEveryoneTrue('an estate moved while a task was added');
      } finally {
        await Promise.all([mover.end(), writer.end()]);
      }
    });
  },
);

describe('Recent Activity for someone who sees most estates (decision 084)', () => {
  it("shows the newest events of the firm's 40 estates, none of another firm's, one probe per event", async () => {
    const [firm] = await db
      .select({ id: users.firmId })
      .from(users)
      .where(sql`${users.id} = ${liam.userId}`);
    // Forty more of the firm's estates, opened by Mere, each with one event a minute apart (the
    // newest of all his); then newer events about an estate of Olive's, which Liam must not see.
    const made = rows<{ id: string }>(
      await db.execute(sql`
        insert into estates (deceased_name, workflow_type, will_status, created_by, firm_id)
        select 'Many ' || g, 'probate', 'Valid Will Exists', ${mere.userId}::uuid, ${firm!.id}::uuid
        from generate_series(1, 40) g returning estate_id as id`),
    ).map((r) => r.id);
    await db.execute(sql`
      insert into audit_events (actor_id, action, entity_type, entity_id, data, created_at)
      select ${mere.userId}::uuid, 'estate.updated', 'estate', id, '{}'::jsonb,
        now() + interval '1 hour' - (n || ' minutes')::interval
      from unnest(string_to_array(${made.join(',')}, ',')) with ordinality as m(id, n)`);
    await db.execute(sql`
      insert into audit_events (actor_id, action, entity_type, entity_id, data, created_at)
      select ${olive.userId}::uuid, 'task.status_changed', 'task', gen_random_uuid()::text,
        jsonb_build_object('estateId', ${olives[0]!}::text), now() + interval '2 hours' + (g || ' seconds')::interval
      from generate_series(1, 10) g`);
    const sees = (await shown(liam)).total;
    const all = (await shown(admin)).total;
    // The line of decision 084: Liam's estates are enough that each event is probed.
    expect(sees * sees).toBeGreaterThan(32 * all);
    const activity = (await get(liam, '/api/dashboard')).json<{
      recentActivity: { estateId: string | null }[];
    }>().recentActivity;
    expect(activity.map((a) => a.estateId)).toEqual(made.slice(0, 8));
    // Olive still sees her own (she sees few: the hashed way).
    const olivesActivity = (await get(olive, '/api/dashboard')).json<{
      recentActivity: { estateId: string | null }[];
    }>().recentActivity;
    expect(olivesActivity.length).toBe(8);
    expect(olivesActivity.every((a) => a.estateId === olives[0])).toBe(true);
  });
});
