import type { FastifyReply } from 'fastify';
import { create } from 'content-disposition';

/**
 * The plain-ASCII name for software that reads only `filename=` (curl -OJ, older clients): macrons
 * and other accents dropped ("Hēmi" → "Hemi"), dashes and curly quotes made plain, double quotes
 * made single (some readers stop at the first `"`), slashes and backslashes (read as folders) and
 * anything else outside printable ASCII made `_`.
 */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/["\u201c-\u201f\u2033]/g, "'")
    .replace(/[^\x20-\x7e]|[/\\]/g, '_');
}

/**
 * `content-disposition` for a file the API sends: `attachment` saves it, `inline` shows it in the
 * browser. Made by the `content-disposition` library (decision 079): the name as RFC 8187 UTF-8 in
 * `filename*`, so "Hēmi Te Rangi.docx" arrives as it was written, and a readable ASCII `filename`
 * for software that reads only that. Every file the API sends names itself through here.
 */
export function contentDisposition(fileName: string, as: 'attachment' | 'inline' = 'attachment'): string {
  return create(fileName, { type: as, fallback: asciiFileName(fileName) });
}

/**
 * Sends a file the API makes for one person: its media type, its name (`contentDisposition`) and
 * `cache-control: private, no-store` (a private file is never kept by a shared cache). Every route
 * that answers a download sends it through here.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; fileName: string; body: unknown; as?: 'attachment' | 'inline' },
): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', contentDisposition(file.fileName, file.as))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
