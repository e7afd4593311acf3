import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { A4, createDocumentWithFonts, rgb, savePdf, type DocumentFont } from './fonts.js';
import { StructureTree, type StructNode, type StructRole } from './tags.js';

/**
 * The one page layout every PDF the platform prints uses (issue 42, decision 076): letters, the
 * estate statement, invoices, reports and the audit-log export. A flow down the page between its
 * margins: paragraphs, headings, label/value blocks and tables.
 *
 * Its rules: text is wrapped, never cut. A word wider than its line (a URL, a court file number, an
 * account description with no spaces) is broken, after a "/", "-", "~", "_", ".", "?", "&", "=" or
 * "," where one fits, else after the last character that fits. A table's cells wrap; a row is as
 * tall as its tallest cell; pages break between rows (a row taller than a whole page breaks between
 * its lines) and the table's title and column headers repeat on the new page. Every text run lies
 * inside the margins.
 *
 * The document says what it is: its title (shown in a reader's title bar), language en-NZ, and a
 * tagged structure (headings, paragraphs, tables, figures; rules and footers as artifacts).
 */

export const GREY = rgb(0.35, 0.35, 0.35);
export const RULE = rgb(0.6, 0.6, 0.6);

export interface TextStyle {
  f?: DocumentFont;
  size?: number;
  color?: RGB;
  /** Baseline to baseline, as a multiple of the size. */
  leading?: number;
}

/** Where a word may be broken: after one of these, when it is longer than a line. */
const BREAK_AFTER = /[/\-~_.?&=,]/;

/** The longest start of `word` no wider than `max` (at least one character), preferring a break character. */
function breakWord(word: string, f: DocumentFont, size: number, max: number): number {
  const chars = [...word];
  let fits = 0;
  let width = 0;
  for (const c of chars) {
    width += f.widthOf(c, size);
    if (width > max) break;
    fits++;
  }
  fits = Math.max(1, fits);
  // A break character in the last two thirds of what fits: the line stays reasonably full.
  for (let i = fits; i > fits / 3; i--) {
    if (BREAK_AFTER.test(chars[i - 1]!) && i < chars.length) return chars.slice(0, i).join('').length;
  }
  return chars.slice(0, fits).join('').length;
}

