import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_VALUES } from '@estate/domain';
import {
  appNotifications,
  beneficiaries,
  billingAccounts,
  estateRoles,
  executors,
  institutionsNotified,
  invoiceLines,
  invoices,
  lawFirms,
  legalForms,
  letters,
  notificationDocuments,
  outbox,
  tasks,
  users,
} from '../../../src/db/schema.js';
import { ESTATE_RECORD_KINDS } from '../../../src/services/records/kinds/index.js';
import { PLATFORM_RECORD_KINDS } from '../../../src/services/back-office/kinds/index.js';
import { signResponseToken } from '../../../src/services/notifyflow/tokens.js';
import { build, type Session } from '../../helper.js';
import { multipart, PDF, validForm } from '../../notifyflow-helpers.js';
import { platformSamples, recordSamples } from '../../record-samples.js';

/*
 * The authorization matrix (issue 11; ARCHITECTURE "Identity and access"). One row per route the
 * app registers, run for seven actors, asserting the status each gets. A 2xx body must hold nothing
 * of an estate the actor may not see. A route without a row fails the test, so no endpoint ships
 * without its rules. Rules themselves live in apps/api/src/services/estates/access.ts.
 */

const ACTORS = [
  'anon',
  'notify',
  'beneficiary',
  'executor',
  'lawyer',
  'firmLawyer',
  'otherLawyer',
  'admin',
] as const;
type ActorName = (typeof ACTORS)[number];
/** 'ok' is any 2xx; a number is that status exactly. */
type Expect = 'ok' | 400 | 401 | 403 | 404;
/**
 * What each actor gets. `firmLawyer` (another lawyer of the owning lawyer's firm, decision 020) gets
 * what the owning lawyer gets unless a row says otherwise: a firm's matters are shared in the firm.
 */
type Expectations = Record<Exclude<ActorName, 'firmLawyer'>, Expect> & {
  firmLawyer?: Expect;
};

const registered: { method: string; url: string }[] = [];
const t = await build(
  {},
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push({ method, url: route.url });
      }
    },
  },
);

/* ───────────────────────────── The world the actors live in ───────────────────────────── */

const SECRETS_OF_A = {
  deceasedName: 'Aroha Matrix-Alpha',
  intakeNotes: 'INTAKE-SECRET-OF-A',
  noteContent: 'NOTE-SECRET-OF-A',
  unsharedFile: 'unshared-secret-of-a.pdf',
  otherBeneficiaryEmail: 'other-beneficiary-secret@example.nz',
  threadMessage: 'THREAD-SECRET-OF-A',
};
const SECRETS_OF_B = {
  deceasedName: 'Bruce Matrix-Bravo',
  intakeNotes: 'INTAKE-SECRET-OF-B',
};

