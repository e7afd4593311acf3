import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, invoiceDtoSchema, nzToday, type InvoiceDto } from '@estate/domain';
import * as schema from '../../src/db/schema.js';
import { build, pathsOf } from '../helper.js';
import { seedFirmInvoice } from '../invoice-fixture.js';
import { extractText } from '../pdf-text.js';

/*
 * The invoice page's API (issue 15, "Billing and invoices"): one invoice with its status as shown
 * (overdue is an issued invoice past its due date), its PDF read back as text (a New Zealand tax
 * invoice once issued; a draft says "Draft — not a tax invoice" and has no number: issue 41,
 * decision 072), Issue, Send (issues a draft; the email with the PDF in the outbox, the invoice
 * marked sent), Mark Paid, Delete (a draft only), and who may.
 */

const t = await build({
  INVOICE_SUPPLIER_NAME: 'Kauri Estate Software Limited',
  INVOICE_GST_NUMBER: '987-654-321',
  INVOICE_SUPPLIER_ADDRESS: 'Level 3, 12 Lambton Quay\\nWellington 6011',
  INVOICE_PAYMENT_DETAILS: 'Direct credit to 12-3456-7890123-00 (Kauri Estate Software)',
});
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Lawyer' });
const { db } = t.database;

const today = nzToday();

/** A firm's invoice of the Standard plan (test/invoice-fixture.ts), on this test's database. */
const seedInvoice = (
  over: Partial<typeof schema.invoices.$inferInsert> = {},
  account: { billingEmail?: string | null; contactEmail?: string | null } = {},
) => seedFirmInvoice(db, { over, account });

const get = (id: string) => t.as(admin, { method: 'GET', url: `/api/admin/invoices/${id}` });
/** Issue, Send or Mark Paid as the invoice page does: on the invoice as read (its ETag as If-Match; decision 060). */
const post = async (id: string, action: 'issue' | 'send' | 'mark-paid') => {
  const etag = (await get(id)).headers.etag;
  return t.as(admin, {
    method: 'POST',
    url: `/api/admin/invoices/${id}/${action}`,
    ...(typeof etag === 'string' ? { headers: { 'if-match': etag } } : {}),
  });
};
/** Delete as the invoice page does, on the invoice as read. */
const del = async (id: string) => {
  const etag = (await get(id)).headers.etag;
  return t.as(admin, {
    method: 'DELETE',
    url: `/api/admin/invoices/${id}`,
    ...(typeof etag === 'string' ? { headers: { 'if-match': etag } } : {}),
  });
};
const pdfOf = async (id: string) => {
  const res = await t.as(admin, { method: 'GET', url: `/api/admin/invoices/${id}/pdf` });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, ...(await extractText(res.rawPayload)) };
};
/** "INV-001004" → 1004. */
const seqOf = (number: string | null) => Number(number?.slice(4));
const outboxTo = (to: string) => db.select().from(schema.outbox).where(eq(schema.outbox.toAddress, to));
const auditOf = (id: string, action: string) =>
  db
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.entityId, id), eq(schema.auditEvents.action, action)));

