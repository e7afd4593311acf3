import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, nzToday } from '@estate/domain';
import { complianceItems, estateRoles, estates, tasks } from '../../src/db/schema.js';
import { build, cookieOf, type Session } from '../helper.js';

const t = await build();
const today = nzToday();

type DashTask = { name: string; dueDate: string | null; status: string };
const dashboard = async (who: Session) => (await t.as(who, { method: 'GET', url: '/api/dashboard' })).json();
const starter = async (estateId: string, key: string) =>
  (
    await t.deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.estateId, estateId), eq(tasks.templateKey, key)))
  )[0]!;

describe('overdue tasks on the dashboard (counted in SQL, Pacific/Auckland dates)', () => {
  it('counts overdue work, lists it apart, and lists upcoming work from today by due date', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Rangi Overdue' });
    await t.deps.db.insert(tasks).values([
      { estateId, name: 'Due in July', dueDate: addDays(today, -130) },
      { estateId, name: 'Due yesterday', dueDate: addDays(today, -1), status: 'in_progress' },
      { estateId, name: 'Done in July', dueDate: addDays(today, -120), status: 'completed' },
      { estateId, name: 'Due today', dueDate: today },
      { estateId, name: 'Due in three days', dueDate: addDays(today, 3) },
    ]);
    const home = await dashboard(lawyer);
    expect(home.today).toBe(today);
    expect(home.stats.overdue).toBe(2);
    expect(home.overdueTasks.map((x: DashTask) => x.name)).toEqual(['Due in July', 'Due yesterday']);
    expect(home.upcomingTasks.map((x: DashTask) => x.name).slice(0, 2)).toEqual([
      'Due today',
      'Due in three days',
    ]);
    // Upcoming never lists work due before today, and is soonest first.
    const dates = home.upcomingTasks.map((x: DashTask) => x.dueDate);
    expect(dates.every((d: string) => d >= today)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    // Upcoming (next 14 days) and pending counts leave the completed task out.
    expect(home.stats.upcoming).toBeGreaterThanOrEqual(2);
    expect(home.stats.pendingTasks).toBe(
      (await t.deps.db.select().from(tasks).where(eq(tasks.estateId, estateId))).filter(
        (x) => x.status !== 'completed',
      ).length,
    );
    // Completing the overdue task takes it off the count.
    await t.deps.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.name, 'Due in July'));
    expect((await dashboard(lawyer)).stats.overdue).toBe(1);
  });

  it('an executor counts only the overdue tasks assigned to them', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const executor = await t.signUp({ role: 'executor' });
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Aroha Assigned' });
    await t.deps.db.insert(estateRoles).values({ estateId, userId: executor.userId, role: 'executor' });
    await t.deps.db.insert(tasks).values([
      { estateId, name: 'Theirs, late', dueDate: addDays(today, -10), assignedToUserId: executor.userId },
      { estateId, name: 'Not theirs, late', dueDate: addDays(today, -10) },
    ]);
    const home = await dashboard(executor);
    expect(home.stats.overdue).toBe(1);
    expect(home.overdueTasks.map((x: DashTask) => x.name)).toEqual(['Theirs, late']);
  });
});

