import {
  GST_RATE_PERCENT,
  INVOICE_DUE_DAYS,
  INVOICE_TEXTS,
  TAX_INVOICE_TITLE,
  type InvoiceDto,
} from '@estate/domain';
import type { PDFPage } from 'pdf-lib';
import { formatLongDate, formatNzd } from '../../estate-money/statement-pdf.js';
import { A4, createDocumentWithFonts, rgb, savePdf, type DocumentFont } from '../../pdf/fonts.js';

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
 * Long text is wrapped, never cut; a table running past a page goes on over the next with its headers
 * repeated.
 */

const MARGIN = 50;
const FOOTER = 36;
const BODY = 9.5;
const LINE = 13;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);
const DRAFT_RED = rgb(0.7, 0.1, 0.1);

/** `text` in lines no wider than `max` points: its own line breaks kept, long words broken. */
export function wrapText(text: string, f: DocumentFont, size: number, max: number): string[] {
  const out: string[] = [];
  // Split before making it printable: the font has no glyph for a line break.
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of f.printable(paragraph).split(/\s+/).filter(Boolean)) {
      let rest = word;
      // A word wider than the column (a long email address, a URL) is broken where it must be.
      while (f.widthOf(rest, size) > max) {
        let cut = rest.length - 1;
        while (cut > 1 && f.widthOf(rest.slice(0, cut), size) > max) cut--;
        if (line) out.push(line);
        line = '';
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      const next = line ? `${line} ${rest}` : rest;
      if (line && f.widthOf(next, size) > max) {
        out.push(line);
        line = rest;
      } else line = next;
    }
    out.push(line);
  }
  // Blank lines at the ends say nothing.
  while (out.length > 1 && !out[out.length - 1]) out.pop();
  while (out.length > 1 && !out[0]) out.shift();
  return out;
}