describe('GET /api/admin/invoices/:id', () => {
  it('shows the invoice with its lines, totals to the cent and where Send would go', async () => {
    const { invoice, firm } = await seedInvoice();
    const res = await get(invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    const body: InvoiceDto = invoiceDtoSchema.parse(res.json());
    expect(body).toMatchObject({
      // A draft has no number (decision 072).
      number: null,
      accountName: firm.name,
      customerName: firm.name,
      customerAddress: '45 Victoria Street\nHamilton 3204',
      status: 'draft',
      subtotalCents: 9167,
      gstCents: 1375,
      totalCents: 10542,
      billingEmail: 'billing@ngata.example.nz',
      supplier: { name: 'Kauri Estate Software Limited', gstNumber: '987-654-321' },
    });
    expect(body.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.amountCents])).toEqual([
      ['Standard plan: monthly subscription', 1, 4999, 4999],
      ['Additional estates', 2, 599, 1198],
      ['Additional documents', 30, 99, 2970],
    ]);
    expect(body.supplier.address).toBe('Level 3, 12 Lambton Quay\nWellington 6011');
  });

  it('a sent invoice past its due date shows as overdue; a draft past due stays a draft', async () => {
    const past = { issueDate: addDays(today, -16), dueDate: addDays(today, -1) };
    const sent = await seedInvoice({ ...past, status: 'sent', sentAt: new Date() });
    const issued = await seedInvoice({ ...past, status: 'issued' });
    const draft = await seedInvoice(past);
    const dueLater = await seedInvoice({ status: 'sent' });
    expect((await get(sent.invoice.id)).json().status).toBe('overdue');
    expect((await get(issued.invoice.id)).json().status).toBe('overdue');
    expect((await get(draft.invoice.id)).json().status).toBe('draft');
    expect((await get(dueLater.invoice.id)).json().status).toBe('sent');
  });

  it("with no billing email on the account, Send would go to the firm's contact email", async () => {
    const { invoice } = await seedInvoice({}, { billingEmail: '  ' });
    expect((await get(invoice.id)).json().billingEmail).toBe('accounts@ngata.example.nz');
  });

  it('an unknown or malformed id is "Invoice not found" (404)', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Invoice not found');
    }
  });

  it('only admins: a lawyer gets 403 on every invoice route, a visitor 401', async () => {
    const { invoice } = await seedInvoice();
    const routes = [
      ['GET', `/api/admin/invoices/${invoice.id}`],
      ['GET', `/api/admin/invoices/${invoice.id}/pdf`],
      ['POST', `/api/admin/invoices/${invoice.id}/send`],
      ['POST', `/api/admin/invoices/${invoice.id}/mark-paid`],
      ['POST', `/api/admin/invoices/${invoice.id}/issue`],
      ['DELETE', `/api/admin/invoices/${invoice.id}`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await t.as(lawyer, { method, url })).statusCode, url).toBe(403);
      expect((await t.inject({ method, url })).statusCode, url).toBe(401);
    }
    // Nothing happened to it.
    expect((await get(invoice.id)).json()).toMatchObject({
      status: 'draft',
      number: null,
      sentAt: null,
      paidDate: null,
    });
    expect(await outboxTo('billing@ngata.example.nz').then((r) => r.length)).toBe(0);
  });
});

