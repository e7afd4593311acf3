import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import {
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
  organisationMembers,
  outbox,
  tasks,
  users,
} from '../../../src/db/schema.js';
import { signResponseToken } from '../../../src/services/notifyflow/tokens.js';
import { build, type Session } from '../../helper.js';
import { multipart, PDF, validForm } from '../../notifyflow-helpers.js';
import { recordSamples } from '../../record-samples.js';

/*
 * The harness of the authorization matrix (issue 11; ARCHITECTURE "Identity and access"): the actors,
 * the world they live in, the row type and the row runner. The rows are in one file per area beside
 * it (`<area>.rows.ts`, listed in `areas.ts`), run in two groups by `estates.test.ts` and
 * `people-and-platform.test.ts`, each group on a world of its own; `estates.test.ts` fails for a
 * route the app registers without a row in any of them, so no endpoint ships without its rules.
 * Rules themselves live in apps/api/src/services/access/. A new route adds its rows to its area's
 * `.rows.ts`.
 */

export const ACTORS = [
  'anon',
  'notify',
  'beneficiary',
  'executor',
  'lawyer',
  'firmLawyer',
  'otherLawyer',
  'admin',
  'orgMember',
  'orgKey',
  'firmKey',
] as const;
export type ActorName = (typeof ACTORS)[number];
/** 'ok' is any 2xx; a number is that status exactly. */
export type Expect = 'ok' | 400 | 401 | 403 | 404;
/**
 * What each actor gets. `firmLawyer` (another lawyer of the owning lawyer's firm, decision 020) gets
 * what the owning lawyer gets unless a row says otherwise: a firm's matters are shared in the firm.
 */
export type Expectations = Record<
  Exclude<ActorName, 'firmLawyer' | 'orgMember' | 'orgKey' | 'firmKey'>,
  Expect
> & {
  firmLawyer?: Expect;
  /**
   * An administrator of an organisation in the directory, signed in (issue 44): a NotifyFlow account
   * whose verified email is on the organisation's list. Gets what `notify` gets unless a row says.
   */
  orgMember?: Expect;
  /** That organisation's API key (`Authorization: Bearer`, no cookie). Gets what `anon` gets unless a row says. */
  orgKey?: Expect;
  /**
   * Firm A's API key (`Authorization: Bearer nzep_firm_…`, no cookie; decision 090 "Firm keys"), made
   * by the owning lawyer with every firm scope. Gets what `anon` gets unless a row says; the leak
   * check holds it to what a lawyer of firm A sees (estates A and D, not B).
   */
  firmKey?: Expect;
};

/** What an actor gets on a row: its own expectation, or the one it defaults to. */
export function expectationOf(expect: Expectations, who: ActorName): Expect {
  if (who === 'firmLawyer') return expect.firmLawyer ?? expect.lawyer;
  if (who === 'orgMember') return expect.orgMember ?? expect.notify;
  if (who === 'orgKey') return expect.orgKey ?? expect.anon;
  if (who === 'firmKey') return expect.firmKey ?? expect.anon;
  return expect[who];
}

export interface Row {
  method: string;
  url: string;
  expect: Expectations;
  /** The request for one actor (fresh fixtures where a call consumes one). */
  request: (who: ActorName) => Promise<InjectOptions> | InjectOptions;
  /** Estates this row's 2xx answers may name only for those who see them (default: check). */
  skipLeakCheck?: string;
}

export const SECRETS_OF_A = {
  deceasedName: 'Aroha Matrix-Alpha',
  intakeNotes: 'INTAKE-SECRET-OF-A',
  noteContent: 'NOTE-SECRET-OF-A',
  unsharedFile: 'unshared-secret-of-a.pdf',
  otherBeneficiaryEmail: 'other-beneficiary-secret@example.nz',
  threadMessage: 'THREAD-SECRET-OF-A',
};
export const SECRETS_OF_B = {
  deceasedName: 'Bruce Matrix-Bravo',
  intakeNotes: 'INTAKE-SECRET-OF-B',
};

/* ─────────────────────────────── Expectation shorthands ─────────────────────────────── */

export const every = (e: Expect): Expectations =>
  Object.fromEntries(
    ACTORS.filter((a) => a !== 'firmLawyer' && a !== 'orgMember' && a !== 'orgKey' && a !== 'firmKey').map(
      (a) => [a, e],
    ),
  ) as Expectations;
