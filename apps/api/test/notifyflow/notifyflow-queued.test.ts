import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_TEXTS,
  deliveryShown,
  notificationStatusSchema,
  type NotificationStatus,
} from '@estate/domain';
import { institutionsNotified, outbox } from '../../src/db/schema.js';
import { notifyflowOnSent } from '../../src/services/notifyflow/outbox-hooks.js';
import { OutboxWorker } from '../../src/services/outbox/worker.js';
import { build } from '../helper.js';
import { giveNotificationEmail, idOf, multipart, validForm } from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/*
 * Issue 41, decision 073: a notified organisation is "Sent" only once its email was accepted by the
 * mail server (or its letter posted); before that it is Queued, the summary has no sent date, and
 * an organisation answering first is shown answered with its row still queued. Admins see the
 * outbox's state; the Outbox page's answer says whether a mail server is set up.
 */

// No SMTP_URL: the install of the issue, where nothing leaves.
const t = await build();
expect(t.deps.config.smtpUrl).toBeUndefined();
for (const [name, email] of [
  ['ANZ', 'estates@anz.example.nz'],
  ['Kiwibank', 'estates@kiwibank.example.nz'],
  ['ASB', 'estates@asb.example.nz'],
  ['Westpac', 'estates@westpac.example.nz'],
] as const)
  await giveNotificationEmail(t.deps.db, name, email);
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

const sink = await startSmtpSink();
afterAll(() => sink.close());
const log = pino({ level: 'silent' });

/** ANZ, Kiwibank, ASB and Westpac by email, and BNZ by letter (it has no notification email). */
async function notify(): Promise<string> {
  const body = multipart(
    validForm({
      selectedInstitutions: ['ANZ', 'Kiwibank', 'ASB', 'Westpac', 'BNZ'].map((name) => ({
        institutionId: idOf(name),
      })),
      institutionName: '',
    }),
  );
  const res = await t.inject({
    method: 'POST',
    url: '/api/notifications',
    ...body,
    headers: { ...body.headers, cookie: requester.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ referenceCode: string }>().referenceCode;
}

const statusOf = async (code: string, who = requester): Promise<NotificationStatus> => {
  const res = await t.as(who, { method: 'GET', url: `/api/notifications/status/${code}` });
  expect(res.statusCode, res.body).toBe(200);
  return notificationStatusSchema.parse(res.json());
};
const rowOf = (s: NotificationStatus, name: string) => s.institutions.find((r) => r.name === name)!;

/** ANZ answers through the link its (still unsent) email carries. */
async function answerAsAnz(code: string) {
  const status = await statusOf(code, admin);
  const [mail] = await t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.institutionsNotifiedId, rowOf(status, 'ANZ').id!));
  const token = new URL(mail!.link!).pathname.split('/').pop()!;
  const res = await t.inject({
    method: 'POST',
    url: `/api/respond/${token}`,
    payload: { action: 'acknowledge' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('NotifyFlow statuses tell the truth (decision 073)', () => {
  it('with no mail server every row stays Queued, the summary has no sent date, and ANZ answering first is answered but not sent', async () => {
    const code = await notify();
    await answerAsAnz(code);
    // Nothing sends without SMTP_URL: the worker does nothing.
    const idle = new OutboxWorker(t.deps.db, {
      smtpUrl: undefined,
      from: 'a@b.nz',
      log,
      onSent: notifyflowOnSent,
    });
    expect(await idle.tick()).toBe(0);
    await idle.stop();

    const status = await statusOf(code);
    expect(status.notification.dateSent).toBeNull();
    expect(status.notification.requestedAt).toEqual(expect.any(String));
    expect(status.institutions).toHaveLength(5);
    for (const row of status.institutions) {
      expect(row.sentDate, row.name).toBeNull();
      expect(row.delivery, row.name).toBe('queued');
      // The family does not see the outbox.
      expect(row.outbox).toBeNull();
    }
    const anz = rowOf(status, 'ANZ');
    expect(anz.acknowledgedAt).not.toBeNull();
    expect(anz.responseReceived).toBe(true);
    // In words: ANZ answered, and our email to it has not left; the others wait.
    expect(deliveryShown(anz)).toEqual({
      state: 'queued',
      label: 'Queued',
      explanation: DELIVERY_TEXTS.answeredFirst('ANZ'),
    });
    expect(deliveryShown(rowOf(status, 'Kiwibank')).explanation).toBe(
      'Waiting to be sent: our email to Kiwibank is queued and goes out as soon as our mail server accepts it.',
    );
    expect(deliveryShown(rowOf(status, 'BNZ')).explanation).toMatch(
      /^Waiting to be sent: our team prints and posts the letter to BNZ/,
    );

    // An admin sees each email's outbox state.
    const asAdmin = await statusOf(code, admin);
    expect(rowOf(asAdmin, 'Kiwibank').outbox).toMatchObject({
      state: 'pending',
      attempts: 0,
      lastError: null,
    });
    expect(rowOf(asAdmin, 'BNZ').outbox).toBeNull();
    const list = await t.as(admin, { method: 'GET', url: `/api/admin/notifications?q=${code}` });
    const listed = list.json().items[0].institutions as {
      name: string;
      sentDate: string | null;
      outbox: unknown;
    }[];
    expect(listed.find((r) => r.name === 'Kiwibank')).toMatchObject({
      sentDate: null,
      outbox: { state: 'pending' },
    });

    // The Outbox page's answer says no mail server is set up.
    const box = await t.as(admin, { method: 'GET', url: '/api/admin/outbox' });
    expect(box.json().mailServer).toEqual({ configured: false });
  });

  it('when the SMTP sink accepts them, the emails become Sent with their date; the letter stays Queued until posted', async () => {
    const code = await notify();
    await answerAsAnz(code);
    const before = Date.now();
    const worker = new OutboxWorker(t.deps.db, {
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: 'a@b.nz',
      log,
      onSent: notifyflowOnSent,
    });
    while ((await worker.tick()) > 0);
    await worker.stop();

    const status = await statusOf(code);
    for (const name of ['ANZ', 'Kiwibank', 'ASB', 'Westpac']) {
      const row = rowOf(status, name);
      expect(row.delivery, name).toBe('sent');
      expect(new Date(row.sentDate!).getTime(), name).toBeGreaterThanOrEqual(before - 1000);
    }
    // ANZ keeps its answer and now has its sent date too.
    expect(rowOf(status, 'ANZ').acknowledgedAt).not.toBeNull();
    expect(rowOf(status, 'BNZ')).toMatchObject({ delivery: 'queued', sentDate: null });
    // The summary's date is the first that left.
    const sentDates = status.institutions.flatMap((r) => (r.sentDate ? [r.sentDate] : [])).sort();
    expect(status.notification.dateSent).toBe(sentDates[0]);

    const asAdmin = await statusOf(code, admin);
    expect(rowOf(asAdmin, 'Kiwibank').outbox).toMatchObject({ state: 'sent', nextAttemptAt: null });
    const [row] = await t.deps.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.id, rowOf(asAdmin, 'Kiwibank').id!));
    expect(row!.dispatchedAt).not.toBeNull();
  });
});
