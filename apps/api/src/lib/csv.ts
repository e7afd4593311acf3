/** A number as a CSV cell writes it ("-80.00", "1234.5"): never prefixed, whatever its sign. */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain number: ${text}`);
  }
}

/** What a CSV cell may hold: a value written as text, or a list written as "a; b". */
export type CsvValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | CsvNumber
  | readonly string[]
  | null
  | undefined;

// `Array.isArray` does not narrow a readonly array type (TypeScript issue 17002).
const isList = (value: CsvValue): value is readonly string[] => Array.isArray(value);

/**
 * Who reads a CSV file (decision 080):
 * - `spreadsheet` (the default): a person opens it in Excel, Numbers or Google Sheets. Formula-injection
 *   safe: a text cell starting with = + - @, a tab or a carriage return is prefixed with ' so the
 *   spreadsheet shows it as text (OWASP CSV injection). The audit log, reports, the inventory and the
 *   OneLaw ZIP.
 * - `import`: another program imports it (Xero's bank statement import). The data exactly as it is,
 *   quoted per RFC 4180 and nothing added: the program never evaluates formulas, and a ' would be
 *   imported into the record as a literal character.
 */
export type CsvPurpose = 'spreadsheet' | 'import';
export interface CsvOptions {
  purpose?: CsvPurpose;
}

/** One CSV cell: RFC 4180 quoting; for a spreadsheet, formula-injection safe (see `CsvPurpose`). */
export function csvCell(value: CsvValue, { purpose = 'spreadsheet' }: CsvOptions = {}): string {
  if (value === null || value === undefined) return '';
  // A number is no formula: a negative amount stays "-80.00", not "'-80.00".
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = value instanceof Date ? value.toISOString() : isList(value) ? value.join('; ') : String(value);
  if (purpose === 'spreadsheet' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: UTF-8 with a byte-order mark (so Excel reads macrons), CRLF line ends. */
export function toCsv(headers: string[], rows: CsvValue[][], options: CsvOptions = {}): string {
  const lines = [headers, ...rows].map((r) => r.map((v) => csvCell(v, options)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A name as part of a file name: "Hēmi Te Rangi" is "hemi-te-rangi" (ASCII, so every system keeps it). */
export function fileSlug(name: string, fallback = 'estate'): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  );
}
