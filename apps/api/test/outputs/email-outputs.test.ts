import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { institutionsNotified } from '../../src/db/schema.js';
import { signUnsubscribeToken } from '../../src/services/email/envelope.js';
import { EMAIL_SAMPLES } from '../../src/services/email/samples.js';
import { emailUnreadMessages } from '../../src/services/messages/email-unread-messages.js';
import { sendDueReminders } from '../../src/services/notifyflow/send-reminders.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import { enqueueEmail } from '../../src/services/outbox/enqueue-email.js';
import { build, type TestApp } from '../helper.js';
import { giveNotificationEmail, idOf, multipart, PDF, validForm } from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/*
 * Issue 42, items 4, 12 and 13: every email the product sends, as a mail client reads it. Each is
 * produced through its real path (the request or job that sends it, the outbox, the worker,
 * nodemailer, SMTP), captured raw by an SMTP sink and parsed by mailparser: a text and an HTML
 * part, a From, Reply-To the person behind it, Auto-Submitted on mail the platform sends on its own,
 * and a working one-click List-Unsubscribe (RFC 8058) where the person may turn the mail off.
 */

const FROM = 'NZ Estate Platform <no-reply@estate-platform.nz>';

/** The kinds a person deliberately sends: a reply (even an automatic one) is welcome on these. */
const PERSON_SENT = new Set([
  'public-site.enquiry',
  'public-site.demo-request',
  'institution-notification',
  'institution-reply',
  'notification-cc',
  'executor-invitation',
  'estate-invitation',
  'account-invitation',
  'invoice',
]);

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = await build({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: FROM });
// A demo start (its own database) with a mail server configured.
const demoSink = await startSmtpSink();
afterAll(() => demoSink.close());
const demo = await build({ DEMO: 'true', SMTP_URL: `smtp://127.0.0.1:${demoSink.port}` });

/** Sends what is due, as the worker does, and answers what arrived since the last call, parsed. */
async function delivered(app: TestApp = t, from = sink): Promise<ParsedMail[]> {
  while ((await app.deps.worker.tick()) > 0);
  const raw = from.received.splice(0);
  return Promise.all(raw.map((m) => simpleParser(m.data)));
}

const addressOf = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value[0]?.address;
const listOf = (m: ParsedMail) =>
  m.headers.get('list') as
    | { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } }
    | undefined;
const bySubject = (mails: ParsedMail[], part: string) => {
  const found = mails.find((m) => m.subject?.includes(part));
  expect(
    found,
    `an email whose subject has "${part}" among: ${mails.map((m) => m.subject).join(' | ')}`,
  ).toBeTruthy();
  return found!;
};

/** What every email has, whatever its kind. */
function expectWellFormed(m: ParsedMail) {
  expect(addressOf(m.from), m.subject).toBe('no-reply@estate-platform.nz');
  expect(m.text?.trim().length, `${m.subject}: text part`).toBeGreaterThan(20);
  expect(typeof m.html === 'string' && m.html.includes('<'), `${m.subject}: HTML part`).toBe(true);
}

function expectAutomated(m: ParsedMail, automated: boolean) {
  if (automated) expect(m.headers.get('auto-submitted'), m.subject).toBe('auto-generated');
  else expect(m.headers.get('auto-submitted'), m.subject).toBeUndefined();
}

function expectNoUnsubscribe(m: ParsedMail) {
  expect(listOf(m)?.unsubscribe, m.subject).toBeUndefined();
}

/** The one-click URL of an email that promises one, checked as RFC 8058 asks. */
function unsubscribeUrlOf(m: ParsedMail): URL {
  const list = listOf(m);
  expect(list?.['unsubscribe-post']?.name, m.subject).toBe('List-Unsubscribe=One-Click');
  const url = new URL(list!.unsubscribe!.url!);
  expect(url.origin).toBe(t.deps.config.publicUrl);
  return url;
}

const oneClick = (url: URL) =>
  t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

// The people behind the mail.
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Rangi' });
await delivered(); // their own "Confirm your email address", read in the sign-in test below

