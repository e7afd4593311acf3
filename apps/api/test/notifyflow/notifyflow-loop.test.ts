import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationStatus, ResponseLinkView } from '@estate/domain';
import { institutionsNotified, letters, outbox } from '../../src/db/schema.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import { build, type Session } from '../helper.js';
import {
  deliverOutbox,
  giveNotificationEmail,
  idOf,
  multipart,
  PDF,
  PNG,
  validForm,
  givePostalAddress,
} from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/**
 * Issue 18: NotifyFlow closes the loop. The notification's own status follows its organisations;
 * "sent" is when it went out and "acknowledged" when the organisation said so; an organisation that
 * asks for more gets the family's reply and documents on its response link, and can answer again.
 */
const t = await build();
await giveNotificationEmail(t.deps.db, 'ANZ', 'estates@anz.example.nz');
// Issue 42: a letter prints and posts only with an address; Inland Revenue's is a fixture.
await givePostalAddress(t.deps.db, 'Inland Revenue');
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const stranger = await t.signUp({ role: 'notifyflow', name: 'Someone Else' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

const sink = await startSmtpSink();
afterAll(() => sink.close());

const sendEmails = () => deliverOutbox(t.deps.db, sink.port);

/** A fresh notification to ANZ (by email) and Inland Revenue (by letter), with a death certificate. */
async function notify() {
  const body = multipart(validForm({ institutionName: '' }), [{ name: 'death-certificate.pdf', data: PDF }]);
  const res = await t.as(requester, { method: 'POST', url: '/api/notifications', ...body });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ notificationId: string; referenceCode: string }>();
  const rows = await t.deps.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, created.notificationId));
  const anz = rows.find((r) => r.institutionId === idOf('ANZ'))!;
  const ird = rows.find((r) => r.institutionId === idOf('Inland Revenue'))!;
  const [letter] = await t.deps.db.select().from(letters).where(eq(letters.institutionsNotifiedId, ird.id));
  return {
    code: created.referenceCode,
    anz,
    ird,
    letter: letter!,
    anzToken: signResponseToken(t.deps.config.authSecret, anz.id),
    irdToken: signResponseToken(t.deps.config.authSecret, ird.id),
  };
}

const statusAs = async (who: Session | null, code: string): Promise<NotificationStatus> => {
  const req = { method: 'GET' as const, url: `/api/notifications/status/${code}` };
  const res = who ? await t.as(who, req) : await t.inject(req);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationStatus>();
};
const rowNamed = (s: NotificationStatus, name: string) => s.institutions.find((i) => i.name === name)!;
const answer = (token: string, action: string, message = '') =>
  t.inject({ method: 'POST', url: `/api/respond/${token}`, payload: { action, message } });
const view = async (token: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/respond/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResponseLinkView>();
};
const reply = (
  who: Session,
  code: string,
  rowId: string,
  payload: unknown,
  files: { name: string; data: Buffer; type?: string }[] = [],
) =>
  t.as(who, {
    method: 'POST',
    url: `/api/notifications/${code}/institutions/${rowId}/replies`,
    ...multipart(payload, files),
  });

