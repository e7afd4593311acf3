import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

const records = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.records;
};

describe('parseCsv (RFC 4180)', () => {
  it('reads fields and records with the line each starts on', () => {
    expect(records('a,b,c\n1,2,3\n')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', '2', '3'] },
    ]);
  });

  it('takes CRLF, LF and a lone CR, with or without a last line end', () => {
    const cells = (text: string) => records(text).map((r) => r.cells);
    expect(cells('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(records('a\r\n\r\nb').map((r) => r.line)).toEqual([1, 3]);
  });

  it('drops a byte-order mark and skips blank lines', () => {
    expect(records('\uFEFFDate,Amount\n\n2026-01-02,5\n\n')).toEqual([
      { line: 1, cells: ['Date', 'Amount'] },
      { line: 3, cells: ['2026-01-02', '5'] },
    ]);
  });

  it('keeps commas, quotes written twice and line breaks inside quotes', () => {
    const read = records('"Smith, J","He said ""hi""","two\r\nlines"\nnext,"",x\n');
    expect(read).toEqual([
      { line: 1, cells: ['Smith, J', 'He said "hi"', 'two\r\nlines'] },
      { line: 3, cells: ['next', '', 'x'] },
    ]);
  });

  it('keeps empty fields, and macrons as they are', () => {
    expect(records('Hēmi,,Māori,\n')[0]!.cells).toEqual(['Hēmi', '', 'Māori', '']);
  });

  it('names the line of a quote never closed', () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({
      ok: false,
      error: 'Line 2: a quoted field is never closed',
    });
  });
});