describe('Reply-To reaches the person behind the email (item 4)', () => {
  it('the team’s enquiry and demo request: Reply-To the person who asked, not automated', async () => {
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/public/enquiries',
      payload: {
        name: 'Mere Parata',
        email: 'mere.parata@example.nz',
        subject: 'Estate of my father',
        message: 'Could someone call me about my father’s estate?',
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBeLessThan(300);
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/public/demo-requests',
      payload: { name: 'Hemi Walker', email: 'hemi@firm.example.nz', company: 'Walker Law' },
    });
    expect(demo.statusCode, demo.body).toBeLessThan(300);
    const mails = await delivered();
    const [toTeam, demoMail] = [
      bySubject(mails, 'Estate of my father'),
      mails.find((m) => m !== bySubject(mails, 'Estate of my father'))!,
    ];
    for (const m of [toTeam, demoMail]) {
      expectWellFormed(m);
      expectAutomated(m, false);
      expectNoUnsubscribe(m);
    }
    expect(addressOf(toTeam.replyTo)).toBe('mere.parata@example.nz');
    expect(addressOf(demoMail.replyTo)).toBe('hemi@firm.example.nz');
  });

  it('an estate invitation and an executor invitation: Reply-To the lawyer who invited', async () => {
    const estateId = await t.newEstate(lawyer);
    const invited = await t.as(lawyer, {
      method: 'POST',
      url: `/api/estates/${estateId}/invitations`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { email: 'cousin@example.nz', name: 'Cousin Tui', role: 'beneficiary' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const named = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { executorEmail: 'new.executor@example.nz' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const mails = (await delivered()).filter((m) =>
      ['cousin@example.nz', 'new.executor@example.nz'].includes(addressOf(m.to) ?? ''),
    );
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expectWellFormed(m);
      expectAutomated(m, false);
      expectNoUnsubscribe(m);
      expect(m.replyTo?.value[0]).toMatchObject({ address: lawyer.email, name: 'Liam Rangi' });
    }
  });
});

describe('a death notice, its reminder and the answer (items 4 and 12)', () => {
  let anzId = '';
  let bnzId = '';

  it('the organisations’ notices and the copy: Reply-To the sender; the sender’s receipt is automated', async () => {
    await giveNotificationEmail(t.deps.db, 'ANZ', 'estates@anz.example.nz');
    await giveNotificationEmail(t.deps.db, 'BNZ', 'estates@bnz.example.nz');
    const form = validForm({
      institutionName: '',
      selectedInstitutions: [{ institutionId: idOf('ANZ') }, { institutionId: idOf('BNZ') }],
    });
    const body = multipart(form, [{ name: 'death-certificate.pdf', data: PDF }]);
    const res = await t.as(requester, { method: 'POST', url: '/api/notifications', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.deps.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.notificationId, res.json<{ notificationId: string }>().notificationId));
    anzId = rows.find((r) => r.institutionId === idOf('ANZ'))!.id;
    bnzId = rows.find((r) => r.institutionId === idOf('BNZ'))!.id;

    const mails = await delivered();
    const to = (address: string) => mails.find((m) => addressOf(m.to) === address)!;
    for (const bank of [to('estates@anz.example.nz'), to('estates@bnz.example.nz'), to('tama@example.nz')]) {
      expectWellFormed(bank);
      expectAutomated(bank, false);
      expectNoUnsubscribe(bank);
      expect(bank.replyTo?.value[0]).toMatchObject({ address: requester.email, name: 'Aroha Wilson' });
    }
    const receipt = to(requester.email);
    expectWellFormed(receipt);
    expectAutomated(receipt, true);
    expect(receipt.replyTo).toBeUndefined();
  });

  it('the reminder an organisation gets is automated, and a reply reaches the sender', async () => {
    const later = new Date(Date.now() + 30 * 86_400_000);
    const { publicUrl, authSecret } = t.deps.config;
    expect(await sendDueReminders(t.deps.db, { publicUrl, secret: authSecret }, later)).toBe(2);
    const mails = await delivered();
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expectWellFormed(m);
      expectAutomated(m, true);
      // The one reminder a row ever gets: nothing to unsubscribe from; the response link answers it.
      expectNoUnsubscribe(m);
      expect(addressOf(m.replyTo)).toBe(requester.email);
    }
  });

  it('the emailed answer carries a one-click unsubscribe that turns the next one off without sign-in', async () => {
    const answer = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/respond/${signResponseToken(t.deps.config.authSecret, id)}`,
        payload: { action: 'acknowledge', message: '' },
      });
    expect((await answer(anzId)).statusCode).toBe(200);
    const [told] = await delivered();
    expect(addressOf(told!.to)).toBe(requester.email);
    expectWellFormed(told!);
    expectAutomated(told!, true);
    const url = unsubscribeUrlOf(told!);

    // A link checker (or a person) opening it changes nothing.
    const look = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json()).toMatchObject({ kind: 'notifyflow', emailOn: true });

    const res = await oneClick(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'notifyflow', emailOn: false });
    const prefs = await t.as(requester, { method: 'GET', url: '/api/me/notification-preferences' });
    expect(prefs.json()).toMatchObject({ notifyflow: { inApp: true, email: false } });

    expect((await answer(bnzId)).statusCode).toBe(200);
    expect(await delivered()).toEqual([]);
  });
});

describe('digests, notices and accounts (items 4 and 12)', () => {
  it('the unread-messages email carries a one-click unsubscribe; after it, the next is not sent', async () => {
    const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
    const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
    const estateId = await t.staffedEstate({ lawyer, executor, beneficiary });
    await delivered();
    const thread = async (subject: string) => {
      const res = await t.as(lawyer, {
        method: 'POST',
        url: '/api/message-threads',
        payload: { estateId, subject, participantIds: [executor.userId], body: 'Can we meet on Tuesday?' },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const digestsToExecutor = async () => {
      await emailUnreadMessages(
        t.deps.db,
        { publicUrl: t.deps.config.publicUrl },
        new Date(Date.now() + 16 * 60_000),
      );
      return (await delivered()).filter((m) => addressOf(m.to) === executor.email);
    };
    await thread('Selling the house');
    const [digest, ...more] = await digestsToExecutor();
    expect(more).toEqual([]);
    expectWellFormed(digest!);
    expectAutomated(digest!, true);
    expect(digest!.replyTo).toBeUndefined();
    const res = await oneClick(unsubscribeUrlOf(digest!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'message', emailOn: false });

    await thread('The car');
    expect(await digestsToExecutor()).toEqual([]);
  });

  it('a new account an administrator makes: the invitation’s Reply-To is the administrator', async () => {
    const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
    await t.promote(admin, 'admin');
    await delivered();
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        name: 'Mere Executor',
        email: 'mere.executor@example.nz',
        role: 'executor',
        status: 'active',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [invitation] = (await delivered()).filter((m) => addressOf(m.to) === 'mere.executor@example.nz');
    expectWellFormed(invitation!);
    expectAutomated(invitation!, false);
    expectNoUnsubscribe(invitation!);
    expect(invitation!.replyTo?.value[0]).toMatchObject({ address: admin.email, name: 'Ada Admin' });
  });
});

describe('the unsubscribe link itself', () => {
  it('refuses a tampered or expired token with 404 and a POST without the one-click body with 400; a browser is sent to the page, and GET changes nothing', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/email/unsubscribe/not-a-token' });
    expect(bad.statusCode).toBe(404);
    const forged = await oneClick(new URL(`${t.deps.config.publicUrl}/api/email/unsubscribe/abc~def`));
    expect(forged.statusCode).toBe(404);
    const token = signUnsubscribeToken(t.deps.config.authSecret, { userId: lawyer.userId, kind: 'message' });
    const url = `/api/email/unsubscribe/${token}`;
    const noBody = await t.app.inject({ method: 'POST', url });
    expect(noBody.statusCode, noBody.body).toBe(400);
    expect(noBody.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('List-Unsubscribe');
    const expired = signUnsubscribeToken(
      t.deps.config.authSecret,
      { userId: lawyer.userId, kind: 'message' },
      Date.now() - 400 * 86_400_000,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/email/unsubscribe/${expired}` })).statusCode).toBe(
      404,
    );
    // A person who opens the link in a browser is sent to the web app's Email preferences page
    // (e2e/settings.spec.ts opens it in Chromium, with axe); nothing changes.
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode, page.body).toBe(303);
    expect(page.headers.location).toBe(`/email/unsubscribe/${encodeURIComponent(token)}`);
    const prefs = await t.as(lawyer, { method: 'GET', url: '/api/me/notification-preferences' });
    expect(prefs.json()).toMatchObject({ message: { email: true } });
    // A browser posting the form without script (urlencoded) is turned off, then sent to the page.
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode, form.body).toBe(303);
    const after = await t.as(lawyer, { method: 'GET', url: '/api/me/notification-preferences' });
    expect(after.json()).toMatchObject({ message: { email: false } });
  });
});

