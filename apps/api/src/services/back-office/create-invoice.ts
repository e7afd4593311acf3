import { eq } from 'drizzle-orm';
import {
  BILLING_ACCOUNT_TEXTS,
  invoiceDueDate,
  INVOICE_TEXTS,
  invoiceLinesFor,
  invoiceTotals,
  monthPeriodOf,
  nzToday,
  type BillingPlan,
  type CreatedInvoice,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { billingAccounts, invoiceLines, invoices } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { usageOf } from './billing-usage.js';
import { customerOf } from './invoices/customer-of.js';

/**
 * Makes a draft invoice of a billing account (locked by the caller) from its usage now: dated
 * `issueDate`, due 15 days later, billing that month, with the plan's lines and GST from the
 * domain's arithmetic; audited in the same transaction. A draft has no number and is not a tax
 * invoice: issuing it (`issueDraft`) numbers it (decision 072).
 */
export async function insertInvoice(
  tx: Tx,
  account: typeof billingAccounts.$inferSelect,
  opts: { issueDate: string; notes: string | null; actorId: string | null },
): Promise<CreatedInvoice & { totalCents: number }> {
  const usage = await usageOf(tx, account.id);
  const lines = invoiceLinesFor(account.plan as BillingPlan, usage);
  const totals = invoiceTotals(lines);
  const period = monthPeriodOf(opts.issueDate);
  const customer = await customerOf(tx, account);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: null,
      billingAccountId: account.id,
      customerName: customer.name,
      customerAddress: customer.address,
      status: 'draft',
      issueDate: opts.issueDate,
      dueDate: invoiceDueDate(opts.issueDate),
      periodStart: period.start,
      periodEnd: period.end,
      ...totals,
      notes: opts.notes,
      createdBy: opts.actorId,
    })
    .returning({ id: invoices.id });
  await tx
    .insert(invoiceLines)
    .values(lines.map((line, position) => ({ ...line, invoiceId: invoice!.id, position })));
  await recordAudit(tx, {
    actorId: opts.actorId,
    action: 'invoice.created',
    entityType: 'invoice',
    entityId: invoice!.id,
    data: {
      name: INVOICE_TEXTS.draftName,
      billingAccountId: account.id,
      customer: customer.name,
      totalCents: totals.totalCents,
    },
    ...(opts.actorId === null ? { ipAddress: null } : {}),
  });
  return { id: invoice!.id, number: null, totalCents: totals.totalCents };
}

/**
 * Creates a draft invoice (no number yet) from a billing account's usage now (spec 3 §2; issue 15): issued today
 * in New Zealand, due 15 days later. One transaction with its audit event.
 */
export async function createInvoice(
  db: Db,
  actor: Pick<Actor, 'id'>,
  accountId: string,
  input: { notes?: string | null | undefined },
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<CreatedInvoice>,
): Promise<CreatedInvoice> {
  parseId({ id: accountId }, BILLING_ACCOUNT_TEXTS.notFound);
  return db.transaction(async (tx) => {
    // Locked, so its plan cannot change under the invoice being made.
    const [account] = await tx
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.id, accountId))
      .for('update');
    if (!account) throw notFound(BILLING_ACCOUNT_TEXTS.notFound);
    const notes = input.notes?.trim() ? input.notes.trim() : null;
    const { id, number } = await insertInvoice(tx, account, {
      issueDate: nzToday(),
      notes,
      actorId: actor.id,
    });
    await remember?.(tx, { id, number });
    return { id, number };
  });
}
