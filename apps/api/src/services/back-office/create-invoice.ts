import { eq, sql } from 'drizzle-orm';
import {
  BILLING_ACCOUNT_TEXTS,
  invoiceDueDate,
  invoiceLinesFor,
  invoiceNumberOf,
  invoiceTotals,
  monthPeriodOf,
  nzToday,
  type BillingPlan,
  type CreatedInvoice,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { billingAccounts, invoiceLines, invoices, lawFirms, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { usageOf } from './billing-usage.js';

/** The customer as billed: the firm's name and address, or the person's name. Copied, never linked. */
async function customerOf(
  tx: Tx,
  account: typeof billingAccounts.$inferSelect,
): Promise<{ name: string; address: string | null }> {
  if (account.lawFirmId) {
    const [firm] = await tx
      .select({ name: lawFirms.name, address: lawFirms.address })
      .from(lawFirms)
      .where(eq(lawFirms.id, account.lawFirmId));
    return { name: firm?.name ?? '', address: firm?.address ?? null };
  }
  const [person] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, account.userId ?? ''));
  return { name: person?.name ?? '', address: null };
}

/**
 * Makes a tax invoice of a billing account (locked by the caller) from its usage now: issued on
 * `issueDate`, due 15 days later, billing that month, with the plan's lines and GST from the
 * domain's arithmetic; numbered from invoice_number_seq; audited in the same transaction.
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
  // One row, so nextval runs once: the number is never reused, even if this transaction fails.
  const [seq] = await tx
    .select({ n: sql<string>`nextval('invoice_number_seq')::text` })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, account.id));
  const number = invoiceNumberOf(Number(seq?.n));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
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
      name: number,
      billingAccountId: account.id,
      customer: customer.name,
      totalCents: totals.totalCents,
    },
    ...(opts.actorId === null ? { ipAddress: null } : {}),
  });
  return { id: invoice!.id, number, totalCents: totals.totalCents };
}

/**
 * Creates a draft tax invoice from a billing account's usage now (spec 3 §2; issue 15): issued today
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
