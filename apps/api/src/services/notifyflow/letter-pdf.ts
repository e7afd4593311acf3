import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export interface LetterContent {
  institutionName: string;
  postalAddress: string | null;
  referenceCode: string;
  bodyLines: string[];
  date: Date;
}

/**
 * The standard PDF fonts only encode Windows-1252; a character outside it (rare here, since
 * 1252 has none of te reo Māori's macrons) is written without its accent rather than failing.
 */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return ch.normalize('NFD').replace(/\p{M}/gu, '') || '?';
      }
    })
    .join('');
}

/** A one-or-more-page A4 letter, ready to print and post. */
export async function renderLetterPdf(content: LetterContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Notification of death — ${content.referenceCode}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 56;
  let page = pdf.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, opts: { size?: number; f?: PDFFont; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    const f = opts.f ?? font;
    const words = encodable(f, text).split(/\s+/);
    let line = '';
    const flush = () => {
      if (y < margin + size) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y, size, font: f });
      y -= size * 1.45;
      line = '';
    };
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (f.widthOfTextAtSize(next, size) > width - margin * 2 && line) {
        flush();
        line = w;
      } else line = next;
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
  return pdf.save();
}
