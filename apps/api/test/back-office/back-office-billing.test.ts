import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, nzToday } from '@estate/domain';
import {
  billingAccounts,
  documents,
  estates,
  invoiceLines,
  invoices,
  lawFirms,
} from '../../src/db/schema.js';
import { seedDemoBilling } from '../../src/seed/demo-billing.js';
import { build, requestsOf } from '../helper.js';

/*
 * Billing Management (issue 15) through its routes: billing accounts and the spec's validation
 * messages, usage counted from the real rows and the estimated bill (spec §9), a draft tax invoice
 * made from an account (lines, GST to the cent, due 15 days later, numbers from the sequence), the
 * Invoices list with its computed "overdue", the summary cards and revenue chart, admins only.
 */

const t = await build();
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Billing-Admin' });
await t.promote(admin, 'admin');
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Not-An-Admin' });
const db = t.database.db;

const { get, post } = requestsOf(t);
const issuesOf = (res: { json(): { issues?: { path: string; message: string }[] } }) =>
  (res.json().issues ?? []).map((i) => [i.path, i.message]);

/** A law firm with `estateCount` estates and `documentCount` documents spread over them. */
async function firmWithUsage(name: string, estateCount: number, documentCount: number) {
  const [firm] = await db
    .insert(lawFirms)
    .values({ name, address: '1 Queen Street\nAuckland 1010' })
    .returning();
  const made = estateCount
    ? await db
        .insert(estates)
        .values(
          Array.from({ length: estateCount }, (_, i) => ({
            deceasedName: `${name} Estate ${i + 1}`,
            workflowType: 'probate' as const,
            willStatus: 'Valid Will Exists',
            firmId: firm!.id,
          })),
        )
        .returning({ id: estates.id })
    : [];
  if (documentCount)
    await db.insert(documents).values(
      Array.from({ length: documentCount }, (_, i) => ({
        estateId: made[i % made.length]!.id,
        type: 'other',
        fileUrl: `/files/${i}`,
        uploadedFile: `doc-${i}.pdf`,
        storageKey: `billing-test/${randomUUID()}`,
        sizeBytes: 10,
      })),
    );
  return firm!.id;
}

const account = (fields: object) => ({ type: 'law_firm', plan: 'standard', status: 'active', ...fields });

