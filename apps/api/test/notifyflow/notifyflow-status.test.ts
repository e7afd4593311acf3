import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, institutionsNotified, letters, outbox } from '../../src/db/schema.js';
import { INSTITUTION_EMAIL_KIND, notifyflowOnSent } from '../../src/services/notifyflow/outbox-hooks.js';
import { OutboxWorker, type OnSentHook } from '../../src/services/outbox/worker.js';
import { enqueueEmail } from '../../src/services/outbox/enqueue-email.js';
import { build } from '../helper.js';
import {
  changesHeard,
  giveNotificationEmail,
  givePostalAddress,
  idOf,
  multipart,
  validForm,
} from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/**
 * One status transition for a notified organisation (decision 015): the worker sending its email,
 * an admin posting its letter, an admin setting a status and the organisation answering all go
 * through one service, and each leaves the same traces: the status, a sent date, one audit event
 * on the row's trail, and one announcement to open status pages.
 */
const t = await build();
await giveNotificationEmail(t.deps.db, 'ANZ', 'estates@anz.example.nz');
// Issue 42: a letter prints and posts only with an address; Inland Revenue's is a fixture.
await givePostalAddress(t.deps.db, 'Inland Revenue');
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

const sink = await startSmtpSink();
afterAll(() => sink.close());
const log = pino({ level: 'silent' });
const worker = (onSent: Readonly<Record<string, OnSentHook>> = notifyflowOnSent) =>
  new OutboxWorker(t.deps.db, { smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'a@b.nz', log, onSent });

/** A fresh notification to ANZ (by email) and Inland Revenue (by letter). */
async function notify() {
  const body = multipart(validForm());
  const created = (
    await t.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: requester.cookie },
    })
  ).json<{ notificationId: string; referenceCode: string }>();
  const rows = await t.deps.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, created.notificationId));
  const anz = rows.find((r) => r.institutionId === idOf('ANZ'))!;
  const ird = rows.find((r) => r.institutionId === idOf('Inland Revenue'))!;
  const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.institutionsNotifiedId, anz.id));
  const [letter] = await t.deps.db.select().from(letters).where(eq(letters.institutionsNotifiedId, ird.id));
  const token = new URL(mail!.link!).pathname.split('/').pop()!;
  return {
    code: created.referenceCode,
    notificationId: created.notificationId,
    anz,
    ird,
    mail: mail!,
    letter: letter!,
    token,
  };
}

/** Counts the live change events for one notification while `act` runs. */
const announcements = (notificationId: string, act: () => Promise<unknown>) =>
  changesHeard(t.deps, notificationId, act);

const rowOf = async (id: string) =>
  (await t.deps.db.select().from(institutionsNotified).where(eq(institutionsNotified.id, id)))[0]!;
const trailOf = async (id: string) =>
  (await t.as(admin, { method: 'GET', url: `/api/admin/institutions-notified/${id}/audit` })).json<{
    items: { action: string; actorName: string; data: Record<string, unknown> }[];
  }>().items;

describe('every path leaves the same traces', () => {
  it('the worker sending the email: sent, dated, on the trail as NotifyFlow, announced once', async () => {
    const { notificationId, anz, mail } = await notify();
    expect(anz.sentDate).toBeNull();
    const heard = await announcements(notificationId, async () => {
      const w = worker();
      while ((await w.tick()) > 0);
      await w.stop();
    });
    expect(heard).toBe(1);
    expect(sink.received.some((m) => m.to === 'estates@anz.example.nz')).toBe(true);
    const row = await rowOf(anz.id);
    expect(row.status).toBe('sent');
    expect(row.sentDate).toBeInstanceOf(Date);
    const [sent] = await t.deps.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(sent!.status).toBe('sent');
    expect(await trailOf(anz.id)).toEqual([
      expect.objectContaining({
        action: 'institution_notified.email_sent',
        actorName: 'NotifyFlow (email sent)',
        data: { from: 'pending', to: 'sent', outboxId: mail.id },
      }),
    ]);
  });

  it('posting the letter: sent, dated, on the trail with the admin, announced once', async () => {
    const { notificationId, ird, letter } = await notify();
    const heard = await announcements(notificationId, async () => {
      const res = await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
      expect(res.json()).toEqual({ id: letter.id, posted: true });
    });
    expect(heard).toBe(1);
    const row = await rowOf(ird.id);
    expect(row.status).toBe('sent');
    expect(row.sentDate).toBeInstanceOf(Date);
    expect(await trailOf(ird.id)).toEqual([
      expect.objectContaining({
        action: 'institution_notified.letter_posted',
        actorName: 'Office Admin',
        data: { from: 'pending', to: 'sent', letterId: letter.id },
      }),
    ]);
  });

  it('an admin setting a status: set, completion dated (no sent date: it never went out), on the trail with the note, announced once', async () => {
    const { notificationId, ird } = await notify();
    const heard = await announcements(notificationId, async () => {
      const res = await t.as(admin, {
        method: 'PATCH',
        url: `/api/admin/institutions-notified/${ird.id}`,
        headers: { 'if-match': '*' }, // any version: versions.test.ts holds the version
        payload: { status: 'completed', note: 'Confirmed by phone.' },
      });
      expect(res.json()).toEqual({ id: ird.id, status: 'completed', version: expect.any(Number) });
    });
    expect(heard).toBe(1);
    const row = await rowOf(ird.id);
    expect(row.status).toBe('completed');
    expect(row.completedAt).toBeInstanceOf(Date);
    // Issue 18: the sent date is when it went out (the letter was never posted), not this setting.
    expect(row.sentDate).toBeNull();
    expect(row.dispatchedAt).toBeNull();
    expect(await trailOf(ird.id)).toEqual([
      expect.objectContaining({
        action: 'institution_notified.status_changed',
        actorName: 'Office Admin',
        data: { from: 'pending', to: 'completed', note: 'Confirmed by phone.' },
      }),
    ]);
  });

  it('the organisation answering: set, acknowledgement dated, answer kept, on the trail as the institution, announced once', async () => {
    const { notificationId, anz, token } = await notify();
    const heard = await announcements(notificationId, async () => {
      const res = await t.inject({
        method: 'POST',
        url: `/api/respond/${token}`,
        payload: { action: 'need_info', message: 'Please send the grant of probate.' },
      });
      expect(res.json()).toMatchObject({ status: 'failed', responseReceived: true });
    });
    expect(heard).toBe(1);
    const row = await rowOf(anz.id);
    expect(row).toMatchObject({
      status: 'failed',
      responseReceived: true,
      responseMessage: 'Please send the grant of probate.',
    });
    // Issue 18: answering is acknowledging, not sending: the email's going out sets the sent date.
    expect(row.sentDate).toBeNull();
    expect(row.acknowledgedAt).toBeInstanceOf(Date);
    expect(row.infoRequestedAt).toBeInstanceOf(Date);
    expect(row.respondedAt).toBeInstanceOf(Date);
    expect(await trailOf(anz.id)).toEqual([
      expect.objectContaining({
        action: 'institution.responded',
        actorName: 'The institution (response link)',
        data: {
          from: 'pending',
          to: 'failed',
          action: 'need_info',
          message: 'Please send the grant of probate.',
        },
      }),
    ]);
  });
});

