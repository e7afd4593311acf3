import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  nzToday,
  privacyActDueDate,
  privacyActWorkingDaysLeft,
  type AdminPrivacyRequestList,
  type PrivacyRequest,
  type PrivacyRequestList,
} from '@estate/domain';
import {
  appNotifications,
  auditEvents,
  beneficiaries,
  calendarEvents,
  documents,
  outbox,
  privacyRequests,
} from '../../src/db/schema.js';
import { PRIVACY_EXPORTS_PER_HOUR } from '../../src/services/privacy/export-my-information.js';
import { build, pathsOf, type Session } from '../helper.js';
import { giveNotificationEmail, multipart, PDF, validForm } from '../notifyflow-helpers.js';

/**
 * Privacy Act 2020 requests (decision 048): the download of one's information (principle 6) with
 * nothing of another person's in it, correction requests (principle 7) with the 20-working-day
 * clock, and the admin's list and close, each step audited.
 */
const t = await build();
await giveNotificationEmail(t.deps.db, 'ANZ', 'estates@anz.example.nz');
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Lawyer' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const bea = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
const cousin = await t.signUp({ role: 'beneficiary', name: 'Cam Cousin' });
const admin = await t.signUp({ role: 'beneficiary', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const estate = await t.staffedEstate(
  { lawyer, executor, beneficiary: bea },
  { deceasedName: 'Hemi Privacy' },
  [],
);
await t.database.db.insert(beneficiaries).values([
  {
    estateId: estate,
    userId: bea.userId,
    fullName: 'Bea Beneficiary',
    relationship: 'Daughter',
    email: bea.email,
    phone: '021 555 0101',
    shareBasisPoints: 5000,
    notes: 'Bea prefers phone calls',
  },
  {
    estateId: estate,
    userId: cousin.userId,
    fullName: 'Cam Cousin',
    relationship: 'Nephew',
    email: cousin.email,
    phone: '027 999 0202',
    shareBasisPoints: 5000,
    notes: 'Cam lives overseas',
  },
]);
await t.database.sql(
  `INSERT INTO estateroles (estate_id, user_id, role, status) VALUES ('${estate}', '${cousin.userId}', 'beneficiary', 'active')`,
);

await t.database.db.insert(calendarEvents).values([
  { createdBy: bea.userId, title: 'Bea: meet the lawyer', date: '2026-12-01', type: 'meeting' },
  { createdBy: cousin.userId, title: 'Cam: dentist appointment', date: '2026-12-02', type: 'other' },
]);

const BEA_FILE = Buffer.concat([PDF, Buffer.from('% Bea’s birth certificate\n')]);
const COUSIN_FILE = Buffer.concat([PDF, Buffer.from('% Cam’s passport\n')]);

async function upload(who: Session, name: string, data: Buffer) {
  const body = multipart({ estateId: estate, sharedWithBeneficiaries: false }, [{ name, data }]);
  const res = await t.as(who, { method: 'POST', url: '/api/documents', ...body });
  expect(res.statusCode, res.body).toBe(201);
}
async function thread(who: Session, with_: Session, subject: string, body: string) {
  const res = await t.as(who, {
    method: 'POST',
    url: '/api/message-threads',
    payload: { estateId: estate, subject, participantIds: [with_.userId], body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

await upload(bea, 'bea-birth-certificate.pdf', BEA_FILE);
await upload(cousin, 'cam-passport.pdf', COUSIN_FILE);
const beaThread = await thread(executor, bea, 'About your share', 'Kia ora Bea, your share is half.');
const reply = await t.as(bea, {
  method: 'POST',
  url: `/api/message-threads/${beaThread}/messages`,
  payload: { body: 'Thanks Eru, that is clear.' },
});
expect(reply.statusCode, reply.body).toBe(201);
await thread(executor, cousin, 'Cam only', 'Cam, a private word about the overseas transfer.');
{
  const form = multipart(validForm({ recipientName: 'Bea Beneficiary', recipientEmail: bea.email }), [
    { name: 'death-certificate.pdf', data: BEA_FILE },
  ]);
  const sent = await t.inject({
    method: 'POST',
    url: '/api/notifications',
    ...form,
    headers: { ...form.headers, cookie: bea.cookie },
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

async function download(who: Session) {
  const res = await t.as(who, { method: 'GET', url: '/api/me/privacy-export' });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, zip: unzipSync(new Uint8Array(res.rawPayload)) };
}
const jsonIn = <T>(zip: Record<string, Uint8Array>, name: string): T =>
  JSON.parse(strFromU8(zip[name]!)) as T;

describe('downloading my information', () => {
  it('is a ZIP of JSON files, a README and my uploads, with only what is about me', async () => {
    const { res, zip } = await download(bea);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`my-information-${nzToday()}.zip`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const names = Object.keys(zip);
    for (const file of [
      'README.txt',
      'account.json',
      'sessions.json',
      'activity.json',
      'messages.json',
      'estate-roles.json',
      'notifyflow.json',
      'privacy-requests.json',
      'notifications.json',
      'calendar.json',
      'comments.json',
    ])
      expect(names).toContain(file);
    expect(strFromU8(zip['README.txt']!)).toContain('information privacy principle 6');

    const account = jsonIn<Record<string, unknown>>(zip, 'account.json');
    expect(account).toMatchObject({
      id: bea.userId,
      email: bea.email,
      name: 'Bea Beneficiary',
      role: 'beneficiary',
    });
    expect(account.signInMethods).toEqual([expect.objectContaining({ method: 'email and password' })]);

    const sessions = jsonIn<{ ipAddress: string | null }[]>(zip, 'sessions.json');
    expect(sessions.length).toBeGreaterThan(0);

    const activity = jsonIn<{ action: string; by: string }[]>(zip, 'activity.json');
    expect(activity.map((a) => a.action)).toEqual(
      expect.arrayContaining(['document.uploaded', 'privacy_request.exported']),
    );

    const threads = jsonIn<{ subject: string; messages: { from: string; body: string }[] }[]>(
      zip,
      'messages.json',
    );
    expect(threads.map((x) => x.subject)).toEqual(['About your share']);
    expect(threads[0]!.messages).toEqual([
      expect.objectContaining({ from: 'Eru Executor', body: 'Kia ora Bea, your share is half.' }),
      expect.objectContaining({ from: 'you', body: 'Thanks Eru, that is clear.' }),
    ]);

    const roles = jsonIn<{
      roles: { estate: string; role: string }[];
      beneficiaryRecords: { fullName: string; phone: string; notes: string; sharePercent: number }[];
      documentsYouUploaded: { fileName: string; file: string }[];
    }>(zip, 'estate-roles.json');
    expect(roles.roles).toEqual([expect.objectContaining({ estate: 'Hemi Privacy', role: 'beneficiary' })]);
    expect(roles.beneficiaryRecords).toEqual([
      expect.objectContaining({
        fullName: 'Bea Beneficiary',
        phone: '021 555 0101',
        notes: 'Bea prefers phone calls',
        sharePercent: 50,
      }),
    ]);
    const [doc] = roles.documentsYouUploaded;
    expect(doc!.fileName).toBe('bea-birth-certificate.pdf');
    expect(Buffer.from(zip[doc!.file]!).equals(BEA_FILE)).toBe(true);

    const notifyflow = jsonIn<
      { deceasedName: string; organisations: { organisation: string }[]; documents: { file: string }[] }[]
    >(zip, 'notifyflow.json');
    expect(notifyflow).toHaveLength(1);
    expect(notifyflow[0]!.organisations.length).toBeGreaterThan(0);
    expect(Buffer.from(zip[notifyflow[0]!.documents[0]!.file]!).equals(BEA_FILE)).toBe(true);

    const calendar = jsonIn<{ title: string }[]>(zip, 'calendar.json');
    expect(calendar.map((e) => e.title)).toEqual(['Bea: meet the lawyer']);

    const requests = jsonIn<PrivacyRequest[]>(zip, 'privacy-requests.json');
    expect(requests[0]).toMatchObject({ kind: 'access', status: 'closed', outcome: 'fulfilled' });

    // Nothing of the cousin who shares the estate: details, messages, uploads.
    const everything = names.map((n) => strFromU8(zip[n]!, true)).join('\n');
    for (const theirs of [
      cousin.email,
      cousin.userId,
      'Cam Cousin',
      '027 999 0202',
      'Cam lives overseas',
      'overseas transfer',
      'cam-passport',
      'Cam’s passport',
      'dentist appointment',
    ])
      expect(everything).not.toContain(theirs);
    // No secrets either.
    expect(everything).not.toMatch(/"(password|token|secret|backupCodes|tokenHash|idempotencyKey)"/);
    expect(everything).not.toContain('$argon2');
    expect(names.filter((n) => n.startsWith('files/'))).toHaveLength(2);
  });

  it('is recorded as an access request fulfilled at once, audited, and listed for admins', async () => {
    const before = (
      await t.as(bea, { method: 'GET', url: '/api/me/privacy-requests' })
    ).json<PrivacyRequestList>();
    await download(bea);
    const after = (
      await t.as(bea, { method: 'GET', url: '/api/me/privacy-requests' })
    ).json<PrivacyRequestList>();
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'access',
      status: 'closed',
      outcome: 'fulfilled',
      workingDaysLeft: null,
    });
    const audited = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, bea.userId), eq(auditEvents.action, 'privacy_request.exported')));
    expect(audited.length).toBe(after.items.filter((i) => i.kind === 'access').length);
    expect(audited[0]!.category).toBe('access');

    const closed = (
      await t.as(admin, { method: 'GET', url: '/api/admin/privacy-requests?status=closed' })
    ).json<AdminPrivacyRequestList>();
    expect(closed.items.find((i) => i.id === after.items[0]!.id)).toMatchObject({
      requester: { id: bea.userId, name: 'Bea Beneficiary', email: bea.email },
      outcome: 'fulfilled',
    });
  });

  it('is limited per person, with Retry-After', async () => {
    const keen = await t.signUp({ role: 'executor', name: 'Keen Downloader' });
    for (let i = 0; i < PRIVACY_EXPORTS_PER_HOUR; i++) await download(keen);
    const refused = await t.as(keen, { method: 'GET', url: '/api/me/privacy-export' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not held up by it.
    expect((await t.as(cousin, { method: 'GET', url: '/api/me/privacy-export' })).statusCode).toBe(200);
  });

  it('streams a large upload whole, byte for byte', async () => {
    const big = Buffer.concat([PDF, randomBytes(6 * 1024 * 1024)]);
    const body = multipart({ estateId: estate, sharedWithBeneficiaries: false }, [
      { name: 'scan.pdf', data: big },
    ]);
    const uploaded = await t.as(executor, { method: 'POST', url: '/api/documents', ...body });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { zip } = await download(executor);
    const file = Object.keys(zip).find((n) => n.startsWith('files/documents/') && n.endsWith('scan.pdf'));
    expect(Buffer.from(zip[file!]!).equals(big)).toBe(true);
  });

  it('names a stored file that cannot be read instead of failing the download', async () => {
    await t.database.db.insert(documents).values({
      estateId: estate,
      type: 'other',
      fileUrl: '/api/documents/gone/file',
      uploadedFile: 'gone.pdf',
      uploadedBy: lawyer.userId,
      storageKey: 'documents/never-stored/gone.pdf',
      sizeBytes: 10,
    });
    const { zip } = await download(lawyer);
    const note = strFromU8(zip['files/NOT-INCLUDED.txt']!);
    expect(note).toMatch(/files\/documents\/[0-9a-f-]+-gone\.pdf/);
    expect(Object.keys(zip).some((n) => n.endsWith('-gone.pdf'))).toBe(false);
    expect(jsonIn<unknown>(zip, 'account.json')).toMatchObject({ email: lawyer.email });
  });

  it('needs a signed-in person', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/me/privacy-export' })).statusCode).toBe(401);
  });
});

describe('asking for a correction and the admin answering it', () => {
  const ask = (who: Session, payload: Record<string, unknown>) =>
    t.as(who, { method: 'POST', url: '/api/me/privacy-requests', payload });

  it('says which field is missing or too long', async () => {
    const empty = await ask(bea, { kind: 'correction', whatIsWrong: '  ', whatItShouldSay: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(pathsOf(empty)).toEqual(['whatIsWrong']);
    expect(empty.json().message).toContain('What is wrong is required.');
    const missing = await ask(bea, { kind: 'correction', whatIsWrong: 'My phone is wrong' });
    expect(missing.statusCode).toBe(400);
    expect(pathsOf(missing)).toEqual(['whatItShouldSay']);
    const long = await ask(bea, { kind: 'correction', whatIsWrong: 'x'.repeat(5001), whatItShouldSay: 'y' });
    expect(long.statusCode).toBe(400);
    expect(pathsOf(long)).toEqual(['whatIsWrong']);
    const access = await ask(bea, { kind: 'access', whatIsWrong: 'a', whatItShouldSay: 'b' });
    expect(access.statusCode).toBe(400);
    expect(pathsOf(access)).toEqual(['kind']);
  });

  it('runs from received to answered: the clock, the admin list and close, the notice, the audit', async () => {
    const asked = await ask(bea, {
      kind: 'correction',
      whatIsWrong: 'My phone number is 021 555 0101',
      whatItShouldSay: '021 555 0199',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<PrivacyRequest>();
    expect(request).toMatchObject({
      kind: 'correction',
      status: 'open',
      outcome: null,
      answer: null,
      dueDate: privacyActDueDate(nzToday()),
      workingDaysLeft: 20,
    });

    // Only the requester reads their own requests.
    const mine = (
      await t.as(bea, { method: 'GET', url: '/api/me/privacy-requests' })
    ).json<PrivacyRequestList>();
    expect(mine.items.map((i) => i.id)).toContain(request.id);
    const theirs = (
      await t.as(cousin, { method: 'GET', url: '/api/me/privacy-requests' })
    ).json<PrivacyRequestList>();
    expect(theirs.items.map((i) => i.id)).not.toContain(request.id);

    // The admin's list: open ones, soonest due first, with the working days left.
    for (const who of [bea, lawyer, executor])
      expect((await t.as(who, { method: 'GET', url: '/api/admin/privacy-requests' })).statusCode).toBe(403);
    const open = (
      await t.as(admin, { method: 'GET', url: '/api/admin/privacy-requests' })
    ).json<AdminPrivacyRequestList>();
    expect(open.items.every((i) => i.status === 'open')).toBe(true);
    expect(open.items.find((i) => i.id === request.id)).toMatchObject({
      requester: { name: 'Bea Beneficiary' },
      whatItShouldSay: '021 555 0199',
      workingDaysLeft: 20,
    });
    const dues = open.items.map((i) => i.dueDate);
    expect(dues).toEqual([...dues].sort());

    // One received last summer is overdue: it comes first, with the working days below 0.
    const [late] = await t.database.db
      .insert(privacyRequests)
      .values({
        requesterId: cousin.userId,
        kind: 'correction',
        whatIsWrong: 'Old',
        whatItShouldSay: 'New',
        receivedAt: new Date('2026-01-05T00:00:00Z'),
        dueDate: privacyActDueDate('2026-01-05'),
      })
      .returning();
    const withLate = (
      await t.as(admin, { method: 'GET', url: '/api/admin/privacy-requests' })
    ).json<AdminPrivacyRequestList>();
    expect(withLate.items[0]).toMatchObject({
      id: late!.id,
      dueDate: '2026-02-13',
      workingDaysLeft: privacyActWorkingDaysLeft(nzToday(), '2026-02-13'),
    });
    expect(withLate.items[0]!.workingDaysLeft).toBeLessThan(-150);
    expect(
      (await t.as(admin, { method: 'GET', url: '/api/admin/privacy-requests?status=soon' })).statusCode,
    ).toBe(400);

    const close = (who: Session, id: string, payload: Record<string, unknown>) =>
      t.as(who, { method: 'POST', url: `/api/admin/privacy-requests/${id}/close`, payload });
    const answer = 'We have changed your phone number to 021 555 0199.';
    expect((await close(bea, request.id, { outcome: 'corrected', answer })).statusCode).toBe(403);
    const noAnswer = await close(admin, request.id, { outcome: 'corrected', answer: '' });
    expect(noAnswer.statusCode).toBe(400);
    expect(pathsOf(noAnswer)).toEqual(['answer']);
    const badOutcome = await close(admin, request.id, { outcome: 'ignored', answer });
    expect(pathsOf(badOutcome)).toEqual(['outcome']);
    expect(
      (await close(admin, '00000000-0000-4000-8000-000000000000', { outcome: 'corrected', answer }))
        .statusCode,
    ).toBe(404);
    expect((await close(admin, 'not-an-id', { outcome: 'corrected', answer })).statusCode).toBe(404);

    const closed = await close(admin, request.id, { outcome: 'corrected', answer });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', outcome: 'corrected', answer });
    const again = await close(admin, request.id, { outcome: 'declined', answer: 'No' });
    expect(again.statusCode).toBe(409);

    // The requester sees the answer, in the list, the bell and their email.
    const seen = (
      await t.as(bea, { method: 'GET', url: '/api/me/privacy-requests' })
    ).json<PrivacyRequestList>();
    expect(seen.items.find((i) => i.id === request.id)).toMatchObject({
      status: 'closed',
      outcome: 'corrected',
      answer,
      workingDaysLeft: null,
    });
    const [notice] = await t.deps.db
      .select()
      .from(appNotifications)
      .where(and(eq(appNotifications.userId, bea.userId), eq(appNotifications.kind, 'privacy')));
    expect(notice).toMatchObject({
      title: 'Your privacy request has been answered',
      link: '/dashboard/settings#your-information',
    });
    const emails = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'notice-privacy'));
    expect(emails).toEqual([expect.objectContaining({ toAddress: bea.email })]);
    expect(emails[0]!.textBody).toContain(answer);

    const closedList = (
      await t.as(admin, { method: 'GET', url: '/api/admin/privacy-requests?status=closed' })
    ).json<AdminPrivacyRequestList>();
    expect(closedList.items.find((i) => i.id === request.id)).toMatchObject({ closedBy: 'Ada Admin' });

    const trail = await t.deps.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, request.id));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'privacy_request.received', actorId: bea.userId },
        { action: 'privacy_request.closed', actorId: admin.userId },
      ]),
    );
  });
});
