/**
 * `content-disposition` for a file the API sends: `attachment` saves it, `inline` shows it in the
 * browser. The name goes as RFC 5987 UTF-8, so "Hēmi Te Rangi.docx" arrives as it was written.
 */
export function contentDisposition(fileName: string, as: 'attachment' | 'inline' = 'attachment'): string {
  return `${as}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
