import QRCode from 'qrcode';
import { nzDateText } from '@estate/domain';
import { createFlow, type Flow } from '../pdf/layout.js';
import { rgb } from '../pdf/fonts.js';

export interface LetterResponse {
  /** The letter's own response link (signed; no account needed). */
  url: string;
  /** A short code to type instead of the link ("K7QD-2MXP"), or null when the letter has none. */
  shortCode: string | null;
  /** Where the short code is typed: `${publicUrl}/respond`. */
  codeEntryUrl: string;
}

export interface LetterContent {
  institutionName: string;
  postalAddress: string | null;
  referenceCode: string;
  bodyLines: string[];
  date: Date;
  response: LetterResponse;
}

export const LETTER_TEXTS = {
  howToRespond: 'How to respond',
  scanOrType:
    "Scan the QR code with a phone's camera, or type this address into a web browser (no account is needed):",
  orEnterCode: (codeEntryUrl: string) => `Or go to ${codeEntryUrl} and enter code`,
  qrAlt: 'QR code of the response link printed beside it',
} as const;

const BODY = 11;
const LEADING = 1.45;
/** The QR code's side in points, with its four-module quiet zone: about 35 mm, easy for a phone. */
const QR_SIDE = 100;

/**
 * The response link's QR code (the `qrcode` package's module matrix, error correction M) drawn as
 * vector squares, one rectangle per run of dark modules in a row: sharp at any printer resolution.
 * Its top left corner is at (`x`, `top`).
 */
function drawQrCode(flow: Flow, text: string, x: number, top: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIDE / (modules.size + 8);
  const page = flow.page;
  flow.tags.mark(
    page,
    'Figure',
    () => {
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) {
          if (!modules.get(row, col)) continue;
          const start = col;
          while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
          page.drawRectangle({
            x: x + (4 + start) * cell,
            y: top - (4 + row + 1) * cell,
            width: (col - start + 1) * cell,
            height: cell,
            color: rgb(0, 0, 0),
          });
        }
      }
    },
    { alt: LETTER_TEXTS.qrAlt },
  );
}

/** "How to respond": the QR code, beside it the link (wrapped, never cut) and the short code if any. */
function howToRespond(flow: Flow, response: LetterResponse) {
  // The block stays on one page: the link beside the code is a few lines at most.
  flow.heading(LETTER_TEXTS.howToRespond, { size: 12, before: 10, keep: QR_SIDE + 40 });
  const top = flow.y + BODY;
  drawQrCode(flow, response.url, flow.left, top);
  const x = flow.left + QR_SIDE + 4;
  const width = flow.right - x;
  flow.text(LETTER_TEXTS.scanOrType, { size: 10, x, width });
  flow.text(response.url, { size: 10, x, width, f: flow.bold });
  if (response.shortCode) {
    flow.gap(4);
    flow.text(LETTER_TEXTS.orEnterCode(response.codeEntryUrl), { size: 10, x, width });
    flow.text(response.shortCode, { size: 15, x, width, f: flow.bold });
  }
  flow.y = Math.min(flow.y, top - QR_SIDE) - 6;
}

/** A one-or-more-page A4 letter, ready to print and post. */
export async function renderLetterPdf(content: LetterContent): Promise<Uint8Array> {
  // DejaVu Sans (services/pdf/fonts.ts): the PDF standard fonts have no macrons.
  const flow = await createFlow({
    title: `Notification of death — ${content.referenceCode}`,
    author: 'NotifyFlow, NZ Estate Platform',
    margin: 56,
    footer: 0,
  });
  const write = (text: string, opts: { bold?: boolean; size?: number; gap?: number; role?: 'H1' } = {}) => {
    flow.text(text, {
      size: opts.size ?? BODY,
      leading: LEADING,
      ...(opts.bold ? { f: flow.bold } : {}),
      ...(opts.role ? { role: opts.role } : {}),
    });
    flow.gap(opts.gap ?? 0);
  };

  write('NZ Estate Platform — NotifyFlow', { bold: true, size: 13, gap: 4, role: 'H1' });
  write(nzDateText(content.date), { gap: 12 });
  write(content.institutionName, { bold: true });
  for (const l of (content.postalAddress ?? 'Deceased estates team').split('\n')) write(l);
  flow.gap(16);
  write(`Reference: ${content.referenceCode}`, { bold: true, gap: 10 });
  for (const l of content.bodyLines) write(l || ' ');
  howToRespond(flow, content.response);
  return flow.save();
}
