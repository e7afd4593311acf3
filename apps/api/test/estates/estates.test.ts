import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, nzToday, TEXTS } from '@estate/domain';
import {
  documents,
  estateInvitations,
  estateRoles,
  estates,
  executors,
  outbox,
  tasks,
} from '../../src/db/schema.js';
import { build, withFailingInserts, type Session } from '../helper.js';
import { multipart, PDF, validForm } from '../notifyflow-helpers.js';

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Lawyer' });
const otherLawyer = await t.signUp({ role: 'lawyer' });
const executor = await t.signUp({ role: 'executor' });
const admin = await t.signUp({ role: 'lawyer' });
await t.promote(admin, 'admin');

const estateForm = (over: Record<string, unknown> = {}) => ({
  deceasedName: 'Margaret Anne Wilson',
  dateOfDeath: '2026-03-10',
  lastKnownAddress: '12 Kauri Street, Thorndon, Wellington 6011',
  willStatus: 'Valid Will Exists',
  estimatedValue: '$480,000',
  notes: 'Two children; house in sole name.',
  ...over,
});
async function create(who: Session | null, form: unknown, files: Parameters<typeof multipart>[1] = []) {
  const body = multipart(form, files);
  return t.inject({
    method: 'POST',
    url: '/api/estates',
    ...body,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
  });
}

