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
 * One CSV cell: RFC 4180 quoting, and formula-injection safe — a cell starting with = + - @, a
 * tab or a carriage return is prefixed with ' so spreadsheets show it as text (OWASP CSV injection).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // A number is no formula: a negative amount stays "-80.00", not "'-80.00".
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = value instanceof Date ? value.toISOString() : isList(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: UTF-8 with a byte-order mark (so Excel reads macrons), CRLF line ends. */
export function toCsv(headers: string[], rows: CsvValue[][]): string {
  const lines = [headers, ...rows].map((r) => r.map(csvCell).join(','));
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
