/** Reading the text back out of the PDFs the API draws, as a reader's copy and paste would. */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

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
 * What a PDF reader would copy out of a PDF the platform drew (a letter, the estate statement): each
 * text-showing operator's glyphs mapped back through its font's ToUnicode table, one line per
 * operator, in drawing order; also page by page, and the embedded fonts.
 */
export async function extractText(
  bytes: Uint8Array,
): Promise<{ lines: string[]; pages: string[][]; baseFonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const pages: string[][] = [];
  const baseFonts = new Set<string>();
  for (const page of doc.getPages()) {
    const pageLines: string[] = [];
    pages.push(pageLines);
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
      pageLines.push(line);
    }
  }
  return { lines, pages, baseFonts: [...baseFonts] };
}