describe('the notification’s derived status and each organisation’s times', () => {
  it('pending → in progress → action needed → in progress → completed, with sent and acknowledged apart', async () => {
    const { code, anz, ird, letter, anzToken } = await notify();
    expect((await statusAs(null, code)).notification.status).toBe('pending');

    await sendEmails();
    let s = await statusAs(null, code);
    expect(s.notification.status).toBe('in_progress');
    const sent = rowNamed(s, 'ANZ');
    expect(sent).toMatchObject({ status: 'sent', channel: 'email', acknowledgedAt: null });
    expect(sent.sentDate).not.toBeNull();
    expect(rowNamed(s, 'Inland Revenue')).toMatchObject({
      status: 'pending',
      channel: 'letter',
      sentDate: null,
    });

    // Acknowledging a day later: the sent date stays when it went out.
    await t.deps.db
      .update(institutionsNotified)
      .set({ dispatchedAt: new Date(Date.now() - 86_400_000), sentDate: new Date(Date.now() - 86_400_000) })
      .where(eq(institutionsNotified.id, anz.id));
    expect((await answer(anzToken, 'acknowledge')).statusCode).toBe(200);
    s = await statusAs(null, code);
    const acked = rowNamed(s, 'ANZ');
    expect(acked.acknowledgedAt).not.toBeNull();
    expect(Date.parse(acked.acknowledgedAt!) - Date.parse(acked.sentDate!)).toBeGreaterThan(80_000_000);

    expect((await answer(anzToken, 'need_info', 'Please send the grant of probate.')).statusCode).toBe(200);
    s = await statusAs(null, code);
    expect(s.notification.status).toBe('action_needed');
    expect(rowNamed(s, 'ANZ')).toMatchObject({ status: 'failed' });
    expect(rowNamed(s, 'ANZ').infoRequestedAt).not.toBeNull();

    const replied = await reply(requester, code, anz.id, {
      message: 'The grant is attached.',
      idempotencyKey: randomUUID(),
    });
    expect(replied.statusCode, replied.body).toBe(201);
    s = await statusAs(null, code);
    expect(s.notification.status).toBe('in_progress');
    expect(rowNamed(s, 'ANZ').status).toBe('sent');
    expect(rowNamed(s, 'ANZ').lastReplyAt).not.toBeNull();

    expect((await answer(anzToken, 'complete')).statusCode).toBe(200);
    await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
    expect((await statusAs(null, code)).notification.status).toBe('in_progress');
    const done = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions-notified/${ird.id}`,
      headers: { 'if-match': '*' }, // any version: versions.test.ts holds the version
      payload: { status: 'completed', note: 'Confirmed by phone.' },
    });
    expect(done.statusCode).toBe(200);
    s = await statusAs(null, code);
    expect(s.notification.status).toBe('completed');
    expect(rowNamed(s, 'Inland Revenue').sentDate).not.toBeNull();
    expect(rowNamed(s, 'Inland Revenue').completedAt).not.toBeNull();
    expect(rowNamed(s, 'ANZ').completedAt).not.toBeNull();
  });
});

describe('the family replies to an organisation that asked for more', () => {
  it('only the sender may reply (others 404), only while the organisation waits on them (409)', async () => {
    const { code, anz, anzToken } = await notify();
    const payload = { message: 'Here it is.', idempotencyKey: randomUUID() };
    const early = await reply(requester, code, anz.id, payload);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('not waiting for a reply');

    await answer(anzToken, 'need_info', 'Please send the grant of probate.');
    expect((await reply(stranger, code, anz.id, payload)).statusCode).toBe(404);
    expect((await reply(admin, code, anz.id, payload)).statusCode).toBe(404);
    const anon = await t.inject({
      method: 'POST',
      url: `/api/notifications/${code}/institutions/${anz.id}/replies`,
      ...multipart(payload),
    });
    expect(anon.statusCode).toBe(401);
    // The row under another notification's code: not found either.
    const other = await notify();
    expect((await reply(requester, other.code, anz.id, payload)).statusCode).toBe(404);
    expect(
      (await t.deps.db.select().from(institutionsNotified).where(eq(institutionsNotified.id, anz.id)))[0]!
        .status,
    ).toBe('failed');
  });

  it('documents are checked as on submit; an empty message names the field', async () => {
    const { code, anz, anzToken } = await notify();
    await answer(anzToken, 'need_info', 'Please send the grant of probate.');
    const wrongType = await reply(
      requester,
      code,
      anz.id,
      { message: 'Attached.', idempotencyKey: randomUUID() },
      [{ name: 'grant.txt', data: Buffer.from('just some text, not a document'), type: 'text/plain' }],
    );
    // As on submit: a file whose bytes are not an accepted type is refused (415), by name.
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toContain('grant.txt');
    const empty = await reply(requester, code, anz.id, { message: '  ', idempotencyKey: randomUUID() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'message', message: 'Please write your reply.' }]);
    // Nothing was recorded: the organisation still waits on the family.
    expect((await view(anzToken)).conversation.map((c) => c.kind)).toEqual(['need_info']);
  });

  it('the reply and its documents reach the organisation’s page and email; it answers again and completes', async () => {
    const { code, anz, anzToken, irdToken } = await notify();
    await answer(anzToken, 'need_info', 'Please send the grant of probate.');

    // The sender sees the organisation's message and the row to reply to; others see neither.
    const mine = rowNamed(await statusAs(requester, code), 'ANZ');
    expect(mine.id).toBe(anz.id);
    expect(mine.conversation).toEqual([
      expect.objectContaining({
        from: 'organisation',
        kind: 'need_info',
        message: 'Please send the grant of probate.',
      }),
    ]);
    const theirs = await statusAs(stranger, code);
    expect(theirs.viewer.isRequester).toBe(false);
    expect(rowNamed(theirs, 'ANZ')).toMatchObject({ id: null, conversation: null });
    // Admins read along, but only the sender replies.
    expect((await statusAs(admin, code)).viewer).toEqual({ isRequester: true, mayReply: false });
    expect((await statusAs(requester, code)).viewer).toEqual({ isRequester: true, mayReply: true });

    const key = randomUUID();
    const payload = { message: 'The grant of probate is attached.', idempotencyKey: key };
    const files = [{ name: 'grant.png', data: PNG, type: 'image/png' }];
    const res = await reply(requester, code, anz.id, payload, files);
    expect(res.statusCode, res.body).toBe(201);
    const { replyId, emailed } = res.json<{ replyId: string; emailed: boolean }>();
    expect(emailed).toBe(true);
    // A retried submit is the same reply.
    const again = await reply(requester, code, anz.id, payload, files);
    expect(again.statusCode).toBe(200);
    expect(again.json().replyId).toBe(replyId);

    // The organisation's page: the original document, the family's contact, the conversation.
    const page = await view(anzToken);
    expect(page.mayAnswer).toBe(true);
    expect(page.status).toBe('sent');
    expect(page.contact).toEqual({
      name: 'Aroha Wilson',
      relationship: 'Executor',
      method: 'email',
      detail: 'aroha@example.nz',
    });
    expect(page.documents.map((d) => d.fileName)).toEqual(['death-certificate.pdf', 'grant.png']);
    expect(page.conversation.map((c) => [c.from, c.kind, c.message])).toEqual([
      ['organisation', 'need_info', 'Please send the grant of probate.'],
      ['family', 'reply', 'The grant of probate is attached.'],
    ]);
    const [doc] = page.conversation[1]!.documents;
    expect(doc!.url).toBe(`/api/respond/${encodeURIComponent(anzToken)}/documents/${doc!.id}`);
    const download = await t.inject({ method: 'GET', url: doc!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // Another organisation's link neither lists nor opens it.
    const irdPage = await view(irdToken);
    expect(irdPage.documents.map((d) => d.fileName)).toEqual(['death-certificate.pdf']);
    expect(irdPage.conversation).toEqual([]);
    const refused = await t.inject({ method: 'GET', url: `/api/respond/${irdToken}/documents/${doc!.id}` });
    expect(refused.statusCode).toBe(404);

    // The sender downloads it through the app, and sees it in the conversation.
    const mineAfter = rowNamed(await statusAs(requester, code), 'ANZ');
    expect(mineAfter.conversation?.[1]?.documents).toEqual([
      { id: doc!.id, fileName: 'grant.png', url: `/api/notification-documents/${doc!.id}` },
    ]);
    expect(
      (await t.as(requester, { method: 'GET', url: `/api/notification-documents/${doc!.id}` })).statusCode,
    ).toBe(200);

    // The organisation was emailed the reply, with its link and the document's link, once.
    const emails = (
      await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'estates@anz.example.nz'))
    ).filter((m) => m.kind === 'institution-reply' && m.subject.includes(code));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.textBody).toContain('The grant of probate is attached.');
    // Its link (signed afresh) opens the reply's document.
    const emailedToken = new URL(emails[0]!.link!).pathname.split('/').pop()!;
    expect(emails[0]!.textBody).toContain(`/api/respond/${emailedToken}/documents/${doc!.id}`);
    expect(
      (await t.inject({ method: 'GET', url: `/api/respond/${emailedToken}/documents/${doc!.id}` }))
        .statusCode,
    ).toBe(200);
    expect(emails[0]!.link).toContain('/respond/');
    // It does not mark anything sent when it goes out (it is not the notification email).
    expect(emails[0]!.institutionsNotifiedId).toBeNull();

    // The organisation answers again on the same link, and completes.
    const done = await answer(anzToken, 'complete', 'Accounts closed.');
    expect(done.statusCode).toBe(200);
    expect(done.json<ResponseLinkView>()).toMatchObject({ status: 'completed', mayAnswer: false });
    expect(rowNamed(await statusAs(requester, code), 'ANZ').conversation?.map((c) => c.kind)).toEqual([
      'need_info',
      'reply',
      'complete',
    ]);
  });

  it('an organisation told by letter is not emailed: the reply waits on its response page', async () => {
    const { code, ird, irdToken } = await notify();
    await answer(irdToken, 'need_info', 'Please send the IRD number.');
    const res = await reply(requester, code, ird.id, {
      message: 'The IRD number is 123-456-789.',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().emailed).toBe(false);
    expect(
      (await t.deps.db.select().from(outbox)).filter(
        (m) => m.kind === 'institution-reply' && m.textBody.includes('123-456-789'),
      ),
    ).toEqual([]);
    const page = await view(irdToken);
    expect(page.mayAnswer).toBe(true);
    expect(page.conversation.at(-1)).toMatchObject({
      from: 'family',
      message: 'The IRD number is 123-456-789.',
    });
  });
});
