import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../src/services/notifyflow/letter-pdf.js';

const streamText = (s: PDFObject | undefined): string => {
  if (!(s instanceof PDFRawStream)) throw new Error('expected a stream');
  return Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
};

/** Glyph id (hex) → text, from a font's ToUnicode CMap (bfchar and bfrange entries). */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(gid!.toUpperCase(), utf16(uni!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, uni] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(uni!, 16);
      for (let g = parseInt(lo!, 16); g <= parseInt(hi!, 16); g++) {
        map.set(
          g.toString(16).toUpperCase().padStart(lo!.length, '0'),
          String.fromCodePoint(start + g - parseInt(lo!, 16)),
        );
      }
    }
  }
  return map;
}

/**
 * What a PDF reader would copy out of the letter: each text-showing operator's glyphs mapped back
 * through its font's ToUnicode table, one line per operator. Also answers the embedded fonts.
 */
async function extractText(bytes: Uint8Array): Promise<{ lines: string[]; baseFonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const baseFonts = new Set<string>();
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const toUnicode = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict.entries()) {
      const font = doc.context.lookup(ref, PDFDict);
      baseFonts.add(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText());
      toUnicode.set(name.decodeText(), parseToUnicode(streamText(font.lookup(PDFName.of('ToUnicode')))));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const ops = streams.map(streamText).join('\n');
    let current = new Map<string, string>();
    for (const m of ops.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) {
        current = toUnicode.get(m[1]) ?? new Map();
        continue;
      }
      const hex = m[2]!.toUpperCase();
      let line = '';
      for (let i = 0; i < hex.length; i += 4) line += current.get(hex.slice(i, i + 4)) ?? '\uFFFD';
      lines.push(line);
    }
  }
  return { lines, baseFonts: [...baseFonts] };
}

const letter = (institutionName: string, bodyLines: string[]) =>
  renderLetterPdf({
    institutionName,
    postalAddress: 'Private Bag 39990\nTe Awakairangi Lower Hutt 5045',
    referenceCode: 'NF-7K2Q9D',
    date: new Date('2026-11-20T00:00:00Z'),
    bodyLines,
  });

describe('letter PDFs', () => {
  it('keep te reo Māori macrons: the text copied out of the PDF is the text put in', async () => {
    const pdf = await letter('Te Rūnanga o Ngāi Tahu', [
      'Name of the deceased: Hēmi Tūhoe',
      'Address: 12 Pōneke Street, Whanganui-a-Tara (Wellington)',
      'Heritage: Māori — “whānau” matters; ĀĒĪŌŪ āēīōū',
    ]);
    const { lines, baseFonts } = await extractText(pdf);
    expect(lines).toContain('Te Rūnanga o Ngāi Tahu');
    expect(lines).toContain('Name of the deceased: Hēmi Tūhoe');
    expect(lines).toContain('Address: 12 Pōneke Street, Whanganui-a-Tara (Wellington)');
    expect(lines).toContain('Heritage: Māori — “whānau” matters; ĀĒĪŌŪ āēīōū');
    expect(lines).toContain('NZ Estate Platform — NotifyFlow');
    expect(lines).toContain('20 November 2026');
    // Embedded DejaVu (pdf-lib tags a subset with a number), not a standard font that cannot encode ā.
    expect(baseFonts.sort()).toEqual([
      expect.stringMatching(/^DejaVuSans-\d+$/),
      expect.stringMatching(/^DejaVuSans-Bold-\d+$/),
    ]);
    // Only the glyphs used are embedded (the two font files alone are 125 KB): a letter stays small.
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('decomposed input is composed, and characters the font lacks degrade instead of vanishing', async () => {
    const pdf = await letter('Kiwibank', [
      'Ma\u0304ori', // "Māori" typed with a combining macron
      'Name: 李 Wei', // CJK is outside the subset
      'Q\u0304 stays readable',
    ]);
    const { lines } = await extractText(pdf);
    expect(lines).toContain('Māori');
    expect(lines).toContain('Name: ? Wei');
    expect(lines).toContain('Q stays readable');
  });

  it('wraps long lines onto more pages without losing words', async () => {
    const words = Array.from({ length: 1500 }, (_, i) => `kupu${i}`);
    const pdf = await letter('Inland Revenue', [words.join(' ')]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const { lines } = await extractText(pdf);
    expect(lines.join(' ')).toContain(words.join(' '));
  });
});
