import { centsToDollars, REPORT_FILE_TYPES, type ReportFormat } from '@estate/domain';
import type { PDFPage } from 'pdf-lib';
import writeExcelFile, { type Cell as XlsxCell } from 'write-excel-file/node';
import { CsvNumber, fileSlug, toCsv, type CsvValue } from '../../lib/csv.js';
import { A4, createDocumentWithFonts, rgb, savePdf, type DocumentFont } from '../pdf/fonts.js';
import { formatLongDate, formatNzd } from '../estate-money/statement-pdf.js';
import type { ReportCell, ReportColumn, ReportTable } from './generate-report.js';

/*
 * A report's table as a file (issue 15): CSV (formula-safe, amounts as plain decimals), PDF (A4
 * landscape in the statement's house style: DejaVu Sans, en-NZ dates, NZD; long cells wrap onto more
 * lines, never cut), XLSX (write-excel-file, decision 021: numbers as numbers, money as dollars with
 * two decimals, dates as dates). Instants are printed in New Zealand time.
 */

export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const nzDateTime = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const nzParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as New Zealand's wall clock, "2026-11-23 14:05" (sortable, for CSV). */
function nzStamp(isoInstant: string): string {
  const p = Object.fromEntries(nzParts.formatToParts(new Date(isoInstant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `report-monthly-financials-2026-11-23.pdf`: ASCII, so every browser and mail client keeps it. */
export function reportFileName(table: ReportTable, format: ReportFormat): string {
  const day = nzStamp(table.generatedAt.toISOString()).slice(0, 10);
  return `report-${fileSlug(table.title, 'report')}-${day}.${REPORT_FILE_TYPES[format].extension}`;
}

/* ─────────────────────────────── CSV ─────────────────────────────── */

function csvValue(cell: ReportCell, column: ReportColumn): CsvValue {
  if (cell === null) return '';
  if (column.kind === 'money') return new CsvNumber(centsToDollars(cell as number));
  if (column.kind === 'datetime') return nzStamp(String(cell));
  return cell;
}

export function renderReportCsv(table: ReportTable): Buffer {
  const csv = toCsv(
    table.columns.map((c) => (c.kind === 'money' ? `${c.header} (NZD)` : c.header)),
    table.rows.map((row) => row.map((cell, i) => csvValue(cell, table.columns[i]!))),
  );
  return Buffer.from(csv, 'utf8');
}

/* ─────────────────────────────── XLSX ─────────────────────────────── */

/** A New Zealand wall-clock time as a Date whose UTC fields are it (spreadsheets have no zones). */
const asWallClock = (isoInstant: string) => new Date(`${nzStamp(isoInstant).replace(' ', 'T')}:00Z`);

function xlsxValue(cell: ReportCell, column: ReportColumn): XlsxCell {
  if (cell === null) return null;
  switch (column.kind) {
    case 'money':
      // Dollars for the spreadsheet to add up; the cents are exact in the file's text (n/100 prints
      // back to the same two decimals).
      return { value: (cell as number) / 100, type: Number, format: '#,##0.00' };
    case 'number':
      return { value: cell as number, type: Number };
    case 'date':
      return { value: new Date(`${String(cell)}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' };
    case 'datetime':
      return { value: asWallClock(String(cell)), type: Date, format: 'dd/mm/yyyy hh:mm' };
    default:
      return String(cell);
  }
}

export async function renderReportXlsx(table: ReportTable): Promise<Buffer> {
  const header: XlsxCell[] = table.columns.map((c) => ({
    value: c.kind === 'money' ? `${c.header} (NZD)` : c.header,
    type: String,
    fontWeight: 'bold',
  }));
  const data = [header, ...table.rows.map((row) => row.map((cell, i) => xlsxValue(cell, table.columns[i]!)))];
  const widths = table.columns.map((c, i) => ({
    width: Math.min(
      50,
      Math.max(
        c.header.length + 6,
        ...table.rows.map((r) => (typeof r[i] === 'string' ? r[i].length + 2 : 14)),
      ),
    ),
  }));
  return writeExcelFile(data, { sheet: 'Report', columns: widths, stickyRowsCount: 1 }).toBuffer();
}

/* ─────────────────────────────── PDF ─────────────────────────────── */

const MARGIN = 40;
const FOOTER = 30;
const BODY = 8.5;
const LINE = 11;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);
/** Landscape A4: the widest tables have seven columns. */
const PAGE: [number, number] = [A4[1], A4[0]];
const WEIGHT: Record<ReportColumn['kind'], number> = {
  text: 3,
  money: 1.6,
  number: 1.1,
  date: 1.5,
  datetime: 2,
};

function pdfText(cell: ReportCell, column: ReportColumn): string {
  if (cell === null) return '—';
  switch (column.kind) {
    case 'money':
      return formatNzd(cell as number);
    case 'number':
      return String(cell);
    case 'date':
      return formatLongDate(String(cell), '—');
    case 'datetime':
      return nzDateTime.format(new Date(String(cell)));
    default:
      return String(cell);
  }
}

/** Text broken into lines no wider than `max` points; a word longer than a line is broken too. */
function wrap(text: string, f: DocumentFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    let rest = word;
    // A word wider than the column: as many characters per line as fit.
    while (f.widthOf(rest, size) > max && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && f.widthOf(rest.slice(0, cut), size) > max) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return rest;
  };
  for (const word of f.printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (f.widthOf(next, size) <= max) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = push(word);
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function renderReportPdf(table: ReportTable): Promise<Buffer> {
  const { pdf, regular, bold } = await createDocumentWithFonts(table.title);
  pdf.setAuthor('NZ Estate Platform');
  pdf.setLanguage('en-NZ');
  const [width, height] = PAGE;
  const contentWidth = width - MARGIN * 2;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = height - MARGIN;

  const draw = (text: string, x: number, f: DocumentFont, size: number, color = rgb(0, 0, 0)) => {
    if (text) page.drawText(f.printable(text), { x, y, size, font: f.font, color });
  };

  const prepared = nzDateTime.format(table.generatedAt);
  draw(table.title, MARGIN, bold, 16);
  y -= 20;
  draw(`${table.scope} · Prepared ${prepared}`, MARGIN, regular, 9.5, GREY);
  y -= 14;
  draw(
    'Amounts are in New Zealand dollars; dates and times are New Zealand time. The report shows what its owner may see.',
    MARGIN,
    regular,
    8,
    GREY,
  );
  y -= 22;

  const totalWeight = table.columns.reduce((t, c) => t + WEIGHT[c.kind], 0);
  const widths = table.columns.map((c) => (WEIGHT[c.kind] / totalWeight) * contentWidth);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((t, w) => t + w, 0));
  const right = (c: ReportColumn) => c.kind === 'money' || c.kind === 'number';

  /** One row of wrapped cells; the lines of each cell go down from the row's top. */
  const drawRow = (cells: string[], f: DocumentFont, lines: string[][]) => {
    const rows = Math.max(...lines.map((l) => l.length));
    cells.forEach((_, i) => {
      const column = table.columns[i]!;
      lines[i]!.forEach((text, n) => {
        const at = right(column) ? xs[i]! + widths[i]! - 4 - f.widthOf(text, BODY) : xs[i]!;
        page.drawText(text, { x: at, y: y - n * LINE, size: BODY, font: f.font });
      });
    });
    y -= rows * LINE + 4;
  };
  const linesOf = (cells: string[], f: DocumentFont) =>
    cells.map((text, i) => wrap(text, f, BODY, widths[i]! - 8));

  const header = () => {
    const cells = table.columns.map((c) => c.header);
    drawRow(cells, bold, linesOf(cells, bold));
    page.drawLine({
      start: { x: MARGIN, y: y + LINE - 3 },
      end: { x: MARGIN + contentWidth, y: y + LINE - 3 },
      thickness: 0.6,
      color: RULE,
    });
    y -= 2;
  };

  if (table.rows.length === 0) {
    draw('Nothing to report: there are no rows for what this report covers.', MARGIN, regular, 10);
  } else {
    header();
    for (const row of table.rows) {
      const cells = row.map((cell, i) => pdfText(cell, table.columns[i]!));
      const lines = linesOf(cells, regular);
      const needed = Math.max(...lines.map((l) => l.length)) * LINE + 4;
      if (y - needed < MARGIN + FOOTER) {
        page = pdf.addPage(PAGE);
        y = height - MARGIN;
        draw(`${table.title} (continued)`, MARGIN, bold, 11);
        y -= 18;
        header();
      }
      drawRow(cells, regular, lines);
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    const left = regular.printable(`${table.title} — ${table.scope}, prepared ${prepared}`);
    const pageNo = `Page ${index + 1} of ${pages.length}`;
    p.drawText(left, { x: MARGIN, y: MARGIN - 10, size: 7.5, font: regular.font, color: GREY });
    p.drawText(pageNo, {
      x: MARGIN + contentWidth - regular.widthOf(pageNo, 7.5),
      y: MARGIN - 10,
      size: 7.5,
      font: regular.font,
      color: GREY,
    });
  });
  return Buffer.from(await savePdf(pdf));
}

/** The report as a file of the format asked for. */
export async function renderReport(table: ReportTable, format: ReportFormat): Promise<ReportFile> {
  const content =
    format === 'csv'
      ? renderReportCsv(table)
      : format === 'xlsx'
        ? await renderReportXlsx(table)
        : await renderReportPdf(table);
  return {
    fileName: reportFileName(table, format),
    contentType: REPORT_FILE_TYPES[format].contentType,
    content,
  };
}