async function newAccount(fields: object) {
  const res = await post(admin, '/api/admin/billing-accounts', account(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; estimatedBillCents: number; estatesCount: number; documentsCount: number }>();
}

async function newInvoice(accountId: string) {
  const res = await post(admin, `/api/admin/billing-accounts/${accountId}/invoices`, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; number: string | null }>();
}

/** A new invoice, issued as the invoice page does (Issue, on the version read): its id and number. */
async function newIssuedInvoice(accountId: string) {
  const { id } = await newInvoice(accountId);
  const read = await get(admin, `/api/admin/invoices/${id}`);
  const res = await t.as(admin, {
    method: 'POST',
    url: `/api/admin/invoices/${id}/issue`,
    headers: { 'if-match': String(read.headers.etag) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, number: res.json<{ invoice: { number: string } }>().invoice.number };
}

type ListedInvoice = {
  id: string;
  number: string | null;
  customerName: string;
  status: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
};
const listInvoices = async (query: string) => {
  const res = await get(admin, `/api/admin/invoices?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ListedInvoice[]; total: number; summary: Record<string, number> }>();
};

describe('billing accounts', () => {
  it("refuses an account without an entity, or on trial without an end date, with the spec's messages", async () => {
    const noEntity = await post(admin, '/api/admin/billing-accounts', account({ entityId: '' }));
    expect(noEntity.statusCode).toBe(400);
    expect(issuesOf(noEntity)).toContainEqual(['entityId', 'Please select an entity']);

    const firmId = await firmWithUsage('Trial Firm Law', 0, 0);
    const trial = await post(
      admin,
      '/api/admin/billing-accounts',
      account({ entityId: firmId, status: 'trial' }),
    );
    expect(trial.statusCode).toBe(400);
    expect(issuesOf(trial)).toEqual([['trialEndDate', 'Trial end date is required for trial accounts']]);

    const ok = await newAccount({ entityId: firmId, status: 'trial', trialEndDate: '2027-01-31' });
    expect(ok).toMatchObject({ status: 'trial', trialEndDate: '2027-01-31', entityName: 'Trial Firm Law' });
  });

  it('one account per firm or person, and a person must have an account', async () => {
    const firmId = await firmWithUsage('Only Once Law', 0, 0);
    await newAccount({ entityId: firmId });
    const again = await post(
      admin,
      '/api/admin/billing-accounts',
      account({ entityId: firmId, plan: 'premium' }),
    );
    expect(again.statusCode).toBe(400);
    expect(issuesOf(again)[0]?.[0]).toBe('entityId');

    const nobody = await post(
      admin,
      '/api/admin/billing-accounts',
      account({ type: 'individual', entityId: randomUUID() }),
    );
    expect(nobody.statusCode).toBe(400);
    expect(issuesOf(nobody)[0]?.[0]).toBe('entityId');

    // The entity choice says which already have an account.
    const firms = await get(admin, '/api/admin/billing-accounts/entities?type=law_firm');
    const mine = firms.json<{ items: { id: string; accountId: string | null }[] }>().items;
    expect(mine.find((f) => f.id === firmId)?.accountId).toEqual(expect.any(String));
  });

  it('counts usage from the real rows: a firm with 12 estates on standard is billed 49.99 + 2 × 5.99', async () => {
    const firmId = await firmWithUsage('Twelve Estates Law', 12, 40);
    const created = await newAccount({ entityId: firmId });
    expect(created).toMatchObject({
      estatesCount: 12,
      documentsCount: 40,
      estimatedBillCents: 4999 + 2 * 599,
    });

    // A person's own estates (opened outside a firm) are theirs; the list answers the same.
    const person = await t.signUp({ role: 'lawyer', name: 'Solo Practitioner' });
    await t.newEstate(person, { deceasedName: 'Solo Estate One' });
    const solo = await newAccount({ type: 'individual', entityId: person.userId, plan: 'free' });
    expect(solo).toMatchObject({ estatesCount: 1, documentsCount: 1, estimatedBillCents: 0 });
    const list = await get(admin, '/api/admin/billing-accounts?type=individual&q=Solo');
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: solo.id, entityName: 'Solo Practitioner' }),
    ]);
  });

  it('refuses to delete an account with invoices; one without goes', async () => {
    const billed = await newAccount({ entityId: await firmWithUsage('Invoiced Law', 0, 0) });
    await newInvoice(billed.id);
    const refused = await t.as(admin, { method: 'DELETE', url: `/api/admin/billing-accounts/${billed.id}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('invoices');

    const unbilled = await newAccount({ entityId: await firmWithUsage('Never Invoiced Law', 0, 0) });
    const gone = await t.as(admin, { method: 'DELETE', url: `/api/admin/billing-accounts/${unbilled.id}` });
    expect(gone.statusCode).toBe(204);
  });
});

describe('invoices', () => {
  it('creates a draft from the usage: no number yet, dated today, due 15 days later, its lines and GST to the cent', async () => {
    const firmId = await firmWithUsage('Kōwhai Partners', 12, 105);
    const { id: accountId } = await newAccount({ entityId: firmId });
    const { id, number } = await newInvoice(accountId);
    // A draft is not a tax invoice: it has no number until it is issued (decision 072).
    expect(number).toBeNull();

    const { items } = await listInvoices('q=Kōwhai Partners');
    const today = nzToday();
    expect(items).toEqual([
      expect.objectContaining({
        id,
        number: null,
        customerName: 'Kōwhai Partners',
        status: 'draft',
        issueDate: today,
        dueDate: addDays(today, 15),
        subtotalCents: 6692,
        gstCents: 1004,
        totalCents: 7696,
      }),
    ]);
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position));
    expect(
      lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.amountCents, l.gstCents]),
    ).toEqual([
      ['Standard plan: monthly subscription', 1, 4999, 4999, 750],
      ['Additional estates', 2, 599, 1198, 180],
      ['Additional documents', 5, 99, 495, 74],
    ]);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({
      customerAddress: '1 Queen Street\nAuckland 1010',
      periodStart: `${today.slice(0, 7)}-01`,
    });

    // The account now shows when it was last invoiced and when next.
    const after = await get(admin, `/api/admin/billing-accounts/${accountId}`);
    expect(after.json()).toMatchObject({ lastInvoiceDate: today, nextInvoiceDate: expect.any(String) });
  });

  it('numbers invoices when issued, uniquely and in increasing order', async () => {
    const { id: accountId } = await newAccount({ entityId: await firmWithUsage('Numbered Law', 1, 0) });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await newIssuedInvoice(accountId)).number);
    expect(numbers.every((n) => /^INV-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    expect([...numbers].sort()).toEqual(numbers);
  });

  it('a sent invoice past its due date is overdue: in the list, its filter and the cards', async () => {
    const { id: accountId } = await newAccount({ entityId: await firmWithUsage('Late Payers Law', 2, 0) });
    // The cards are the platform's: other tests' issued invoices count too.
    const before = (await get(admin, '/api/admin/billing/summary')).json().summary;
    const draft = await newInvoice(accountId);
    const onTime = await newIssuedInvoice(accountId);
    // Issued long ago (as a database row can be set, before the triggers hold it as issued).
    const late = { id: draft.id, number: `INV-L${randomUUID().slice(0, 6)}` };
    await db
      .update(invoices)
      .set({ status: 'sent', number: late.number, dueDate: addDays(nzToday(), -1) })
      .where(eq(invoices.id, late.id));
    await db.update(invoices).set({ status: 'sent' }).where(eq(invoices.id, onTime.id));

    const overdue = await listInvoices('status=overdue');
    expect(overdue.items.map((i) => i.number)).toContain(late.number);
    expect(overdue.items.every((i) => i.status === 'overdue')).toBe(true);
    const sent = await listInvoices('status=sent');
    expect(sent.items.map((i) => i.number)).toEqual([onTime.number]);
    const both = await listInvoices('q=Late Payers');
    expect(Object.fromEntries(both.items.map((i) => [i.number, i.status]))).toEqual({
      [late.number]: 'overdue',
      [onTime.number]: 'sent',
    });
    expect(both.summary).toMatchObject({ overdue: 1, sent: 1, draft: 0, paid: 0 });

    const cards = await get(admin, '/api/admin/billing/summary');
    const after = cards.json().summary;
    expect(after.overdueInvoices - before.overdueInvoices).toBe(1);
    expect(after.pendingInvoices - before.pendingInvoices).toBe(1);
  });

  it('searches by number and customer, filters drafts, and sums revenue of issued invoices by month', async () => {
    const { id: accountId } = await newAccount({ entityId: await firmWithUsage('Revenue Road Law', 1, 0) });
    const before = (await get(admin, '/api/admin/billing/summary')).json();
    const paid = await newIssuedInvoice(accountId);
    const draft = await newInvoice(accountId);
    await db.update(invoices).set({ status: 'paid', paidDate: nzToday() }).where(eq(invoices.id, paid.id));

    const drafts = await listInvoices('status=draft&q=Revenue Road');
    expect(drafts.items.map((i) => [i.id, i.number])).toEqual([[draft.id, null]]);
    const byNumber = await listInvoices(`q=${paid.number}`);
    expect(byNumber.items.map((i) => i.status)).toEqual(['paid']);

    // The paid invoice (49.99 + GST = 57.49) is this month's revenue; the draft is not.
    const after = (await get(admin, '/api/admin/billing/summary')).json();
    expect(after.summary.revenueCurrentMonthCents - before.summary.revenueCurrentMonthCents).toBe(5749);
    expect(after.revenueByMonth).toHaveLength(12);
    const thisMonth = after.revenueByMonth.at(-1);
    expect(thisMonth.month).toBe(nzToday().slice(0, 7));
    expect(thisMonth.revenueCents).toBe(after.summary.revenueCurrentMonthCents);
  });

  it('is for admins only', async () => {
    const { id: accountId } = await newAccount({ entityId: await firmWithUsage('Admins Only Law', 0, 0) });
    expect((await post(lawyer, `/api/admin/billing-accounts/${accountId}/invoices`, {})).statusCode).toBe(
      403,
    );
    expect((await get(lawyer, '/api/admin/invoices')).statusCode).toBe(403);
    expect((await get(lawyer, '/api/admin/billing-accounts')).statusCode).toBe(403);
    expect((await get(lawyer, '/api/admin/billing/summary')).statusCode).toBe(403);
    // An unknown account answers 404.
    expect((await post(admin, `/api/admin/billing-accounts/${randomUUID()}/invoices`, {})).statusCode).toBe(
      404,
    );
  });
});