interface Column {
  header: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

/** The invoice as an A4 PDF. */
export async function renderInvoicePdf(invoice: InvoiceDto): Promise<Uint8Array> {
  const { supplier, number } = invoice;
  // What names it: "Tax invoice INV-001004" once issued, "Draft — not a tax invoice" before.
  const title = number === null ? INVOICE_TEXTS.draftBanner : `${TAX_INVOICE_TITLE} ${number}`;
  const { pdf, regular, bold } = await createDocumentWithFonts(`${title} — ${supplier.name}`);
  const { degrees } = await import('pdf-lib');
  pdf.setAuthor(supplier.name);
  pdf.setSubject(`${title} for ${invoice.customerName}`);
  pdf.setLanguage('en-NZ');
  const [width, height] = A4;
  const contentWidth = width - MARGIN * 2;
  let page: PDFPage = pdf.addPage(A4);
  let y = height - MARGIN;

  /** Room for `space` points above the footer, else a new page; true when a page was begun. */
  const ensure = (space: number): boolean => {
    if (y - space >= MARGIN + FOOTER) return false;
    page = pdf.addPage(A4);
    y = height - MARGIN;
    return true;
  };
  const draw = (
    text: string,
    x: number,
    opts: { f?: DocumentFont; size?: number; color?: ReturnType<typeof rgb>; at?: number } = {},
  ) => {
    if (!text) return;
    const f = opts.f ?? regular;
    page.drawText(f.printable(text), {
      x,
      y: opts.at ?? y,
      size: opts.size ?? BODY,
      font: f.font,
      ...(opts.color ? { color: opts.color } : {}),
    });
  };
  const drawRight = (text: string, right: number, opts: { f?: DocumentFont; size?: number } = {}) => {
    const f = opts.f ?? regular;
    draw(text, right - f.widthOf(f.printable(text), opts.size ?? BODY), opts);
  };
  /** A wrapped block at `x`, `max` wide, line by line over pages. */
  const block = (
    text: string,
    x: number,
    max: number,
    opts: { f?: DocumentFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const f = opts.f ?? regular;
    const size = opts.size ?? BODY;
    for (const line of wrapText(text, f, size, max)) {
      ensure(size * 1.4);
      draw(line, x, { ...opts, f, size });
      y -= size * 1.4;
    }
  };
  const heading = (text: string) => {
    ensure(11 * 1.6 + LINE * 3);
    y -= 8;
    draw(text, MARGIN, { f: bold, size: 11 });
    y -= 11 * 1.6;
  };

  // The supplier and the words "Tax invoice", or what a draft is.
  if (number === null) {
    draw(INVOICE_TEXTS.draftBanner, MARGIN, { f: bold, size: 22, color: DRAFT_RED });
    y -= 20;
    block(INVOICE_TEXTS.draftExplained, MARGIN, contentWidth, { color: GREY });
    y -= 8;
  } else {
    draw(TAX_INVOICE_TITLE, MARGIN, { f: bold, size: 22 });
    y -= 30;
  }
  block(supplier.name, MARGIN, contentWidth, { f: bold, size: 11 });
  if (supplier.address) block(supplier.address, MARGIN, contentWidth, { color: GREY });
  draw('GST number:', MARGIN, { f: bold });
  draw(supplier.gstNumber, MARGIN + bold.widthOf('GST number:', BODY) + 5);
  y -= LINE + 10;

  // The invoice's details (left) beside the customer billed (right).
  const half = contentWidth / 2;
  const top = y;
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
  const valueAt = Math.max(...details.map(([label]) => bold.widthOf(`${label}:`, BODY))) + 10;
  for (const [label, value] of details) {
    draw(`${label}:`, MARGIN, { f: bold });
    const lines = wrapText(value, regular, BODY, half - valueAt - 12);
    lines.forEach((line, i) => draw(line, MARGIN + valueAt, { at: y - i * LINE }));
    y -= LINE * lines.length;
  }
  const leftBottom = y;
  y = top;
  draw('Billed to', MARGIN + half, { f: bold, size: 10, color: GREY });
  y -= LINE + 2;
  block(invoice.customerName, MARGIN + half, half, { f: bold, size: 10 });
  if (invoice.customerAddress) block(invoice.customerAddress, MARGIN + half, half);
  if (invoice.customerEmail) block(invoice.customerEmail, MARGIN + half, half);
  if (invoice.customerGstNumber)
    block(`Customer GST number ${invoice.customerGstNumber}`, MARGIN + half, half);
  y = Math.min(y, leftBottom) - 14;

  // The lines: description, quantity, unit price, amount excluding GST.
  const columns: Column[] = [
    { header: 'Description', width: 47 },
    { header: 'Quantity', width: 12, align: 'right' },
    { header: 'Unit price', width: 17, align: 'right' },
    { header: 'Amount excl. GST', width: 24, align: 'right' },
  ];
  const scale = contentWidth / columns.reduce((total, c) => total + c.width, 0);
  const xs: number[] = [];
  let left = MARGIN;
  for (const c of columns) {
    xs.push(left);
    left += c.width * scale;
  }
  const cellRight = (i: number) => xs[i]! + columns[i]!.width * scale;
  const rule = (at: number, thickness = 0.6) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: MARGIN + contentWidth, y: at },
      thickness,
      color: RULE,
    });
  const tableHeader = () => {
    columns.forEach((c, i) =>
      c.align === 'right'
        ? drawRight(c.header, cellRight(i), { f: bold })
        : draw(c.header, xs[i]!, { f: bold }),
    );
    rule(y - 5);
    y -= LINE + 5;
  };
  ensure(LINE * 4);
  tableHeader();
  for (const line of invoice.lines) {
    const description = wrapText(line.description, regular, BODY, columns[0]!.width * scale - 8);
    if (ensure(LINE * description.length + 4)) tableHeader();
    description.forEach((text, i) => draw(text, xs[0]!, { at: y - i * LINE }));
    drawRight(String(line.quantity), cellRight(1));
    drawRight(formatNzd(line.unitPriceCents), cellRight(2));
    drawRight(formatNzd(line.amountCents), cellRight(3));
    y -= LINE * description.length + 4;
  }
  if (invoice.lines.length === 0) {
    draw('No items.', xs[0]!, { color: GREY });
    y -= LINE;
  }

  // The totals: excluding GST, the GST, including GST (exact, to the cent).
  ensure(LINE * 4 + 12);
  rule(y + LINE - 6);
  y -= 4;
  const labelAt = xs[2]! - 60;
  const total = (label: string, cents: number, strong = false) => {
    const f = strong ? bold : regular;
    draw(label, labelAt, { f, size: strong ? 10.5 : BODY });
    drawRight(formatNzd(cents), cellRight(3), { f, size: strong ? 10.5 : BODY });
    y -= LINE + (strong ? 2 : 0);
  };
  total('Total excluding GST', invoice.subtotalCents);
  total(`GST ${GST_RATE_PERCENT}%`, invoice.gstCents);
  rule(y + LINE - 4, 0.4);
  total('Total including GST', invoice.totalCents, true);
  y -= 4;
  block('All amounts are in New Zealand dollars (NZD).', labelAt, MARGIN + contentWidth - labelAt, {
    color: GREY,
    size: 8.5,
  });

  // A draft is not for payment: there is no number to pay against.
  if (supplier.paymentDetails && number !== null) {
    heading('Payment details');
    block(supplier.paymentDetails, MARGIN, contentWidth);
    block(`Reference: ${number}. Due by ${formatLongDate(invoice.dueDate)}.`, MARGIN, contentWidth);
  }
  if (invoice.notes) {
    heading('Notes');
    block(invoice.notes, MARGIN, contentWidth);
  }

  // Every page's foot: the invoice, the supplier's GST number, page n of N; across a draft's every
  // page, large and pale behind the text, that it is a draft.
  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    if (number === null) {
      const mark = INVOICE_TEXTS.draftBanner;
      const size = 40;
      const w = bold.widthOf(bold.printable(mark), size);
      // Centred on the page along its diagonal (45°: cos = sin = √½).
      const offset = (w / 2) * Math.SQRT1_2;
      p.drawText(bold.printable(mark), {
        x: width / 2 - offset + (size / 2) * Math.SQRT1_2,
        y: height / 2 - offset - (size / 2) * Math.SQRT1_2,
        size,
        font: bold.font,
        color: DRAFT_RED,
        opacity: 0.15,
        rotate: degrees(45),
      });
    }
    const foot = `${title} — ${supplier.name}, GST number ${supplier.gstNumber}`;
    const right = `Page ${index + 1} of ${pages.length}`;
    const [first] = wrapText(foot, regular, 7.5, contentWidth - 70);
    p.drawText(first ?? '', { x: MARGIN, y: MARGIN, size: 7.5, font: regular.font, color: GREY });
    p.drawText(right, {
      x: MARGIN + contentWidth - regular.widthOf(right, 7.5),
      y: MARGIN,
      size: 7.5,
      font: regular.font,
      color: GREY,
    });
  });
  return savePdf(pdf);
}