describe('POST /api/estates (new-estate wizard)', () => {
  it('a lawyer creates an estate with derived fields, documents, a role link and NZ starter tasks', async () => {
    const res = await create(lawyer, estateForm(), [
      { name: 'will.pdf', data: PDF },
      { name: 'certificate.pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(201);
    const { estateId, tasksCreated, skippedFiles } = res.json();
    expect(skippedFiles).toEqual([]);
    const [e] = await t.deps.db.select().from(estates).where(eq(estates.id, estateId));
    expect(e).toMatchObject({
      deceasedName: 'Margaret Anne Wilson',
      stage: 'initial',
      status: 'active',
      smallEstateFlag: true,
      workflowType: 'probate',
      estimatedValue: '$480,000',
      estimatedValueCents: 48_000_000,
      createdBy: lawyer.userId,
    });
    const links = await t.deps.db.select().from(estateRoles).where(eq(estateRoles.estateId, estateId));
    expect(links).toEqual([
      expect.objectContaining({ userId: lawyer.userId, role: 'lawyer', status: 'active' }),
    ]);
    const docs = await t.deps.db.select().from(documents).where(eq(documents.estateId, estateId));
    expect(docs).toHaveLength(2);
    expect(docs.every((d) => d.type === 'PDF' && d.tags.join() === 'will,intake')).toBe(true);
    const starter = await t.deps.db.select().from(tasks).where(eq(tasks.estateId, estateId));
    expect(starter).toHaveLength(tasksCreated);
    // Died 10 March: 42 days on is long past, so the filing counts from the day the estate is opened.
    expect(starter.find((x) => x.templateKey === 'file-probate')!.dueDate).toBe(addDays(nzToday(), 42));
    expect(starter.find((x) => x.templateKey === 's65-release')).toBeDefined();
    expect(starter.find((x) => x.templateKey === 's47-hold')!.dueDate).toBeNull();
  });

  it('no will: letters of administration, intestate tags; $500,000 is not a small estate', async () => {
    const res = await create(
      lawyer,
      estateForm({ willStatus: 'No Will (Intestate)', estimatedValue: '$500,000' }),
      [{ name: 'scan.pdf', data: PDF }],
    );
    const [e] = await t.deps.db.select().from(estates).where(eq(estates.id, res.json().estateId));
    expect(e).toMatchObject({ workflowType: 'letters_of_administration', smallEstateFlag: false });
    const [d] = await t.deps.db.select().from(documents).where(eq(documents.estateId, e!.id));
    expect(d!.tags).toEqual(['intestate', 'intake']);
  });

  it('bad input names the field and creates nothing', async () => {
    const before = (await t.deps.db.select().from(estates)).length;
    const res = await create(
      lawyer,
      estateForm({ deceasedName: '', lastKnownAddress: '', willStatus: 'Maybe' }),
    );
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['deceasedName', 'lastKnownAddress', 'willStatus']));
    expect((await t.deps.db.select().from(estates)).length).toBe(before);
  });

  it('signed out 401; executors, beneficiaries and NotifyFlow accounts 403 with the spec text', async () => {
    expect((await create(null, estateForm())).statusCode).toBe(401);
    for (const role of ['executor', 'beneficiary', 'notifyflow']) {
      const s = await t.signUp({ role });
      const res = await create(s, estateForm());
      expect(res.statusCode, role).toBe(403);
    }
    const res = await create(executor, estateForm());
    expect(res.json().message).toBe(TEXTS.guards.newEstateOnly);
  });
});

describe('who may see an estate', () => {
  it('the creator, a linked user and admins; an unrelated lawyer gets 404', async () => {
    const { estateId } = (await create(lawyer, estateForm({ deceasedName: 'Ropata Hemi' }))).json();
    expect((await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(200);
    expect((await t.as(admin, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(200);
    const stranger = await t.as(otherLawyer, { method: 'GET', url: `/api/estates/${estateId}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Estate not found');
    expect((await t.as(executor, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(404);
    await t.deps.db
      .insert(estateRoles)
      .values({ estateId, userId: executor.userId, role: 'executor', status: 'active' });
    const linked = await t.as(executor, { method: 'GET', url: `/api/estates/${estateId}` });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().tasks.length).toBeGreaterThan(5);
    const dates = linked
      .json()
      .tasks.map((x: { dueDate: string | null }) => x.dueDate)
      .filter(Boolean);
    expect(dates).toEqual([...dates].sort());
    await t.deps.db
      .update(estateRoles)
      .set({ status: 'inactive' })
      .where(eq(estateRoles.userId, executor.userId));
    expect((await t.as(executor, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(401);
    expect((await t.as(lawyer, { method: 'GET', url: '/api/estates/not-a-uuid' })).statusCode).toBe(404);
  });

  it('a NotifyFlow notification can be linked only to an estate the person may see', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    const send = (who: Session) => {
      const body = multipart(validForm({ estateId }));
      return t.inject({
        method: 'POST',
        url: '/api/notifications',
        ...body,
        headers: { ...body.headers, cookie: who.cookie },
      });
    };
    expect((await send(otherLawyer)).statusCode).toBe(404);
    expect((await send(lawyer)).statusCode).toBe(201);
  });
});

describe('My Estates and Recent Estates', () => {
  it('lists only my estates, newest first, with search, filters, paging and real progress', async () => {
    const mine = await t.signUp({ role: 'lawyer' });
    const names = ['Alice Ngata', 'Bruce Tane', 'Carmen Ruiz'];
    const ids: string[] = [];
    for (const n of names) ids.push((await create(mine, estateForm({ deceasedName: n }))).json().estateId);
    await create(otherLawyer, estateForm({ deceasedName: 'Not Mine' }));
    const all = (await t.as(mine, { method: 'GET', url: '/api/estates' })).json();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { deceasedName: string }) => i.deceasedName)).toEqual([
      'Carmen Ruiz',
      'Bruce Tane',
      'Alice Ngata',
    ]);
    expect(all.summary).toMatchObject({ activeEstates: 3, recentlyUpdated: 3 });
    expect(all.summary.pendingTasks).toBeGreaterThan(20);

    const [first] = await t.deps.db.select().from(tasks).where(eq(tasks.estateId, ids[0]!));
    const count = (await t.deps.db.select().from(tasks).where(eq(tasks.estateId, ids[0]!))).length;
    await t.deps.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, first!.id));
    const alice = (await t.as(mine, { method: 'GET', url: '/api/estates?q=ngata' })).json();
    expect(alice.total).toBe(1);
    // The cards count every estate in view, whatever the search.
    expect(alice.summary).toMatchObject({ activeEstates: 3, recentlyUpdated: 3 });
    expect(alice.items[0].progress).toBe(Math.round(100 / count));
    expect(
      (await t.as(mine, { method: 'GET', url: `/api/estates?q=${ids[1]!.slice(0, 8)}` })).json().items[0]
        .deceasedName,
    ).toBe('Bruce Tane');
    // Part of an id from its middle, dash included, in capitals: still found, and counted.
    const byId = (
      await t.as(mine, { method: 'GET', url: `/api/estates?q=${ids[2]!.slice(4, 18).toUpperCase()}` })
    ).json();
    expect(byId.items.map((i: { deceasedName: string }) => i.deceasedName)).toEqual(['Carmen Ruiz']);
    expect(byId.total).toBe(1);
    // A list with no rows on the page still has its total and its cards.
    const closed = (await t.as(mine, { method: 'GET', url: '/api/estates?status=closed' })).json();
    expect(closed).toMatchObject({ items: [], total: 0, summary: alice.summary });
    const beyond = (await t.as(mine, { method: 'GET', url: '/api/estates?pageSize=2&page=9' })).json();
    expect(beyond).toMatchObject({ items: [], total: 3, summary: alice.summary });
    expect(
      (await t.as(mine, { method: 'GET', url: '/api/estates?stage=initial&range=30d' })).json().total,
    ).toBe(3);
    const page2 = (await t.as(mine, { method: 'GET', url: '/api/estates?pageSize=2&page=2' })).json();
    expect(page2.items.map((i: { deceasedName: string }) => i.deceasedName)).toEqual(['Alice Ngata']);
    expect((await t.as(mine, { method: 'GET', url: '/api/estates?range=forever' })).statusCode).toBe(400);

    const recent = (await t.as(mine, { method: 'GET', url: '/api/estates/recent' })).json();
    expect(recent.items[0].deceasedName).toBe('Carmen Ruiz');
  });

  it('NotifyFlow-only accounts cannot list estates', async () => {
    const s = await t.signUp({ role: 'notifyflow' });
    expect((await t.as(s, { method: 'GET', url: '/api/estates' })).statusCode).toBe(403);
  });
});

describe('the estate picker (GET /api/estates/options)', () => {
  it('each person is offered exactly the estates they may see, by the deceased’s name', async () => {
    const firmA = await t.signUp({ role: 'lawyer' });
    const firmB = await t.signUp({ role: 'lawyer' });
    const heir = await t.signUp({ role: 'beneficiary' });
    const notifyOnly = await t.signUp({ role: 'notifyflow' });
    const idOf = async (who: Session, deceasedName: string): Promise<string> =>
      (await create(who, estateForm({ deceasedName }))).json().estateId;
    const zara = await idOf(firmA, 'Zara Picker');
    const amiria = await idOf(firmA, 'Amiria Picker');
    const ben = await idOf(firmB, 'Ben Picker');
    await t.deps.db
      .insert(estateRoles)
      .values({ estateId: zara, userId: heir.userId, role: 'beneficiary', status: 'active' });
    const options = async (who: Session) => {
      const res = await t.as(who, { method: 'GET', url: '/api/estates/options' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { estateId: string; deceasedName: string; status: string }[] }>().items;
    };

    expect(await options(firmA)).toEqual([
      { estateId: amiria, deceasedName: 'Amiria Picker', status: 'active' },
      { estateId: zara, deceasedName: 'Zara Picker', status: 'active' },
    ]);
    expect(await options(firmB)).toEqual([{ estateId: ben, deceasedName: 'Ben Picker', status: 'active' }]);
    expect(await options(heir)).toEqual([{ estateId: zara, deceasedName: 'Zara Picker', status: 'active' }]);
    const everything = (await options(admin)).map((o) => o.estateId);
    expect(everything).toEqual(expect.arrayContaining([amiria, ben, zara]));

    expect((await t.inject({ method: 'GET', url: '/api/estates/options' })).statusCode).toBe(401);
    expect((await t.as(notifyOnly, { method: 'GET', url: '/api/estates/options' })).statusCode).toBe(403);
  });
});

describe('assigning an executor and recording the grant', () => {
  it('the executor gets access and the tasks; the grant date sets the s47 and claim dates', async () => {
    const { estateId } = (await create(lawyer, estateForm({ deceasedName: 'Wiremu Parata' }))).json();
    // A new lawyer's picker lists nobody: executors are named by email address (decision 011).
    const picker = await t.as(lawyer, { method: 'GET', url: '/api/executors' });
    expect(picker.statusCode).toBe(200);
    expect(picker.json().items.map((e: { userId: string }) => e.userId)).not.toContain(executor.userId);
    expect((await t.as(executor, { method: 'GET', url: '/api/executors' })).statusCode).toBe(403);

    const byEmail = { executorEmail: `  ${executor.email.toUpperCase()} ` };
    expect(
      (await t.as(otherLawyer, { method: 'PATCH', url: `/api/estates/${estateId}`, payload: byEmail }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(lawyer, {
          method: 'PATCH',
          url: `/api/estates/${estateId}`,
          payload: { executorId: 'nope' },
        })
      ).statusCode,
    ).toBe(400);
    const res = await t.as(lawyer, { method: 'PATCH', url: `/api/estates/${estateId}`, payload: byEmail });
    expect(res.statusCode).toBe(200);
    const [mine] = await t.deps.db.select().from(executors).where(eq(executors.userId, executor.userId));
    expect(res.json().executorId).toBe(mine!.id);
    // Now the lawyer's estate has them, the picker offers them.
    const listed = (await t.as(lawyer, { method: 'GET', url: '/api/executors' })).json().items;
    expect(listed.map((e: { userId: string }) => e.userId)).toContain(executor.userId);

    const seen = await t.as(executor, { method: 'GET', url: `/api/estates/${estateId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().executor).toMatchObject({ fullName: expect.any(String), email: executor.email });
    const theirTasks = (await t.as(executor, { method: 'GET', url: '/api/tasks' })).json().items;
    expect(theirTasks.filter((x: { estateId: string }) => x.estateId === estateId).length).toBe(
      seen.json().tasks.length,
    );

    const granted = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { grantDate: '2026-05-29' },
    });
    expect(granted.json().grantDate).toBe('2026-05-29');
    const after = (await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}` })).json().tasks;
    const s47 = after.find((x: { name: string }) => x.name.includes('s47'));
    expect(s47.dueDate).toBe('2026-11-29');
    expect(after.find((x: { name: string }) => x.name.startsWith('Family Protection Act')).dueDate).toBe(
      '2027-05-29',
    );
  });
});

describe('assigning an executor by email address (decision 011)', () => {
  const patch = (who: Session, estateId: string, payload: Record<string, unknown>) =>
    t.as(who, { method: 'PATCH', url: `/api/estates/${estateId}`, payload });
  const cancel = (who: Session | null, estateId: string) => {
    const req = { method: 'DELETE' as const, url: `/api/estates/${estateId}/executor-invitation` };
    return who ? t.as(who, req) : t.inject(req);
  };
  const newAddress = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.nz`;
  const estateRow = async (estateId: string) =>
    (await t.deps.db.select().from(estates).where(eq(estates.id, estateId)))[0]!;
  const invitationsOf = (estateId: string) =>
    t.deps.db.select().from(estateInvitations).where(eq(estateInvitations.estateId, estateId));
  const mailsTo = (address: string) => t.deps.db.select().from(outbox).where(eq(outbox.toAddress, address));
  async function linkBeneficiary(estateId: string) {
    await t.deps.db
      .insert(estateRoles)
      .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
  }

  it("another firm's executor is not in the picker, and naming them by id is refused", async () => {
    const theirs = await t.signUp({ role: 'executor', name: 'Their Executor' });
    const { estateId: otherEstate } = (await create(otherLawyer, estateForm())).json();
    expect((await patch(otherLawyer, otherEstate, { executorEmail: theirs.email })).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(executors).where(eq(executors.userId, theirs.userId));
    const picker = (await t.as(lawyer, { method: 'GET', url: '/api/executors' })).json().items;
    expect(picker.map((e: { userId: string }) => e.userId)).not.toContain(theirs.userId);

    const { estateId } = (await create(lawyer, estateForm())).json();
    const res = await patch(lawyer, estateId, { executorId: row!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'executorId', message: 'That executor does not exist.' }]);
    expect((await estateRow(estateId)).executorId).toBeNull();
    // By email address the lawyer, who knows it, may name them.
    expect((await patch(lawyer, estateId, { executorEmail: theirs.email })).json().executorId).toBe(row!.id);
  });

  it('an address with a non-executor account: 409 on the field, and nothing changes', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    await patch(lawyer, estateId, { executorEmail: executor.email });
    const before = await estateRow(estateId);
    for (const who of [beneficiary, otherLawyer]) {
      const res = await patch(lawyer, estateId, { executorEmail: who.email, status: 'pending' });
      expect(res.statusCode).toBe(409);
      const message =
        'That email address belongs to an account that is not an executor account. Ask them to contact us to change it.';
      expect(res.json()).toMatchObject({ message, issues: [{ path: 'executorEmail', message }] });
    }
    expect(await estateRow(estateId)).toMatchObject({ executorId: before.executorId, status: 'active' });
    expect(await invitationsOf(estateId)).toEqual([]);
    expect((await t.as(executor, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(200);
  });

  it('an unknown address is invited; confirming it on an Executor account takes up the estate', async () => {
    const { estateId } = (await create(lawyer, estateForm({ deceasedName: 'Mere Tipene' }))).json();
    await linkBeneficiary(estateId);
    const stepsDown = await t.signUp({ role: 'executor' });
    await patch(lawyer, estateId, { executorEmail: stepsDown.email });
    const address = newAddress('invitee');

    const res = await patch(lawyer, estateId, { executorEmail: ` ${address.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().executorId).toBeNull();
    const [invitation, ...more] = await invitationsOf(estateId);
    expect(more).toEqual([]);
    expect(invitation).toMatchObject({
      email: address,
      role: 'executor',
      invitedBy: lawyer.userId,
      acceptedAt: null,
      cancelledAt: null,
    });
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'executor-invitation',
      subject: 'You have been named executor of the estate of Mere Tipene',
      link: `http://localhost:3000/signup?email=${encodeURIComponent(address)}`,
    });
    expect(mails[0]!.textBody).toContain('Liam Lawyer');
    expect(mails[0]!.textBody).toContain('create an Executor account with this email address');
    // The executor who was named before loses the estate at once.
    expect((await t.as(stepsDown, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(404);

    const asLawyer = (await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}` })).json();
    expect(asLawyer.executor).toBeNull();
    expect(asLawyer.executorInvitation).toEqual({ email: address, invitedAt: expect.any(String) });
    const asBeneficiary = (
      await t.as(beneficiary, { method: 'GET', url: `/api/estates/${estateId}` })
    ).json();
    expect(asBeneficiary.executorInvitation).toBeNull();
    const activity = (await t.as(beneficiary, { method: 'GET', url: '/api/dashboard' })).body;
    expect(activity).not.toContain(address);

    const invitee = await t.signUp({ role: 'executor', email: address, name: 'Hine Invitee' });
    const seen = await t.as(invitee, { method: 'GET', url: `/api/estates/${estateId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().executor).toMatchObject({ fullName: 'Hine Invitee', email: address });
    expect(seen.json().executorInvitation).toBeNull();
    const [accepted] = await invitationsOf(estateId);
    expect(accepted!.acceptedAt).not.toBeNull();
    const theirTasks = (await t.as(invitee, { method: 'GET', url: '/api/tasks' })).json().items;
    expect(theirTasks.filter((x: { estateId: string }) => x.estateId === estateId).length).toBe(
      seen.json().tasks.length,
    );
  });

  it('an invitation waits through a sign-up of another kind, and a cancelled one gives nothing', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    const first = newAddress('beneficiary-first');
    await patch(lawyer, estateId, { executorEmail: first });
    const wrongKind = await t.signUp({ role: 'beneficiary', email: first });
    expect((await t.as(wrongKind, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(404);
    expect((await invitationsOf(estateId))[0]).toMatchObject({ acceptedAt: null, cancelledAt: null });
    expect((await estateRow(estateId)).executorId).toBeNull();

    // A new invitation replaces the waiting one; cancelling that leaves none.
    const replaced = newAddress('replaced');
    const cancelled = newAddress('cancelled');
    await patch(lawyer, estateId, { executorEmail: replaced });
    await patch(lawyer, estateId, { executorEmail: cancelled });
    await linkBeneficiary(estateId);
    expect((await cancel(beneficiary, estateId)).statusCode).toBe(403);
    expect((await cancel(otherLawyer, estateId)).statusCode).toBe(404);
    expect((await cancel(null, estateId)).statusCode).toBe(401);
    expect((await cancel(lawyer, estateId)).statusCode).toBe(204);
    expect((await cancel(lawyer, estateId)).statusCode).toBe(404);
    const rows = await invitationsOf(estateId);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.acceptedAt === null && r.cancelledAt !== null)).toBe(true);
    expect(
      (await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}` })).json().executorInvitation,
    ).toBeNull();

    for (const address of [replaced, cancelled]) {
      const late = await t.signUp({ role: 'executor', email: address });
      expect((await t.as(late, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(404);
    }
    expect((await estateRow(estateId)).executorId).toBeNull();
  });

  it('only those who run the estate may name its executor; bad input names the field', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    await linkBeneficiary(estateId);
    const address = newAddress('nobody');
    expect((await patch(beneficiary, estateId, { executorEmail: address })).statusCode).toBe(403);
    expect((await patch(otherLawyer, estateId, { executorEmail: address })).statusCode).toBe(404);
    const anon = await t.inject({
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { executorEmail: address },
    });
    expect(anon.statusCode).toBe(401);

    const [mine] = await t.deps.db.select().from(executors).where(eq(executors.userId, executor.userId));
    for (const payload of [
      { executorEmail: 'not-an-email' },
      { executorEmail: `${'a'.repeat(250)}@example.nz` },
      { executorEmail: address, executorId: mine!.id },
      { executorEmail: null },
    ]) {
      const res = await patch(lawyer, estateId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['executorEmail']);
    }
    expect(await invitationsOf(estateId)).toEqual([]);
    expect(await mailsTo(address)).toEqual([]);
    expect((await estateRow(estateId)).executorId).toBeNull();
  });

  it('the invitation, its email and the change are one transaction', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    await patch(lawyer, estateId, { executorEmail: executor.email });
    const before = await estateRow(estateId);
    const address = newAddress('unsent');
    const res = await withFailingInserts(t, 'outbox', "NEW.kind = 'executor-invitation'", () =>
      patch(lawyer, estateId, { executorEmail: address }),
    );
    expect(res.statusCode).toBe(500);
    expect(await invitationsOf(estateId)).toEqual([]);
    expect((await estateRow(estateId)).executorId).toBe(before.executorId);
    expect((await t.as(executor, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(200);
  });

  it('a replaced executor loses the estate, its tasks and its notes, and cannot change it', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    const outgoing = await t.signUp({ role: 'executor' });
    const incoming = await t.signUp({ role: 'executor' });
    await patch(lawyer, estateId, { executorEmail: outgoing.email });
    const url = `/api/estates/${estateId}`;
    expect((await t.as(outgoing, { method: 'GET', url: `${url}/notes` })).statusCode).toBe(200);
    expect((await patch(lawyer, estateId, { executorEmail: incoming.email })).statusCode).toBe(200);

    expect((await t.as(outgoing, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(outgoing, { method: 'GET', url: `${url}/notes` })).statusCode).toBe(404);
    const theirTasks = (await t.as(outgoing, { method: 'GET', url: '/api/tasks' })).json().items;
    expect(theirTasks.some((x: { estateId: string }) => x.estateId === estateId)).toBe(false);
    expect((await patch(outgoing, estateId, { status: 'closed' })).statusCode).toBe(404);
    expect((await patch(outgoing, estateId, { executorEmail: outgoing.email })).statusCode).toBe(404);
    const incomingTasks = (await t.as(incoming, { method: 'GET', url: '/api/tasks' })).json().items;
    expect(incomingTasks.some((x: { estateId: string }) => x.estateId === estateId)).toBe(true);
  });
});

describe('tasks', () => {
  it('lawyers see the tasks of estates they created; status changes persist both ways', async () => {
    const { estateId } = (await create(lawyer, estateForm({ deceasedName: 'Sione Tupou' }))).json();
    const list = (await t.as(lawyer, { method: 'GET', url: `/api/tasks?estateId=${estateId}` })).json().items;
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((x: { deceasedName: string }) => x.deceasedName === 'Sione Tupou')).toBe(true);
    const task = list[0];
    // Each change is made against the version read (decision 060): the list item's, then the answer's.
    let version: number = task.version;
    for (const status of ['in_progress', 'completed', 'todo']) {
      const res = await t.as(lawyer, {
        method: 'PATCH',
        url: `/api/tasks/${task.taskId}`,
        headers: { 'if-match': `"${version}"` },
        payload: { status },
      });
      expect(res.statusCode, status).toBe(200);
      version = res.json().version;
      const again = (await t.as(lawyer, { method: 'GET', url: `/api/tasks?estateId=${estateId}` })).json()
        .items;
      expect(again.find((x: { taskId: string }) => x.taskId === task.taskId).status).toBe(status);
    }
    expect(
      (
        await t.as(lawyer, {
          method: 'PATCH',
          url: `/api/tasks/${task.taskId}`,
          payload: { status: 'done-ish' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(otherLawyer, {
          method: 'PATCH',
          url: `/api/tasks/${task.taskId}`,
          payload: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.as(otherLawyer, { method: 'GET', url: `/api/tasks?estateId=${estateId}` })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
    const others = (await t.as(otherLawyer, { method: 'GET', url: '/api/tasks' })).json().items;
    expect(others.some((x: { estateId: string }) => x.estateId === estateId)).toBe(false);
  });

  it('New Task creates one on a visible estate only', async () => {
    const { estateId } = (await create(lawyer, estateForm())).json();
    const made = await t.as(lawyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: { estateId, name: 'Call the funeral director', dueDate: '2026-04-01' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Call the funeral director',
      status: 'todo',
      dueDate: '2026-04-01',
    });
    expect(
      (await t.as(lawyer, { method: 'POST', url: '/api/tasks', payload: { estateId, name: '' } })).json()
        .issues[0].path,
    ).toBe('name');
    expect(
      (await t.as(otherLawyer, { method: 'POST', url: '/api/tasks', payload: { estateId, name: 'Sneaky' } }))
        .statusCode,
    ).toBe(404);
  });
});

const beneficiary = await t.signUp({ role: 'beneficiary' });

describe('status, stage and notes: only the people who run the estate', () => {
  it('My Estates filters take only the statuses, stages and ranges the screen offers', async () => {
    for (const query of ['status=finished', 'stage=on+the+moon', 'range=decade']) {
      const res = await t.as(lawyer, { method: 'GET', url: `/api/estates?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const ok = await t.as(lawyer, {
      method: 'GET',
      url: '/api/estates?status=active&stage=initial&range=year',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      ok
        .json()
        .items.every(
          (e: { status: string; stage: string }) => e.status === 'active' && e.stage === 'initial',
        ),
    ).toBe(true);
  });

  async function estateWithBeneficiary() {
    const { estateId } = (await create(lawyer, estateForm({ deceasedName: 'Hēmi Walker' }))).json();
    await t.deps.db
      .insert(estateRoles)
      .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
    return estateId as string;
  }

  it('the lawyer moves status and stage; a beneficiary who can see the estate may not', async () => {
    const estateId = await estateWithBeneficiary();
    const url = `/api/estates/${estateId}`;
    const moved = await t.as(lawyer, {
      method: 'PATCH',
      url,
      payload: { status: 'pending', stage: 'application_filed' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'pending', stage: 'application_filed' });

    const bad = await t.as(lawyer, { method: 'PATCH', url, payload: { stage: 'on the moon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'stage', message: 'Please choose a stage' }]);

    expect((await t.as(beneficiary, { method: 'GET', url })).statusCode).toBe(200);
    const denied = await t.as(beneficiary, { method: 'PATCH', url, payload: { status: 'closed' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Only the estate's lawyer, its executor or an admin can do that.");
    expect((await t.inject({ method: 'PATCH', url, payload: { status: 'closed' } })).statusCode).toBe(401);
    expect(
      (await t.as(otherLawyer, { method: 'PATCH', url, payload: { status: 'closed' } })).statusCode,
    ).toBe(404);
    const [row] = await t.deps.db.select().from(estates).where(eq(estates.id, estateId));
    expect(row).toMatchObject({ status: 'pending', stage: 'application_filed' });
  });

  it('Add Note stores the note, shows it newest first, and appears in recent activity', async () => {
    const estateId = await estateWithBeneficiary();
    const url = `/api/estates/${estateId}/notes`;
    const [before] = await t.deps.db.select().from(estates).where(eq(estates.id, estateId));

    const empty = await t.as(lawyer, { method: 'POST', url, payload: { title: ' ', content: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'content', message: 'Note is required' },
      { path: 'category', message: 'Please choose a category' },
    ]);

    const first = await t.as(lawyer, {
      method: 'POST',
      url,
      payload: {
        title: 'Called ANZ',
        content: 'Account frozen; they need the grant.',
        category: 'general',
        tags: 'bank',
      },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Called ANZ',
      category: 'general',
      tags: ['bank'],
      createdBy: { id: lawyer.userId, name: 'Liam Lawyer' },
    });
    const second = await t.as(admin, {
      method: 'POST',
      url,
      payload: { title: 'Family meeting', content: 'Whānau agreed on the house.', category: 'family' },
    });
    expect(second.statusCode).toBe(201);

    const list = await t.as(lawyer, { method: 'GET', url: `${url}?sort=createdAt&order=desc` });
    expect(list.json().items.map((n: { title: string }) => n.title)).toEqual([
      'Family meeting',
      'Called ANZ',
    ]);
    const [after] = await t.deps.db.select().from(estates).where(eq(estates.id, estateId));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const home = (await t.as(lawyer, { method: 'GET', url: '/api/dashboard' })).json();
    expect(home.recentActivity).toContainEqual(
      expect.objectContaining({ action: 'note.created', estateId, deceasedName: 'Hēmi Walker' }),
    );
  });

  it('notes: signed out 401, a beneficiary 403, someone else’s estate 404, nothing written', async () => {
    const estateId = await estateWithBeneficiary();
    const url = `/api/estates/${estateId}/notes`;
    const payload = { title: 'Sneaky', content: 'Should not be stored', category: 'general' };
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as(beneficiary, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as(beneficiary, { method: 'POST', url, payload })).statusCode).toBe(403);
    expect((await t.as(otherLawyer, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(otherLawyer, { method: 'POST', url, payload })).statusCode).toBe(404);
    expect((await t.as(lawyer, { method: 'GET', url })).json().items).toEqual([]);
  });

  it('tasks: a beneficiary follows them but neither adds one nor ticks one off', async () => {
    const estateId = await estateWithBeneficiary();
    const before = await t.deps.db.select().from(tasks).where(eq(tasks.estateId, estateId));
    const first = before[0]!;
    const tick = {
      method: 'PATCH' as const,
      url: `/api/tasks/${first.id}`,
      headers: { 'if-match': `"${first.version}"` }, // as read (decision 060)
      payload: { status: 'completed' },
    };
    const add = { method: 'POST' as const, url: '/api/tasks', payload: { estateId, name: 'Sneaky task' } };
    expect((await t.as(beneficiary, tick)).statusCode).toBe(403);
    expect((await t.as(beneficiary, add)).statusCode).toBe(403);
    const after = await t.deps.db.select().from(tasks).where(eq(tasks.estateId, estateId));
    expect(after).toHaveLength(before.length);
    expect(after.find((x) => x.id === first.id)!.status).toBe(first.status);
    // Those who run it still do both.
    expect((await t.as(lawyer, tick)).statusCode).toBe(200);
    expect((await t.as(lawyer, add)).statusCode).toBe(201);
  });
});
