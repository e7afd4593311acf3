import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type fontkitModule from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';
import type { ColorTypes, PDFDocument, PDFFont, RGB } from 'pdf-lib';
import { API_ROOT } from '../../lib/api-root.js';

/**
 * The fonts every PDF the platform prints embeds (NotifyFlow's letters, the estate statement):
 * DejaVu Sans cut to the Latin ranges (see apps/api/assets/fonts/README.md). The PDF standard fonts
 * only encode Windows-1252, which has none of te reo Māori's macrons. The fonts sit beside `dist/`
 * and `drizzle/` in apps/api (what a deployment ships).
 */
const FONT_DIR = path.join(API_ROOT, 'assets/fonts');

interface LoadedFont {
  bytes: Uint8Array;
  parsed: Font;
  /** Advance width in 1/1000 em of every code point the subset has a glyph for. */
  widths: Map<number, number>;
}

/**
 * pdf-lib and fontkit take a second of CPU to load (their tables are built on import): they are
 * loaded with the first document, not at start-up, which needs no PDF.
 */
type Fontkit = typeof fontkitModule;
const pdfLib = () => import('pdf-lib');
const loadFontkit = async (): Promise<Fontkit> => (await import('@pdf-lib/fontkit')).default;

/** pdf-lib's `rgb()` (a plain colour object), without loading pdf-lib for a module's constants. */
export function rgb(red: number, green: number, blue: number): RGB {
  for (const value of [red, green, blue]) {
    if (!(value >= 0 && value <= 1)) throw new RangeError(`a colour component must be 0 to 1, not ${value}`);
  }
  // ColorTypes.RGB is the string 'RGB'; only its type is imported here.
  return { type: 'RGB' as ColorTypes.RGB, red, green, blue };
}

let fonts: Promise<{ regular: LoadedFont; bold: LoadedFont }> | undefined;

/** Read and parsed once per process; each document embeds only the glyphs it uses. */
function loadFonts(): Promise<{ regular: LoadedFont; bold: LoadedFont }> {
  const load = async (file: string): Promise<LoadedFont> => {
    const fontkit = await loadFontkit();
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
  // A failed read (a missing file) is retried on the next document rather than cached.
  void fonts.catch(() => (fonts = undefined));
  return fonts;
}

/**
 * What pdf-lib gets as fontkit. pdf-lib parses the font file again for every document (~10 ms),
 * and lays text out with fontkit's full OpenType shaper; the subset has no layout tables
 * (no ligatures, no kerning), so code point → glyph through the cmap is the same result at a
 * fraction of the cost. fontkit only reads the parsed font; each document builds its own subset.
 */
function sharedFontkit(fontkit: Fontkit, loaded: LoadedFont[]): Fontkit {
  const fast = new Map(
    loaded.map(({ bytes, parsed }) => {
      const layout = (text: string) => ({
        glyphs: Array.from(text, (c) => parsed.glyphForCodePoint(c.codePointAt(0)!)),
      });
      const proxy = new Proxy(parsed, {
        get: (target, prop): unknown => (prop === 'layout' ? layout : Reflect.get(target, prop, target)),
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
function printableWith(widths: Map<number, number>, text: string): string {
  const ok = (s: string) => [...s].every((c) => widths.has(c.codePointAt(0)!));
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (ok(ch)) return ch;
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return !bare || ok(bare) ? bare : '?';
    })
    .join('');
}

/**
 * A subset's tag (ISO 32000-1 §9.6.4): six uppercase letters and '+' before the font's PostScript
 * name, "KQWMBZ+DejaVuSans"; PDF/A checkers and prepress tools read it as "this is a subset". pdf-lib
 * would name it "DejaVuSans-6120" instead. Random per embedding, so two subsets in a file differ.
 */
export function subsetName(postscriptName: string): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${tag}+${postscriptName}`;
}

/** One embedded font and what a layout needs of it. */
export interface DocumentFont {
  font: PDFFont;
  /** The text as the font can print it (see printableWith). */
  printable(text: string): string;
  /** Width of (printable) text at `size` points: the same sum pdf-lib's widthOfTextAtSize makes. */
  widthOf(text: string, size: number): number;
}

/** A new PDF with the regular and bold fonts embedded (subset to the glyphs the document uses). */
export async function createDocumentWithFonts(
  title: string,
): Promise<{ pdf: PDFDocument; regular: DocumentFont; bold: DocumentFont }> {
  const [{ regular, bold }, { PDFDocument }, fontkit] = await Promise.all([
    loadFonts(),
    pdfLib(),
    loadFontkit(),
  ]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(sharedFontkit(fontkit, [regular, bold]));
  // The title is what a reader's window shows (/DisplayDocTitle), not the file name.
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage('en-NZ');
  const embed = async (loaded: LoadedFont): Promise<DocumentFont> => {
    const font = await pdf.embedFont(loaded.bytes, {
      subset: true,
      customName: subsetName(loaded.parsed.postscriptName ?? 'Font'),
    });
    return {
      font,
      printable: (text) => printableWith(loaded.widths, text),
      widthOf: (text, size) => {
        let w = 0;
        for (const c of text) w += loaded.widths.get(c.codePointAt(0)!) ?? 0;
        return (w * size) / 1000;
      },
    };
  };
  return { pdf, regular: await embed(regular), bold: await embed(bold) };
}

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];

/**
 * Saved without object streams: half the time to save (their deflate dominates), ~2.5 KB larger, and
 * readable by PDF 1.4-era printers.
 */
export function savePdf(pdf: PDFDocument): Promise<Uint8Array> {
  return pdf.save({ useObjectStreams: false });
}
