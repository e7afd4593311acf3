import { eq, sql } from 'drizzle-orm';
import {
  CREDIT_NOTE_TEXTS,
  centsToDollars,
  creditAmountCentsOf,
  creditAmounts,
  creditNoteNumberOf,
  nzToday,
  type CreditNoteInput,
  type IfMatch,
  type InvoiceActionResult,
  type InvoiceSupplier,
} from '@estate/domain';
import type { Db, Tx } from '../../../db/client.js';
import { creditNotes, invoiceNumbering, invoices } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Remember } from '../../../lib/idempotency.js';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { publishChange } from '../../events/change-feed.js';
import { loadInvoice, lockInvoiceAtVersion } from './load-invoice.js';

const money = (cents: number) => `$${centsToDollars(cents)}`;

/** The next credit note number, taken in this transaction (concurrent credits take turns, no gaps). */
async function nextCreditNoteNumber(tx: Tx): Promise<string> {
  const [counter] = await tx
    .update(invoiceNumbering)
    .set({ lastCreditNote: sql`${invoiceNumbering.lastCreditNote} + 1` })
    .where(eq(invoiceNumbering.id, 1))
    .returning({ n: invoiceNumbering.lastCreditNote });
  // The invoices' migration makes the row; should it be missing, invoices and credit notes start afresh.
  const n =
    counter?.n ??
    (
      await tx
        .insert(invoiceNumbering)
        .values({ id: 1, lastNumber: 1000, lastCreditNote: 1 })
        .returning({ n: invoiceNumbering.lastCreditNote })
    )[0]!.n;
  return creditNoteNumberOf(n);
}

/**
 * Credit note (`POST /api/admin/invoices/:id/credit-notes`, decision 081): corrects an issued invoice
 * in full (no amount) or in part (an amount including GST), with a reason; the credit note gets the
 * next CN- number and today (New Zealand) as its date, and stays as issued. Made against the version
 * the invoice was read at (412 with the invoice as it is now); a draft, an invoice credited in full,
 * or more than is left: refused, nothing made. Audited (`invoice.credited`) and published.
 */
export async function creditInvoice(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Pick<Actor, 'id'>,
  id: string,
  expected: IfMatch,
  input: CreditNoteInput,
  remember?: Remember<InvoiceActionResult>,
): Promise<InvoiceActionResult> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoiceAtVersion(tx, supplier, id, expected);
    if (invoice.number === null) throw new AppError('CONFLICT', CREDIT_NOTE_TEXTS.draft);
    const credited = invoice.creditNotes;
    const left = {
      subtotalCents: invoice.subtotalCents - credited.reduce((sum, c) => sum + c.subtotalCents, 0),
      gstCents: invoice.gstCents - credited.reduce((sum, c) => sum + c.gstCents, 0),
      totalCents: invoice.totalCents - invoice.creditedCents,
    };
    if (left.totalCents <= 0) throw new AppError('CONFLICT', CREDIT_NOTE_TEXTS.fullyCredited(invoice.number));
    const amounts = creditAmounts(left, creditAmountCentsOf(input.amount));
    if (amounts === 'zero' || amounts === 'too-much') {
      const message =
        amounts === 'zero'
          ? CREDIT_NOTE_TEXTS.notPositive
          : CREDIT_NOTE_TEXTS.tooMuch(money(left.totalCents));
      throw new AppError('VALIDATION', message, [{ path: 'amount', message }]);
    }
    const number = await nextCreditNoteNumber(tx);
    const issueDate = nzToday();
    const reason = input.reason.trim();
    const [made] = await tx
      .insert(creditNotes)
      .values({ number, invoiceId: id, issueDate, reason, ...amounts, createdBy: actor.id })
      .returning({ id: creditNotes.id });
    // The invoice's version moves, so a page that read it before the credit acts on it as it now is.
    await tx
      .update(invoices)
      .set({ version: sql`${invoices.version} + 1` })
      .where(eq(invoices.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invoice.credited',
      entityType: 'invoice',
      entityId: id,
      data: {
        name: number,
        number: invoice.number,
        creditNote: number,
        creditNoteId: made!.id,
        reason,
        ...amounts,
      },
    });
    await publishChange(tx, { kind: 'invoices', estateId: null, id, action: 'updated' });
    const answer = {
      invoice: await loadInvoice(tx, supplier, id),
      message: CREDIT_NOTE_TEXTS.made(number, invoice.number),
    };
    await remember?.(tx, answer);
    return answer;
  });
}