/** The organisation API (issue 44): its member and its key; signed out 401; any other account 403. */
export const organisationOnly: Expectations = { ...every(403), anon: 401, orgMember: 'ok', orgKey: 'ok' };
/** An organisation's administrators, signed in (its keys and webhooks): a key is 403 like any other account. */
export const organisationAdmins: Expectations = {
  ...every(403),
  anon: 401,
  orgMember: 'ok',
  orgKey: 403,
  firmKey: 403,
};
/** A law firm's lawyers, signed in (its keys and webhooks): any key 403; a lawyer without a firm and an admin 403. */
export const firmLawyers: Expectations = {
  ...every(403),
  anon: 401,
  lawyer: 'ok',
  firmLawyer: 'ok',
  orgKey: 403,
  firmKey: 403,
};
/** The firm API (`/api/firm/v1/…`): firm A's key only; every session and any other key 401. */
export const firmKeyOnly: Expectations = { ...every(401), firmKey: 'ok' };
export const signedIn: Expectations = { ...every('ok'), anon: 401 };
/** dashboard:use — everyone signed in but NotifyFlow-only accounts. */
export const dashboard: Expectations = { ...signedIn, notify: 403 };
/** Something of estate A that every viewer of A may read. */
export const viewA: Expectations = { ...dashboard, otherLawyer: 404 };
/** Something of estate A that only those who run it may read or change (decision 007). */
export const runA: Expectations = { ...viewA, beneficiary: 403 };
export const adminOnly: Expectations = { ...every(403), anon: 401, admin: 'ok' };
export const lawyers: Expectations = { ...dashboard, beneficiary: 403, executor: 403 };

export const json = (method: string, url: string, payload?: unknown) => () =>
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
export const anyVersion =
  (request: () => InjectOptions | Promise<InjectOptions>) => async (): Promise<InjectOptions> => ({
    ...(await request()),
    headers: { 'if-match': '*' },
  });
export const upload =
  (url: string, payload: unknown, name = 'matrix.pdf') =>
  () => ({
    method: 'POST' as const,
    url,
    ...multipart(payload, [{ name, data: PDF }]),
  });

/* ───────────────────────────── The world the actors live in ───────────────────────────── */

/**
 * Builds the app on a fresh database (closed when the file ends) and the world of the matrix: the
 * actors, estates A, B and D and what each holds, and the fixtures the rows use. Each test file calls
 * it once, at its top level, as the one test file did: rows are built from what it answers.
 */
