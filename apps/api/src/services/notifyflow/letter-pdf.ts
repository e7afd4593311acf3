import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

export interface LetterContent {
  institutionName: string;
  postalAddress: string | null;
  referenceCode: string;
  bodyLines: string[];
  date: Date;
}

/**
 * DejaVu Sans cut to the Latin ranges (see apps/api/assets/fonts/README.md). The PDF standard fonts
 * only encode Windows-1252, which has none of te reo Māori's macrons. The fonts sit beside `dist/`
 * and `drizzle/` in apps/api (what a deployment ships), three levels above this file in both
 * `src/` (tests) and `dist/`.
 */
const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');

interface LetterFont {
  bytes: Uint8Array;
  parsed: Font;
  /** Advance width in 1/1000 em of every code point the subset has a glyph for. */
  widths: Map<number, number>;
}

let fonts: Promise<{ regular: LetterFont; bold: LetterFont }> | undefined;

/** Read and parsed once per process; each letter embeds only the glyphs it uses. */
function loadFonts(): Promise<{ regular: LetterFont; bold: LetterFont }> {
  const load = async (file: string): Promise<LetterFont> => {
    const bytes = new Uint8Array(await readFile(path.join(FONT_DIR, file)));
    const parsed = fontkit.create(bytes);
    const scale = 1000 / parsed.unitsPerEm;
    const widths = new Map(
      parsed.characterSet.map((cp) => [cp, parsed.glyphForCodePoint(cp).advanceWidth * scale]),
    );
    return { bytes, parsed, widths };
  };
  fonts ??= Promise.all([load('DejaVuSans-latin.ttf'), load('DejaVuSans-Bold-latin.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  // A failed read (a missing file) is retried on the next letter rather than cached.
  void fonts.catch(() => (fonts = undefined));
  return fonts;
}

/**
 * What pdf-lib gets as fontkit. pdf-lib parses the font file again for every document (~10 ms),
 * and lays text out with fontkit's full OpenType shaper; the subset has no layout tables
 * (no ligatures, no kerning), so code point → glyph through the cmap is the same result at a
 * fraction of the cost. fontkit only reads the parsed font; each document builds its own subset.
 */
function sharedFontkit(letterFonts: LetterFont[]): typeof fontkit {
  const fast = new Map(
    letterFonts.map(({ bytes, parsed }) => {
      const layout = (text: string) => ({
        glyphs: Array.from(text, (c) => parsed.glyphForCodePoint(c.codePointAt(0)!)),
      });
      const proxy = new Proxy(parsed, {
        get: (target, prop) => (prop === 'layout' ? layout : Reflect.get(target, prop, target)),
      });
      return [bytes, proxy] as const;
    }),
  );
  return {
    ...fontkit,
    create: (bytes, postscriptName) => fast.get(bytes) ?? fontkit.create(bytes, postscriptName),
  };
}

/**
 * A character the subset lacks loses its accent (a lone combining mark is dropped), or else becomes
 * "?", instead of printing as a blank box.
 */
function printable(widths: Map<number, number>, text: string): string {
  const ok = (s: string) => [...s].every((c) => widths.has(c.codePointAt(0)!));
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (ok(ch)) return ch;
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return !bare || ok(bare) ? bare : '?';
    })
    .join('');
}

/** A one-or-more-page A4 letter, ready to print and post. */
export async function renderLetterPdf(content: LetterContent): Promise<Uint8Array> {
  const { regular, bold: boldFont } = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(sharedFontkit([regular, boldFont]));
  pdf.setTitle(`Notification of death — ${content.referenceCode}`);
  const font = await pdf.embedFont(regular.bytes, { subset: true });
  const bold = await pdf.embedFont(boldFont.bytes, { subset: true });
  const widthsOf = new Map<PDFFont, Map<number, number>>([
    [font, regular.widths],
    [bold, boldFont.widths],
  ]);
  const [width, height] = [595.28, 841.89];
  const margin = 56;
  let page = pdf.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, opts: { size?: number; f?: PDFFont; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    const f = opts.f ?? font;
    const widths = widthsOf.get(f)!;
    // Same sum pdf-lib's widthOfTextAtSize makes (the subset has no ligatures), without laying
    // the line out again for every word.
    const widthOf = (s: string) => {
      let w = 0;
      for (const c of s) w += widths.get(c.codePointAt(0)!) ?? 0;
      return (w * size) / 1000;
    };
    const space = widthOf(' ');
    const words = printable(widths, text).split(/\s+/);
    let line = '';
    let lineWidth = 0;
    const flush = () => {
      if (y < margin + size) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y, size, font: f });
      y -= size * 1.45;
      line = '';
      lineWidth = 0;
    };
    for (const w of words) {
      const wordWidth = widthOf(w);
      if (line && lineWidth + space + wordWidth > width - margin * 2) flush();
      lineWidth += (line ? space : 0) + wordWidth;
      line = line ? `${line} ${w}` : w;
    }
    flush();
    y -= opts.gap ?? 0;
  };

  write('NZ Estate Platform — NotifyFlow', { f: bold, size: 13, gap: 4 });
  write(
    content.date.toLocaleDateString('en-NZ', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Pacific/Auckland',
    }),
    { gap: 12 },
  );
  write(content.institutionName, { f: bold });
  for (const l of (content.postalAddress ?? 'Deceased estates team').split('\n')) write(l);
  y -= 16;
  write(`Reference: ${content.referenceCode}`, { f: bold, gap: 10 });
  for (const l of content.bodyLines) write(l || ' ');
  // Without object streams: half the time to save (their deflate dominates), ~2.5 KB larger, and
  // readable by PDF 1.4-era printers.
  return pdf.save({ useObjectStreams: false });
}
