import {
  GST_RATE_PERCENT,
  INVOICE_DUE_DAYS,
  INVOICE_TEXTS,
  TAX_INVOICE_TITLE,
  type InvoiceDto,
} from '@estate/domain';
import { formatLongDate, formatNzd } from '../../estate-money/statement-pdf.js';
import { rgb } from '../../pdf/fonts.js';
import { createFlow, GREY, type Column } from '../../pdf/layout.js';

/**
 * The invoice as an A4 PDF (issue 15), in the house style of the estate statement: DejaVu Sans
 * (macrons print), en-NZ dates ("24 November 2026"), NZD to the cent by integer arithmetic.
 *
 * An issued invoice is a New Zealand tax invoice and carries the taxable supply information the GST
 * Act 1985 asks of a supply over $1,000 (s19E; decision 072): the heading "Tax invoice", the
 * supplier's name and GST number, the date of the invoice, the recipient's name and an identifier
 * (address, else the email it was issued to), a description of what is supplied, and the amounts
 * excluding GST, the GST, and including GST; with its number and the payment reference.
 *
 * A draft is none of that: "Draft — not a tax invoice" heads it and runs across and along the foot of
 * every page, it has no number, no payment reference, and nowhere the words "Tax invoice".
 *
 * Laid out by services/pdf/layout.ts: long text is wrapped, never cut; a table running past a page
 * goes on over the next with its headers repeated.
 */

const BODY = 9.5;
const LINE = 13;
const DRAFT_RED = rgb(0.7, 0.1, 0.1);