export async function setupMatrix() {
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
  const orgMember = await t.signUp({ role: 'notifyflow', name: 'Orla Organisation-Admin' });
  const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
  await t.promote(admin, 'admin');
  const sessions: Record<Exclude<ActorName, 'anon' | 'orgKey' | 'firmKey'>, Session> = {
    notify,
    beneficiary,
    executor,
    lawyer,
    firmLawyer,
    otherLawyer,
    admin,
    orgMember,
  };
  /** The organisation's API key, made once the organisation is known (below). */
  let orgKeySecret = '';
  /** Firm A's API key, made by the owning lawyer with every scope (below). */
  let firmKeySecret = '';

  async function call(who: ActorName, opts: InjectOptions): Promise<LightMyRequestResponse> {
    // Each actor from its own address, so the per-address limits of the public forms do not mix.
    const remoteAddress = `127.0.0.${ACTORS.indexOf(who) + 10}`;
    if (who === 'orgKey' || who === 'firmKey')
      return t.inject({
        remoteAddress,
        ...opts,
        headers: {
          ...(opts.headers ?? {}),
          authorization: `Bearer ${who === 'orgKey' ? orgKeySecret : firmKeySecret}`,
        },
      });
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
    // It may be printed and posted (issue 42: a letter needs an address), and was printed: its row
    // has the short code an organisation types at /respond.
    if (letter)
      await t.database.db
        .update(letters)
        .set({ address: '1 Matrix Street\nWellington 6011' })
        .where(eq(letters.id, letter.id));
    const responseCode = 'MATR1XC0';
    await t.database.db
      .update(institutionsNotified)
      .set({ responseCode, responseCodeIssuedAt: new Date() })
      .where(eq(institutionsNotified.id, row!.id));
    return {
      referenceCode,
      responseCode,
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

  /*
   * Issue 44: the organisation of the notification's row above, with orgMember as its administrator
   * and an API key of its own; the notification's other row is addressed to another organisation.
   */
  const organisation = await (async () => {
    const [mine] = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.id, notification.institutionsNotifiedId));
    const [other] = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(
        and(
          eq(institutionsNotified.notificationId, mine!.notificationId),
          ne(institutionsNotified.id, mine!.id),
          isNotNull(institutionsNotified.institutionId),
        ),
      );
    await t.database.db
      .insert(organisationMembers)
      .values({ institutionId: mine!.institutionId!, email: orgMember.email.toLowerCase(), role: 'admin' });
    const made = await t.as(orgMember, {
      method: 'POST',
      url: '/api/org/api-keys',
      payload: { name: 'Matrix key', scopes: ['notifications:read', 'notifications:answer'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    orgKeySecret = made.json<{ secret: string }>().secret;
    /** A key of the organisation to revoke (each revoke consumes one). */
    async function newKey(): Promise<string> {
      const res = await t.as(orgMember, {
        method: 'POST',
        url: '/api/org/api-keys',
        payload: { name: `Matrix key ${randomUUID()}`, scopes: ['notifications:read'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    }
    /**
     * A fresh proposal on estate A (each accept or reject consumes one): the lawyer notifies the
     * organisation for the estate, and its key answers that it holds one savings account.
     */
    async function newProposalOnA(): Promise<string> {
      const filed = await t.as(lawyer, {
        method: 'POST',
        url: '/api/notifications',
        ...multipart(
          validForm({
            estateId: estateA,
            // Not estate A's secret name: the organisation may read what is addressed to it.
            deceasedName: 'Matrix Proposal Deceased',
            institutionName: '',
            selectedInstitutions: [{ institutionId: mine!.institutionId! }],
          }),
        ),
      });
      expect(filed.statusCode, filed.body).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(institutionsNotified)
        .where(
          eq(institutionsNotified.notificationId, filed.json<{ notificationId: string }>().notificationId),
        );
      const answered = await t.inject({
        method: 'POST',
        url: `/api/org/v1/notifications/${row!.id}/answer`,
        headers: { authorization: `Bearer ${orgKeySecret}` },
        payload: {
          kind: 'accounts_held',
          products: [{ type: 'savings', reference: '****4821', balanceCents: 1248033, asAt: '2026-11-02' }],
        },
      });
      expect(answered.statusCode, answered.body).toBe(201);
      return answered.json<{ products: { id: string }[] }>().products[0]!.id;
    }
    return {
      institutionId: mine!.institutionId!,
      rowId: mine!.id,
      otherRowId: other!.id,
      newKey,
      newProposalOnA,
    };
  })();

  /*
   * Issue 44: firm A's API key, made by the owning lawyer with every firm scope (the `firmKey` actor);
   * `firm.newKey` makes another to revoke (each revoke consumes one).
   */
  const firm = await (async () => {
    const scopes = ['estates:read', 'tasks:read', 'documents:read', 'tasks:write', 'notes:write'];
    const made = await t.as(lawyer, {
      method: 'POST',
      url: '/api/firm/api-keys',
      payload: { name: 'Matrix firm key', scopes },
    });
    expect(made.statusCode, made.body).toBe(201);
    firmKeySecret = made.json<{ secret: string }>().secret;
    async function newKey(): Promise<string> {
      const res = await t.as(lawyer, {
        method: 'POST',
        url: '/api/firm/api-keys',
        payload: { name: `Matrix firm key ${randomUUID()}`, scopes: ['estates:read'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    }
    return { keyId: made.json<{ id: string }>().id, newKey };
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
    .values({
      type: 'law_firm',
      lawFirmId: invoiceFirm!.id,
      billingEmail: 'billing@matrix-invoice.example.nz',
    })
    .returning();
  /** A draft invoice (no number), or an issued one (`issued`: numbered, status issued). */
  async function newMatrixInvoice({ issued = false }: { issued?: boolean } = {}): Promise<string> {
    const [invoice] = await t.database.db
      .insert(invoices)
      .values({
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
    if (issued) {
      await t.database.db
        .update(invoices)
        .set({ status: 'issued', number: `INV-M${randomUUID().slice(0, 8).toUpperCase()}` })
        .where(eq(invoices.id, invoice!.id));
    }
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

  return {
    t,
    registered,
    call,
    sessions,
    lawyer,
    firmLawyer,
    otherLawyer,
    executor,
    beneficiary,
    notify,
    admin,
    firmA,
    newEstate,
    uploadDocument,
    deathCertificateOfA,
    RECORD_SAMPLES,
    newRecord,
    estateA,
    estateB,
    estateD,
    executorIdOf,
    sharedDocA,
    unsharedDocA,
    recordsOfA,
    taskA,
    threadA,
    notification,
    replyTarget,
    organisation,
    orgMember,
    firm,
    newMatrixInvoice,
    matrixInvoice,
    invitationEstate,
    newInvitation,
    newGrantOnA,
    templateForm,
    templateDetails,
    newTemplateOfA,
    templateOfA,
    legalFormWithFile,
  };
}

export type World = Awaited<ReturnType<typeof setupMatrix>>;

/** What each actor may see of the two estates: the strings that must not reach anyone else. */
export function forbiddenStrings(w: World, who: ActorName): string[] {
  const { estateA, estateB, estateD } = w;
  // Firm A's key reads the firm's estates (A and D) as a lawyer of the firm does.
  const seesA = ['beneficiary', 'executor', 'lawyer', 'firmLawyer', 'admin', 'firmKey'].includes(who);
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

/**
 * Runs an area's rows: a test for each, which sends its request as every actor, asserts the status
 * each gets and that a 2xx body holds nothing of an estate that actor may not see.
 */
export function runRows(w: World, area: string, rows: Row[]): void {
  describe(`authorization matrix, ${area}: each route × every actor`, () => {
    for (const row of rows) {
      it(`${row.method} ${row.url}`, async () => {
        for (const who of ACTORS) {
          const res = await w.call(who, await row.request(who));
          const want = expectationOf(row.expect, who);
          const label = `${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (want === 'ok') expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
          if (want === 'ok') expect(res.statusCode, label).toBeLessThan(300);
          else expect(res.statusCode, label).toBe(want);
          if (res.statusCode < 300 && !row.skipLeakCheck) {
            for (const secret of forbiddenStrings(w, who)) {
              expect(res.body.includes(secret), `${who} was shown "${secret}"`).toBe(false);
            }
          }
        }
      });
    }
  });
}
