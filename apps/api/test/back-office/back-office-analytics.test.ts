import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, nzToday, type AdminDashboard, type Analytics } from '@estate/domain';
import {
  assets,
  beneficiaries,
  billingAccounts,
  documents,
  estates,
  invoices,
  lawFirms,
  tasks,
  users,
  workflowStages,
} from '../../src/db/schema.js';
import { build } from '../helper.js';

/*
 * Analytics and the Admin Dashboard (issue 15): every number is the rows', for the estates the
 * person may see; the period moves the window of completions and Monthly Activity.
 */

const t = await build();
const db = t.database.db;

const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Analytics' });
const firmMate = await t.signUp({ role: 'lawyer', name: 'Fergus Analytics' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Analytics' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Analytics' });
await t.promote(admin, 'admin');
const [firm] = await db.insert(lawFirms).values({ name: 'Analytics & Co' }).returning();
await db
  .update(users)
  .set({ firmId: firm!.id })
  .where(inArray(users.id, [lawyer.userId, firmMate.userId]));

// The firm's estates: one opened now, one ten days ago (to be closed today), one 100 days ago
// (closed 40 days ago). Another firm's estate beside them.
const fresh = await t.newEstate(lawyer, { deceasedName: 'Aroha Fresh-Analytics' });
const tenDays = await t.newEstate(lawyer, { deceasedName: 'Tama TenDays-Analytics' }, []);
const hundredDays = await t.newEstate(firmMate, { deceasedName: 'Hine Hundred-Analytics' }, []);
const theirs = await t.newEstate(otherLawyer, { deceasedName: 'Bruce Other-Firm-Analytics' });
const firmEstates = [fresh, tenDays, hundredDays];

// Noon in New Zealand on the New Zealand day `days` before today: "now minus 100 days" would be
// 99 New Zealand days ago between 00:00 and 01:00 NZDT, when the earlier day was on NZST.
const backdate = async (estateId: string, days: number) => {
  const noon = sql`(${addDays(nzToday(), -days)}::date + time '12:00') at time zone 'Pacific/Auckland'`;
  await db.update(estates).set({ dateCreated: noon }).where(eq(estates.id, estateId));
  await db.update(tasks).set({ createdAt: noon }).where(eq(tasks.estateId, estateId));
};
await backdate(tenDays, 10);
await backdate(hundredDays, 100);

