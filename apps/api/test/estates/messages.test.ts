import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageThread, MessageThreadList } from '@estate/domain';
import { appNotifications, estateRoles, outbox, users } from '../../src/db/schema.js';
import { emailUnreadMessages } from '../../src/services/messages/email-unread-messages.js';
import { build, type Session, sseReader } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/**
 * Messages (issue 16; decision 027): who reads which conversation, who may be in one, unread
 * counts, attachments, the 15-minute email and live delivery.
 */
const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Lawyer' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const cousin = await t.signUp({ role: 'beneficiary', name: 'Cam Cousin' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Other-Firm' });
const estate = await t.staffedEstate(
  { lawyer, executor, beneficiary },
  { deceasedName: 'Hemi Messages' },
  [],
);
await t.database.db
  .insert(estateRoles)
  .values({ estateId: estate, userId: cousin.userId, role: 'beneficiary', status: 'active' });
const otherEstate = await t.newEstate(otherLawyer, { deceasedName: 'Other Estate' }, []);

async function upload(who: Session, estateId: string, name: string, shared: boolean) {
  const body = multipart({ estateId, sharedWithBeneficiaries: shared }, [{ name, data: PDF }]);
  const res = await t.as(who, { method: 'POST', url: '/api/documents', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documentId: string }>().documentId;
}

async function startThread(
  who: Session,
  participants: Session[],
  extra: { subject?: string; body?: string; attachmentIds?: string[]; estateId?: string } = {},
) {
  return t.as(who, {
    method: 'POST',
    url: '/api/message-threads',
    payload: {
      estateId: extra.estateId ?? estate,
      subject: extra.subject ?? 'Selling the house',
      participantIds: participants.map((p) => p.userId),
      body: extra.body ?? 'Can we meet on Tuesday?',
      ...(extra.attachmentIds ? { attachmentIds: extra.attachmentIds } : {}),
    },
  });
}
const created = async (...args: Parameters<typeof startThread>) => {
  const res = await startThread(...args);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const list = async (who: Session, search = '') =>
  (
    await t.as(who, {
      method: 'GET',
      url: `/api/message-threads${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    })
  ).json<MessageThreadList>();
const post = (who: Session, threadId: string, body: string, attachmentIds?: string[]) =>
  t.as(who, {
    method: 'POST',
    url: `/api/message-threads/${threadId}/messages`,
    payload: { body, ...(attachmentIds ? { attachmentIds } : {}) },
  });

describe('who reads which conversation', () => {
  it("only its participants read a thread: not a beneficiary left out, not the estate's lawyer unless chosen, not another firm", async () => {
    const thread = await created(executor, [beneficiary], { subject: 'Between executor and Bea' });
    // Decision 059: a conversation is its participants' only. The estate's lawyer was not chosen.
    for (const who of [cousin, lawyer, otherLawyer]) {
      expect((await t.as(who, { method: 'GET', url: `/api/message-threads/${thread}` })).statusCode).toBe(
        404,
      );
      expect((await post(who, thread, 'Let me in')).statusCode).toBe(404);
      expect((await list(who)).items.map((i) => i.id)).not.toContain(thread);
    }
    expect((await list(otherLawyer)).items).toEqual([]);
    // Nothing was written by the refused posts.
    const asBea = await t.as(beneficiary, { method: 'GET', url: `/api/message-threads/${thread}` });
    expect(asBea.statusCode).toBe(200);
    expect(asBea.body).not.toContain('Let me in');
    expect(asBea.json<MessageThread>().isMember).toBe(true);
  });

  it('participants must be people on the estate; a beneficiary writes only to those who run it', async () => {
    const outsider = await startThread(lawyer, [otherLawyer]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().issues[0].path).toBe('participantIds');
    const toCousin = await startThread(beneficiary, [cousin]);
    expect(toCousin.statusCode).toBe(400);
    expect(toCousin.json().issues[0].path).toBe('participantIds');
    expect((await startThread(beneficiary, [lawyer])).statusCode).toBe(201);
    const onlyMe = await startThread(lawyer, [lawyer]);
    expect(onlyMe.statusCode).toBe(400);
    // An estate the person may not see is not there at all.
    expect((await startThread(otherLawyer, [executor])).statusCode).toBe(404);
    const empty = await startThread(lawyer, [executor], { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('body');
  });
});

describe('unread counts', () => {
  it('counts messages from others until the thread is marked read; the menu sums them', async () => {
    const thread = await created(lawyer, [executor], { subject: 'Unread counting' });
    await post(lawyer, thread, 'A second note');
    const mine = (await list(executor, 'Unread counting')).items[0]!;
    expect(mine).toMatchObject({ id: thread, unread: 2, isMember: true });
    expect(mine.lastMessage?.preview).toBe('A second note');
    expect((await list(lawyer, 'Unread counting')).items[0]!.unread).toBe(0);
    const summary = await t.as(executor, { method: 'GET', url: '/api/me/messages/summary' });
    expect(summary.json().unread).toBeGreaterThanOrEqual(2);

    const read = await t.as(executor, { method: 'POST', url: `/api/message-threads/${thread}/read` });
    expect(read.statusCode).toBe(204);
    expect((await list(executor, 'Unread counting')).items[0]!.unread).toBe(0);

    // Told in the app at once, with a link to the thread; no email yet.
    const notices = await t.database.db
      .select()
      .from(appNotifications)
      .where(and(eq(appNotifications.userId, executor.userId), eq(appNotifications.kind, 'message')));
    expect(notices.some((n) => n.link === `/dashboard/messages?thread=${thread}`)).toBe(true);
  });

  it('pages a long conversation: the newest 50, then the ones before', async () => {
    const thread = await created(lawyer, [executor], { subject: 'Long one' });
    for (let i = 1; i <= 55; i++) await post(lawyer, thread, `Note ${i}`);
    const first = (
      await t.as(executor, { method: 'GET', url: `/api/message-threads/${thread}` })
    ).json<MessageThread>();
    expect(first.messages).toHaveLength(50);
    expect(first.hasEarlier).toBe(true);
    expect(first.messages.at(-1)!.body).toBe('Note 55');
    const earlier = (
      await t.as(executor, {
        method: 'GET',
        url: `/api/message-threads/${thread}?before=${first.messages[0]!.id}`,
      })
    ).json<MessageThread>();
    expect(earlier.hasEarlier).toBe(false);
    expect(earlier.messages.map((m) => m.body)).toEqual([
      'Can we meet on Tuesday?',
      'Note 1',
      'Note 2',
      'Note 3',
      'Note 4',
      'Note 5',
    ]);
  });
});

describe('attachments', () => {
  it("a document of another estate is refused; the estate's own shows as a link, and only to those who may open it", async () => {
    const thread = await created(lawyer, [beneficiary], { subject: 'Papers' });
    const foreign = await upload(otherLawyer, otherEstate, 'other-will.pdf', true);
    const refused = await post(lawyer, thread, 'See attached', [foreign]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toBe('attachmentIds');
    const shared = await upload(lawyer, estate, 'shared-valuation.pdf', true);
    const unshared = await upload(lawyer, estate, 'unshared-file-note.pdf', false);
    const sent = await post(lawyer, thread, 'See attached', [shared, unshared]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'shared-valuation.pdf',
      'unshared-file-note.pdf',
    ]);
    const asBeneficiary = await t.as(beneficiary, { method: 'GET', url: `/api/message-threads/${thread}` });
    expect(asBeneficiary.body).toContain('shared-valuation.pdf');
    expect(asBeneficiary.body).not.toContain('unshared-file-note.pdf');
    // Nothing of the refused message was kept.
    expect(
      asBeneficiary.json<MessageThread>().messages.filter((m) => m.body === 'See attached'),
    ).toHaveLength(1);
  });
});

describe('the email about messages not read within 15 minutes', () => {
  const emailsTo = (who: Session) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, who.email), eq(outbox.kind, 'notice-message')));
  const env = { publicUrl: 'https://estate.example.nz' };
  const later = () => new Date(Date.now() + 16 * 60_000);

  it('emails once, naming the writer and the estate, not the message; not when read; not when turned off', async () => {
    const thread = await created(lawyer, [executor, beneficiary], {
      subject: 'Private subject line',
      body: 'The secret sum is $12,345',
    });
    const about = async (who: Session, id = thread) =>
      (await emailsTo(who)).filter((m) => m.link?.endsWith(`thread=${id}`));
    // Nothing at once, nor before 15 minutes.
    await emailUnreadMessages(t.deps.db, env);
    expect(await about(executor)).toEqual([]);

    await t.as(beneficiary, { method: 'POST', url: `/api/message-threads/${thread}/read` });
    await t.database.db
      .update(users)
      .set({ notificationPreferences: { message: { inApp: true, email: false } } })
      .where(eq(users.id, cousin.userId));

    await emailUnreadMessages(t.deps.db, env, later());
    const mails = await about(executor);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.textBody).toContain('Lena Lawyer');
    expect(mail.textBody).toContain('Hemi Messages');
    expect(mail.textBody).toContain(`https://estate.example.nz/dashboard/messages?thread=${thread}`);
    expect(mail.textBody).not.toContain('12,345');
    expect(mail.subject).not.toContain('Private subject line');
    // The beneficiary had read it: no email.
    expect(await about(beneficiary)).toEqual([]);

    // Once: the next runs send nothing more about the same messages.
    await emailUnreadMessages(t.deps.db, env, later());
    expect(await about(executor)).toHaveLength(1);

    // Someone who turned message emails off is not emailed.
    const toCousin = await created(lawyer, [cousin], { subject: 'For Cam' });
    await emailUnreadMessages(t.deps.db, env, later());
    expect(await about(cousin, toCousin)).toEqual([]);
    expect(await about(lawyer, toCousin)).toEqual([]);
  });
});

describe('live delivery', () => {
  it("a message reaches its conversation's participants on the one stream (/api/events), and nobody else", async () => {
    const thread = await created(lawyer, [executor], { subject: 'Live one' });
    const hidden = await created(executor, [beneficiary], { subject: 'Not for Cam' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    type Change = { kind: string; id: string | null; estateId: string | null };
    const open = async (who: Session) => {
      const controller = new AbortController();
      const res = await fetch(`${address}/api/events`, {
        headers: { cookie: who.cookie },
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      return { next: sseReader<Change>(res), controller };
    };
    const executors = await open(executor);
    const cousins = await open(cousin);
    // The conversation Cam is not part of, then one to Cam: Cam's first message event is Cam's own.
    expect((await post(executor, hidden, 'Not for Cam either')).statusCode).toBe(201);
    expect((await post(lawyer, thread, 'Arrives live')).statusCode).toBe(201);
    const toCam = await created(lawyer, [cousin], { subject: 'For Cam' });
    let heard = await executors.next();
    while (!(heard.kind === 'message' && heard.id === thread)) heard = await executors.next();
    let camHeard = await cousins.next();
    while (camHeard.kind !== 'message') camHeard = await cousins.next();
    expect(camHeard.id).toBe(toCam);
    executors.controller.abort();
    cousins.controller.abort();
    // The page then refetches the conversation: the message is there.
    const read = await t.as(executor, { method: 'GET', url: `/api/message-threads/${thread}` });
    expect(read.json<MessageThread>().messages.map((m) => m.body)).toContain('Arrives live');
  });
});
