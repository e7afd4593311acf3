import { nzDateText } from '@estate/domain';
import { A4, createDocumentWithFonts, savePdf, type DocumentFont } from '../pdf/fonts.js';

export interface LetterContent {
  institutionName: string;
  postalAddress: string | null;
  referenceCode: string;
  bodyLines: string[];
  date: Date;
}

/** A one-or-more-page A4 letter, ready to print and post. */
export async function renderLetterPdf(content: LetterContent): Promise<Uint8Array> {
  // DejaVu Sans (services/pdf/fonts.ts): the PDF standard fonts have no macrons.
  const {
    pdf,
    regular: font,
    bold,
  } = await createDocumentWithFonts(`Notification of death — ${content.referenceCode}`);
  const [width, height] = A4;
  const margin = 56;
  let page = pdf.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, opts: { size?: number; f?: DocumentFont; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    const f = opts.f ?? font;
    const widthOf = (s: string) => f.widthOf(s, size);
    const space = widthOf(' ');
    const words = f.printable(text).split(/\s+/);
    let line = '';
    let lineWidth = 0;
    const flush = () => {
      if (y < margin + size) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y, size, font: f.font });
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
  write(nzDateText(content.date), { gap: 12 });
  write(content.institutionName, { f: bold });
  for (const l of (content.postalAddress ?? 'Deceased estates team').split('\n')) write(l);
  y -= 16;
  write(`Reference: ${content.referenceCode}`, { f: bold, gap: 10 });
  for (const l of content.bodyLines) write(l || ' ');
  return savePdf(pdf);
}
