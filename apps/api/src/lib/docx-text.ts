import { createRequire } from 'node:module';
import type PizZip from 'pizzip';

/** pizzip (CommonJS) is loaded with the first file read, not at start-up. */
const require = createRequire(import.meta.url);

/**
 * The text of a DOCX file's body, paragraph by paragraph (one line each), for checks on papers and
 * merged templates and for tests that read what a person would read. Throws on a file that is not a
 * Word document.
 */
export function docxText(file: Buffer | Uint8Array): string {
  const Zip = require('pizzip') as typeof PizZip;
  const zip = new Zip(file);
  const xml = zip.file('word/document.xml')?.asText();
  if (xml === undefined) throw new Error('Not a Word document: word/document.xml is missing');
  return xml
    .split(/<\/w:p>/)
    .map((p) =>
      [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
        .map((m) => (m[1] === undefined ? (m[0] === '<w:tab/>' ? '\t' : '\n') : m[1]))
        .join(''),
    )
    .map((line) =>
      line
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