/** The invoice as an A4 PDF. */
export async function renderInvoicePdf(invoice: InvoiceDto): Promise<Uint8Array> {
  const { supplier, number } = invoice;
  // What names it: "Tax invoice INV-001004" once issued, "Draft — not a tax invoice" before.
  const title = number === null ? INVOICE_TEXTS.draftBanner : `${TAX_INVOICE_TITLE} ${number}`;
  const flow = await createFlow({
    title: `${title} — ${supplier.name}`,
    author: supplier.name,
    subject: `${title} for ${invoice.customerName}`,
  });
  const { regular, bold, left, contentWidth } = flow;
  const heading = (text: string) => flow.heading(text, { size: 11, before: 8, keep: LINE * 3 });

  // The supplier and the words "Tax invoice", or what a draft is.
  if (number === null) {
    flow.text(INVOICE_TEXTS.draftBanner, {
      f: bold,
      size: 22,
      color: DRAFT_RED,
      leading: 20 / 22,
      role: 'H1',
    });
    flow.text(INVOICE_TEXTS.draftExplained, { color: GREY });
    flow.gap(8);
  } else {
    flow.text(TAX_INVOICE_TITLE, { f: bold, size: 22, leading: 30 / 22, role: 'H1' });
  }
  flow.text(supplier.name, { f: bold, size: 11 });
  if (supplier.address) flow.text(supplier.address, { color: GREY });
  flow.keyValues([['GST number', supplier.gstNumber]], { leading: LINE / BODY });
  flow.gap(10);

  // The invoice's details (left) beside the customer billed (right).
  const half = contentWidth / 2;
  const details: [string, string][] =
    number === null
      ? [
          ['Invoice number', INVOICE_TEXTS.noNumberYet],
          ['Drafted', formatLongDate(invoice.issueDate)],
          ['Due date', `${INVOICE_DUE_DAYS} days after it is issued`],
        ]
      : [
          ['Invoice number', number],
          ['Issue date', formatLongDate(invoice.issueDate)],
          ['Due date', formatLongDate(invoice.dueDate)],
        ];
  if (invoice.periodStart && invoice.periodEnd) {
    details.push([
      'Period',
      `${formatLongDate(invoice.periodStart)} to ${formatLongDate(invoice.periodEnd)}`,
    ]);
  }
  if (invoice.paidDate) details.push(['Paid', formatLongDate(invoice.paidDate)]);
  const right = { x: left + half, width: half };
  flow.beside(
    () => flow.keyValues(details, { width: half - 12, leading: LINE / BODY }),
    () => {
      flow.text('Billed to', { ...right, f: bold, size: 10, color: GREY, leading: (LINE + 2) / 10 });
      flow.text(invoice.customerName, { ...right, f: bold, size: 10 });
      if (invoice.customerAddress) flow.text(invoice.customerAddress, right);
      if (invoice.customerEmail) flow.text(invoice.customerEmail, right);
      if (invoice.customerGstNumber) flow.text(`Customer GST number ${invoice.customerGstNumber}`, right);
    },
  );
  flow.gap(14);

  // The lines: description, quantity, unit price, amount excluding GST.
  const columns: Column[] = [
    { header: 'Description', width: 47 },
    { header: 'Quantity', width: 12, align: 'right' },
    { header: 'Unit price', width: 17, align: 'right' },
    { header: 'Amount excl. GST', width: 24, align: 'right' },
  ];
  flow.table({
    columns,
    rows: invoice.lines.map((line) => ({
      cells: [
        line.description,
        String(line.quantity),
        formatNzd(line.unitPriceCents),
        formatNzd(line.amountCents),
      ],
    })),
    leading: LINE / BODY,
    rowGap: 4,
  });
  if (invoice.lines.length === 0) flow.text('No items.', { color: GREY });

  // The totals: excluding GST, the GST, including GST (exact, to the cent).
  flow.ensure(LINE * 4 + 12);
  flow.rule(flow.y + LINE - 6);
  flow.gap(4);
  const labelAt = left + contentWidth * 0.59 - 60;
  const total = (label: string, cents: number, strong = false) => {
    const style = {
      f: strong ? bold : regular,
      size: strong ? 10.5 : BODY,
      leading: (LINE + (strong ? 2 : 0)) / (strong ? 10.5 : BODY),
    };
    flow.beside(
      () => flow.text(label, { ...style, x: labelAt, width: flow.right - labelAt - 80 }),
      () => flow.text(formatNzd(cents), { ...style, x: flow.right - 80, width: 80 - 6, align: 'right' }),
    );
  };
  total('Total excluding GST', invoice.subtotalCents);
  total(`GST ${GST_RATE_PERCENT}%`, invoice.gstCents);
  flow.rule(flow.y + LINE - 4, 0.4);
  total('Total including GST', invoice.totalCents, true);
  flow.gap(4);
  flow.text('All amounts are in New Zealand dollars (NZD).', { x: labelAt, color: GREY, size: 8.5 });

  // A draft is not for payment: there is no number to pay against.
  if (supplier.paymentDetails && number !== null) {
    heading('Payment details');
    flow.text(supplier.paymentDetails);
    flow.text(`Reference: ${number}. Due by ${formatLongDate(invoice.dueDate)}.`);
  }
  if (invoice.notes) {
    heading('Notes');
    flow.text(invoice.notes);
  }

  // Across a draft's every page, large and pale behind the text, that it is a draft.
  if (number === null) {
    const { degrees } = await import('pdf-lib');
    const { width, height } = flow;
    for (const p of flow.pdf.getPages()) {
      const mark = bold.printable(INVOICE_TEXTS.draftBanner);
      const size = 40;
      const w = bold.widthOf(mark, size);
      // Centred on the page along its diagonal (45°: cos = sin = √½).
      const offset = (w / 2) * Math.SQRT1_2;
      flow.tags.artifact(p, () =>
        p.drawText(mark, {
          x: width / 2 - offset + (size / 2) * Math.SQRT1_2,
          y: height / 2 - offset - (size / 2) * Math.SQRT1_2,
          size,
          font: bold.font,
          color: DRAFT_RED,
          opacity: 0.15,
          rotate: degrees(45),
        }),
      );
    }
  }
  // Every page's foot: the invoice, the supplier's GST number, page n of N.
  flow.footers(`${title} — ${supplier.name}, GST number ${supplier.gstNumber}`);
  return flow.save();
}
