import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, invoiceLinesFor, invoiceTotals, nzToday, type InvoiceLineDraft } from '@estate/domain';
import type { Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';

/**
 * A firm's billing account and one invoice, written straight to the database. By default the
 * Standard plan with 12 estates and 130 documents: $49.99 + 2 × $5.99 + 30 × $0.99 = $91.67
 * excluding GST, GST $13.75, $105.42 including GST. A draft unless `over.status` says otherwise:
 * made as a draft with its lines, then given that status and a number (`over.number`, or one of its
 * own), as issuing does (the database holds an issued invoice's lines as issued).
 */
export async function seedFirmInvoice(
  db: Db,
  options: {
    /** The firm's name; a short random tail keeps it unique. */
    firmName?: string;
    /** More lines after the plan's. */
    moreLines?: InvoiceLineDraft[];
    over?: Partial<typeof schema.invoices.$inferInsert>;
    account?: { billingEmail?: string | null; contactEmail?: string | null };
  } = {},
) {
  const { firmName = 'Ngata & Partners', moreLines = [], over = {}, account = {} } = options;
  const today = nzToday();
  const [firm] = await db
    .insert(schema.lawFirms)
    .values({
      name: `${firmName} ${randomUUID().slice(0, 6)}`,
      address: '45 Victoria Street\nHamilton 3204',
      contactEmail: account.contactEmail === undefined ? 'accounts@ngata.example.nz' : account.contactEmail,
    })
    .returning();
  const [billing] = await db
    .insert(schema.billingAccounts)
    .values({
      type: 'law_firm',
      lawFirmId: firm!.id,
      plan: 'standard',
      billingEmail: account.billingEmail === undefined ? 'billing@ngata.example.nz' : account.billingEmail,
    })
    .returning();
  const lines = [...invoiceLinesFor('standard', { estates: 12, documents: 130 }), ...moreLines];
  const { status = 'draft', number, ...rest } = over;
  const [draft] = await db
    .insert(schema.invoices)
    .values({
      billingAccountId: billing!.id,
      customerName: firm!.name,
      customerAddress: firm!.address,
      status: 'draft',
      issueDate: today,
      dueDate: addDays(today, 15),
      ...invoiceTotals(lines),
      notes: null,
      ...rest,
    })
    .returning();
  await db
    .insert(schema.invoiceLines)
    .values(lines.map((l, position) => ({ ...l, position, invoiceId: draft!.id })));
  const [invoice] =
    status === 'draft'
      ? [draft]
      : await db
          .update(schema.invoices)
          .set({ status, number: number ?? `INV-T${randomUUID().slice(0, 8).toUpperCase()}` })
          .where(eq(schema.invoices.id, draft!.id))
          .returning();
  return { invoice: invoice!, firm: firm!, billing: billing! };
}