describe('demo billing', () => {
  it('gives the demo firm an account on Standard with a paid, a sent and a draft invoice, once', async () => {
    await seedDemoBilling(db); // No demo firm yet: nothing.
    const firmId = await firmWithUsage('Kauri Lane Law (demo)', 11, 0);
    await seedDemoBilling(db);
    await seedDemoBilling(db);
    const accounts = await db.select().from(billingAccounts).where(eq(billingAccounts.lawFirmId, firmId));
    expect(accounts.map((a) => [a.plan, a.status])).toEqual([['standard', 'active']]);
    const made = await db.select().from(invoices).where(eq(invoices.billingAccountId, accounts[0]!.id));
    expect(made.map((i) => i.status).sort()).toEqual(['draft', 'paid', 'sent']);
    // Only the issued ones are numbered, in the order they were issued; the draft has none.
    const byDate = [...made].sort((a, b) => a.issueDate.localeCompare(b.issueDate));
    expect(byDate.map((i) => [i.status, i.number === null])).toEqual([
      ['paid', false],
      ['sent', false],
      ['draft', true],
    ]);
    expect(Number(byDate[1]!.number!.slice(4)) - Number(byDate[0]!.number!.slice(4))).toBe(1);
    // The same arithmetic as the screen's: 49.99 + one extra estate at 5.99, plus GST.
    expect(made.every((i) => i.subtotalCents === 5598 && i.gstCents === 840 && i.totalCents === 6438)).toBe(
      true,
    );
  });
});