/** `text` as lines no wider than `max` points: its own line breaks kept, long words broken. */
export function wrapText(text: string, f: DocumentFont, size: number, max: number): string[] {
  const out: string[] = [];
  // Split before making it printable: the font has no glyph for a line break.
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of f.printable(paragraph).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (f.widthOf(next, size) <= max) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      let rest = word;
      while (f.widthOf(rest, size) > max) {
        const cut = breakWord(rest, f, size, max);
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}

export interface Column {
  header: string;
  /** Share of the table's width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  /** A total: bold, with a rule above. */
  total?: boolean;
  /** A group's heading inside a table ("Specific legacies"): bold, first cell only. */
  group?: boolean;
}

export interface TableOptions {
  /** Repeated, "(continued)", above the headers on every page the table runs onto. */
  title?: string | null;
  columns: Column[];
  rows: TableRow[];
  size?: number;
  leading?: number;
  /** Space below each row. */
  rowGap?: number;
  /** A left-aligned cell runs on over the empty cells after it (a total's label). */
  spanEmpty?: boolean;
}

export interface FlowOptions {
  title: string;
  author?: string;
  subject?: string;
  size?: [number, number];
  margin?: number;
  /** Space kept above the bottom margin for the footer. */
  footer?: number;
}

export class Flow {
  page: PDFPage;
  /** The baseline of the next line. */
  y: number;
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly contentWidth: number;
  private readonly bottom: number;

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: DocumentFont,
    readonly bold: DocumentFont,
    readonly tags: StructureTree,
    private readonly size: [number, number],
    readonly margin: number,
    footer: number,
  ) {
    [this.width, this.height] = size;
    this.left = margin;
    this.right = this.width - margin;
    this.contentWidth = this.right - this.left;
    this.bottom = margin + footer;
    this.page = pdf.addPage(size);
    this.y = this.height - margin;
  }

  newPage() {
    this.page = this.pdf.addPage(this.size);
    this.y = this.height - this.margin;
  }

  /** Room for `space` points above the footer, else a new page; true when a page was begun. */
  ensure(space: number): boolean {
    if (this.y - space >= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** Moves down `points`. */
  gap(points: number) {
    this.y -= points;
  }

  /** One line already no wider than its room, at `x` on the current baseline, as part of `node`. */
  private line(text: string, x: number, style: TextStyle, role: StructRole, node?: StructNode): StructNode {
    const f = style.f ?? this.regular;
    const page = this.page;
    return this.tags.mark(
      page,
      role,
      () =>
        page.drawText(text, {
          x,
          y: this.y,
          size: style.size ?? 9.5,
          font: f.font,
          ...(style.color ? { color: style.color } : {}),
        }),
      node ? { into: node } : {},
    );
  }

  /**
   * A paragraph wrapped to `width` (the rest of the content's, by default) at `x`, line by line over
   * pages; `align: 'right'` sets each line against the right edge of that room.
   */
  text(
    text: string,
    style: TextStyle & { x?: number; width?: number; role?: StructRole; align?: 'left' | 'right' } = {},
  ) {
    const f = style.f ?? this.regular;
    const size = style.size ?? 9.5;
    const step = size * (style.leading ?? 1.4);
    const x = style.x ?? this.left;
    const width = style.width ?? this.right - x;
    let node: StructNode | undefined;
    for (const line of wrapText(text, f, size, width)) {
      this.ensure(step);
      const at = style.align === 'right' ? x + width - f.widthOf(line, size) : x;
      if (line) node = this.line(line, at, { ...style, f }, style.role ?? 'P', node);
      this.y -= step;
    }
  }

  /**
   * Blocks side by side (columns of a heading, a label and its amount): each starts at the same
   * height, the flow goes on below the longest. Keep them short enough not to cross a page.
   */
  beside(...blocks: (() => void)[]) {
    const top = this.y;
    let lowest = top;
    for (const block of blocks) {
      this.y = top;
      block();
      lowest = Math.min(lowest, this.y);
    }
    this.y = lowest;
  }

  /** A heading, kept on a page with `keep` points of what follows. */
  heading(
    text: string,
    opts: { size?: number; keep?: number; role?: 'H1' | 'H2' | 'H3'; before?: number } = {},
  ) {
    const size = opts.size ?? 13;
    this.ensure((opts.before ?? 0) + size * 1.6 + (opts.keep ?? 0));
    this.y -= opts.before ?? 0;
    this.text(text, { f: this.bold, size, leading: 1.6, role: opts.role ?? 'H2' });
  }

  /** Label: value lines, the values lined up and wrapped in the room after the labels. */
  keyValues(
    pairs: readonly (readonly [string, string])[],
    opts: TextStyle & { x?: number; width?: number } = {},
  ) {
    const size = opts.size ?? 9.5;
    const x = opts.x ?? this.left;
    const width = opts.width ?? this.right - x;
    const labelWidth =
      Math.max(...pairs.map(([label]) => this.bold.widthOf(this.bold.printable(`${label}:`), size))) + 10;
    const step = size * (opts.leading ?? 1.4);
    for (const [label, value] of pairs) {
      const lines = wrapText(value, this.regular, size, width - labelWidth);
      this.ensure(step * Math.min(lines.length, 3));
      const node = this.line(this.bold.printable(`${label}:`), x, { ...opts, f: this.bold, size }, 'P');
      lines.forEach((line, i) => {
        if (i > 0) {
          this.y -= step;
          this.ensure(step);
        }
        if (line) this.line(line, x + labelWidth, { ...opts, f: this.regular, size }, 'P', node);
      });
      this.y -= step;
    }
  }

  /** A horizontal rule across the content at height `at` (an artifact). */
  rule(at: number, thickness = 0.6, from = this.left, to = this.right) {
    const page = this.page;
    this.tags.artifact(page, () =>
      page.drawLine({ start: { x: from, y: at }, end: { x: to, y: at }, thickness, color: RULE }),
    );
  }

  /** A table whose cells wrap; pages break between rows, the title and headers repeating. */
  table(opts: TableOptions) {
    const { columns } = opts;
    const size = opts.size ?? 9.5;
    const step = size * (opts.leading ?? 1.35);
    const rowGap = opts.rowGap ?? 2.5;
    const scale = this.contentWidth / columns.reduce((total, c) => total + c.width, 0);
    const xs = columns.map(
      (_, i) => this.left + columns.slice(0, i).reduce((t, c) => t + c.width * scale, 0),
    );
    const pad = 6;
    /** Each cell's room: its column, and the empty cells after a left-aligned one when spanning. */
    const spans = (cells: readonly string[]) =>
      columns.map((c, i) => {
        let span = c.width * scale;
        if (opts.spanEmpty && c.align !== 'right') {
          for (let next = i + 1; next < columns.length && !cells[next]; next++)
            span += columns[next]!.width * scale;
        }
        return span;
      });
    const layout = (cells: readonly string[], f: DocumentFont) => {
      const room = spans(cells);
      return columns.map((_, i) => (cells[i] ? wrapText(cells[i], f, size, room[i]! - pad) : []));
    };
    const drawRow = (cells: readonly string[], f: DocumentFont, role: 'TH' | 'TD', onNewPage: () => void) => {
      const lines = layout(cells, f);
      const room = spans(cells);
      const count = Math.max(1, ...lines.map((l) => l.length));
      const nodes: (StructNode | undefined)[] = [];
      const cellLine = (i: number, n: number) => {
        const text = lines[i]![n];
        if (!text) return;
        const right = columns[i]!.align === 'right';
        const x = right ? xs[i]! + room[i]! - pad - f.widthOf(text, size) : xs[i]!;
        nodes[i] = this.line(text, x, { f, size }, role, nodes[i]);
      };
      const top = this.y;
      this.tags.group('TR', () => {
        if (this.y - count * step >= this.bottom) {
          // The row fits: cell by cell, so a reader that follows the drawing order reads each cell whole.
          lines.forEach((cellLines, i) =>
            cellLines.forEach((_, n) => {
              this.y = top - n * step;
              cellLine(i, n);
            }),
          );
          this.y = top - count * step;
          return;
        }
        // Taller than the rest of the page: line by line, going on over the next.
        for (let n = 0; n < count; n++) {
          if (this.ensure(step)) onNewPage();
          lines.forEach((_, i) => cellLine(i, n));
          this.y -= step;
        }
      });
      this.y -= rowGap;
    };
    const header = (continued: boolean) => {
      if (continued && opts.title) {
        this.text(`${opts.title} (continued)`, { f: this.bold, size: size + 1.5, leading: 1.6, role: 'P' });
      }
      drawRow(
        columns.map((c) => c.header),
        this.bold,
        'TH',
        () => {},
      );
      this.rule(this.y + step - size * 0.4 + rowGap);
      this.y -= 2;
    };
    this.tags.group('Table', () => {
      this.ensure(step * 3 + rowGap * 2);
      header(false);
      for (const row of opts.rows) {
        const f = row.total || row.group ? this.bold : this.regular;
        const lines = layout(row.cells, f);
        const height = Math.max(1, ...lines.map((l) => l.length)) * step + rowGap;
        // The whole row on this page, or on the next; a row taller than a page breaks between its lines.
        const pageRoom = this.height - this.margin - this.bottom - step * 4;
        if (this.ensure(height <= pageRoom ? height : step)) header(true);
        if (row.total) this.rule(this.y + step - size * 0.3, 0.4);
        drawRow(row.cells, f, 'TD', () => header(true));
      }
    });
    this.y -= 6;
  }

  /**
   * Every page's foot, as an artifact: `left` wrapped (never cut) beside "Page n of N" on the right.
   * Called once, after the content.
   */
  footers(left: string, opts: { at?: number; size?: number } = {}) {
    const size = opts.size ?? 7.5;
    const at = opts.at ?? this.margin;
    const pages = this.pdf.getPages();
    const lines = wrapText(left, this.regular, size, this.contentWidth - 70);
    pages.forEach((page, index) => {
      const pageNo = `Page ${index + 1} of ${pages.length}`;
      this.tags.artifact(
        page,
        () => {
          lines.forEach((line, i) =>
            page.drawText(line, {
              x: this.left,
              y: at - i * size * 1.3,
              size,
              font: this.regular.font,
              color: GREY,
            }),
          );
          page.drawText(pageNo, {
            x: this.right - this.regular.widthOf(pageNo, size),
            y: at,
            size,
            font: this.regular.font,
            color: GREY,
          });
        },
        'Pagination',
      );
    });
  }

  /** The finished document: its structure tree written, saved. */
  save(): Promise<Uint8Array> {
    this.tags.write(this.pdf);
    return savePdf(this.pdf);
  }
}

/** A new document (A4 portrait unless `size` says otherwise) with its fonts, title and language. */
export async function createFlow(opts: FlowOptions): Promise<Flow> {
  const [{ pdf, regular, bold }, lib] = await Promise.all([
    createDocumentWithFonts(opts.title),
    import('pdf-lib'),
  ]);
  if (opts.author) pdf.setAuthor(opts.author);
  if (opts.subject) pdf.setSubject(opts.subject);
  return new Flow(
    pdf,
    regular,
    bold,
    new StructureTree(lib),
    opts.size ?? A4,
    opts.margin ?? 50,
    opts.footer ?? 36,
  );
}
