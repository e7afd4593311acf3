import { addDays, addMonths, nzToday } from '@estate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { billingAccounts, invoices, lawFirms } from '../db/schema.js';
import { recordAudit } from '../services/audit/record-audit.js';
import { insertInvoice } from '../services/back-office/create-invoice.js';
import { issueDraft } from '../services/back-office/invoices/issue-invoice.js';

const DEMO_FIRM = 'Kauri Lane Law (demo)';

/**
 * Billing's demo data (issue 15): the demo firm on the Standard plan, with three invoices made by the
 * same arithmetic as the screen's (its usage now): one issued and paid two months ago, one issued and
 * sent five days ago (due in ten), numbered in that order, and a draft, which has no number (decision
 * 072). Idempotent: nothing is done once the firm has a billing account (an
 * admin may have changed it); nothing at all without the demo firm.
 */
export async function seedDemoBilling(db: Db): Promise<void> {
  const [firm] = await db.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.name, DEMO_FIRM));
  if (!firm) return;
  const [existing] = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.lawFirmId, firm.id));
  if (existing) return;

  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(billingAccounts)
      .values({
        type: 'law_firm',
        lawFirmId: firm.id,
        plan: 'standard',
        status: 'active',
        billingEmail: 'accounts@kauri-lane.demo.estate.nz',
        notes: 'Demo billing account.',
      })
      .returning();
    await recordAudit(tx, {
      actorId: null,
      action: 'billing_account.created',
      entityType: 'billing_account',
      entityId: account!.id,
      data: { name: DEMO_FIRM, type: 'law_firm', plan: 'standard', status: 'active' },
      ipAddress: null,
    });
    const today = nzToday();
    const notes = 'Demo invoice.';
    const paidIssue = addMonths(today, -2);
    const issue = async (issueDate: string) => {
      const draft = await insertInvoice(tx, account!, { issueDate, notes, actorId: null });
      const invoice = { ...draft, billingAccountId: account!.id, billingEmail: account!.billingEmail };
      await issueDraft(tx, invoice, { actorId: null, issueDate });
      return draft;
    };
    const paid = await issue(paidIssue);
    await tx
      .update(invoices)
      .set({
        status: 'paid',
        sentAt: new Date(`${paidIssue}T09:00:00+12:00`),
        paidDate: addDays(paidIssue, 10),
      })
      .where(eq(invoices.id, paid.id));
    const sentIssue = addDays(today, -5);
    const sent = await issue(sentIssue);
    await tx
      .update(invoices)
      .set({ status: 'sent', sentAt: new Date(`${sentIssue}T09:00:00+12:00`) })
      .where(eq(invoices.id, sent.id));
    await insertInvoice(tx, account!, { issueDate: today, notes, actorId: null });
  });
}