describe('pending tasks: each estate keeps its open-task count (decision 055)', () => {
  it('the count follows every way a task is added, ticked off, reopened, moved and removed', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const first = await t.newEstate(lawyer, { deceasedName: 'Hemi Counted' });
    const second = await t.newEstate(lawyer, { deceasedName: 'Mere Counted' });
    const admin = await t.signUp({ role: 'executor' });
    await t.promote(admin, 'admin');
    const openIn = async (estateId: string) =>
      (await t.deps.db.select().from(tasks).where(eq(tasks.estateId, estateId))).filter(
        (x) => x.status !== 'completed',
      ).length;
    const kept = async (estateId: string) =>
      (await t.deps.db.select().from(estates).where(eq(estates.id, estateId)))[0]!.openTaskCount;
    // What the person sees on My Estates and the dashboard, beside the tasks counted one by one.
    const expectCounts = async (step: string) => {
      for (const estateId of [first, second]) expect(await kept(estateId), step).toBe(await openIn(estateId));
      const open = (await openIn(first)) + (await openIn(second));
      const mine = (await t.as(lawyer, { method: 'GET', url: '/api/estates' })).json();
      expect(mine.summary.pendingTasks, step).toBe(open);
      expect((await dashboard(lawyer)).stats.pendingTasks, step).toBe(open);
      // An admin's are every estate's open tasks.
      const everyOpen = (await t.deps.db.select().from(tasks)).filter((x) => x.status !== 'completed');
      expect((await dashboard(admin)).stats.pendingTasks, step).toBe(everyOpen.length);
    };
    await expectCounts('starter tasks');
    expect(await kept(first)).toBeGreaterThan(5);

    const added = await t.as(lawyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: { estateId: first, name: 'Ring the bank', dueDate: addDays(today, 2) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const taskId = added.json().taskId as string;
    await expectCounts('a task added');
    let version = 1; // as made; each change answers the next (decision 060)
    for (const status of ['completed', 'in_progress', 'completed', 'todo']) {
      const res = await t.as(lawyer, {
        method: 'PATCH',
        url: `/api/tasks/${taskId}`,
        headers: { 'if-match': `"${version}"` },
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
      await expectCounts(`set to ${status}`);
    }
    // Many rows in one statement, one of them completed; then moved, ticked off and removed at once.
    await t.deps.db.insert(tasks).values([
      { estateId: first, name: 'Bulk one' },
      { estateId: second, name: 'Bulk two' },
      { estateId: second, name: 'Bulk three', status: 'completed' },
    ]);
    await expectCounts('three added in one statement');
    await t.deps.db.update(tasks).set({ estateId: second }).where(eq(tasks.name, 'Bulk one'));
    await expectCounts('one moved to the other estate');
    await t.deps.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.estateId, second));
    await expectCounts("all of the second estate's ticked off");
    await t.deps.db.delete(tasks).where(eq(tasks.estateId, first));
    await expectCounts("all of the first estate's removed");
    expect(await kept(first)).toBe(0);
    // An executor's pending tasks are only those given to them.
    const executor = await t.signUp({ role: 'executor' });
    await t.deps.db
      .insert(estateRoles)
      .values({ estateId: second, userId: executor.userId, role: 'executor' });
    await t.deps.db.insert(tasks).values([
      { estateId: second, name: 'Theirs', assignedToUserId: executor.userId },
      { estateId: second, name: 'Theirs, done', assignedToUserId: executor.userId, status: 'completed' },
    ]);
    expect((await dashboard(executor)).stats.pendingTasks).toBe(1);
    await expectCounts('one given to an executor');
    // Removing an estate takes its tasks with it, and the count with the row.
    await t.deps.db.delete(estates).where(eq(estates.id, second));
    expect(await t.deps.db.select().from(estates).where(eq(estates.id, second))).toEqual([]);
  });
});

describe('starter task due dates', () => {
  it('an estate opened months after the death starts with nothing past due', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    // The helper's estate died on 10 March 2026, months before today.
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Moana Late' });
    const rows = await t.deps.db.select().from(tasks).where(eq(tasks.estateId, estateId));
    const dated = rows.filter((x) => x.dueDate);
    expect(dated.length).toBeGreaterThan(5);
    expect(dated.every((x) => x.dueDate! >= today)).toBe(true);
    expect((await starter(estateId, 'death-certificates')).dueDate).toBe(addDays(today, 10));
    expect((await dashboard(lawyer)).stats.overdue).toBe(0);
  });

  it('an estate opened soon after the death keeps dates counted from the death', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const died = addDays(today, -3);
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Nikau Recent', dateOfDeath: died });
    expect((await starter(estateId, 'file-probate')).dueDate).toBe(addDays(died, 42));
    // 7 days after the death would be 4 days from today: still from the death.
    expect((await starter(estateId, 'original-will')).dueDate).toBe(addDays(died, 7));
  });

  it('the PRA option counts from the grant, even for a small estate, and moves when the grant is recorded', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Pita Small', estimatedValue: '120000' });
    const [estate] = await t.deps.db.select().from(estates).where(eq(estates.id, estateId));
    expect(estate!.smallEstateFlag).toBe(true);
    const pra = await starter(estateId, 'pra-option');
    expect(pra.name).toMatch(/Property \(Relationships\) Act/);
    expect(pra.dueDate).toBeNull();
    const grantDate = addDays(today, -20);
    const patched = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { grantDate },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await starter(estateId, 'pra-option')).dueDate).toBe(addMonths(grantDate, 6));
    expect((await starter(estateId, 's47-hold')).dueDate).toBe(addMonths(grantDate, 6));
    // The death-anchored tasks keep the dates they were opened with.
    expect((await starter(estateId, 'death-certificates')).dueDate).toBe(addDays(today, 10));
    // A corrected grant date moves it again.
    const corrected = addDays(grantDate, 5);
    await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { grantDate: corrected },
    });
    expect((await starter(estateId, 'pra-option')).dueDate).toBe(addMonths(corrected, 6));
  });

  it('an estate administered without a grant counts the PRA option from the death, until a grant is recorded', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const died = addDays(today, -70);
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Rua Nogrant', dateOfDeath: died });
    const patch = (payload: Record<string, unknown>) =>
      t.as(lawyer, { method: 'PATCH', url: `/api/estates/${estateId}`, payload });
    const obligation = async () =>
      (
        await t.deps.db
          .select()
          .from(complianceItems)
          .where(
            and(
              eq(complianceItems.estateId, estateId),
              eq(complianceItems.requirement, 'Surviving partner chooses Option A or B'),
            ),
          )
      )[0]!.dueDate;

    const marked = await patch({ withoutGrant: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().withoutGrant).toBe(true);
    // Six months from the death (a legal deadline: not moved to the opening day), task and obligation.
    expect((await starter(estateId, 'pra-option')).dueDate).toBe(addMonths(died, 6));
    expect(await obligation()).toBe(addMonths(died, 6));
    // The s47 date still waits for a grant.
    expect((await starter(estateId, 's47-hold')).dueDate).toBeNull();

    // Unmarked: back to waiting for the grant.
    expect((await patch({ withoutGrant: false })).statusCode).toBe(200);
    expect((await starter(estateId, 'pra-option')).dueDate).toBeNull();

    // A grant recorded ends "without a grant"; marking it again is refused while the grant stands.
    expect((await patch({ withoutGrant: true })).statusCode).toBe(200);
    const grantDate = addDays(today, -3);
    const granted = await patch({ grantDate });
    expect(granted.json().withoutGrant).toBe(false);
    expect((await starter(estateId, 'pra-option')).dueDate).toBe(addMonths(grantDate, 6));
    const refused = await patch({ withoutGrant: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/grant date is recorded/);
    // Both at once contradict each other: 400 naming the field, nothing changed.
    const both = await patch({ withoutGrant: true, grantDate: null });
    expect(both.statusCode, both.body).toBe(200);
    const contradiction = await patch({ withoutGrant: true, grantDate });
    expect(contradiction.statusCode).toBe(400);
    expect(contradiction.body).toMatch(/withoutGrant/);
    expect((await patch({ withoutGrant: 'yes' })).statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(estates).where(eq(estates.id, estateId));
    expect(row!.withoutGrant).toBe(true);
    expect(row!.grantDate).toBeNull();
  });
});

