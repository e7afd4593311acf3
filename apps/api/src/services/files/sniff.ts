import { DOCX, XLSX, hasExtensionOf, type AllowedContentType } from './file-types.js';

export { DOCX, XLSX, type AllowedContentType } from './file-types.js';

/**
 * The content type a file really is, read from its first bytes (not its name or the browser's
 * claim). Answers null for anything outside the file-type table (file-types.ts).
 */
export function sniffContentType(head: Buffer, fileName: string): AllowedContentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  // Office files are ZIPs whose first entry is [Content_Types].xml, _rels/ or the part folder in
  // every file Word and Excel write; the extension says which of the two it is.
  if (head.length >= 30 && head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const nameLength = head.readUInt16LE(26);
    const first = head.subarray(30, 30 + nameLength).toString('utf8');
    const office = first === '[Content_Types].xml' || first.startsWith('_rels/');
    if (hasExtensionOf(DOCX, fileName) && (office || first.startsWith('word/'))) return DOCX;
    if (hasExtensionOf(XLSX, fileName) && (office || first.startsWith('xl/'))) return XLSX;
  }
  return null;
}
