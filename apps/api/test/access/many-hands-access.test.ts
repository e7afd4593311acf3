import { describe, expect, it } from 'vitest';
import { addDays, nzToday } from '@estate/domain';
import { build, firmOfTwoLawyers, requestsOf, type Session } from '../helper.js';

/*
 * Many hands on one estate (issue 39, decision 059): the access floor's one base and its one
 * definition each of colleagues, participants and audiences, as the people of a firm notice them.
 * Liam opens the estate; Mere is the second lawyer of his firm; Olive is a lawyer of another firm.
 */

const t = await build();
const { get, post, patch } = requestsOf(t);

const { liam, mere, olive, executor, beneficiary, admin } = await firmOfTwoLawyers(t);

const estateId = await t.staffedEstate(
  { lawyer: liam, executor, beneficiary },
  { deceasedName: 'Hemi Manyhands' },
);

interface TaskItem {
  taskId: string;
  estateId: string;
  name: string;
}
const taskIdsOf = async (who: Session, url = '/api/tasks') => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ items: TaskItem[] }>()
    .items.filter((x) => x.estateId === estateId)
    .map((x) => x.taskId)
    .sort();
};
const estateTaskIds = async (who: Session) => {
  const res = await get(who, `/api/estates/${estateId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ tasks: { taskId: string }[] }>()
    .tasks.map((x) => x.taskId)
    .sort();
};

describe("the firm's second lawyer sees the firm's work (defect 2)", () => {
  it("Tasks lists the estate's tasks for Mere as for Liam; another firm sees none", async () => {
    const liams = await taskIdsOf(liam);
    expect(liams.length).toBeGreaterThan(0);
    expect(await taskIdsOf(mere)).toEqual(liams);
    expect(await taskIdsOf(olive)).toEqual([]);
  });

  it("the dashboard's Pending Tasks are the same number for both lawyers", async () => {
    const stats = async (who: Session) =>
      (await get(who, '/api/dashboard')).json<{ stats: { pendingTasks: number; activeEstates: number } }>()
        .stats;
    const liams = await stats(liam);
    expect(liams.pendingTasks).toBeGreaterThan(0);
    expect(await stats(mere)).toEqual(liams);
    expect((await stats(olive)).pendingTasks).toBe(0);
  });

  it("the Documents library holds the firm's documents for Mere and every document for an admin", async () => {
    const library = async (who: Session) => {
      const res = await get(who, '/api/documents?pageSize=100');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number; items: { estateId: string; documentId: string }[] }>();
    };
    const liams = await library(liam);
    const ofEstate = liams.items.filter((d) => d.estateId === estateId);
    expect(ofEstate.length).toBeGreaterThan(0);
    for (const who of [mere, admin]) {
      const theirs = await library(who);
      expect(theirs.items.filter((d) => d.estateId === estateId)).toEqual(ofEstate);
      // The total (from the estates' kept counts) agrees with the rows.
      expect(theirs.total).toBe(theirs.items.length);
    }
    expect((await library(olive)).total).toBe(0);
    // Searched, the library counts row by row: the same answer.
    const searched = await get(mere, '/api/documents?q=Manyhands');
    expect(searched.json<{ total: number }>().total).toBe(ofEstate.length);
  });

  it("Admin › Users counts the firm's estates for Mere, not 0", async () => {
    const row = async (who: Session) => {
      const res = await get(admin, `/api/admin/users?q=${encodeURIComponent(who.email)}`);
      expect(res.statusCode, res.body).toBe(200);
      const [item] = res.json<{ items: { id: string; linkedEstates: number }[] }>().items;
      expect(item?.id).toBe(who.userId);
      return item!.linkedEstates;
    };
    expect(await row(liam)).toBe(1);
    expect(await row(mere)).toBe(1);
    expect(await row(olive)).toBe(0);
    expect(await row(executor)).toBe(1);
  });
});

describe("a beneficiary follows the estate's tasks: one answer in three places (defect 3)", () => {
  it("their Tasks page, the estate's Tasks tab and their activity name the same tasks", async () => {
    const tab = await estateTaskIds(beneficiary);
    expect(tab.length).toBeGreaterThan(0);
    expect(await taskIdsOf(beneficiary)).toEqual(tab);
    // Liam moves a task none of them is given; the beneficiary's activity shows it, and it is on
    // their Tasks page.
    const [first] = tab;
    const moved = await t.as(liam, {
      method: 'PATCH',
      url: `/api/tasks/${first}`,
      headers: { 'if-match': '"1"' }, // as the estate made it: nobody has moved it (decision 060)
      payload: { status: 'in_progress' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const dashboard = (await get(beneficiary, '/api/dashboard')).json<{
      recentActivity: { action: string; data: { taskId?: string } | null }[];
      stats: { pendingTasks: number };
    }>();
    const taskEvents = dashboard.recentActivity.filter((a) => a.action === 'task.status_changed');
    expect(taskEvents.length).toBeGreaterThan(0);
    expect(await taskIdsOf(beneficiary)).toContain(first);
    expect(dashboard.stats.pendingTasks).toBe(tab.length);
  });
});

describe("a conversation is its participants' only (defect 3)", () => {
  it('a thread Liam starts with Emma alone is not listed for Mere or an admin, nor readable', async () => {
    const started = await post(liam, '/api/message-threads', {
      estateId,
      subject: 'Only for Emma',
      participantIds: [executor.userId],
      body: 'A private word about the house',
    });
    expect(started.statusCode, started.body).toBe(201);
    const threadId = started.json<{ id: string }>().id;
    expect(
      (await post(executor, `/api/message-threads/${threadId}/messages`, { body: 'Thanks' })).statusCode,
    ).toBe(201);
    for (const who of [mere, admin, beneficiary, olive]) {
      const list = await get(who, '/api/message-threads');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('Only for Emma');
      expect(list.body).not.toContain('A private word');
      expect((await get(who, `/api/message-threads/${threadId}`)).statusCode).toBe(404);
      expect(
        (await post(who, `/api/message-threads/${threadId}/messages`, { body: 'Me too' })).statusCode,
      ).toBe(404);
    }
    expect((await get(executor, `/api/message-threads/${threadId}`)).statusCode).toBe(200);
  });
});

describe('an executor taken off the estate loses all of it at once (defect 3)', () => {
  it('threads, tasks, documents, calendar events and records go with the estate', async () => {
    const {
      estateId: otherEstate,
      removed,
      lawyer,
    } = await (async () => {
      const lawyer = await t.signUp({ role: 'lawyer', name: 'Rangi Removes' });
      const removed = await t.signUp({ role: 'executor', name: 'Pita Removed' });
      const ben = await t.signUp({ role: 'beneficiary', name: 'Kiri Stays' });
      const id = await t.staffedEstate(
        { lawyer, executor: removed, beneficiary: ben },
        { deceasedName: 'Tui Removal' },
      );
      return { estateId: id, removed, lawyer };
    })();
    const thread = await post(lawyer, '/api/message-threads', {
      estateId: otherEstate,
      subject: 'Before the change',
      participantIds: [removed.userId],
      body: 'Still with us?',
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const threadId = thread.json<{ id: string }>().id;
    const event = await post(lawyer, '/api/calendar-events', {
      title: 'Tui Removal meeting',
      date: addDays(nzToday(), 3),
      time: '',
      type: 'meeting',
      description: '',
      estate: otherEstate,
    });
    expect(event.statusCode, event.body).toBe(201);
    // Before: the executor reads all of it.
    expect((await get(removed, `/api/message-threads/${threadId}`)).statusCode).toBe(200);
    expect((await get(removed, '/api/calendar-events')).body).toContain('Tui Removal meeting');
    expect((await get(removed, '/api/tasks')).body).toContain(otherEstate);

    const off = await patch(lawyer, `/api/estates/${otherEstate}`, { executorId: null });
    expect(off.statusCode, off.body).toBe(200);

    expect((await get(removed, `/api/estates/${otherEstate}`)).statusCode).toBe(404);
    expect((await get(removed, `/api/message-threads/${threadId}`)).statusCode).toBe(404);
    expect(
      (await post(removed, `/api/message-threads/${threadId}/messages`, { body: 'Hello?' })).statusCode,
    ).toBe(404);
    expect((await get(removed, '/api/message-threads')).body).not.toContain('Before the change');
    const summary = await get(removed, '/api/me/messages/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.body).not.toContain(threadId);
    expect((await get(removed, '/api/tasks')).body).not.toContain(otherEstate);
    expect((await get(removed, '/api/documents')).body).not.toContain(otherEstate);
    expect((await get(removed, '/api/calendar-events')).body).not.toContain('Tui Removal meeting');
    expect((await get(removed, `/api/estates/${otherEstate}/assets`)).statusCode).toBe(404);
    expect((await get(removed, '/api/assets')).body).not.toContain(otherEstate);
    const when = addDays(nzToday(), 3);
    const calendar = await get(removed, `/api/calendar?from=${addDays(when, -5)}&to=${addDays(when, 5)}`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.body).not.toContain(otherEstate);
    expect(calendar.body).not.toContain('Tui Removal');
    // The thread's posts were refused: nothing was written.
    const asLawyer = await get(lawyer, `/api/message-threads/${threadId}`);
    expect(asLawyer.body).not.toContain('Hello?');
    // And the estate still has them for its lawyer.
    expect((await get(lawyer, `/api/message-threads/${threadId}`)).statusCode).toBe(200);
    expect((await get(lawyer, '/api/calendar-events')).body).toContain('Tui Removal meeting');
  });
});
