import { centsToDollars, nzWallClock, REPORT_FILE_TYPES, type ReportFormat } from '@estate/domain';
import writeExcelFile, { type Cell as XlsxCell } from 'write-excel-file/node';
import { CsvNumber, fileSlug, toCsv, type CsvValue } from '../../lib/csv.js';
import { A4 } from '../pdf/fonts.js';
import { createFlow, GREY } from '../pdf/layout.js';
import { formatLongDate, formatNzd } from '../estate-money/statement-pdf.js';
import type { ReportCell, ReportColumn, ReportTable } from './generate-report.js';

/*
 * A report's table as a file (issue 15): CSV (formula-safe, amounts as plain decimals), PDF (A4
 * landscape in the statement's house style, laid out by services/pdf/layout.ts: DejaVu Sans, en-NZ
 * dates, NZD; long cells wrap onto more lines, never cut), XLSX (write-excel-file, decision 021: numbers as numbers, money as dollars with
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
/** An instant as New Zealand's wall clock, "2026-11-23 14:05" (sortable, for CSV). */
function nzStamp(isoInstant: string): string {
  const { date, time } = nzWallClock(new Date(isoInstant));
  return `${date} ${time}`;
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

export async function renderReportPdf(table: ReportTable): Promise<Buffer> {
  const flow = await createFlow({
    title: table.title,
    author: 'NZ Estate Platform',
    size: PAGE,
    margin: MARGIN,
    footer: FOOTER,
  });
  const prepared = nzDateTime.format(table.generatedAt);
  flow.text(table.title, { f: flow.bold, size: 16, leading: 20 / 16, role: 'H1' });
  flow.text(`${table.scope} · Prepared ${prepared}`, { size: 9.5, color: GREY, leading: 14 / 9.5 });
  flow.text(
    'Amounts are in New Zealand dollars; dates and times are New Zealand time. The report shows what its owner may see.',
    { size: 8, color: GREY, leading: 22 / 8 },
  );

  if (table.rows.length === 0) {
    flow.text('Nothing to report: there are no rows for what this report covers.', { size: 10 });
  } else {
    flow.table({
      title: table.title,
      columns: table.columns.map((c) => ({
        header: c.header,
        width: WEIGHT[c.kind],
        align: c.kind === 'money' || c.kind === 'number' ? 'right' : 'left',
      })),
      rows: table.rows.map((row) => ({ cells: row.map((cell, i) => pdfText(cell, table.columns[i]!)) })),
      size: BODY,
      leading: LINE / BODY,
      rowGap: 4,
    });
  }
  flow.footers(`${table.title} — ${table.scope}, prepared ${prepared}`, { at: MARGIN - 10 });
  return Buffer.from(await flow.save());
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
