/**
 * Reading CSV text (RFC 4180), for files people upload: a bank statement, say. Pure: no I/O.
 *
 * - Fields are separated by commas; a record ends at CRLF, LF or a lone CR (spreadsheets and banks
 *   write all three).
 * - A field in double quotes may hold commas, line breaks and quotes written twice (`""`).
 * - A leading byte-order mark is dropped (Excel writes one), and blank lines are skipped.
 * - Each record keeps the line of the file it starts on, so a message can name it ("Line 4: …").
 *
 * Lenient where a file is still clearly meant: text after a closing quote is kept
 * (`"a"b` reads `ab`). A quote left open to the end of the file is an error, naming its line.
 */

export interface CsvRecord {
  /** The line of the file the record starts on (1 is the first line). */
  line: number;
  cells: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; error: string };

export function parseCsv(text: string): CsvParse {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  /** The current field began with a quote (so an empty "" field is still a field). */
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endRecord = () => {
    cells.push(cell);
    // A blank line is one empty, unquoted field: nothing to read.
    if (!(cells.length === 1 && cells[0] === '' && !wasQuoted)) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    wasQuoted = false;
  };

  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      wasQuoted = true;
      quoteLine = line;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      wasQuoted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) return { ok: false, error: `Line ${quoteLine}: a quoted field is never closed` };
  if (cell !== '' || cells.length > 0 || wasQuoted) endRecord();
  return { ok: true, records };
}
