import { CREDIT_NOTE_TEXTS, GST_RATE_PERCENT, type CreditNoteDto, type InvoiceDto } from '@estate/domain';
import { formatLongDate, formatNzd } from '../../estate-money/statement-pdf.js';
import { createFlow, GREY } from '../../pdf/layout.js';

/**
 * A credit note as an A4 PDF (decision 081): the supply correction information the GST Act 1985 asks
 * (s19E): the supplier's name and GST number, the tax invoice it corrects (its number and date), the
 * credit note's own number and date, the recipient, the reason, and the correction: the amount
 * excluding GST, the GST and the amount including GST. Laid out like the invoice it corrects
 * (services/pdf/layout.ts: wrapped, never cut).
 */
export async function renderCreditNotePdf(invoice: InvoiceDto, note: CreditNoteDto): Promise<Uint8Array> {
  const { supplier } = invoice;
  const title = `${CREDIT_NOTE_TEXTS.title} ${note.number}`;
  const flow = await createFlow({
    title: `${title} — ${supplier.name}`,
    author: supplier.name,
    subject: `${title}, correcting tax invoice ${invoice.number ?? ''} for ${invoice.customerName}`,
  });
  const { regular, bold, left, contentWidth } = flow;
  const LINE = 13;

  flow.text(CREDIT_NOTE_TEXTS.title, { f: bold, size: 22, leading: 30 / 22, role: 'H1' });
  flow.text(supplier.name, { f: bold, size: 11 });
  if (supplier.address) flow.text(supplier.address, { color: GREY });
  flow.keyValues([['GST number', supplier.gstNumber]], { leading: LINE / 9.5 });
  flow.gap(10);

  const half = contentWidth / 2;
  const right = { x: left + half, width: half };
  flow.beside(
    () =>
      flow.keyValues(
        [
          ['Credit note number', note.number],
          ['Date', formatLongDate(note.issueDate)],
          ['Corrects tax invoice', invoice.number ?? ''],
          ['Invoice date', formatLongDate(invoice.issueDate)],
        ],
        { width: half - 12, leading: LINE / 9.5 },
      ),
    () => {
      flow.text('Credited to', { ...right, f: bold, size: 10, color: GREY, leading: (LINE + 2) / 10 });
      flow.text(invoice.customerName, { ...right, f: bold, size: 10 });
      if (invoice.customerAddress) flow.text(invoice.customerAddress, right);
      if (invoice.customerEmail) flow.text(invoice.customerEmail, right);
      if (invoice.customerGstNumber) flow.text(`Customer GST number ${invoice.customerGstNumber}`, right);
    },
  );
  flow.gap(14);

  flow.heading('Reason for the correction', { size: 11, before: 4, keep: LINE * 3 });
  flow.text(note.reason);
  flow.gap(10);

  // The correction, to the cent: what is credited excluding GST, the GST, and including GST.
  const labelAt = left + contentWidth * 0.5;
  const amount = (label: string, cents: number, strong = false) => {
    const style = { f: strong ? bold : regular, size: strong ? 10.5 : 9.5 };
    flow.beside(
      () => flow.text(label, { ...style, x: labelAt, width: flow.right - labelAt - 90 }),
      () => flow.text(formatNzd(cents), { ...style, x: flow.right - 90, width: 90 - 6, align: 'right' }),
    );
  };
  flow.ensure(LINE * 4 + 12);
  amount('Credited excluding GST', note.subtotalCents);
  amount(`GST ${GST_RATE_PERCENT}% credited`, note.gstCents);
  flow.rule(flow.y + LINE - 4, 0.4);
  amount('Total credited including GST', note.totalCents, true);
  flow.gap(4);
  flow.text(
    `Tax invoice ${invoice.number ?? ''} was for ${formatNzd(invoice.totalCents)} including GST. All amounts are in New Zealand dollars (NZD).`,
    { x: labelAt, color: GREY, size: 8.5 },
  );
  flow.footers(`${title} — ${supplier.name}, GST number ${supplier.gstNumber}`);
  return flow.save();
}