describe('transitions', () => {
  it('an admin cannot send a row that went out back to pending: 400 naming status, nothing changes', async () => {
    const { notificationId, ird, letter } = await notify();
    await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
    const before = await rowOf(ird.id);
    const trail = await trailOf(ird.id);
    const heard = await announcements(notificationId, async () => {
      const res = await t.as(admin, {
        method: 'PATCH',
        url: `/api/admin/institutions-notified/${ird.id}`,
        headers: { 'if-match': '*' }, // any version: versions.test.ts holds the version
        payload: { status: 'pending', note: 'Try again' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'status', message: expect.stringContaining('cannot go back to pending') },
      ]);
    });
    expect(heard).toBe(0);
    expect(await rowOf(ird.id)).toEqual(before);
    expect(await trailOf(ird.id)).toEqual(trail);
  });

  it('a pending row may stay pending with a note, and keeps no sent date', async () => {
    const { ird } = await notify();
    const res = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions-notified/${ird.id}`,
      headers: { 'if-match': '*' }, // any version: versions.test.ts holds the version
      payload: { status: 'pending', note: 'Waiting for the postal address.' },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(ird.id)).toMatchObject({ status: 'pending', sentDate: null });
  });

  it('an answered row stays answered: a second answer is 410, and the email going out later keeps the answer', async () => {
    const { notificationId, anz, token } = await notify();
    await t.inject({ method: 'POST', url: `/api/respond/${token}`, payload: { action: 'complete' } });
    const answered = await rowOf(anz.id);
    const again = await t.inject({
      method: 'POST',
      url: `/api/respond/${token}`,
      payload: { action: 'acknowledge' },
    });
    expect(again.statusCode).toBe(410);
    expect(await rowOf(anz.id)).toEqual(answered);

    // The email is sent after the answer (a slow outbox): the row stays completed.
    await announcements(notificationId, async () => {
      const w = worker();
      while ((await w.tick()) > 0);
      await w.stop();
    });
    const row = await rowOf(anz.id);
    expect(row.status).toBe('completed');
    // Answered before the email was recorded as sent: the sent date comes from the sending.
    expect(answered.sentDate).toBeNull();
    expect(row.sentDate).toBeInstanceOf(Date);
    expect(row.completedAt).toEqual(answered.completedAt);
    expect((await trailOf(anz.id))[0]).toMatchObject({
      action: 'institution_notified.email_sent',
      data: { from: 'completed', to: 'completed' },
    });
  });

  it('an unknown row is 404 for an admin', async () => {
    const res = await t.as(admin, {
      method: 'PATCH',
      url: '/api/admin/institutions-notified/6f1c1a3e-1b7e-4a57-9a3b-0c5d2b9f0a11',
      payload: { status: 'completed', note: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the outbox hook runs in the transaction that marks the email sent', () => {
  it('a hook that fails leaves neither its change nor the email marked sent; the email is tried again', async () => {
    const { anz, mail } = await notify();
    const failing: OnSentHook = async (scope, email) => {
      await notifyflowOnSent[INSTITUTION_EMAIL_KIND]!(scope, email);
      throw new Error('the disk filled up');
    };
    const w = worker({ [INSTITUTION_EMAIL_KIND]: failing });
    await w.tick();
    await w.stop();
    const [queued] = await t.deps.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(queued).toMatchObject({ status: 'pending', lastError: 'the disk filled up' });
    expect(await rowOf(anz.id)).toMatchObject({ status: 'pending', sentDate: null });
    const events = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'institutions_notified'), eq(auditEvents.entityId, anz.id)));
    expect(events).toEqual([]);
  });

  it('an email of a kind without a hook is simply marked sent', async () => {
    const id = await enqueueEmail(t.deps.db, { kind: 'plain', to: 'x@example.nz', subject: 's', text: 'x' });
    const w = worker();
    while ((await w.tick()) > 0);
    await w.stop();
    const [sent] = await t.deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent!.status).toBe('sent');
  });
});
