import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, estates, tasks } from '../../src/db/schema.js';
import { build, requestsOf } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/*
 * Notes & Comments and the Estate Timeline (issue 13) through their routes: notes on the records
 * kit (tags typed with commas, the author, the estate's last update), the comment thread of a note,
 * and the timeline built from the estate's real events, as each reader may see them.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Notes' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post, put } = requestsOf(t);

/** An estate of the lawyer with the executor named on it and the beneficiary linked. */
const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name });

const note = (fields: object = {}) => ({
  title: 'Called Kiwibank',
  content: 'Accounts frozen until the grant is sealed.',
  category: 'financial',
  tags: 'bank, probate, bank',
  ...fields,
});

describe('notes', () => {
  it('keep the typed tags as a list, name the author, and move the estate’s last update', async () => {
    const estateId = await staffedEstate('Aroha Notes');
    const url = `/api/estates/${estateId}/notes`;
    const [before] = await t.database.db.select().from(estates).where(eq(estates.id, estateId));

    const added = await post(lawyer, url, note());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'Called Kiwibank',
      category: 'financial',
      tags: ['bank', 'probate'],
      createdBy: { id: lawyer.userId, name: 'Lena Notes' },
      comments: 0,
    });
    const id = added.json().id as string;
    const [after] = await t.database.db.select().from(estates).where(eq(estates.id, estateId));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    // The executor edits it: the author stays the lawyer.
    const edited = await put(executor, `${url}/${id}`, note({ title: 'Called Kiwibank again', tags: '' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Called Kiwibank again',
      tags: [],
      createdBy: { name: 'Lena Notes' },
    });

    await post(
      executor,
      url,
      note({
        title: 'Whānau hui',
        content: 'Agreed the house goes first.',
        category: 'family',
        tags: 'whānau',
      }),
    );
    const list = (await get(lawyer, url)).json();
    expect(list.items.map((n: { title: string }) => n.title)).toEqual([
      'Whānau hui',
      'Called Kiwibank again',
    ]);
    expect(list.summary).toEqual({ count: 2 });
    const family = (await get(lawyer, `${url}?category=family`)).json();
    expect(family.items.map((n: { title: string }) => n.title)).toEqual(['Whānau hui']);
    const byTag = (await get(lawyer, `${url}?q=WHĀNAU`)).json();
    expect(byTag.items.map((n: { title: string }) => n.title)).toEqual(['Whānau hui']);

    const tooMany = await post(lawyer, url, note({ tags: 'a,b,c,d,e,f,g,h,i,j,k' }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues).toEqual([{ path: 'tags', message: 'At most 10 tags' }]);
  });

  it('are for those who run the estate: a beneficiary 403, another firm 404', async () => {
    const estateId = await staffedEstate('Hēmi Private');
    const url = `/api/estates/${estateId}/notes`;
    expect((await post(lawyer, url, note())).statusCode).toBe(201);
    expect((await get(beneficiary, url)).statusCode).toBe(403);
    expect((await post(beneficiary, url, note())).statusCode).toBe(403);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    expect((await post(otherLawyer, url, note())).statusCode).toBe(404);
    expect((await get(lawyer, url)).json().total).toBe(1);
  });
});