const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Lawyer-A' });
const firmLawyer = await t.signUp({
  role: 'lawyer',
  name: 'Fergus Firm-Lawyer-A',
});
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Lawyer-B' });
// The owning lawyer and firmLawyer are of one firm, so the estates the lawyer opens are the firm's.
const [firmA] = await t.database.db.insert(lawFirms).values({ name: 'Matrix Firm A Law' }).returning();
await t.database.db
  .update(users)
  .set({ firmId: firmA!.id })
  .where(inArray(users.id, [lawyer.userId, firmLawyer.userId]));
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor-A' });
const beneficiary = await t.signUp({
  role: 'beneficiary',
  name: 'Bea Beneficiary-A',
});
const notify = await t.signUp({ role: 'notifyflow', name: 'Nora Notify' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const sessions: Record<Exclude<ActorName, 'anon'>, Session> = {
  notify,
  beneficiary,
  executor,
  lawyer,
  firmLawyer,
  otherLawyer,
  admin,
};

async function call(who: ActorName, opts: InjectOptions): Promise<LightMyRequestResponse> {
  // Each actor from its own address, so the per-address limits of the public forms do not mix.
  const remoteAddress = `127.0.0.${ACTORS.indexOf(who) + 10}`;
  return who === 'anon'
    ? t.inject({ remoteAddress, ...opts })
    : t.as(sessions[who], { remoteAddress, ...opts });
}

const newEstate = (who: Session, deceasedName: string, notes: string) =>
  t.newEstate(
    who,
    {
      deceasedName,
      notes,
      lastKnownAddress: '1 Matrix Lane, Wellington',
      estimatedValue: '$480,000',
    },
    [],
  );

async function uploadDocument(who: Session, estateId: string, name: string, shared: boolean) {
  const body = multipart({ estateId, sharedWithBeneficiaries: shared }, [{ name, data: PDF }]);
  const res = await t.as(who, {
    method: 'POST',
    url: '/api/documents',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documentId: string }>().documentId;
}

/** Estate A's death certificate (unshared), uploaded once, so its court application's papers may be drafted. */
let deathCertificateUpload: Promise<string> | undefined;
const deathCertificateOfA = () =>
  (deathCertificateUpload ??= uploadDocument(lawyer, estateA, 'death-certificate-of-a.pdf', false));

/** A sample record of each kind of the records kit (issue 12), as its create route takes it. */
const { RECORD_SAMPLES, newRecord: newRecordBy } = recordSamples(t);
const newRecord = (estateId: string, kind: string, by = lawyer) => newRecordBy(estateId, kind, by);

// Estate A: the lawyer's, with its executor and a beneficiary; estate B: another firm's.
const estateA = await newEstate(lawyer, SECRETS_OF_A.deceasedName, SECRETS_OF_A.intakeNotes);
const estateB = await newEstate(otherLawyer, SECRETS_OF_B.deceasedName, SECRETS_OF_B.intakeNotes);
const executorIdOf = async (userId: string) =>
  (await t.database.db.select().from(executors).where(eq(executors.userId, userId)))[0]!.id;
expect(
  (
    await t.as(admin, {
      method: 'PATCH',
      url: `/api/estates/${estateA}`,
      payload: { executorId: await executorIdOf(executor.userId) },
    })
  ).statusCode,
).toBe(200);
await t.database.db.insert(estateRoles).values({
  estateId: estateA,
  userId: beneficiary.userId,
  role: 'beneficiary',
  status: 'active',
});
await t.database.db.insert(beneficiaries).values([
  {
    estateId: estateA,
    userId: beneficiary.userId,
    fullName: 'Bea Beneficiary-A',
    email: 'bea@example.nz',
  },
  {
    estateId: estateA,
    fullName: 'Other Beneficiary',
    email: SECRETS_OF_A.otherBeneficiaryEmail,
  },
]);
const noteRes = await t.as(lawyer, {
  method: 'POST',
  url: `/api/estates/${estateA}/notes`,
  payload: {
    title: 'Call with the bank',
    content: SECRETS_OF_A.noteContent,
    category: 'general',
    tags: '',
  },
});
expect(noteRes.statusCode, noteRes.body).toBe(201);
await t.as(otherLawyer, {
  method: 'POST',
  url: `/api/estates/${estateB}/notes`,
  payload: {
    title: 'B note',
    content: 'NOTE-SECRET-OF-B',
    category: 'general',
    tags: '',
  },
});
const sharedDocA = await uploadDocument(lawyer, estateA, 'shared-will-of-a.pdf', true);
const unsharedDocA = await uploadDocument(lawyer, estateA, SECRETS_OF_A.unsharedFile, false);
await uploadDocument(otherLawyer, estateB, 'document-of-b.pdf', true);
const recordsOfA: Record<string, string> = {};
for (const kind of Object.keys(RECORD_SAMPLES)) {
  recordsOfA[kind] = await newRecord(estateA, kind);
  await newRecord(estateB, kind, otherLawyer);
}
// Estate D: the lawyer's, followed by the same executor and beneficiary, with no executor named.
const estateD = await newEstate(lawyer, SECRETS_OF_A.deceasedName, SECRETS_OF_A.intakeNotes);
await t.database.db.insert(estateRoles).values([
  {
    estateId: estateD,
    userId: executor.userId,
    role: 'executor',
    status: 'active',
  },
  {
    estateId: estateD,
    userId: beneficiary.userId,
    role: 'beneficiary',
    status: 'active',
  },
]);
const [taskA] = await t.database.db.select().from(tasks).where(eq(tasks.estateId, estateA)).limit(1);

// A conversation on estate A between its lawyer and executor, which its beneficiary is not in (issue 16).
const threadA = await (async () => {
  const res = await t.as(lawyer, {
    method: 'POST',
    url: '/api/message-threads',
    payload: {
      estateId: estateA,
      subject: 'Matrix conversation',
      participantIds: [executor.userId],
      body: SECRETS_OF_A.threadMessage,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
})();

// A NotifyFlow notification by the NotifyFlow user, with a document and a letter to post.
const notification = await (async () => {
  // No "Other institution": its letter needs an address first (a row of its own below).
  const body = multipart(validForm({ deceasedName: 'Nikora Notified', institutionName: '' }), [
    { name: 'death.pdf', data: PDF },
  ]);
  const res = await t.as(notify, {
    method: 'POST',
    url: '/api/notifications',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { referenceCode, notificationId } = res.json<{
    referenceCode: string;
    notificationId: string;
  }>();
  const [doc] = await t.database.db
    .select()
    .from(notificationDocuments)
    .where(eq(notificationDocuments.notificationId, notificationId));
  const [row] = await t.database.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, notificationId));
  const [letter] = await t.database.db
    .select()
    .from(letters)
    .where(eq(letters.institutionsNotifiedId, row!.id));
  return {
    referenceCode,
    documentId: doc!.id,
    institutionsNotifiedId: row!.id,
    token: signResponseToken(t.deps.config.authSecret, row!.id),
    letterId: letter?.id ?? randomUUID(),
  };
})();

// Issue 18: a row of the NotifyFlow user's whose organisation asked for more, so it may be replied to.
const replyTarget = await (async () => {
  const res = await t.as(notify, {
    method: 'POST',
    url: '/api/notifications',
    ...multipart(validForm({ deceasedName: 'Nikora Replied' })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { referenceCode, notificationId } = res.json<{ referenceCode: string; notificationId: string }>();
  const [row] = await t.database.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, notificationId));
  const asked = await t.inject({
    method: 'POST',
    url: `/api/respond/${signResponseToken(t.deps.config.authSecret, row!.id)}`,
    payload: { action: 'need_info', message: 'Please send the grant.' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return { referenceCode, rowId: row!.id };
})();

/**
 * Invoices for the invoice page's routes (issue 15), inserted directly: a firm of their own with a
 * billing account (so the billing rows' accounts are untouched), one line each. A fresh draft per
 * call where a call consumes one (Mark Paid refuses an invoice already paid).
 */
const [invoiceFirm] = await t.database.db
  .insert(lawFirms)
  .values({ name: 'Matrix Invoice Firm', address: '9 Matrix Lane\nWellington' })
  .returning();
const [invoiceAccount] = await t.database.db
  .insert(billingAccounts)
  .values({ type: 'law_firm', lawFirmId: invoiceFirm!.id, billingEmail: 'billing@matrix-invoice.example.nz' })
  .returning();
async function newMatrixInvoice(): Promise<string> {
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      number: `INV-M${randomUUID().slice(0, 8).toUpperCase()}`,
      billingAccountId: invoiceAccount!.id,
      customerName: invoiceFirm!.name,
      customerAddress: invoiceFirm!.address,
      issueDate: '2026-11-24',
      dueDate: '2026-12-09',
      subtotalCents: 4999,
      gstCents: 750,
      totalCents: 5749,
    })
    .returning();
  await t.database.db.insert(invoiceLines).values({
    invoiceId: invoice!.id,
    position: 0,
    description: 'Standard plan: monthly subscription',
    quantity: 1,
    unitPriceCents: 4999,
    amountCents: 4999,
    gstCents: 750,
  });
  return invoice!.id;
}
const matrixInvoice = await newMatrixInvoice();

/**
 * A fresh link invitation (issue 16) by the lawyer, and its token from the email: on estate A, or on
 * an estate whose name is no secret, for the routes that read an invitation by its link.
 */
const invitationEstate = await newEstate(lawyer, 'Matrix Invitation Estate', 'Nothing secret');
async function newInvitation(estateId = estateA): Promise<{ id: string; token: string }> {
  const email = `matrix-invitee-${randomUUID()}@example.nz`;
  const res = await t.as(lawyer, {
    method: 'POST',
    url: `/api/estates/${estateId}/invitations`,
    payload: { email, role: 'executor' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
  return { id: res.json<{ id: string }>().id, token: mail!.link!.split('/invitations/')[1]! };
}

/** A fresh view grant on estate A's shared document to its beneficiary (each revoke consumes one). */
async function newGrantOnA(): Promise<string> {
  const res = await t.as(lawyer, {
    method: 'POST',
    url: '/api/document-grants',
    payload: { documentId: sharedDocA, userId: beneficiary.userId, level: 'view' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/* ─────────────────────────────── Expectation shorthands ─────────────────────────────── */

const every = (e: Expect): Expectations =>
  Object.fromEntries(ACTORS.filter((a) => a !== 'firmLawyer').map((a) => [a, e])) as Expectations;
const signedIn: Expectations = { ...every('ok'), anon: 401 };
/** dashboard:use — everyone signed in but NotifyFlow-only accounts. */
const dashboard: Expectations = { ...signedIn, notify: 403 };
/** Something of estate A that every viewer of A may read. */
const viewA: Expectations = { ...dashboard, otherLawyer: 404 };
/** Something of estate A that only those who run it may read or change (decision 007). */
const runA: Expectations = { ...viewA, beneficiary: 403 };
const adminOnly: Expectations = { ...every(403), anon: 401, admin: 'ok' };
const lawyers: Expectations = { ...dashboard, beneficiary: 403, executor: 403 };

interface Row {
  method: string;
  url: string;
  expect: Expectations;
  /** The request for one actor (fresh fixtures where a call consumes one). */
  request: (who: ActorName) => Promise<InjectOptions> | InjectOptions;
  /** Estates this row's 2xx answers may name only for those who see them (default: check). */
  skipLeakCheck?: string;
}

const json = (method: string, url: string, payload?: unknown) => () =>
  ({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  }) as InjectOptions;
/**
 * A change to something whose version is read from a list (or an action on an invoice): sent with
 * `If-Match: *` (RFC 9110: whatever is current), so each role meets the route's access rules, not
 * the version another role's allowed change moved on (decision 060; versions.test.ts tests those).
 */
const anyVersion =
  (request: () => InjectOptions | Promise<InjectOptions>) => async (): Promise<InjectOptions> => ({
    ...(await request()),
    headers: { 'if-match': '*' },
  });
const upload =
  (url: string, payload: unknown, name = 'matrix.pdf') =>
  () => ({
    method: 'POST' as const,
    url,
    ...multipart(payload, [{ name, data: PDF }]),
  });

/** The records kit's routes for every kind: a list across estates, and five under estate A. */
const recordRows: Row[] = Object.keys(RECORD_SAMPLES).flatMap((kind): Row[] => {
  const base = `/api/estates/${estateA}/${kind}`;
  const one = `${base}/${recordsOfA[kind]}`;
  const sample = async () => RECORD_SAMPLES[kind]!(estateA, lawyer);
  // The firm's working records are read only by those who run the estate (decision 018).
  const runnersRead = ESTATE_RECORD_KINDS.find((k) => k.path === kind)?.readPermission === 'estate:manage';
  const read = runnersRead ? runA : viewA;
  const readAll = runnersRead ? { ...dashboard, beneficiary: 403 as const } : dashboard;
  return [
    {
      method: 'GET',
      url: `/api/${kind}`,
      expect: readAll,
      request: json('GET', `/api/${kind}`),
    },
    {
      method: 'GET',
      url: `/api/estates/:estateId/${kind}`,
      expect: read,
      request: json('GET', base),
    },
    {
      method: 'GET',
      url: `/api/estates/:estateId/${kind}/:id`,
      expect: read,
      request: json('GET', one),
    },
    {
      method: 'POST',
      url: `/api/estates/:estateId/${kind}`,
      expect: runA,
      request: async () => ({
        method: 'POST',
        url: base,
        payload: await sample(),
      }),
    },
    {
      method: 'PUT',
      url: `/api/estates/:estateId/${kind}/:id`,
      expect: runA,
      request: async () => ({
        method: 'PUT',
        url: one,
        payload: await sample(),
      }),
    },
    {
      method: 'DELETE',
      url: `/api/estates/:estateId/${kind}/:id`,
      expect: runA,
      request: async () => ({
        method: 'DELETE',
        url: `${base}/${await newRecord(estateA, kind)}`,
      }),
    },
  ];
});

/**
 * A sample record of each platform record kind (issue 15), as its create route takes it, made by
 * `owner` (the admin unless said), with what each actor gets from the list and create routes
 * (`collection`) and from one record's routes (`one`). Admin-only kinds leave both to the default.
 */
const SHARED_PLATFORM_SAMPLES = platformSamples(t);
const PLATFORM_SAMPLES: Record<
  string,
  {
    sample: () => Promise<object> | object;
    owner?: Exclude<ActorName, 'anon'>;
    collection?: Expectations;
    one?: Expectations;
    /** POST, PUT and DELETE when writing needs more than reading (legal forms: read by all, kept by admins). */
    write?: Expectations;
  }
> = {
  'admin/billing-accounts': SHARED_PLATFORM_SAMPLES['admin/billing-accounts']!,
  'admin/law-firms': SHARED_PLATFORM_SAMPLES['admin/law-firms']!,
  'admin/users': SHARED_PLATFORM_SAMPLES['admin/users']!,
  // Saved reports (estate:manage): each person's own; another's, a firm colleague's included, is 404.
  reports: {
    ...SHARED_PLATFORM_SAMPLES.reports!,
    collection: { ...every('ok'), anon: 401, notify: 403, beneficiary: 403 },
    one: { ...every(404), anon: 401, notify: 403, beneficiary: 403, lawyer: 'ok', firmLawyer: 404 },
  },
  // Calendar events (issue 16): a private one is its creator's alone (an estate's event: calendar.test.ts).
  'calendar-events': {
    ...SHARED_PLATFORM_SAMPLES['calendar-events']!,
    collection: { ...every('ok'), anon: 401, notify: 403 },
    one: { ...every(404), anon: 401, notify: 403, lawyer: 'ok', firmLawyer: 404 },
  },
  // Legal forms (issue 17): every dashboard reader sees them; admins keep them.
  'legal-forms': {
    ...SHARED_PLATFORM_SAMPLES['legal-forms']!,
    collection: { ...every('ok'), anon: 401, notify: 403 },
    one: { ...every('ok'), anon: 401, notify: 403 },
    write: adminOnly,
  },
};

async function newPlatformRecord(path: string) {
  const { sample, owner = 'admin' } = PLATFORM_SAMPLES[path]!;
  const res = await t.as(sessions[owner], {
    method: 'POST',
    url: `/api/${path}`,
    payload: await sample(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** The platform records kit's five routes for every kind (decision 020). */
const platformRows: Row[] = PLATFORM_RECORD_KINDS.flatMap((kind): Row[] => {
  const given = PLATFORM_SAMPLES[kind.path];
  if (!given) throw new Error(`PLATFORM_SAMPLES has no sample for ${kind.path}`);
  const base = `/api/${kind.path}`;
  const collection = given.collection ?? adminOnly;
  const one = given.one ?? adminOnly;
  const fresh = () => newPlatformRecord(kind.path);
  return [
    {
      method: 'GET',
      url: base,
      expect: collection,
      request: json('GET', base),
    },
    {
      method: 'POST',
      url: base,
      expect: given.write ?? collection,
      request: async () => ({
        method: 'POST',
        url: base,
        payload: await given.sample(),
      }),
    },
    {
      method: 'GET',
      url: `${base}/:id`,
      expect: one,
      request: async () => ({ method: 'GET', url: `${base}/${await fresh()}` }),
    },
    {
      method: 'PUT',
      url: `${base}/:id`,
      expect: given.write ?? one,
      request: async () => ({
        method: 'PUT',
        url: `${base}/${await fresh()}`,
        payload: await given.sample(),
      }),
    },
    {
      method: 'DELETE',
      url: `${base}/:id`,
      expect: given.write ?? one,
      request: async () => ({
        method: 'DELETE',
        url: `${base}/${await fresh()}`,
      }),
    },
  ];
});

/* Document templates (issue 17): firm A's own, used on estate A (its lawyers and its executor). */
const TEMPLATE_DOCX = await Packer.toBuffer(
  new Document({ sections: [{ children: [new Paragraph('Estate of {{deceased.fullName}}')] }] }),
);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const templateForm = (payload: unknown) =>
  multipart(payload, [{ name: 'matrix-template.docx', data: TEMPLATE_DOCX, type: DOCX_TYPE }]);
const templateDetails = () => ({
  name: `Matrix template ${randomUUID()}`,
  category: 'Communications',
  status: 'active',
  tags: ['matrix'],
});
async function newTemplateOfA(): Promise<string> {
  const res = await t.as(lawyer, {
    method: 'POST',
    url: '/api/templates',
    ...templateForm(templateDetails()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ template: { id: string } }>().template.id;
}
const templateOfA = await newTemplateOfA();
/** Reading and merging: those who run estates; firm A's template is not another firm's lawyer's. */
const runTemplateOfA: Expectations = runA;
/** Changing firm A's template: its lawyers and admins (`templates:manage`). */
const changeTemplateOfA: Expectations = { ...runA, executor: 403 };
/** A legal form with a copy attached, so its file downloads. */
const [legalFormWithFile] = await t.database.db
  .insert(legalForms)
  .values({
    name: 'Matrix form with file',
    category: 'tax',
    jurisdiction: 'New Zealand',
    officialUrl: 'https://www.ird.govt.nz/',
  })
  .returning();
const attached = await t.as(admin, {
  method: 'POST',
  url: `/api/legal-forms/${legalFormWithFile!.id}/file`,
  ...multipart(undefined, [{ name: 'form.pdf', data: PDF }]),
});
expect(attached.statusCode, attached.body).toBe(200);

const ROWS: Row[] = [
  // Public: no account needed, nothing estate-scoped.
  {
    method: 'GET',
    url: '/api/health',
    expect: every('ok'),
    request: json('GET', '/api/health'),
  },
  {
    method: 'GET',
    url: '/robots.txt',
    expect: every('ok'),
    request: json('GET', '/robots.txt'),
  },
  {
    method: 'GET',
    url: '/sitemap.xml',
    expect: every('ok'),
    request: json('GET', '/sitemap.xml'),
  },
  {
    method: 'GET',
    url: '/api/demo-accounts',
    expect: every('ok'),
    request: json('GET', '/api/demo-accounts'),
  },
  {
    method: 'GET',
    url: '/api/me',
    expect: every('ok'),
    request: json('GET', '/api/me'),
  },
  // The API's description (decision 013): public to everyone, it documents the API and holds no data.
  {
    method: 'GET',
    url: '/api/openapi.json',
    expect: every('ok'),
    request: json('GET', '/api/openapi.json'),
  },
  {
    method: 'GET',
    url: '/api/docs',
    expect: every('ok'),
    request: json('GET', '/api/docs'),
  },
  {
    method: 'GET',
    url: '/api/institutions',
    expect: every('ok'),
    request: json('GET', '/api/institutions'),
  },
  {
    method: 'POST',
    url: '/api/public/enquiries',
    expect: every('ok'),
    request: json('POST', '/api/public/enquiries', {
      name: 'Matrix Visitor',
      email: 'visitor@example.nz',
      subject: 'A question',
      message: 'Kia ora, a question about probate.',
    }),
  },
  {
    method: 'POST',
    url: '/api/public/demo-requests',
    expect: every('ok'),
    request: json('POST', '/api/public/demo-requests', {
      name: 'Matrix Firm',
      email: 'firm@example.nz',
    }),
  },
  // The auth library: reading one's session is open; nobody may write their own role.
  {
    method: 'GET',
    url: '/api/auth/*',
    expect: every('ok'),
    request: json('GET', '/api/auth/get-session'),
  },
  {
    method: 'POST',
    url: '/api/auth/*',
    expect: { ...every(400), anon: 401 },
    request: json('POST', '/api/auth/update-user', { role: 'admin' }),
  },
  // NotifyFlow: public status by code, institution links by signed token, submissions signed in.
  {
    method: 'GET',
    url: '/api/notifications/status/:referenceCode',
    expect: every('ok'),
    request: json('GET', `/api/notifications/status/${notification.referenceCode}`),
  },
  {
    method: 'GET',
    url: '/api/notifications/status/:referenceCode/events',
    // A live stream stays open; a code that does not exist shows the route's rule without one.
    expect: every(404),
    request: json('GET', '/api/notifications/status/NF-ZZZZZZ/events'),
  },
  {
    method: 'GET',
    url: '/api/respond/:token',
    expect: every('ok'),
    request: json('GET', `/api/respond/${notification.token}`),
  },
  {
    method: 'POST',
    url: '/api/respond/:token',
    expect: every('ok'),
    request: json('POST', `/api/respond/${notification.token}`, {
      action: 'acknowledge',
    }),
  },
  {
    method: 'GET',
    url: '/api/respond/:token/documents/:documentId',
    expect: every('ok'),
    request: json('GET', `/api/respond/${notification.token}/documents/${notification.documentId}`),
  },
  {
    method: 'POST',
    url: '/api/notifications',
    expect: signedIn,
    request: upload('/api/notifications', validForm()),
  },
  {
    method: 'POST',
    url: '/api/notifications/:referenceCode/institutions/:id/replies',
    // Only the notification's sender replies; admins act through a status and a note.
    expect: { ...every(404), anon: 401, notify: 'ok' },
    request: upload(
      `/api/notifications/${replyTarget.referenceCode}/institutions/${replyTarget.rowId}/replies`,
      { message: 'Here is the grant.', idempotencyKey: 'matrix-reply-0000000001' },
    ),
  },
  {
    method: 'GET',
    url: '/api/notification-documents/:documentId',
    expect: { ...every(404), anon: 401, notify: 'ok', admin: 'ok' },
    request: json('GET', `/api/notification-documents/${notification.documentId}`),
  },
  // The dashboard.
  {
    method: 'GET',
    url: '/api/me/notifications',
    expect: dashboard,
    request: json('GET', '/api/me/notifications'),
  },
  {
    method: 'POST',
    url: '/api/me/notifications/read-all',
    expect: dashboard,
    request: json('POST', '/api/me/notifications/read-all'),
  },
  // Settings and Profile (issue 16): every account its own; Firm Settings only a lawyer of a firm.
  ...(['GET', 'PATCH'] as const).map(
    (method): Row => ({
      method,
      url: '/api/me/profile',
      expect: { ...every('ok'), anon: 401 },
      request: async (who) => {
        if (method === 'GET') return { method, url: '/api/me/profile' };
        if (who === 'anon') {
          const payload = { name: 'Nobody', email: 'nobody@example.nz', timeZone: 'Pacific/Auckland' };
          return { method, url: '/api/me/profile', payload };
        }
        // Saves what the person already has (the matrix's names stay as they are).
        const mine = (await t.as(sessions[who], { method: 'GET', url: '/api/me/profile' })).json<{
          name: string;
          email: string;
        }>();
        return {
          method,
          url: '/api/me/profile',
          payload: {
            name: mine.name,
            email: mine.email,
            phone: '021 123 4567',
            timeZone: 'Pacific/Auckland',
          },
        };
      },
    }),
  ),
  {
    method: 'GET',
    url: '/api/me/notification-preferences',
    expect: { ...every('ok'), anon: 401 },
    request: json('GET', '/api/me/notification-preferences'),
  },
  {
    method: 'PUT',
    url: '/api/me/notification-preferences',
    expect: { ...every('ok'), anon: 401 },
    request: json(
      'PUT',
      '/api/me/notification-preferences',
      Object.fromEntries(NOTIFICATION_KIND_VALUES.map((k) => [k, { inApp: true, email: true }])),
    ),
  },
  {
    method: 'GET',
    url: '/api/me/sessions',
    expect: { ...every('ok'), anon: 401 },
    request: json('GET', '/api/me/sessions'),
  },
  // Privacy Act requests (decision 048): every signed-in person downloads their own information and
  // asks for corrections; only admins list and close requests.
  {
    method: 'GET',
    url: '/api/me/privacy-export',
    expect: { ...every('ok'), anon: 401 },
    request: json('GET', '/api/me/privacy-export'),
  },
  {
    method: 'GET',
    url: '/api/me/privacy-requests',
    expect: { ...every('ok'), anon: 401 },
    request: json('GET', '/api/me/privacy-requests'),
  },
  {
    method: 'POST',
    url: '/api/me/privacy-requests',
    expect: { ...every('ok'), anon: 401 },
    request: json('POST', '/api/me/privacy-requests', {
      kind: 'correction',
      whatIsWrong: 'Matrix: my name is misspelt',
      whatItShouldSay: 'Matrix: the right spelling',
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/privacy-requests',
    expect: adminOnly,
    request: json('GET', '/api/admin/privacy-requests?status=all'),
  },
  {
    method: 'POST',
    url: '/api/admin/privacy-requests/:id/close',
    expect: adminOnly,
    request: async () => {
      // A fresh open request each time, so the admin's close is not refused as already closed.
      const asked = await t.as(beneficiary, {
        method: 'POST',
        url: '/api/me/privacy-requests',
        payload: { kind: 'correction', whatIsWrong: 'Matrix wrong', whatItShouldSay: 'Matrix right' },
      });
      const id = asked.json<{ id: string }>().id;
      return {
        method: 'POST',
        url: `/api/admin/privacy-requests/${id}/close`,
        payload: { outcome: 'declined', answer: 'Matrix answer' },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/me/firm',
    expect: { ...every(403), anon: 401, lawyer: 'ok', firmLawyer: 'ok', otherLawyer: 404 },
    request: json('GET', '/api/me/firm'),
  },
  {
    method: 'PATCH',
    url: '/api/me/firm',
    expect: { ...every(403), anon: 401, lawyer: 'ok', firmLawyer: 'ok', otherLawyer: 404 },
    request: json('PATCH', '/api/me/firm', {
      name: 'Matrix Firm A Law',
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      defaultBillingRate: '250.00',
      gstNumber: '49-091-850',
    }),
  },
  // One notification, read or unread again: only its own person's (the lawyer's here); anyone else's is 404.
  ...(['read', 'unread'] as const).map(
    (state): Row => ({
      method: 'POST',
      url: `/api/me/notifications/:id/${state}`,
      expect: { ...every(404), anon: 401, notify: 403, lawyer: 'ok', firmLawyer: 404 },
      request: async () => {
        const [row] = await t.database.db
          .insert(appNotifications)
          .values({
            userId: lawyer.userId,
            kind: 'assignment',
            type: 'info',
            title: 'Matrix notice',
            message: 'Mine',
          })
          .returning();
        return { method: 'POST', url: `/api/me/notifications/${row!.id}/${state}` };
      },
    }),
  ),
  {
    method: 'GET',
    url: '/api/dashboard',
    expect: dashboard,
    request: json('GET', '/api/dashboard'),
  },
  // Analytics: everyone with a dashboard, over the estates they see (the leak check: not A for others).
  {
    method: 'GET',
    url: '/api/analytics',
    expect: dashboard,
    request: json('GET', '/api/analytics?period=year'),
  },
  // Reports as files: the owner's saved report (others 404), or one made now of estate A.
  {
    method: 'GET',
    url: '/api/reports/:id/download',
    expect: { ...every(404), anon: 401, notify: 403, beneficiary: 403, lawyer: 'ok', firmLawyer: 404 },
    request: async () => ({
      method: 'GET',
      url: `/api/reports/${await newPlatformRecord('reports')}/download?format=csv`,
    }),
  },
  {
    method: 'GET',
    url: '/api/reports/generate',
    expect: runA,
    request: json('GET', `/api/reports/generate?type=estate_summary&format=csv&estateId=${estateA}`),
  },
  // The calendar (issue 16): everyone with the dashboard has their own; the leak check keeps estate
  // B's dates from those who may not see it.
  {
    method: 'GET',
    url: '/api/calendar',
    expect: dashboard,
    request: json('GET', '/api/calendar?from=2026-11-01&to=2026-12-06'),
  },
  {
    method: 'GET',
    url: '/api/calendar/feed',
    expect: dashboard,
    request: json('GET', '/api/calendar/feed'),
  },
  {
    method: 'POST',
    url: '/api/calendar/feed',
    expect: dashboard,
    request: json('POST', '/api/calendar/feed'),
  },
  {
    method: 'DELETE',
    url: '/api/calendar/feed',
    expect: dashboard,
    request: json('DELETE', '/api/calendar/feed'),
  },
  // No session: the token is the key. A token never issued is 404 for everyone, signed in or not;
  // a valid token serves only its owner's calendar (calendar.test.ts).
  {
    method: 'GET',
    url: '/api/calendar/feed/:token.ics',
    expect: every(404),
    request: () => ({
      method: 'GET',
      url: `/api/calendar/feed/${randomBytes(32).toString('base64url')}.ics`,
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/dashboard',
    expect: adminOnly,
    request: json('GET', '/api/admin/dashboard'),
  },
  {
    method: 'GET',
    url: '/api/estates',
    expect: dashboard,
    request: json('GET', '/api/estates'),
  },
  {
    method: 'GET',
    url: '/api/estates/recent',
    expect: dashboard,
    request: json('GET', '/api/estates/recent'),
  },
  {
    method: 'GET',
    url: '/api/estates/options',
    expect: dashboard,
    request: json('GET', '/api/estates/options'),
  },
  {
    method: 'POST',
    url: '/api/estates',
    expect: lawyers,
    request: () => {
      const body = multipart({
        deceasedName: 'Fresh Matrix Estate',
        dateOfDeath: '2026-03-10',
        lastKnownAddress: '2 Matrix Lane, Wellington',
        willStatus: 'Valid Will Exists',
        estimatedValue: '$100,000',
      });
      return { method: 'POST', url: '/api/estates', ...body };
    },
  },
  {
    method: 'GET',
    url: '/api/estates/:id',
    expect: viewA,
    request: json('GET', `/api/estates/${estateA}`),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/people',
    expect: viewA,
    request: json('GET', `/api/estates/${estateA}/people`),
  },
  {
    method: 'PATCH',
    url: '/api/estates/:id',
    expect: runA,
    request: json('PATCH', `/api/estates/${estateA}`, { status: 'active' }),
  },
  {
    method: 'GET',
    url: '/api/executors',
    expect: lawyers,
    request: json('GET', '/api/executors'),
  },
  // The Executors screen (issue 16): admins and lawyers, the executors of the estates they may see.
  {
    method: 'GET',
    url: '/api/executors/overview',
    expect: lawyers,
    request: json('GET', '/api/executors/overview'),
  },
  // Invitations by link (issue 16, decision 028): those who run estate A invite, list, resend and
  // revoke; the link's page reads without a session; accepting needs the invited address (403 else).
  {
    method: 'POST',
    url: '/api/estates/:id/invitations',
    expect: runA,
    request: () =>
      json('POST', `/api/estates/${estateA}/invitations`, {
        email: `matrix-invitee-${randomUUID()}@example.nz`,
        role: 'beneficiary',
      })(),
  },
  {
    method: 'GET',
    url: '/api/estates/:id/invitations',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/invitations`),
  },
  {
    method: 'GET',
    url: '/api/invitations',
    expect: { ...dashboard, beneficiary: 403 },
    request: json('GET', '/api/invitations'),
  },
  {
    method: 'POST',
    url: '/api/invitations/:id/resend',
    expect: runA,
    request: async () => json('POST', `/api/invitations/${(await newInvitation()).id}/resend`)(),
  },
  {
    method: 'POST',
    url: '/api/invitations/:id/revoke',
    expect: runA,
    request: async () => json('POST', `/api/invitations/${(await newInvitation()).id}/revoke`)(),
  },
  {
    method: 'GET',
    url: '/api/invitations/by-token/:token',
    expect: every('ok'),
    request: async () =>
      json('GET', `/api/invitations/by-token/${(await newInvitation(invitationEstate)).token}`)(),
  },
  {
    method: 'POST',
    url: '/api/invitations/by-token/:token/accept',
    // Sent to an address none of them has: everyone signed in is refused, naming that address.
    expect: { ...every(403), anon: 401 },
    request: async () =>
      json('POST', `/api/invitations/by-token/${(await newInvitation(invitationEstate)).token}/accept`)(),
  },
  {
    method: 'DELETE',
    url: '/api/estates/:id/executor-invitation',
    expect: runA,
    // Estate D has no executor, so inviting one there leaves estate A's executor in place.
    request: async () => {
      const invite = await t.as(lawyer, {
        method: 'PATCH',
        url: `/api/estates/${estateD}`,
        payload: { executorEmail: `invitee-${randomUUID()}@example.nz` },
      });
      expect(invite.statusCode, invite.body).toBe(200);
      return {
        method: 'DELETE',
        url: `/api/estates/${estateD}/executor-invitation`,
      };
    },
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/notes/:noteId/comments',
    expect: runA,
    request: () => json('GET', `/api/estates/${estateA}/notes/${recordsOfA.notes}/comments`)(),
  },
  {
    method: 'POST',
    url: '/api/estates/:estateId/notes/:noteId/comments',
    expect: runA,
    request: () =>
      json('POST', `/api/estates/${estateA}/notes/${recordsOfA.notes}/comments`, {
        content: 'Matrix comment',
      })(),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/timeline',
    expect: viewA,
    request: json('GET', `/api/estates/${estateA}/timeline`),
  },
  {
    method: 'GET',
    url: '/api/estates/:id/export',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/export`),
    // A ZIP: compressed bytes, not text to search.
    skipLeakCheck: 'binary',
  },
  {
    method: 'GET',
    url: '/api/tasks',
    expect: dashboard,
    request: json('GET', '/api/tasks'),
  },
  {
    method: 'POST',
    url: '/api/tasks',
    expect: runA,
    request: json('POST', '/api/tasks', {
      estateId: estateA,
      name: 'Matrix task',
    }),
  },
  {
    method: 'PATCH',
    url: '/api/tasks/:id',
    expect: runA,
    request: anyVersion(
      json('PATCH', `/api/tasks/${taskA!.id}`, {
        status: 'in_progress',
      }),
    ),
  },
  {
    method: 'GET',
    url: '/api/documents',
    expect: dashboard,
    request: json('GET', '/api/documents'),
  },
  {
    method: 'POST',
    url: '/api/documents',
    // A beneficiary may add documents to an estate they follow (kept private to them and the firm).
    expect: viewA,
    request: upload('/api/documents', { estateId: estateA }),
  },
  {
    method: 'PATCH',
    url: '/api/documents/:id',
    expect: runA,
    request: anyVersion(
      json('PATCH', `/api/documents/${sharedDocA}`, {
        sharedWithBeneficiaries: true,
      }),
    ),
  },
  {
    method: 'GET',
    url: '/api/documents/:id/file',
    expect: viewA,
    request: json('GET', `/api/documents/${sharedDocA}/file`),
    skipLeakCheck: 'file bytes',
  },
  {
    method: 'GET',
    url: '/api/documents/:id/versions',
    expect: viewA,
    request: json('GET', `/api/documents/${sharedDocA}/versions`),
  },
  {
    method: 'POST',
    url: '/api/documents/:id/versions',
    expect: runA,
    request: upload(`/api/documents/${sharedDocA}/versions`, {}, 'shared-will-of-a.pdf'),
  },
  // Files sent on their own before their form (decision 049): anyone signed in; an upload is its uploader's.
  {
    method: 'POST',
    url: '/api/uploads',
    expect: signedIn,
    request: upload('/api/uploads', undefined, 'matrix-upload.pdf'),
  },
  {
    method: 'DELETE',
    url: '/api/uploads/:id',
    expect: { ...every(404), anon: 401, lawyer: 'ok', firmLawyer: 404 },
    // A fresh upload of the lawyer's for each actor: only the lawyer may discard it.
    request: async () => {
      const res = await t.as(lawyer, {
        method: 'POST',
        url: '/api/uploads',
        ...multipart(undefined, [{ name: 'mine.pdf', data: PDF }]),
      });
      expect(res.statusCode, res.body).toBe(201);
      return { method: 'DELETE', url: `/api/uploads/${res.json<{ uploadId: string }>().uploadId}` };
    },
  },
  // Document templates (issue 17).
  {
    method: 'GET',
    url: '/api/templates',
    expect: { ...dashboard, beneficiary: 403 },
    request: json('GET', '/api/templates'),
  },
  {
    method: 'POST',
    url: '/api/templates',
    // A lawyer without a firm has no library of their own.
    expect: { ...changeTemplateOfA, otherLawyer: 403 },
    request: () => ({ method: 'POST', url: '/api/templates', ...templateForm(templateDetails()) }),
  },
  {
    method: 'GET',
    url: '/api/templates/:id',
    expect: runTemplateOfA,
    request: json('GET', `/api/templates/${templateOfA}`),
  },
  {
    method: 'PUT',
    url: '/api/templates/:id',
    expect: changeTemplateOfA,
    request: json('PUT', `/api/templates/${templateOfA}`, templateDetails()),
  },
  {
    method: 'DELETE',
    url: '/api/templates/:id',
    expect: changeTemplateOfA,
    request: async () => ({ method: 'DELETE', url: `/api/templates/${await newTemplateOfA()}` }),
  },
  {
    method: 'POST',
    url: '/api/templates/:id/versions',
    expect: changeTemplateOfA,
    request: () => ({
      method: 'POST',
      url: `/api/templates/${templateOfA}/versions`,
      ...templateForm(undefined),
    }),
  },
  {
    method: 'GET',
    url: '/api/templates/:id/file',
    expect: runTemplateOfA,
    request: json('GET', `/api/templates/${templateOfA}/file`),
    skipLeakCheck: 'file bytes',
  },
  {
    method: 'GET',
    url: '/api/template-categories',
    expect: { ...dashboard, beneficiary: 403 },
    request: json('GET', '/api/template-categories'),
  },
  {
    method: 'POST',
    url: '/api/template-categories',
    expect: { ...changeTemplateOfA, otherLawyer: 403 },
    request: () => json('POST', '/api/template-categories', { name: `Matrix ${randomUUID()}` })(),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/templates/:id/merged',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/templates/${templateOfA}/merged`),
    skipLeakCheck: 'file bytes',
  },
  {
    method: 'POST',
    url: '/api/estates/:estateId/templates/:id/merged',
    expect: runA,
    request: json('POST', `/api/estates/${estateA}/templates/${templateOfA}/merged`),
  },
  // Legal forms' attached copies (issue 17): admins attach, every dashboard reader downloads.
  {
    method: 'POST',
    url: '/api/legal-forms/:id/file',
    expect: adminOnly,
    request: () => ({
      method: 'POST',
      url: `/api/legal-forms/${legalFormWithFile!.id}/file`,
      ...multipart(undefined, [{ name: 'form.pdf', data: PDF }]),
    }),
  },
  {
    method: 'GET',
    url: '/api/legal-forms/:id/file',
    expect: dashboard,
    request: json('GET', `/api/legal-forms/${legalFormWithFile!.id}/file`),
    skipLeakCheck: 'file bytes',
  },
  // One version's file (issue 17): exactly like the current file.
  {
    method: 'GET',
    url: '/api/documents/:id/versions/:version/file',
    expect: viewA,
    request: json('GET', `/api/documents/${sharedDocA}/versions/1/file`),
    skipLeakCheck: 'file bytes',
  },
  // Document grants (issue 17, decision 031): those who run the estate manage them; a beneficiary
  // who sees the document without admin on it gets 403; another firm 404.
  {
    method: 'GET',
    url: '/api/document-grants',
    expect: dashboard,
    request: json('GET', '/api/document-grants'),
  },
  {
    method: 'POST',
    url: '/api/document-grants',
    expect: runA,
    request: json('POST', '/api/document-grants', {
      documentId: sharedDocA,
      userId: beneficiary.userId,
      level: 'view',
    }),
  },
  {
    method: 'DELETE',
    url: '/api/document-grants/:id',
    expect: runA,
    request: async () => ({ method: 'DELETE', url: `/api/document-grants/${await newGrantOnA()}` }),
  },
  {
    method: 'GET',
    url: '/api/documents/:id/grantable-people',
    expect: runA,
    request: json('GET', `/api/documents/${sharedDocA}/grantable-people`),
  },
  ...recordRows,
  ...platformRows,
  // The estate account and its statement (issue 14): for those who run the estate.
  {
    method: 'GET',
    url: '/api/estates/:estateId/account',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/account`),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/statement.pdf',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/statement.pdf`),
    skipLeakCheck: 'PDF bytes (its text is glyph ids)',
  },
  {
    method: 'POST',
    url: '/api/estates/:estateId/due-diligence-checks/:id/document',
    expect: runA,
    // A fresh check each time: the evidence becomes a private document of estate A.
    request: async () =>
      upload(
        `/api/estates/${estateA}/due-diligence-checks/${await newRecord(estateA, 'due-diligence-checks')}/document`,
        undefined,
      )(),
  },
  // An application to the High Court's pre-filing check and draft papers (issue 17): estate A's
  // application has every fact once A holds a death certificate.
  {
    method: 'GET',
    url: '/api/estates/:estateId/court-applications/:id/check',
    expect: runA,
    request: () =>
      json('GET', `/api/estates/${estateA}/court-applications/${recordsOfA['court-applications']}/check`)(),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/court-applications/:id/papers/:paper',
    expect: runA,
    request: async () => {
      await deathCertificateOfA();
      return json(
        'GET',
        `/api/estates/${estateA}/court-applications/${recordsOfA['court-applications']}/papers/application`,
      )();
    },
  },
  {
    method: 'POST',
    url: '/api/estates/:estateId/court-applications/:id/papers/:paper',
    expect: runA,
    // Saved into estate A's documents, private to those who run it.
    request: async () => {
      await deathCertificateOfA();
      return json(
        'POST',
        `/api/estates/${estateA}/court-applications/${recordsOfA['court-applications']}/papers/affidavit`,
      )();
    },
  },
  // Estate Inventory's CSV (of every estate one may see, or of one) and Controlled Items' custody.
  {
    method: 'GET',
    url: '/api/inventory-items/export.csv',
    expect: runA,
    request: json('GET', `/api/inventory-items/export.csv?estateId=${estateA}`),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/controlled-items/:id/accesses',
    expect: runA,
    request: () =>
      json('GET', `/api/estates/${estateA}/controlled-items/${recordsOfA['controlled-items']}/accesses`)(),
  },
  {
    method: 'POST',
    url: '/api/estates/:estateId/controlled-items/:id/accesses',
    expect: runA,
    request: () =>
      json('POST', `/api/estates/${estateA}/controlled-items/${recordsOfA['controlled-items']}/accesses`, {
        purpose: 'Matrix valuer visit',
      })(),
  },
  // Whether estate A may pay a distribution today (the s47 date and the claims register).
  {
    method: 'GET',
    url: '/api/estates/:estateId/distribution-hold',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/distribution-hold`),
  },
  // Estate Financials: a bank statement's import (previewed, then confirmed) and the ledger for Xero.
  {
    method: 'POST',
    url: '/api/estates/:estateId/transactions/import/preview',
    expect: runA,
    request: json('POST', `/api/estates/${estateA}/transactions/import/preview`, {
      csv: 'Date,Description,Amount\n01/07/2026,Matrix interest,1.23\n',
    }),
  },
  {
    method: 'POST',
    url: '/api/estates/:estateId/transactions/import',
    expect: runA,
    // A fresh row each time: a second import of the same one would be all duplicates.
    request: () =>
      json('POST', `/api/estates/${estateA}/transactions/import`, {
        csv: `Date,Description,Amount\n01/07/2026,Matrix import ${randomUUID()},-4.56\n`,
      })(),
  },
  {
    method: 'GET',
    url: '/api/estates/:estateId/transactions/export.csv',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/transactions/export.csv`),
  },
  // The back office: admins only.
  {
    method: 'GET',
    url: '/api/admin/outbox',
    expect: adminOnly,
    request: json('GET', '/api/admin/outbox'),
  },
  // Billing Management (issue 15).
  {
    method: 'GET',
    url: '/api/admin/billing-accounts/entities',
    expect: adminOnly,
    request: json('GET', '/api/admin/billing-accounts/entities?type=law_firm'),
  },
  {
    method: 'POST',
    url: '/api/admin/billing-accounts/:id/invoices',
    expect: adminOnly,
    request: async () => ({
      method: 'POST',
      url: `/api/admin/billing-accounts/${await newPlatformRecord('admin/billing-accounts')}/invoices`,
      payload: {},
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/invoices',
    expect: adminOnly,
    request: json('GET', '/api/admin/invoices'),
  },
  {
    method: 'GET',
    url: '/api/admin/billing/summary',
    expect: adminOnly,
    request: json('GET', '/api/admin/billing/summary'),
  },
  // The invoice page (issue 15): one invoice, its PDF tax invoice, Send and Mark Paid.
  {
    method: 'GET',
    url: '/api/admin/invoices/:id',
    expect: adminOnly,
    request: json('GET', `/api/admin/invoices/${matrixInvoice}`),
  },
  {
    method: 'GET',
    url: '/api/admin/invoices/:id/pdf',
    expect: adminOnly,
    request: json('GET', `/api/admin/invoices/${matrixInvoice}/pdf`),
    skipLeakCheck: 'PDF bytes',
  },
  {
    method: 'POST',
    url: '/api/admin/invoices/:id/send',
    expect: adminOnly,
    request: anyVersion(json('POST', `/api/admin/invoices/${matrixInvoice}/send`)),
  },
  {
    method: 'POST',
    url: '/api/admin/invoices/:id/mark-paid',
    expect: adminOnly,
    request: anyVersion(async () => ({
      method: 'POST',
      url: `/api/admin/invoices/${await newMatrixInvoice()}/mark-paid`,
    })),
  },
  {
    method: 'GET',
    url: '/api/admin/institutions',
    expect: adminOnly,
    request: json('GET', '/api/admin/institutions'),
  },
  {
    method: 'POST',
    url: '/api/admin/institutions',
    expect: adminOnly,
    request: json('POST', '/api/admin/institutions', {
      name: 'Matrix Credit Union',
      category: 'Banking',
    }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/institutions/:id',
    expect: adminOnly,
    request: anyVersion(async () => {
      const list = await t.as(admin, {
        method: 'GET',
        url: '/api/institutions',
      });
      const id = list.json<{ items: { institutionId: string }[] }>().items[0]!.institutionId;
      return {
        method: 'PATCH',
        url: `/api/admin/institutions/${id}`,
        payload: { postalAddress: 'PO Box 1' },
      };
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/notifications',
    expect: adminOnly,
    request: json('GET', '/api/admin/notifications'),
  },
  {
    method: 'PATCH',
    url: '/api/admin/institutions-notified/:id',
    expect: adminOnly,
    request: anyVersion(
      json('PATCH', `/api/admin/institutions-notified/${notification.institutionsNotifiedId}`, {
        status: 'sent',
        note: 'Posted by hand',
      }),
    ),
  },
  {
    method: 'GET',
    url: '/api/admin/institutions-notified/:id/audit',
    expect: adminOnly,
    request: json('GET', `/api/admin/institutions-notified/${notification.institutionsNotifiedId}/audit`),
  },
  {
    method: 'GET',
    url: '/api/admin/letters',
    expect: adminOnly,
    request: json('GET', '/api/admin/letters'),
  },
  {
    method: 'GET',
    url: '/api/admin/letters/:id/pdf',
    expect: adminOnly,
    request: json('GET', `/api/admin/letters/${notification.letterId}/pdf`),
    skipLeakCheck: 'PDF bytes',
  },
  {
    method: 'POST',
    url: '/api/admin/letters/:id/posted',
    expect: adminOnly,
    request: json('POST', `/api/admin/letters/${notification.letterId}/posted`),
  },
  // Issue 18: a letter's address (the organisation the family typed), kept by admins.
  {
    method: 'PATCH',
    url: '/api/admin/letters/:id',
    expect: adminOnly,
    request: anyVersion(
      json('PATCH', `/api/admin/letters/${notification.letterId}`, {
        address: '1 Matrix Street\nWellington',
      }),
    ),
  },
  // Issue 18: the reminder sweep, run now by an admin (asOf only with TEST_CLOCK).
  {
    method: 'POST',
    url: '/api/admin/notifyflow/reminders/run',
    expect: adminOnly,
    request: json('POST', '/api/admin/notifyflow/reminders/run', {}),
  },
  // Issue 18: estate A's NotifyFlow notifications on its page — those who run it, as its correspondence.
  {
    method: 'GET',
    url: '/api/estates/:id/notifications',
    expect: runA,
    request: json('GET', `/api/estates/${estateA}/notifications`),
  },
  // The audit log (issue 15): admins every event; a lawyer their estates' and their firm's
  // (visibleAuditEvents), so otherLawyer's answer names nothing of estate A; anyone else 403.
  {
    method: 'GET',
    url: '/api/audit-events',
    expect: lawyers,
    request: json('GET', '/api/audit-events?pageSize=100'),
  },
  {
    method: 'GET',
    url: '/api/audit-events/export.csv',
    expect: lawyers,
    request: json('GET', '/api/audit-events/export.csv'),
  },
  {
    method: 'GET',
    url: '/api/admin/enquiries',
    expect: adminOnly,
    request: json('GET', '/api/admin/enquiries'),
  },
  {
    method: 'POST',
    url: '/api/admin/enquiries/:kind/:id/handled',
    expect: adminOnly,
    request: async () => {
      const list = await t.as(admin, {
        method: 'GET',
        url: '/api/admin/enquiries',
      });
      const item = list.json<{ items: { kind: string; id: string }[] }>().items[0]!;
      return {
        method: 'POST',
        url: `/api/admin/enquiries/${item.kind}/${item.id}/handled`,
      };
    },
  },
  // Messages (issue 16, decision 059): threadA is the lawyer's and the executor's; its beneficiary is
  // not in it, nor is the firm's second lawyer (a colleague is not a participant unless chosen), and
  // an admin reads no conversation they are not in (access `visibleThreads`).
  {
    method: 'GET',
    url: '/api/message-threads',
    expect: dashboard,
    request: json('GET', '/api/message-threads'),
  },
  {
    method: 'POST',
    url: '/api/message-threads',
    // Only the people on the estate start one: an admin who is not answers 403.
    expect: { ...viewA, admin: 403 },
    request: (who) =>
      json('POST', '/api/message-threads', {
        estateId: estateA,
        subject: 'Matrix new conversation',
        participantIds: [who === 'lawyer' ? executor.userId : lawyer.userId],
        body: 'Matrix hello',
      })(),
  },
  // Who else has the estate open (decision 062): those who run it only; a beneficiary 403.
  {
    method: 'GET',
    url: '/api/estates/:estateId/presence',
    expect: { ...runA },
    request: json('GET', `/api/estates/${estateA}/presence`),
  },
  {
    method: 'PUT',
    url: '/api/estates/:estateId/presence',
    expect: { ...runA },
    request: json('PUT', `/api/estates/${estateA}/presence`),
  },
  {
    method: 'DELETE',
    url: '/api/estates/:estateId/presence',
    expect: { ...runA },
    request: json('DELETE', `/api/estates/${estateA}/presence`),
  },
  // The live stream of changes (decision 062): who hears what is live-events.test.ts; an estate
  // nobody may see answers 404 before the stream opens, for everyone with a dashboard.
  {
    method: 'GET',
    url: '/api/events',
    expect: { ...every(404), anon: 401, notify: 403 },
    request: json('GET', `/api/events?estateId=${randomUUID()}`),
  },
  {
    method: 'GET',
    url: '/api/message-threads/:id',
    expect: { ...viewA, beneficiary: 404, admin: 404, firmLawyer: 404 },
    request: json('GET', `/api/message-threads/${threadA}`),
  },
  {
    method: 'POST',
    url: '/api/message-threads/:id/messages',
    expect: { ...viewA, beneficiary: 404, admin: 404, firmLawyer: 404 },
    request: json('POST', `/api/message-threads/${threadA}/messages`, { body: 'Matrix reply' }),
  },
  {
    method: 'POST',
    url: '/api/message-threads/:id/read',
    expect: { ...viewA, beneficiary: 404, admin: 404, firmLawyer: 404 },
    request: json('POST', `/api/message-threads/${threadA}/read`),
  },
  {
    method: 'GET',
    url: '/api/me/messages/summary',
    expect: dashboard,
    request: json('GET', '/api/me/messages/summary'),
  },
];

/** What each actor may see of the two estates: the strings that must not reach anyone else. */
function forbiddenStrings(who: ActorName): string[] {
  const seesA = ['beneficiary', 'executor', 'lawyer', 'firmLawyer', 'admin'].includes(who);
  const seesB = ['otherLawyer', 'admin'].includes(who);
  const out: string[] = [];
  if (!seesA)
    out.push(estateA, estateD, SECRETS_OF_A.deceasedName, SECRETS_OF_A.intakeNotes, SECRETS_OF_A.noteContent);
  if (!seesB) out.push(estateB, SECRETS_OF_B.deceasedName, SECRETS_OF_B.intakeNotes, 'NOTE-SECRET-OF-B');
  // A conversation is read by its participants only: not a colleague, nor an admin, outside it.
  if (!['executor', 'lawyer'].includes(who)) out.push(SECRETS_OF_A.threadMessage);
  if (who === 'beneficiary') {
    out.push(
      SECRETS_OF_A.intakeNotes,
      SECRETS_OF_A.noteContent,
      SECRETS_OF_A.unsharedFile,
      SECRETS_OF_A.otherBeneficiaryEmail,
    );
  }
  return out;
}

describe('authorization matrix: every registered route × seven actors', () => {
  it('every route the app registers has a row, and every row is a registered route', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const rows = new Set(ROWS.map(key));
    const routes = new Set(registered.map(key));
    expect(
      [...routes].filter((r) => !rows.has(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...rows].filter((r) => !routes.has(r)),
      'rows without a route',
    ).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.url}`, async () => {
      for (const who of ACTORS) {
        const res = await call(who, await row.request(who));
        const want = who === 'firmLawyer' ? (row.expect.firmLawyer ?? row.expect.lawyer) : row.expect[who];
        const label = `${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (want === 'ok') expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
        if (want === 'ok') expect(res.statusCode, label).toBeLessThan(300);
        else expect(res.statusCode, label).toBe(want);
        if (res.statusCode < 300 && !row.skipLeakCheck) {
          for (const secret of forbiddenStrings(who)) {
            expect(res.body.includes(secret), `${who} was shown "${secret}"`).toBe(false);
          }
        }
      }
    });
  }
});

describe('the leaks of issue 11, as explicit rows', () => {
  it('a grant opens an unshared document to the beneficiary, and revoking it closes it again (issue 17)', async () => {
    const file = { method: 'GET' as const, url: `/api/documents/${unsharedDocA}/file` };
    expect((await call('beneficiary', file)).statusCode).toBe(404);
    const granted = await call('lawyer', {
      method: 'POST',
      url: '/api/document-grants',
      payload: { documentId: unsharedDocA, userId: beneficiary.userId, level: 'view' },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect((await call('beneficiary', file)).statusCode).toBe(200);
    expect((await call('otherLawyer', file)).statusCode).toBe(404);
    const revoked = await call('lawyer', {
      method: 'DELETE',
      url: `/api/document-grants/${granted.json<{ id: string }>().id}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await call('beneficiary', file)).statusCode).toBe(404);
  });

  it("a beneficiary cannot open a document the firm has not shared, nor read the estate's intake notes", async () => {
    expect(
      (
        await call('beneficiary', {
          method: 'GET',
          url: `/api/documents/${unsharedDocA}/file`,
        })
      ).statusCode,
    ).toBe(404);
    const estate = await call('beneficiary', {
      method: 'GET',
      url: `/api/estates/${estateA}`,
    });
    expect(estate.json().notes).toBeNull();
    const asLawyer = await call('lawyer', {
      method: 'GET',
      url: `/api/estates/${estateA}`,
    });
    expect(asLawyer.json().notes).toBe(SECRETS_OF_A.intakeNotes);
  });

  it('a task cannot be given to someone outside the estate, who would learn its name', async () => {
    const res = await call('otherLawyer', {
      method: 'POST',
      url: '/api/tasks',
      payload: {
        estateId: estateB,
        name: 'Leak it',
        assignedToUserId: beneficiary.userId,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('assignedToUserId');
    const theirs = await call('beneficiary', {
      method: 'GET',
      url: '/api/tasks',
    });
    expect(theirs.body).not.toContain(SECRETS_OF_B.deceasedName);
  });

  it("a firm's matters are shared inside the firm, and only while the lawyer is in it (decision 020)", async () => {
    // The firm's other lawyer sees estate A in My Estates and may run it; another firm's lawyer may not.
    const mine = await call('firmLawyer', {
      method: 'GET',
      url: '/api/estates',
    });
    expect(mine.body).toContain(estateA);
    const note = await call('firmLawyer', {
      method: 'POST',
      url: `/api/estates/${estateA}/notes`,
      payload: {
        title: 'Firm colleague note',
        content: 'Covering while Lena is away',
        category: 'general',
      },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(
      (
        await call('otherLawyer', {
          method: 'GET',
          url: `/api/estates/${estateA}`,
        })
      ).statusCode,
    ).toBe(404);

    // A lawyer who leaves the firm loses its matters at once, but keeps the estates they opened.
    const leaver = await t.signUp({ role: 'lawyer', name: 'Lee Leaver' });
    await t.database.db.update(users).set({ firmId: firmA!.id }).where(eq(users.id, leaver.userId));
    const theirs = await newEstate(leaver, 'Leaver Matrix-Own', 'intake of the leaver');
    expect((await t.as(leaver, { method: 'GET', url: `/api/estates/${estateA}` })).statusCode).toBe(200);
    expect((await call('lawyer', { method: 'GET', url: `/api/estates/${theirs}` })).statusCode).toBe(200);
    await t.database.db.update(users).set({ firmId: null }).where(eq(users.id, leaver.userId));
    expect((await t.as(leaver, { method: 'GET', url: `/api/estates/${estateA}` })).statusCode).toBe(404);
    expect((await t.as(leaver, { method: 'GET', url: `/api/estates/${theirs}` })).statusCode).toBe(200);
    // The estate stays the firm's matter.
    expect((await call('lawyer', { method: 'GET', url: `/api/estates/${theirs}` })).statusCode).toBe(200);
  });

  it("another firm's lawyer is not shown this firm's executors", async () => {
    const res = await call('otherLawyer', {
      method: 'GET',
      url: '/api/executors',
    });
    expect(res.json().items.map((e: { userId: string }) => e.userId)).not.toContain(executor.userId);
    const mine = await call('lawyer', { method: 'GET', url: '/api/executors' });
    expect(mine.json().items.map((e: { userId: string }) => e.userId)).toContain(executor.userId);
  });

  it('an executor who is replaced loses the estate, its tasks and its notes at once', async () => {
    const estateC = await newEstate(lawyer, 'Charlie Matrix-Charlie', 'intake C');
    const steppingDown = await t.signUp({
      role: 'executor',
      name: 'Stepping Down',
    });
    const assign = (executorId: string | null) =>
      t.as(admin, {
        method: 'PATCH',
        url: `/api/estates/${estateC}`,
        payload: { executorId },
      });
    expect((await assign(await executorIdOf(steppingDown.userId))).statusCode).toBe(200);
    const before = await t.as(steppingDown, {
      method: 'GET',
      url: '/api/tasks',
    });
    expect(before.body).toContain('Charlie Matrix-Charlie');

    expect((await assign(null)).statusCode).toBe(200);
    for (const url of [
      `/api/estates/${estateC}`,
      `/api/estates/${estateC}/notes`,
      `/api/tasks?estateId=${estateC}`,
    ]) {
      expect((await t.as(steppingDown, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/tasks',
      '/api/estates',
      '/api/estates/options',
      '/api/dashboard',
      '/api/documents',
    ]) {
      const res = await t.as(steppingDown, { method: 'GET', url });
      expect(res.body, url).not.toContain('Charlie Matrix-Charlie');
      expect(res.body, url).not.toContain(estateC);
    }
    const note = await t.as(steppingDown, {
      method: 'POST',
      url: `/api/estates/${estateC}/notes`,
      payload: { title: 'Still here?', content: 'x', category: 'general' },
    });
    expect(note.statusCode).toBe(404);
  });
});