const close = async (estateId: string, status?: string) => {
  const res = await t.as(admin, {
    method: 'PATCH',
    url: `/api/estates/${estateId}`,
    payload: { stage: 'closed', ...(status ? { status } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
};
await close(tenDays);
await close(hundredDays, 'completed');
// The hundred-day estate reached Closed 40 days ago: 60 days from opening.
await db
  .update(workflowStages)
  .set({ completedDate: addDays(nzToday(), -40) })
  .where(and(eq(workflowStages.estateId, hundredDays), eq(workflowStages.estateStage, 'closed')));

await db.insert(assets).values([
  { estateId: fresh, name: 'Family home', type: 'property', valueCents: 185_000_000 },
  { estateId: fresh, name: 'ANZ savings', type: 'bank', valueCents: 1_234_567 },
  { estateId: tenDays, name: 'Ute', type: 'vehicle', valueCents: 2_000_001 },
  { estateId: hundredDays, name: 'Bach', type: 'property', valueCents: 45_000_000 },
  { estateId: theirs, name: 'Other firm farm', type: 'property', valueCents: 999_999_999 },
]);
await db.insert(beneficiaries).values([
  { estateId: fresh, fullName: 'Heir One' },
  { estateId: fresh, fullName: 'Heir Two' },
  { estateId: tenDays, fullName: 'Heir Three' },
  { estateId: theirs, fullName: 'Other Heir' },
]);
// Two of the fresh estate's tasks done.
const freshTasks = await db.select().from(tasks).where(eq(tasks.estateId, fresh));
await db
  .update(tasks)
  .set({ status: 'completed' })
  .where(inArray(tasks.id, [freshTasks[0]!.id, freshTasks[1]!.id]));

async function analytics(who: typeof lawyer, period: string): Promise<Analytics> {
  const res = await t.as(who, { method: 'GET', url: `/api/analytics?period=${period}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Analytics>();
}

const sum = (rows: Analytics['monthlyActivity'], key: 'estates' | 'documents' | 'tasks') =>
  rows.reduce((total, r) => total + r[key], 0);

describe('GET /api/analytics', () => {
  it("counts only the firm's estates for its lawyers, every number from the rows", async () => {
    const a = await analytics(lawyer, 'year');
    // Active is the estate's status (as on the dashboard): the hundred-day estate's is completed.
    expect(a.cards.activeEstates).toBe(2);
    expect(a.cards.totalAssetsCents).toBe(185_000_000 + 1_234_567 + 2_000_001 + 45_000_000);
    expect(a.cards.beneficiaries).toBe(3);
    expect(JSON.stringify(a)).not.toContain('Other-Firm');

    // Asset Distribution: per type, largest first, shares of the total in basis points.
    expect(a.assetDistribution.map((d) => [d.label, d.count, d.valueCents])).toEqual([
      ['Property', 2, 230_000_000],
      ['Vehicle', 1, 2_000_001],
      ['Bank account', 1, 1_234_567],
    ]);
    const total = a.cards.totalAssetsCents;
    expect(a.assetDistribution[0]!.shareBasisPoints).toBe(Math.round((230_000_000 * 10000) / total));

    // Estate Progress: completed over all tasks of each active estate.
    const progress = a.estateProgress.find((e) => e.estateId === fresh)!;
    expect(progress.deceasedName).toBe('Aroha Fresh-Analytics');
    expect(progress.totalTasks).toBe(freshTasks.length);
    expect(progress.completedTasks).toBe(2);
    expect(progress.percent).toBe(Math.round(200 / freshTasks.length));

    // The firm's other lawyer sees the same; another firm's lawyer only their own.
    const mate = await analytics(firmMate, 'year');
    expect(mate.cards).toEqual(a.cards);
    const other = await analytics(otherLawyer, 'year');
    expect(other.cards.totalAssetsCents).toBe(999_999_999);
    expect(other.cards.beneficiaries).toBe(1);
    expect(other.estateProgress.map((e) => e.deceasedName)).toEqual(['Bruce Other-Firm-Analytics']);
    expect(JSON.stringify(other)).not.toContain('Aroha Fresh-Analytics');
    expect(JSON.stringify(other)).not.toContain(fresh);
  });

  it('the period moves the window of completions and of Monthly Activity', async () => {
    const week = await analytics(lawyer, 'week');
    // Closed today, ten days after opening.
    expect(week.cards.completedEstates).toBe(1);
    expect(week.cards.averageCompletionDays).toBe(10);
    expect(week.from).toBe(addDays(nzToday(), -6));
    expect(sum(week.monthlyActivity, 'estates')).toBe(1);

    const quarter = await analytics(lawyer, 'quarter');
    expect(quarter.monthlyActivity).toHaveLength(3);
    expect(quarter.cards.completedEstates).toBe(2);
    expect(quarter.cards.averageCompletionDays).toBe(35); // (10 + 60) / 2
    expect(sum(quarter.monthlyActivity, 'estates')).toBe(2);

    const year = await analytics(lawyer, 'year');
    expect(year.monthlyActivity).toHaveLength(12);
    expect(year.monthlyActivity.at(-1)!.month).toBe(nzToday().slice(0, 7));
    expect(sum(year.monthlyActivity, 'estates')).toBe(3);

    // Tasks and documents: the rows of the firm's estates whose day falls in the window.
    const taskCount = async (estateIds: string[]) =>
      (await db.select().from(tasks).where(inArray(tasks.estateId, estateIds))).length;
    expect(sum(week.monthlyActivity, 'tasks')).toBe(await taskCount([fresh]));
    expect(sum(year.monthlyActivity, 'tasks')).toBe(await taskCount(firmEstates));
    const docs = await db.select().from(documents).where(inArray(documents.estateId, firmEstates));
    expect(docs.length).toBeGreaterThan(0);
    expect(sum(week.monthlyActivity, 'documents')).toBe(docs.length);

    // Nothing completed in this month's window when the only completions are moved out of it.
    await db
      .update(workflowStages)
      .set({ completedDate: addDays(nzToday(), -400) })
      .where(and(eq(workflowStages.estateId, tenDays), eq(workflowStages.estateStage, 'closed')));
    const none = await analytics(lawyer, 'month');
    expect(none.cards.completedEstates).toBe(0);
    expect(none.cards.averageCompletionDays).toBeNull();
    await db
      .update(workflowStages)
      .set({ completedDate: nzToday() })
      .where(and(eq(workflowStages.estateId, tenDays), eq(workflowStages.estateStage, 'closed')));
  });

  it('refuses a period it does not know (400 naming it) and anyone signed out', async () => {
    const bad = await t.as(lawyer, { method: 'GET', url: '/api/analytics?period=decade' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('period');
    expect((await t.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
    // No period: this month.
    const plain = await t.as(lawyer, { method: 'GET', url: '/api/analytics' });
    expect(plain.json<Analytics>().period).toBe('month');
  });
});

describe('GET /api/admin/dashboard', () => {
  it("the six cards, the trends and the recent invoices are the rows', drafts excluded", async () => {
    const today = nzToday();
    const [account] = await db
      .insert(billingAccounts)
      .values({ type: 'law_firm', lawFirmId: firm!.id, plan: 'standard' })
      .returning();
    const invoice = (
      status: string,
      issueDate: string,
      totalCents: number,
      dueDate = addDays(issueDate, 15),
    ) => ({
      // Only an issued invoice has a number (decision 072).
      number: status === 'draft' ? null : `INV-T${randomUUID().slice(0, 8)}`,
      billingAccountId: account!.id,
      customerName: 'Analytics & Co',
      status,
      issueDate,
      dueDate,
      subtotalCents: totalCents,
      gstCents: 0,
      totalCents,
    });
    const twoMonthsAgo = addMonths(today, -2);
    await db.insert(invoices).values([
      invoice('sent', today, 11_499),
      invoice('paid', today, 5_749),
      invoice('draft', today, 99_999),
      // Sent two months ago, unpaid and past due: overdue, and revenue of its own month.
      invoice('sent', twoMonthsAgo, 20_000, addDays(twoMonthsAgo, 15)),
      invoice('paid', addMonths(today, -1), 3_000),
    ]);
    // One deactivated and one deleted account.
    const leaver = await t.signUp({ role: 'executor' });
    const gone = await t.signUp({ role: 'executor' });
    await db.update(users).set({ active: false }).where(eq(users.id, leaver.userId));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));

    const res = await t.as(admin, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<AdminDashboard>();

    const allUsers = await db.select().from(users);
    expect(d.cards.totalUsers).toBe(allUsers.filter((u) => !u.deletedAt).length);
    expect(d.cards.activeUsers).toBe(allUsers.filter((u) => !u.deletedAt && u.active).length);
    expect(d.cards.totalUsers - d.cards.activeUsers).toBe(1);
    const allEstates = await db.select().from(estates);
    expect(d.cards.totalEstates).toBe(allEstates.length);
    expect(d.cards.activeEstates).toBe(allEstates.filter((e) => e.status === 'active').length);
    expect(d.cards.monthlyRevenueCents).toBe(11_499 + 5_749);
    expect(d.cards.pendingInvoices).toBe(2);
    expect(d.cards.pendingInvoicesCents).toBe(11_499 + 20_000);
    expect(d.cards.overdueInvoices).toBe(1);

    expect(d.usageTrends).toHaveLength(12);
    const at = (monthsBack: number) => d.usageTrends.at(-1 - monthsBack)!;
    expect(at(0).month).toBe(today.slice(0, 7));
    expect(at(0).revenueCents).toBe(11_499 + 5_749);
    expect(at(1).revenueCents).toBe(3_000);
    expect(at(2).revenueCents).toBe(20_000);
    // Every estate of this test was opened within the year (the oldest 100 days ago).
    expect(d.usageTrends.reduce((n, m) => n + m.estates, 0)).toBe(allEstates.length);
    const allDocuments = await db.select().from(documents);
    expect(d.usageTrends.reduce((n, m) => n + m.documents, 0)).toBe(allDocuments.length);

    // The five newest, the overdue one computed.
    expect(d.recentInvoices).toHaveLength(5);
    expect(d.recentInvoices.slice(3).map((i) => [i.totalCents, i.status])).toEqual([
      [3_000, 'paid'],
      [20_000, 'overdue'],
    ]);
    expect(
      d.recentInvoices
        .slice(0, 3)
        .map((i) => i.status)
        .sort(),
    ).toEqual(['draft', 'paid', 'sent']);
  });

  it('is for admins only', async () => {
    for (const who of [lawyer, otherLawyer]) {
      expect((await t.as(who, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
