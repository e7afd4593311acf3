/**
 * A PDF as pdf.js (Firefox's and many web viewers' PDF reader) reads it: its document information,
 * catalogue flags, and per page the text runs with their positions, the fonts' names and the
 * operator list. The consumer the outputs tests open every PDF with (issue 42).
 */
/*
 * pdfjs-dist 6 expects Node 22 (the repo's engines): on an older Node the two built-ins it uses are
 * added here, to their specified behaviour, and only when missing.
 */
const buffers = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (n?: number) => ArrayBuffer;
};
buffers.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const out = new ArrayBuffer(length);
  new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return out;
};
const promises = Promise as unknown as { withResolvers?: () => unknown };
promises.withResolvers ??= () => {
  let resolve: unknown, reject: unknown;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

export interface TextRun {
  str: string;
  /** Start and end of the run's baseline, in points from the page's bottom left. */
  x: number;
  y: number;
  endX: number;
  endY: number;
  fontName: string;
}

export interface ReadPage {
  width: number;
  height: number;
  runs: TextRun[];
  /** The BaseFont of every font the page's text uses (pdf.js's `name`). */
  fonts: string[];
  /** The structure roles pdf.js finds in the page's structure tree. */
  roles: string[];
  operators: { fn: string; args: unknown }[];
}

export interface ReadPdf {
  info: Record<string, unknown>;
  markInfo: Record<string, unknown> | null;
  viewerPreferences: Record<string, unknown> | null;
  pages: ReadPage[];
  /** Every run's text, in drawing order, joined by `sep`. */
  text(sep?: string): string;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value instanceof Map ? Object.fromEntries(value) : (value as Record<string, unknown> | null);

const opNames = Object.fromEntries(Object.entries(pdfjs.OPS).map(([name, code]) => [code, name]));

function rolesOf(node: unknown, out: string[] = []): string[] {
  const n = node as { role?: string; children?: unknown[] } | null;
  if (n?.role) out.push(n.role);
  for (const child of n?.children ?? []) rolesOf(child, out);
  return out;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    // Keeps each font's name (its BaseFont) on the loaded font object.
    fontExtraProperties: true,
  });
  const doc = await task.promise;
  const { info } = await doc.getMetadata();
  const pages: ReadPage[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const list = await page.getOperatorList();
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [a, b, , , x, y] = item.transform as number[];
      const scale = Math.hypot(a!, b!);
      runs.push({
        str: item.str,
        x: x!,
        y: y!,
        endX: x! + (item.width * a!) / scale,
        endY: y! + (item.width * b!) / scale,
        fontName: item.fontName,
      });
    }
    const fonts = [...new Set(runs.map((r) => r.fontName))].map(
      (id) => (page.commonObjs.get(id) as { name: string }).name,
    );
    pages.push({
      width: x1 - x0,
      height: y1 - y0,
      runs,
      fonts,
      roles: rolesOf(await page.getStructTree()),
      operators: list.fnArray.map((fn, i) => ({ fn: opNames[fn] ?? String(fn), args: list.argsArray[i] })),
    });
  }
  const markInfo = asRecord(await doc.getMarkInfo());
  const viewerPreferences = asRecord(await doc.getViewerPreferences());
  await task.destroy();
  return {
    info: info as Record<string, unknown>,
    markInfo,
    viewerPreferences,
    pages,
    text: (sep = '\n') => pages.flatMap((p) => p.runs.map((r) => r.str)).join(sep),
  };
}

/** The filled rectangles drawn inside the page's first marked-content sequence tagged `tag`. */
export function rectanglesIn(page: ReadPage, tag: string): { x: number; y: number; w: number; h: number }[] {
  const start = page.operators.findIndex(
    (op) => op.fn === 'beginMarkedContentProps' && (op.args as unknown[])[0] === tag,
  );
  if (start < 0) return [];
  const rects: { x: number; y: number; w: number; h: number }[] = [];
  let depth = 0;
  let e = 0;
  let f = 0;
  for (const op of page.operators.slice(start)) {
    if (op.fn.startsWith('beginMarkedContent')) depth++;
    if (op.fn === 'endMarkedContent' && --depth === 0) break;
    if (op.fn === 'save') [e, f] = [0, 0];
    if (op.fn === 'transform') {
      const [, , , , te, tf] = op.args as number[];
      e += te!;
      f += tf!;
    }
    if (op.fn === 'constructPath') {
      const [minX, minY, maxX, maxY] = Array.from((op.args as unknown[])[2] as ArrayLike<number>);
      rects.push({ x: e + minX!, y: f + minY!, w: maxX! - minX!, h: maxY! - minY! });
    }
  }
  return rects;
}