describe('first visit or not', () => {
  it('the first session is a first visit; a later sign-in is not', async () => {
    const person = await t.signUp({ role: 'executor', password: 'first visit passphrase' });
    expect((await dashboard(person)).firstVisit).toBe(true);
    const again = await t.signIn(person.email, 'first visit passphrase');
    expect(again.statusCode).toBe(200);
    const later = { ...person, cookie: cookieOf(again) };
    expect((await dashboard(later)).firstVisit).toBe(false);
  });
});

describe('Recent Estates on the dashboard', () => {
  it('an admin sees the most recently updated estates of all; others the estates they may see', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const older = await t.newEstate(lawyer, { deceasedName: 'Older Estate' });
    const newer = await t.newEstate(lawyer, { deceasedName: 'Newer Estate' });
    const recent = async (who: Session) =>
      (await t.as(who, { method: 'GET', url: '/api/estates/recent' }))
        .json()
        .items.map((e: { estateId: string }) => e.estateId);
    expect((await recent(admin)).slice(0, 2)).toEqual([newer, older]);
    // Updating the older estate brings it to the top.
    const patched = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${older}`,
      payload: { stage: 'application_filed' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await recent(admin))[0]).toBe(older);
    expect((await recent(lawyer)).slice(0, 2)).toEqual([older, newer]);
    const stranger = await t.signUp({ role: 'lawyer' });
    expect(await recent(stranger)).toEqual([]);
  });
});
