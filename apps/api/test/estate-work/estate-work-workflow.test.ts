import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, nzToday } from '@estate/domain';
import { auditEvents, estateRoles } from '../../src/db/schema.js';
import { build, requestsOf } from '../helper.js';

/*
 * Estate Workflow and Compliance Tracking (issue 13) through their routes: the estate's own six
 * stages kept in step with its stage both ways, the firm's stages free; the New Zealand obligations
 * every new estate starts with, overdue as of today in New Zealand, and who reads what (decision 018).
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Wiremu Workflow' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Olive Otherfirm' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post, put, patch, del } = requestsOf(t);

type Stage = {
  id: string;
  name: string;
  status: string;
  estateStage: string | null;
  position: number;
  startDate: string | null;
  completedDate: string | null;
};

async function stagesOf(estateId: string, who = lawyer) {
  const res = await get(who, `/api/estates/${estateId}/workflow-stages?pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<{ items: Stage[]; summary: Record<string, number>; total: number }>();
  // Every stage is on the one page: the list's total is their number.
  expect(list.total).toBe(list.items.length);
  return list;
}
const statuses = (items: Stage[]) =>
  Object.fromEntries(items.filter((s) => s.estateStage).map((s) => [s.estateStage, s.status]));
const estateStageOf = async (estateId: string) =>
  (await get(lawyer, `/api/estates/${estateId}`)).json<{ stage: string }>().stage;

describe('estate workflow', () => {
  it("holds the estate's own six stages from the start, Initial in progress", async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Stage Start' });
    const { items, summary } = await stagesOf(estateId);
    expect(items.map((s) => s.name)).toEqual([
      'Initial',
      'Application Filed',
      'Grant Issued',
      'Administration',
      'Distribution',
      'Closed',
    ]);
    expect(items[0]).toMatchObject({ status: 'in_progress', startDate: nzToday() });
    expect(summary).toEqual({ total: 6, completed: 0, inProgress: 1, blocked: 0 });
  });

  it('follows Update Status on the estate page', async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Stage Patch' });
    const res = await patch(lawyer, `/api/estates/${estateId}`, { status: 'active', stage: 'grant_issued' });
    expect(res.statusCode, res.body).toBe(200);
    const { items, summary } = await stagesOf(estateId);
    expect(statuses(items)).toEqual({
      initial: 'completed',
      application_filed: 'completed',
      grant_issued: 'in_progress',
      administration: 'pending',
      distribution: 'pending',
      closed: 'pending',
    });
    expect(items[1]!.completedDate).toBe(nzToday());
    expect(summary).toMatchObject({ completed: 2, inProgress: 1 });

    // Back a stage: the later one is pending again, without its completed date.
    await patch(lawyer, `/api/estates/${estateId}`, { stage: 'application_filed' });
    const back = (await stagesOf(estateId)).items;
    expect(statuses(back)).toMatchObject({ application_filed: 'in_progress', grant_issued: 'pending' });
    expect(back[1]!.completedDate).toBeNull();

    await patch(lawyer, `/api/estates/${estateId}`, { stage: 'closed' });
    expect((await stagesOf(estateId)).summary).toMatchObject({ total: 6, completed: 6, inProgress: 0 });
  });

  it('moves the estate when one of its own stages is saved, and keeps their names', async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Stage Save' });
    const url = `/api/estates/${estateId}/workflow-stages`;
    const byKey = async (key: string) => (await stagesOf(estateId)).items.find((s) => s.estateStage === key)!;
    const save = async (key: string, body: object) => {
      const stage = await byKey(key);
      const res = await put(lawyer, `${url}/${stage.id}`, { name: stage.name, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Stage>();
    };

    // Starting one makes it the estate's stage.
    await save('application_filed', { status: 'in_progress', owner: 'Wiremu' });
    expect(await estateStageOf(estateId)).toBe('application_filed');
    expect((await byKey('initial')).status).toBe('completed');

    // Completing the current one opens the next.
    const done = await save('application_filed', { status: 'completed', owner: 'Wiremu' });
    expect(done.completedDate).toBe(nzToday());
    expect(await estateStageOf(estateId)).toBe('grant_issued');
    expect((await byKey('grant_issued')).status).toBe('in_progress');

    // Blocked stays blocked, also through Update Status on the estate page.
    await save('grant_issued', { status: 'blocked', description: 'Court asked for an affidavit' });
    await patch(lawyer, `/api/estates/${estateId}`, { status: 'active', stage: 'grant_issued' });
    expect((await byKey('grant_issued')).status).toBe('blocked');
    expect((await stagesOf(estateId)).summary.blocked).toBe(1);

    // Back to pending: the stage before is current again.
    await save('grant_issued', { status: 'pending' });
    expect(await estateStageOf(estateId)).toBe('application_filed');
    expect((await byKey('application_filed')).status).toBe('in_progress');

    // The name is the estate's; a rename is not kept.
    const renamed = await put(lawyer, `${url}/${(await byKey('initial')).id}`, {
      name: 'Something else',
      status: 'completed',
      position: 9999,
    });
    expect(renamed.json()).toMatchObject({ name: 'Initial', position: 100 });

    // The estate's Recent Activity says it moved.
    const moves = await t.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, estateId), eq(auditEvents.action, 'estate.updated')));
    expect(moves.map((m) => (m.data as { changes: { stage?: string } }).changes.stage)).toContain(
      'grant_issued',
    );
  });

  it("refuses to delete the estate's own stages; the firm's are free and placed by position", async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Stage Delete' });
    const url = `/api/estates/${estateId}/workflow-stages`;
    const initial = (await stagesOf(estateId)).items[0]!;
    const refused = await del(lawyer, `${url}/${initial.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/cannot be deleted/);
    expect((await stagesOf(estateId)).items).toHaveLength(6);

    const last = await post(lawyer, url, { name: 'Final accounts signed', status: 'pending' });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({ estateStage: null, position: 610 });
    const between = await post(lawyer, url, {
      name: 'Valuations ordered',
      status: 'in_progress',
      owner: 'Aroha',
      dueDate: '2026-12-01',
      position: 150,
    });
    expect(between.statusCode, between.body).toBe(201);
    const names = (await stagesOf(estateId)).items.map((s) => s.name);
    expect(names.slice(0, 3)).toEqual(['Initial', 'Valuations ordered', 'Application Filed']);
    expect(names.at(-1)).toBe('Final accounts signed');
    // A firm's stage changes nothing of the estate's.
    expect(await estateStageOf(estateId)).toBe('initial');

    const filtered = await get(lawyer, `${url}?status=in_progress&q=VALUATIONS`);
    expect(filtered.json().items.map((s: Stage) => s.name)).toEqual(['Valuations ordered']);
    expect((await del(lawyer, `${url}/${between.json().id}`)).statusCode).toBe(204);
  });

  it('beneficiaries read the workflow and change nothing; another firm sees nothing', async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Stage Readers' });
    await t.database.db
      .insert(estateRoles)
      .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
    const url = `/api/estates/${estateId}/workflow-stages`;
    expect((await stagesOf(estateId, beneficiary)).items).toHaveLength(6);
    expect((await post(beneficiary, url, { name: 'Mine', status: 'pending' })).statusCode).toBe(403);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    expect((await post(lawyer, url, { name: 'X', status: 'stuck' })).statusCode).toBe(400);
  });
});

type Item = { id: string; requirement: string; status: string; dueDate: string | null; priority: string };

describe('compliance tracking', () => {
  it('starts every estate with the New Zealand obligations, dated from the death and then the grant', async () => {
    const estateId = await t.newEstate(lawyer, {
      deceasedName: 'Compliance Start',
      dateOfDeath: '2026-11-01',
    });
    const url = `/api/estates/${estateId}/compliance-items?pageSize=100`;
    const due = async () =>
      Object.fromEntries(
        (await get(lawyer, url)).json<{ items: Item[] }>().items.map((i) => [i.requirement, i.dueDate]),
      );
    const before = await due();
    expect(Object.keys(before)).toHaveLength(7);
    expect(before['Repay Work and Income / NZ Super payments made more than 28 days after the death']).toBe(
      '2026-11-29',
    );
    expect(before['File the date-of-death income tax return (IR3)']).toBe('2026-12-31');
    expect(before['Hold distributions until six months after the grant']).toBeNull();

    await patch(lawyer, `/api/estates/${estateId}`, { grantDate: '2027-01-15' });
    const after = await due();
    expect(after['Hold distributions until six months after the grant']).toBe('2027-07-15');
    expect(after['Family Protection Act claim window closes (12 months after the grant)']).toBe('2028-01-15');
  });

  it('computes overdue from the due date in New Zealand, counts it, and filters by it', async () => {
    // A death today: the starter obligations fall due later, so none is overdue yet.
    const estateId = await t.newEstate(lawyer, {
      deceasedName: 'Compliance Overdue',
      dateOfDeath: nzToday(),
    });
    const url = `/api/estates/${estateId}/compliance-items`;
    const yesterday = addDays(nzToday(), -1);
    const late = await post(lawyer, url, {
      requirement: 'Lodge the IR6 estate return',
      authority: 'Inland Revenue',
      priority: 'high',
      status: 'pending',
      dueDate: yesterday,
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({ status: 'overdue', dueDate: yesterday });
    const done = await post(lawyer, url, {
      requirement: 'Tell Waka Kotahi (MR13A)',
      priority: 'low',
      status: 'completed',
      dueDate: yesterday,
    });
    expect(done.json().status).toBe('completed');
    const today = await post(lawyer, url, {
      requirement: 'Swear the affidavit',
      priority: 'medium',
      status: 'pending',
      dueDate: nzToday(),
    });
    expect(today.json().status).toBe('pending');

    const list = (await get(lawyer, `${url}?pageSize=100`)).json();
    expect(list.summary).toEqual({ completed: 1, pending: 8, overdue: 1 });
    expect(list.total).toBe(10);
    const overdue = (await get(lawyer, `${url}?status=overdue`)).json();
    expect(overdue.items.map((i: Item) => i.requirement)).toEqual(['Lodge the IR6 estate return']);
    // The cards count the whole estate whatever the filter; the total counts what is listed.
    expect(overdue.summary).toEqual(list.summary);
    expect(overdue.total).toBe(1);
    const pending = (await get(lawyer, `${url}?status=pending&pageSize=100`)).json();
    expect(pending.items.map((i: Item) => i.status)).toEqual(Array(8).fill('pending'));
    expect(pending.total).toBe(8);
    // A page shorter than the list: the total is still the whole list's.
    expect((await get(lawyer, `${url}?status=pending&pageSize=3`)).json().total).toBe(8);

    const high = (await get(lawyer, `${url}?priority=high&pageSize=100`)).json<{
      items: Item[];
      total: number;
    }>();
    expect(high.items.length).toBeGreaterThan(1);
    expect(high.total).toBe(high.items.length);
    expect(new Set(high.items.map((i) => i.priority))).toEqual(new Set(['high']));
    const searched = (await get(lawyer, `${url}?q=LODGE`)).json();
    expect(searched.items.map((i: Item) => i.requirement)).toEqual(['Lodge the IR6 estate return']);
    expect(searched.total).toBe(1);
    // Across estates, filtered and searched the same way.
    const everywhere = (await get(lawyer, '/api/compliance-items?status=overdue&q=LODGE')).json();
    expect(everywhere.total).toBe(everywhere.items.length);
    expect(everywhere.items.map((i: Item) => i.requirement)).toContain('Lodge the IR6 estate return');

    // Completing it ends the overdue.
    const completed = await put(lawyer, `${url}/${late.json().id}`, {
      requirement: 'Lodge the IR6 estate return',
      priority: 'high',
      status: 'completed',
      dueDate: yesterday,
      completedDate: nzToday(),
    });
    expect(completed.json().status).toBe('completed');
    expect((await get(lawyer, url)).json().summary).toMatchObject({ completed: 2, overdue: 0 });
  });

  it('refuses bad input naming the field; beneficiaries get 403, another firm 404', async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Compliance Access' });
    await t.database.db
      .insert(estateRoles)
      .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
    const url = `/api/estates/${estateId}/compliance-items`;
    const cases: [object, string][] = [
      [{ priority: 'high', status: 'pending' }, 'requirement'],
      [{ requirement: 'X', priority: 'urgent', status: 'pending' }, 'priority'],
      // Overdue is computed, never stored.
      [{ requirement: 'X', priority: 'high', status: 'overdue' }, 'status'],
      [{ requirement: 'X', priority: 'high', status: 'pending', dueDate: 'next week' }, 'dueDate'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(lawyer, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect((await get(lawyer, `${url}?status=late`)).statusCode).toBe(400);
    expect((await get(lawyer, `${url}?priority=urgent`)).statusCode).toBe(400);

    expect((await get(beneficiary, url)).statusCode).toBe(403);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    const item = (await get(lawyer, url)).json().items[0] as Item;
    expect((await get(otherLawyer, `${url}/${item.id}`)).statusCode).toBe(404);
    expect((await del(otherLawyer, `${url}/${item.id}`)).statusCode).toBe(404);
  });
});