describe('GET /api/admin/invoices/:id/pdf: the New Zealand tax invoice', () => {
  it('reads "Tax invoice", the supplier and GST number, the number, dates, customer, each line and the totals to the cent', async () => {
    const longNote =
      'Thank you for choosing the platform. This month covers the estates of the Hamilton office and the documents uploaded for the Waikato matters; please contact accounts if any line needs explaining before the due date.';
    const { invoice, firm } = await seedInvoice({
      status: 'issued',
      issueDate: '2026-11-24',
      dueDate: '2026-12-09',
      notes: longNote,
    });
    const res = await t.as(admin, { method: 'GET', url: `/api/admin/invoices/${invoice.id}/pdf` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=tax-invoice-${invoice.number}.pdf`);
    const { lines } = await extractText(res.rawPayload);
    const after = (label: string) => lines[lines.indexOf(label) + 1];

    expect(lines[0]).toBe('Tax invoice');
    expect(lines).toContain('Kauri Estate Software Limited');
    expect(lines).toContain('Level 3, 12 Lambton Quay');
    expect(lines).toContain('Wellington 6011');
    expect(after('GST number:')).toBe('987-654-321');
    expect(after('Invoice number:')).toBe(invoice.number);
    expect(after('Issue date:')).toBe('24 November 2026');
    expect(after('Due date:')).toBe('9 December 2026');
    expect(after('Billed to')).toBe(firm.name);
    expect(lines).toContain('45 Victoria Street');
    expect(lines).toContain('Hamilton 3204');
    // Each line: description, quantity, unit price, amount excluding GST.
    for (const row of [
      ['Standard plan: monthly subscription', '1', '$49.99', '$49.99'],
      ['Additional estates', '2', '$5.99', '$11.98'],
      ['Additional documents', '30', '$0.99', '$29.70'],
    ]) {
      const at = lines.indexOf(row[0]!);
      expect(lines.slice(at, at + 4), row[0]).toEqual(row);
    }
    expect(after('Total excluding GST')).toBe('$91.67');
    expect(after('GST 15%')).toBe('$13.75');
    expect(after('Total including GST')).toBe('$105.42');
    expect(lines).toContain('Payment details');
    expect(lines).toContain('Direct credit to 12-3456-7890123-00 (Kauri Estate Software)');
    // The long note is wrapped over several lines, every word kept.
    const notes = lines.slice(lines.indexOf('Notes') + 1);
    expect(notes.length).toBeGreaterThan(1);
    expect(notes.join(' ')).toContain(longNote);

    const [audit] = await auditOf(invoice.id, 'invoice.downloaded');
    expect(audit).toMatchObject({ actorId: admin.userId, category: 'access' });
  });
});

describe('POST /api/admin/invoices/:id/send', () => {
  it('emails the PDF to the billing email through the outbox and marks the invoice sent', async () => {
    const { invoice } = await seedInvoice({ status: 'issued' });
    const res = await post(invoice.id, 'send');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Invoice ${invoice.number} sent to billing@ngata.example.nz`);
    expect(res.json().invoice.status).toBe('sent');
    expect(res.json().invoice.sentAt).not.toBeNull();

    const [mail, ...more] = await outboxTo('billing@ngata.example.nz');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: 'invoice',
      subject: `Tax invoice ${invoice.number} from Kauri Estate Software Limited`,
    });
    expect(mail!.textBody).toContain('Total including GST: $105.42 NZD');
    const attachments = await db
      .select()
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.outboxId, mail!.id));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: `tax-invoice-${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    // Admins reading the outbox see the email and the file it carries.
    const listed = await t.as(admin, { method: 'GET', url: '/api/admin/outbox' });
    expect(listed.json().items.find((i: { id: string }) => i.id === mail!.id)).toMatchObject({
      to: 'billing@ngata.example.nz',
      attachments: [`tax-invoice-${invoice.number}.pdf`],
    });
    const { lines } = await extractText(attachments[0]!.content);
    expect(lines[0]).toBe('Tax invoice');
    expect(lines).toContain(invoice.number);
    expect(lines[lines.indexOf('Total including GST') + 1]).toBe('$105.42');

    expect((await get(invoice.id)).json().status).toBe('sent');
    const [audit] = await auditOf(invoice.id, 'invoice.sent');
    expect(audit?.data).toMatchObject({ to: 'billing@ngata.example.nz', outboxId: mail!.id });
  });

  it('a paid invoice sent again stays paid', async () => {
    const { invoice } = await seedInvoice({ status: 'paid', paidDate: today });
    const res = await post(invoice.id, 'send');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ status: 'paid', paidDate: today });
  });

  it('with no billing email anywhere: 400 with a clear message, and nothing changes', async () => {
    const { invoice } = await seedInvoice({}, { billingEmail: null, contactEmail: null });
    const outboxBefore = (await db.select().from(schema.outbox)).length;
    const res = await post(invoice.id, 'send');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no billing email/);
    expect((await get(invoice.id)).json()).toMatchObject({
      status: 'draft',
      sentAt: null,
      billingEmail: null,
    });
    expect((await db.select().from(schema.outbox)).length).toBe(outboxBefore);
    expect(await auditOf(invoice.id, 'invoice.sent')).toHaveLength(0);
  });
});

describe('POST /api/admin/invoices/:id/mark-paid', () => {
  it('an overdue invoice marked paid has today as its paid date and is no longer overdue', async () => {
    const { invoice } = await seedInvoice({
      issueDate: addDays(today, -40),
      dueDate: addDays(today, -25),
      status: 'sent',
      sentAt: new Date(),
    });
    expect((await get(invoice.id)).json().status).toBe('overdue');
    const res = await post(invoice.id, 'mark-paid');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Invoice marked as paid successfully');
    expect((await get(invoice.id)).json()).toMatchObject({ status: 'paid', paidDate: today });
    const [audit] = await auditOf(invoice.id, 'invoice.paid');
    expect(audit?.data).toMatchObject({ paidDate: today, was: 'overdue' });
  });

  it('a draft cannot be marked paid: 409 saying to issue it first, and it stays a draft', async () => {
    const { invoice } = await seedInvoice();
    const res = await post(invoice.id, 'mark-paid');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/still a draft\. Issue it/);
    expect((await get(invoice.id)).json()).toMatchObject({ status: 'draft', number: null, paidDate: null });
  });

  it('an invoice already paid: 400, its paid date unchanged', async () => {
    const { invoice } = await seedInvoice({ status: 'paid', paidDate: '2026-02-03' });
    const res = await post(invoice.id, 'mark-paid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This invoice has already been paid.');
    expect((await get(invoice.id)).json().paidDate).toBe('2026-02-03');
  });

  it('an unknown invoice: 404', async () => {
    expect((await post(randomUUID(), 'mark-paid')).statusCode).toBe(404);
    expect((await post(randomUUID(), 'send')).statusCode).toBe(404);
  });
});

describe('a draft is not a tax invoice; issuing makes it one (issue 41, decision 072)', () => {
  it('a draft PDF says "Draft — not a tax invoice" on every page, and nowhere "Tax invoice", a number or a payment reference', async () => {
    // Notes long enough to run the draft over more than one page.
    const notes = Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of a long note about the month.`).join(
      '\n',
    );
    const { invoice } = await seedInvoice({ notes });
    const { res, lines, pages } = await pdfOf(invoice.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=draft-invoice-${invoice.id.slice(0, 8)}.pdf`,
    );
    expect(lines[0]).toBe('Draft — not a tax invoice');
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      // The mark across the page and the foot of the page both say it.
      expect(
        page.filter((l) => l.includes('Draft — not a tax invoice')).length,
        `page ${i + 1}`,
      ).toBeGreaterThanOrEqual(2);
    }
    const text = lines.join('\n');
    expect(text).toContain('Draft');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toMatch(/INV-/);
    expect(text).not.toContain('Reference:');
    expect(text).not.toContain('Payment details');
    expect(lines[lines.indexOf('Invoice number:') + 1]).toBe('No number until issued');
    // The amounts are still shown, to check before issuing.
    expect(lines[lines.indexOf('Total including GST') + 1]).toBe('$105.42');
  });

  it('Issue gives the draft the next number, today as its date and the heading "Tax invoice"; the PDF says so', async () => {
    const { invoice, firm } = await seedInvoice({
      issueDate: addDays(today, -3),
      dueDate: addDays(today, 12),
    });
    const first = await post(invoice.id, 'issue');
    expect(first.statusCode, first.body).toBe(200);
    const issued = invoiceDtoSchema.parse(first.json().invoice);
    expect(issued).toMatchObject({
      status: 'issued',
      issueDate: today,
      dueDate: addDays(today, 15),
      customerName: firm.name,
      customerEmail: 'billing@ngata.example.nz',
    });
    expect(issued.number).toMatch(/^INV-\d{6}$/);
    expect(first.json().message).toBe(`Invoice issued as tax invoice ${issued.number}`);
    const [audit] = await auditOf(invoice.id, 'invoice.issued');
    expect(audit).toMatchObject({ actorId: admin.userId });
    expect(audit?.data).toMatchObject({ number: issued.number });

    const { res, lines } = await pdfOf(invoice.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=tax-invoice-${issued.number}.pdf`);
    expect(lines[0]).toBe('Tax invoice');
    expect(lines.join('\n')).not.toContain('Draft');
    expect(lines[lines.indexOf('Invoice number:') + 1]).toBe(issued.number);
    // The recipient's name and an identifier, the supplier's GST number (s19E taxable supply information).
    expect(lines[lines.indexOf('Billed to') + 1]).toBe(firm.name);
    expect(lines).toContain('billing@ngata.example.nz');
    expect(lines[lines.indexOf('GST number:') + 1]).toBe('987-654-321');
    expect(lines.some((l) => l.startsWith(`Reference: ${issued.number}.`))).toBe(true);

    // Issued once only: 409 naming its number, and no number is used up.
    const again = await post(invoice.id, 'issue');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This invoice has already been issued as ${issued.number}.`);
    const next = await seedInvoice();
    const nextIssued = (await post(next.invoice.id, 'issue')).json().invoice.number as string;
    expect(seqOf(nextIssued)).toBe(seqOf(issued.number) + 1);
  });

  it('issued numbers have no gaps: drafts take none, refused issues take none, concurrent issues take one each', async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, () => seedInvoice()));
    const ids = drafts.map((d) => d.invoice.id);
    // A stale issue (412) and a draft deleted: neither uses a number.
    const stale = await t.as(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${ids[0]}/issue`,
      headers: { 'if-match': '"999"' },
    });
    expect(stale.statusCode).toBe(412);
    expect((await del(ids[5]!)).statusCode).toBe(204);
    // One by one, then four at once.
    const firstNumber = (await post(ids[0]!, 'issue')).json().invoice.number as string;
    const together = await Promise.all(ids.slice(1, 5).map((id) => post(id, 'issue')));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = [firstNumber, ...together.map((r) => r.json().invoice.number as string)]
      .map(seqOf)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([0, 1, 2, 3, 4].map((i) => numbers[0]! + i));
    // The list shows the issued numbers; the counter moved by exactly five.
    const [counter] = await db.select().from(schema.invoiceNumbering);
    expect(counter!.lastNumber).toBe(numbers[4]);
  });

  it('a draft shows no number in the list, and Send issues it before anything is emailed', async () => {
    const { invoice } = await seedInvoice();
    const list = await t.as(admin, {
      method: 'GET',
      url: `/api/admin/invoices?billingAccountId=${invoice.billingAccountId}`,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: invoice.id, number: null, status: 'draft' }),
    ]);

    const res = await post(invoice.id, 'send');
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().invoice as InvoiceDto;
    expect(sent.number).toMatch(/^INV-\d{6}$/);
    expect(sent.status).toBe('sent');
    expect(res.json().message).toBe(`Invoice ${sent.number} sent to billing@ngata.example.nz`);
    const [mail] = await outboxTo('billing@ngata.example.nz').then((rows) =>
      rows.filter((r) => r.subject.includes(sent.number!)),
    );
    expect(mail?.subject).toBe(`Tax invoice ${sent.number} from Kauri Estate Software Limited`);
    const [attachment] = await db
      .select()
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.outboxId, mail!.id));
    const { lines } = await extractText(attachment!.content);
    expect(lines[0]).toBe('Tax invoice');
    expect(lines.join('\n')).not.toContain('Draft');
    expect(await auditOf(invoice.id, 'invoice.issued')).toHaveLength(1);
  });

  it('an issued invoice cannot be deleted or changed: 409 saying how to correct it; the database refuses too', async () => {
    const { invoice } = await seedInvoice();
    const issued = (await post(invoice.id, 'issue')).json().invoice as InvoiceDto;
    const refused = await del(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(
      `Invoice ${issued.number} has been issued, so it cannot be changed or deleted`,
    );
    expect(refused.json().message).toContain('credit note');
    expect((await get(invoice.id)).json()).toMatchObject({ number: issued.number, totalCents: 10542 });

    // Whoever writes to the database: the amounts, the number, its lines and the row itself stay.
    await expect(
      db.update(schema.invoices).set({ totalCents: 1 }).where(eq(schema.invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(schema.invoices)
        .set({ number: null, status: 'draft' })
        .where(eq(schema.invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(schema.invoiceLines)
        .set({ amountCents: 1 })
        .where(eq(schema.invoiceLines.invoiceId, invoice.id)),
    ).rejects.toThrow();
    await expect(db.delete(schema.invoices).where(eq(schema.invoices.id, invoice.id))).rejects.toThrow();
    // A draft cannot carry a number either.
    const draft = await seedInvoice();
    await expect(
      db
        .update(schema.invoices)
        .set({ number: 'INV-999999' })
        .where(eq(schema.invoices.id, draft.invoice.id)),
    ).rejects.toThrow();
    // Its status can still move on: paid.
    expect((await post(invoice.id, 'mark-paid')).statusCode).toBe(200);
  });

  it('a draft can be deleted (on the version read); it is gone with its lines, audited', async () => {
    const { invoice } = await seedInvoice();
    const res = await del(invoice.id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(invoice.id)).statusCode).toBe(404);
    expect(
      await db.select().from(schema.invoiceLines).where(eq(schema.invoiceLines.invoiceId, invoice.id)),
    ).toHaveLength(0);
    expect(await auditOf(invoice.id, 'invoice.deleted')).toHaveLength(1);
    // Without If-Match: 428, and nothing goes.
    const other = await seedInvoice();
    const bare = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invoices/${other.invoice.id}`,
      remoteAddress: '127.0.0.1',
      headers: { cookie: admin.cookie, origin: t.deps.config.publicUrl },
    });
    expect(bare.statusCode).toBe(428);
    expect((await get(other.invoice.id)).statusCode).toBe(200);
  });
});

describe('a credit note corrects an issued invoice (issue 41, decision 081)', () => {
  /** Credit note as the invoice page makes one: on the invoice as read, once per key. */
  const credit = async (id: string, payload: object, key = randomUUID()) => {
    const etag = (await get(id)).headers.etag;
    return t.as(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${id}/credit-notes`,
      payload,
      headers: { 'idempotency-key': key, ...(typeof etag === 'string' ? { 'if-match': etag } : {}) },
    });
  };

  it('credits part, then the rest: numbered CN-, GST split to the cent, listed on the invoice, audited; the invoice itself unchanged', async () => {
    const { invoice } = await seedInvoice();
    const issued = (await post(invoice.id, 'issue')).json().invoice as InvoiceDto;
    /** What Billing and the admin dashboard count: revenue this month, and what is still owed. */
    const cards = async () => {
      const billing = (await t.as(admin, { method: 'GET', url: '/api/admin/billing/summary' })).json();
      const dashboard = (await t.as(admin, { method: 'GET', url: '/api/admin/dashboard' })).json();
      const list = (await t.as(admin, { method: 'GET', url: '/api/admin/invoices?pageSize=100' })).json();
      return {
        revenue: billing.summary.revenueCurrentMonthCents as number,
        chart: billing.revenueByMonth.at(-1).revenueCents as number,
        pending: billing.summary.pendingCents as number,
        pendingCount: billing.summary.pendingInvoices as number,
        dashboardRevenue: dashboard.cards.monthlyRevenueCents as number,
        dashboardPending: dashboard.cards.pendingInvoicesCents as number,
        outstanding: list.summary.outstandingCents as number,
      };
    };
    const before = await cards();

    // $23.00 including GST: $3.00 GST, $20.00 excluding.
    const key = randomUUID();
    const part = await credit(invoice.id, { reason: 'Two estates were billed twice', amount: '23.00' }, key);
    expect(part.statusCode, part.body).toBe(201);
    const after = invoiceDtoSchema.parse(part.json().invoice);
    expect(part.json().message).toMatch(/^Credit note CN-\d{6} issued for invoice INV-/);
    expect(after).toMatchObject({
      number: issued.number,
      totalCents: 10542,
      subtotalCents: 9167,
      creditedCents: 2300,
      creditNotes: [
        {
          issueDate: today,
          reason: 'Two estates were billed twice',
          subtotalCents: 2000,
          gstCents: 300,
          totalCents: 2300,
          createdByName: 'Ada Admin',
        },
      ],
    });
    expect(after.version).toBeGreaterThan(issued.version);
    // Revenue nets the credit note this month; what is owed is the invoice less it.
    expect(await cards()).toEqual({
      revenue: before.revenue - 2300,
      chart: before.chart - 2300,
      pending: before.pending - 2300,
      pendingCount: before.pendingCount,
      dashboardRevenue: before.dashboardRevenue - 2300,
      dashboardPending: before.dashboardPending - 2300,
      outstanding: before.outstanding - 2300,
    });
    const first = after.creditNotes[0]!;
    // The same key again: the first answer, no second credit note.
    const replay = await t.as(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/credit-notes`,
      payload: { reason: 'Two estates were billed twice', amount: '23.00' },
      headers: { 'idempotency-key': key, 'if-match': '*' },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await get(invoice.id)).json().creditNotes).toHaveLength(1);

    // More than is left: 400 naming the amount, nothing made.
    const tooMuch = await credit(invoice.id, { reason: 'Refund everything', amount: '90.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().issues).toEqual([
      {
        path: 'amount',
        message: 'The amount to credit cannot be more than what is left of the invoice ($82.42).',
      },
    ]);
    // No reason: 400 naming it.
    const noReason = await credit(invoice.id, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(pathsOf(noReason)).toEqual(['reason']);

    // No amount: what is left, exactly (the invoice's GST less what was credited).
    const rest = await credit(invoice.id, { reason: 'The firm left the platform in November' });
    expect(rest.statusCode, rest.body).toBe(201);
    const full = invoiceDtoSchema.parse(rest.json().invoice);
    expect(full.creditedCents).toBe(10542);
    expect(full.creditNotes[1]).toMatchObject({ subtotalCents: 7167, gstCents: 1075, totalCents: 8242 });
    expect(Number(full.creditNotes[1]!.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    // Credited in full: nothing more to credit.
    const again = await credit(invoice.id, { reason: 'Once more please' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Invoice ${issued.number} has already been credited in full.`);
    // Nothing is owed any more: not pending, not to be marked paid; revenue nets all of it.
    expect(await cards()).toMatchObject({
      revenue: before.revenue - 10542,
      pending: before.pending - 10542,
      pendingCount: before.pendingCount - 1,
      outstanding: before.outstanding - 10542,
    });
    const paid = await post(invoice.id, 'mark-paid');
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('credited in full, so nothing is owed on it');

    expect(await auditOf(invoice.id, 'invoice.credited')).toHaveLength(2);
    // The tax invoice is as it was issued; the credit notes stay as made, whoever writes to the database.
    expect((await pdfOf(invoice.id)).lines).toContain(issued.number);
    await expect(
      db.update(schema.creditNotes).set({ totalCents: 1 }).where(eq(schema.creditNotes.id, first.id)),
    ).rejects.toThrow();
    await expect(db.delete(schema.creditNotes).where(eq(schema.creditNotes.id, first.id))).rejects.toThrow();
  });

  it('a draft has nothing to credit (409); a stale page is refused (412); a lawyer gets 403', async () => {
    const { invoice } = await seedInvoice();
    const draft = await credit(invoice.id, { reason: 'Wrong plan billed' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toContain('change or delete the draft instead');
    const issued = (await post(invoice.id, 'issue')).json().invoice as InvoiceDto;
    const stale = await t.as(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/credit-notes`,
      payload: { reason: 'Wrong plan billed' },
      headers: { 'if-match': `"${issued.version - 1}"` },
    });
    expect(stale.statusCode).toBe(412);
    const byLawyer = await t.as(lawyer, {
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/credit-notes`,
      payload: { reason: 'Wrong plan billed' },
      headers: { 'if-match': '*' },
    });
    expect(byLawyer.statusCode).toBe(403);
    expect((await get(invoice.id)).json()).toMatchObject({ creditNotes: [], creditedCents: 0 });
  });
});