describe('mail the platform sends on its own says so (item 12)', () => {
  it('sign-in mail: Confirm, Reset, Someone tried to sign up: automated, no Reply-To, no unsubscribe', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: requester.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Aroha Again',
        email: requester.email,
        password: 'another long password',
        role: 'notifyflow',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Nikau Fresh',
        email: 'nikau@example.nz',
        password: 'another long password',
        role: 'notifyflow',
      },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const mails = await delivered();
    expect(mails).toHaveLength(3);
    bySubject(mails, 'Confirm your email address');
    for (const m of mails) {
      expectWellFormed(m);
      expectAutomated(m, true);
      expectNoUnsubscribe(m);
      expect(m.replyTo).toBeUndefined();
    }
  });

  it('every kind the templates write, through the outbox: both parts, From, Auto-Submitted exactly on automated kinds', async () => {
    const kinds = Object.keys(EMAIL_SAMPLES);
    for (const kind of kinds) {
      await enqueueEmail(t.deps.db, {
        kind,
        to: `${kind.replace(/\W/g, '-')}@example.nz`,
        ...EMAIL_SAMPLES[kind]!(),
      });
    }
    const mails = await delivered();
    expect(mails).toHaveLength(kinds.length);
    for (const kind of kinds) {
      const m = mails.find((x) => addressOf(x.to) === `${kind.replace(/\W/g, '-')}@example.nz`)!;
      expectWellFormed(m);
      expectAutomated(m, !PERSON_SENT.has(kind));
    }
  });
});

describe('the demo (item 13)', () => {
  it('a demo start with a mail server configured sends no "Confirm your email address"', async () => {
    const mails = await delivered(demo, demoSink);
    expect(mails.length).toBeGreaterThan(0);
    const confirm = mails.filter((m) => m.subject === 'Confirm your email address');
    expect(confirm.map((m) => addressOf(m.to))).toEqual([]);
  });
});
