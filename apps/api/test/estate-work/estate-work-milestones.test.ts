import { describe, expect, it } from 'vitest';
import { addDays, nzToday } from '@estate/domain';
import { build, pathsOf, requestsOf } from '../helper.js';

/*
 * Timeline Milestones and Risk Assessment (issue 13) through their routes: the people a milestone may
 * be given to, the dependency rules, overdue as of today in New Zealand, the risk level stored from
 * impact and likelihood, and who reads what (decision 018).
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Milestone' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const stranger = await t.signUp({ role: 'executor', name: 'Sam Stranger' });

const { get, post, put, del } = requestsOf(t);

/** An estate of the lawyer with the executor named on it and the beneficiary linked. */
const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name, estimatedValue: '' });

const milestone = (fields: object = {}) => ({
  title: 'Grant of probate issued',
  status: 'pending',
  priority: 'high',
  ...fields,
});

describe('the people on an estate', () => {
  it('are its lawyer, its executor and the users linked to it; others get 404', async () => {
    const estateId = await staffedEstate('Aroha People');
    const res = await get(executor, `/api/estates/${estateId}/people`);
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json<{ userId: string; name: string; role: string }[]>();
    expect(people.map((p) => [p.name, p.role])).toEqual([
      ['Lena Milestone', 'lawyer'],
      ['Eru Executor', 'executor'],
      ['Bea Beneficiary', 'beneficiary'],
    ]);
    expect(people.map((p) => p.userId)).not.toContain(stranger.userId);
    expect((await get(otherLawyer, `/api/estates/${estateId}/people`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/estates/${estateId}/people`)).statusCode).toBe(404);
  });
});

describe('milestones', () => {
  it('are given only to someone on the estate', async () => {
    const estateId = await staffedEstate('Hine Assignee');
    const url = `/api/estates/${estateId}/milestones`;
    const outsider = await post(lawyer, url, milestone({ assigneeId: stranger.userId }));
    expect(outsider.statusCode).toBe(400);
    expect(pathsOf(outsider)).toEqual(['assigneeId']);
    const given = await post(lawyer, url, milestone({ assigneeId: executor.userId }));
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ assigneeId: executor.userId, dependsOn: [], overdue: false });
    expect((await get(lawyer, url)).json().total).toBe(1);
  });

  it('are completed only after what they depend on, dated today in New Zealand', async () => {
    const estateId = await staffedEstate('Tama Dependencies');
    const url = `/api/estates/${estateId}/milestones`;
    const probate = (await post(lawyer, url, milestone())).json<{ id: string }>();
    const collect = await post(
      lawyer,
      url,
      milestone({ title: 'Assets collected', priority: 'medium', dependsOn: [probate.id] }),
    );
    expect(collect.statusCode, collect.body).toBe(201);
    expect(collect.json().dependsOn).toEqual([probate.id]);
    const collectUrl = `${url}/${collect.json().id}`;

    const early = await put(
      lawyer,
      collectUrl,
      milestone({ title: 'Assets collected', status: 'completed', dependsOn: [probate.id] }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([
      { path: 'status', message: 'Complete “Grant of probate issued” first: this milestone depends on it.' },
    ]);
    expect((await get(lawyer, collectUrl)).json().status).toBe('pending');

    const first = await put(lawyer, `${url}/${probate.id}`, milestone({ status: 'completed' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'completed', completedDate: nzToday() });
    // The estate's timeline says so.
    const timeline = (await get(lawyer, `/api/estates/${estateId}/timeline`)).json<{
      items: { title: string; description: string }[];
    }>();
    expect(timeline.items[0]).toMatchObject({ title: 'Milestone completed' });
    expect(timeline.items[0]?.description).toContain('Grant of probate issued');
    const then = await put(
      lawyer,
      collectUrl,
      milestone({
        title: 'Assets collected',
        status: 'completed',
        completedDate: '2026-05-02',
        dependsOn: [probate.id],
      }),
    );
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json()).toMatchObject({ status: 'completed', completedDate: '2026-05-02' });
    // Back to pending: the completed date goes with it.
    const reopened = await put(lawyer, `${url}/${probate.id}`, milestone({ completedDate: '2026-05-01' }));
    expect(reopened.json()).toMatchObject({ status: 'pending', completedDate: null });
  });

  it('refuse depending on themselves, on a circle, or on another estate’s milestones', async () => {
    const estateId = await staffedEstate('Wiremu Cycles');
    const elsewhere = await staffedEstate('Other Estate');
    const url = `/api/estates/${estateId}/milestones`;
    const a = (await post(lawyer, url, milestone({ title: 'A' }))).json<{ id: string }>();
    const b = (await post(lawyer, url, milestone({ title: 'B', dependsOn: [a.id] }))).json<{ id: string }>();
    const c = (await post(lawyer, url, milestone({ title: 'C', dependsOn: [b.id] }))).json<{ id: string }>();
    const foreign = (
      await post(lawyer, `/api/estates/${elsewhere}/milestones`, milestone({ title: 'Foreign' }))
    ).json<{ id: string }>();

    const self = await put(lawyer, `${url}/${a.id}`, milestone({ title: 'A', dependsOn: [a.id] }));
    expect(self.statusCode).toBe(400);
    expect(self.json().issues).toEqual([
      { path: 'dependsOn', message: 'A milestone cannot depend on itself.' },
    ]);

    const circle = await put(lawyer, `${url}/${a.id}`, milestone({ title: 'A', dependsOn: [c.id] }));
    expect(circle.statusCode).toBe(400);
    expect(circle.json().issues).toEqual([
      {
        path: 'dependsOn',
        message: '“C” already depends on this milestone, so this milestone cannot depend on it.',
      },
    ]);

    const across = await post(lawyer, url, milestone({ title: 'D', dependsOn: [foreign.id] }));
    expect(across.statusCode).toBe(400);
    expect(pathsOf(across)).toEqual(['dependsOn']);
    expect((await get(lawyer, `${url}/${a.id}`)).json().dependsOn).toEqual([]);
    expect((await get(lawyer, url)).json().total).toBe(3);
  });

  it('deleting one takes it out of the others’ dependencies', async () => {
    const estateId = await staffedEstate('Ngaio Deletes');
    const url = `/api/estates/${estateId}/milestones`;
    const a = (await post(lawyer, url, milestone({ title: 'A' }))).json<{ id: string }>();
    const keep = (await post(lawyer, url, milestone({ title: 'Keep' }))).json<{ id: string }>();
    const b = (await post(lawyer, url, milestone({ title: 'B', dependsOn: [a.id, keep.id] }))).json<{
      id: string;
    }>();
    expect((await del(lawyer, `${url}/${a.id}`)).statusCode).toBe(204);
    expect((await get(lawyer, `${url}/${b.id}`)).json().dependsOn).toEqual([keep.id]);
    // With A gone, B may now be completed once Keep is.
    await put(lawyer, `${url}/${keep.id}`, milestone({ title: 'Keep', status: 'completed' }));
    const done = await put(
      lawyer,
      `${url}/${b.id}`,
      milestone({ title: 'B', status: 'completed', dependsOn: [keep.id] }),
    );
    expect(done.statusCode, done.body).toBe(200);
  });

  it('are overdue past their due date unless completed, counted once each; search and priority filter', async () => {
    const estateId = await staffedEstate('Rangi Overdue');
    const url = `/api/estates/${estateId}/milestones`;
    const yesterday = addDays(nzToday(), -1);
    const late = await post(lawyer, url, milestone({ title: 'File IR3 return', dueDate: yesterday }));
    expect(late.json()).toMatchObject({ status: 'pending', overdue: true });
    await post(lawyer, url, milestone({ title: 'Valuation', status: 'in_progress', dueDate: yesterday }));
    await post(
      lawyer,
      url,
      milestone({ title: 'Notice to creditors', priority: 'low', status: 'in_progress' }),
    );
    await post(lawyer, url, milestone({ title: 'Old done', status: 'completed', dueDate: '2026-01-05' }));
    await post(lawyer, url, milestone({ title: 'Today', dueDate: nzToday(), priority: 'low' }));

    const all = (await get(lawyer, url)).json();
    expect(all.summary).toEqual({ completed: 1, inProgress: 1, pending: 1, overdue: 2 });
    expect(all.items.find((m: { title: string }) => m.title === 'Old done').overdue).toBe(false);
    expect(all.items.find((m: { title: string }) => m.title === 'Today').overdue).toBe(false);

    const overdue = (await get(lawyer, `${url}?status=overdue`)).json();
    expect(overdue.items.map((m: { title: string }) => m.title).sort()).toEqual([
      'File IR3 return',
      'Valuation',
    ]);
    const pending = (await get(lawyer, `${url}?status=pending`)).json();
    expect(pending.items.map((m: { title: string }) => m.title)).toEqual(['Today']);

    const low = (await get(lawyer, `${url}?priority=low`)).json();
    expect(low.items.map((m: { title: string }) => m.title).sort()).toEqual(['Notice to creditors', 'Today']);
    expect(low.summary).toEqual({ completed: 0, inProgress: 1, pending: 1, overdue: 0 });
    const searched = (await get(lawyer, `${url}?q=ir3`)).json();
    expect(searched.items.map((m: { title: string }) => m.title)).toEqual(['File IR3 return']);
  });

  it('refuse bad input with a 400 naming each field', async () => {
    const estateId = await staffedEstate('Bad Milestones');
    const res = await post(lawyer, `/api/estates/${estateId}/milestones`, {
      title: ' ',
      status: 'overdue',
      priority: 'urgent',
      dueDate: '31/12/2026',
      assigneeId: 'someone',
      dependsOn: ['not-an-id'],
    });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res).sort()).toEqual([
      'assigneeId',
      'dependsOn.0',
      'dueDate',
      'priority',
      'status',
      'title',
    ]);
  });
});

describe('risks', () => {
  it('store the level from impact and likelihood, count and filter by it', async () => {
    const estateId = await staffedEstate('Mana Risks');
    const url = `/api/estates/${estateId}/risks`;
    const claim = await post(lawyer, url, {
      title: 'Family Protection Act claim',
      category: 'legal',
      impact: 'high',
      likelihood: 'high',
      status: 'active',
      owner: 'Lena Milestone',
      reviewDate: '2026-09-01',
      mitigationPlan: 'Hold distribution until the claim period ends.',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json()).toMatchObject({ level: 'high', impact: 'high', likelihood: 'high' });
    await post(lawyer, url, {
      title: 'Share price falls',
      category: 'financial',
      impact: 'high',
      likelihood: 'low',
      status: 'active',
    });
    const late = await post(lawyer, url, {
      title: 'Late IR3',
      category: 'compliance',
      impact: 'low',
      likelihood: 'low',
      status: 'mitigated',
    });
    expect(late.json().level).toBe('low');
    expect((await get(lawyer, url)).json().summary).toEqual({ high: 1, medium: 1, low: 1 });

    // Changing the inputs changes the stored level.
    const raised = await put(lawyer, `${url}/${late.json().id}`, {
      title: 'Late IR3',
      category: 'compliance',
      impact: 'high',
      likelihood: 'high',
      status: 'active',
    });
    expect(raised.json().level).toBe('high');
    const list = (await get(lawyer, url)).json();
    expect(list.summary).toEqual({ high: 2, medium: 1, low: 0 });
    expect(
      list.items
        .map((r: { title: string }) => r.title)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Family Protection Act claim', 'Late IR3']);
    const legal = (await get(lawyer, `${url}?category=legal`)).json();
    expect(legal.items.map((r: { title: string }) => r.title)).toEqual(['Family Protection Act claim']);
    expect(legal.summary).toEqual({ high: 1, medium: 0, low: 0 });
    expect(
      (await get(lawyer, `${url}?level=medium`)).json().items.map((r: { title: string }) => r.title),
    ).toEqual(['Share price falls']);

    const bad = await post(lawyer, url, {
      title: 'X',
      category: 'moral',
      impact: 'huge',
      likelihood: 'high',
      status: 'open',
    });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad).sort()).toEqual(['category', 'impact', 'status']);
  });
});

describe('who reads what', () => {
  it('a beneficiary reads the milestones but not the risks; another firm sees neither', async () => {
    const estateId = await staffedEstate('Kiri Readers');
    const m = await post(lawyer, `/api/estates/${estateId}/milestones`, milestone());
    await post(lawyer, `/api/estates/${estateId}/risks`, {
      title: 'Caveat on the title',
      category: 'legal',
      impact: 'medium',
      likelihood: 'high',
      status: 'active',
    });

    const seen = await get(beneficiary, `/api/estates/${estateId}/milestones`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items.map((x: { title: string }) => x.title)).toEqual(['Grant of probate issued']);
    expect((await get(beneficiary, `/api/estates/${estateId}/risks`)).statusCode).toBe(403);
    expect((await get(beneficiary, '/api/risks')).statusCode).toBe(403);
    expect((await post(beneficiary, `/api/estates/${estateId}/milestones`, milestone())).statusCode).toBe(
      403,
    );

    // The executor runs the estate: reads risks and changes milestones.
    expect((await get(executor, `/api/estates/${estateId}/risks`)).json().total).toBe(1);
    const done = await put(
      executor,
      `/api/estates/${estateId}/milestones/${m.json().id}`,
      milestone({ status: 'completed' }),
    );
    expect(done.statusCode, done.body).toBe(200);

    for (const path of ['milestones', 'risks']) {
      expect((await get(otherLawyer, `/api/estates/${estateId}/${path}`)).statusCode).toBe(404);
      expect((await get(otherLawyer, `/api/${path}`)).json().total).toBe(0);
    }
    expect((await get(otherLawyer, `/api/estates/${estateId}/milestones/${m.json().id}`)).statusCode).toBe(
      404,
    );
  });
});