describe('comments on a note', () => {
  it('read as a thread, newest last, with their authors; the note counts them', async () => {
    const estateId = await staffedEstate('Mere Thread');
    const notes = `/api/estates/${estateId}/notes`;
    const id = (await post(lawyer, notes, note())).json().id as string;
    const url = `${notes}/${id}/comments`;

    const empty = await post(lawyer, url, { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'content', message: 'Comment is required' }]);

    const first = await post(lawyer, url, { content: 'Sent them the death certificate.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ noteId: id, author: { id: lawyer.userId, name: 'Lena Notes' } });
    expect((await post(executor, url, { content: 'They confirmed receipt.' })).statusCode).toBe(201);

    const thread = (await get(executor, url)).json();
    expect(
      thread.items.map((c: { content: string; author: { name: string } }) => [c.author.name, c.content]),
    ).toEqual([
      ['Lena Notes', 'Sent them the death certificate.'],
      ['Eru Executor', 'They confirmed receipt.'],
    ]);
    expect((await get(lawyer, `${notes}/${id}`)).json().comments).toBe(2);
    // Each note counts its own: a second note, uncommented, says 0 in the list and on its own.
    const quiet = (await post(lawyer, notes, { ...note(), title: 'Quiet note' })).json().id as string;
    expect((await get(lawyer, `${notes}/${quiet}`)).json().comments).toBe(0);
    const counts = (await get(lawyer, notes))
      .json()
      .items.map((n: { id: string; comments: number }) => [n.id, n.comments]);
    expect(new Map(counts)).toEqual(
      new Map([
        [id, 2],
        [quiet, 0],
      ]),
    );
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, first.json().id));
    expect(event).toMatchObject({
      action: 'note_comment.created',
      actorId: lawyer.userId,
      data: { estateId },
    });
  });

  it('of another estate’s note answer 404; a beneficiary 403; another firm 404', async () => {
    const estateId = await staffedEstate('Tama One');
    const otherEstate = await staffedEstate('Tama Two');
    const theirNote = (await post(lawyer, `/api/estates/${otherEstate}/notes`, note())).json().id as string;
    const ownNote = (await post(lawyer, `/api/estates/${estateId}/notes`, note())).json().id as string;
    const crossed = `/api/estates/${estateId}/notes/${theirNote}/comments`;
    expect((await get(lawyer, crossed)).statusCode).toBe(404);
    expect((await post(lawyer, crossed, { content: 'Wrong estate' })).statusCode).toBe(404);
    expect((await get(lawyer, `/api/estates/${estateId}/notes/not-an-id/comments`)).statusCode).toBe(404);
    const own = `/api/estates/${estateId}/notes/${ownNote}/comments`;
    expect((await get(beneficiary, own)).statusCode).toBe(403);
    expect((await post(beneficiary, own, { content: 'Me too' })).statusCode).toBe(403);
    expect((await get(otherLawyer, own)).statusCode).toBe(404);
    expect((await post(otherLawyer, own, { content: 'Me too' })).statusCode).toBe(404);
    expect((await get(lawyer, own)).json().items).toEqual([]);
  });
});

describe('the estate timeline', () => {
  it('lists the estate’s real events newest first, as each reader may see them', async () => {
    const estateId = await staffedEstate('Wiremu Timeline');
    const url = `/api/estates/${estateId}/timeline`;
    expect(
      (await post(lawyer, `/api/estates/${estateId}/notes`, note({ title: 'Rang the IRD' }))).statusCode,
    ).toBe(201);
    const status = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { status: 'pending' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.estateId, estateId)).limit(1);
    const done = await t.as(executor, {
      method: 'PATCH',
      url: `/api/tasks/${task!.id}`,
      headers: { 'if-match': `"${task!.version}"` },
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const upload = multipart({ estateId }, [{ name: 'bank-letter.pdf', data: PDF }]);
    expect((await t.as(lawyer, { method: 'POST', url: '/api/documents', ...upload })).statusCode).toBe(201);

    const res = await get(lawyer, url);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res
      .json()
      .items.map((e: { type: string; title: string; description: string; user: string }) => [
        e.type,
        e.title,
        e.description,
        e.user,
      ]);
    expect(shown).toEqual([
      ['document', 'Document uploaded', '“bank-letter.pdf”', 'Lena Notes'],
      ['task', 'Task completed', `“${task!.name}” marked as completed`, 'Eru Executor'],
      ['legal', 'Status changed', 'Status changed from Active to Pending', 'Lena Notes'],
      ['default', 'Note added', '“Rang the IRD”', 'Lena Notes'],
      ['legal', 'Executor assigned', 'An executor was named on the estate', 'Lena Notes'],
      [
        'legal',
        'Estate opened',
        expect.stringMatching(/^Opened with 1 document and \d+ starter tasks$/),
        'Lena Notes',
      ],
    ]);
    const times = res.json().items.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const legal = (await get(lawyer, `${url}?category=legal`)).json();
    expect(legal.items.map((e: { title: string }) => e.title)).toEqual([
      'Status changed',
      'Executor assigned',
      'Estate opened',
    ]);
    expect(legal.total).toBe(3);
    const search = (await get(lawyer, `${url}?q=BANK-LETTER`)).json();
    expect(search.items.map((e: { title: string }) => e.title)).toEqual(['Document uploaded']);
    const paged = (await get(lawyer, `${url}?pageSize=2&page=2`)).json();
    expect(paged.items.map((e: { title: string }) => e.title)).toEqual(['Status changed', 'Note added']);
    expect(paged.total).toBe(6);

    // A beneficiary follows the estate's progress: no note, no document not shared with them.
    const theirs = (await get(beneficiary, url)).json();
    expect(theirs.items.map((e: { title: string }) => e.title)).toEqual([
      'Task completed',
      'Status changed',
      'Executor assigned',
      'Estate opened',
    ]);
    expect(JSON.stringify(theirs)).not.toContain('Rang the IRD');
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
