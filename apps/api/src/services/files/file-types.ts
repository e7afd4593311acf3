/**
 * THE file-type table: every kind of file the platform accepts, with its content type, the short
 * name stored with a document (`documents.type`, `notification_documents.document_type`), the name
 * a person reads in a refusal, and its extensions. Uploads are checked against it by their bytes
 * (sniff.ts); downloads take their content type from it.
 */
export const FILE_TYPES = [
  { contentType: 'application/pdf', short: 'PDF', label: 'PDF', extensions: ['.pdf'] },
  { contentType: 'image/jpeg', short: 'JPEG', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  { contentType: 'image/png', short: 'PNG', label: 'PNG', extensions: ['.png'] },
  { contentType: 'image/heic', short: 'HEIC', label: 'HEIC', extensions: ['.heic', '.heif'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    short: 'DOCX',
    label: 'Word (DOCX)',
    extensions: ['.docx'],
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    short: 'XLSX',
    label: 'Excel (XLSX)',
    extensions: ['.xlsx'],
  },
] as const;

export type FileType = (typeof FILE_TYPES)[number];
export type AllowedContentType = FileType['contentType'];
export type FileTypeName = FileType['short'];

export const DOCX = FILE_TYPES[4].contentType;
export const XLSX = FILE_TYPES[5].contentType;

/** What estate and document uploads accept: every type in the table. */
export const DOCUMENT_UPLOAD_TYPES: readonly AllowedContentType[] = FILE_TYPES.map((t) => t.contentType);

/** What a NotifyFlow submission accepts: the table less spreadsheets. */
export const NOTIFICATION_UPLOAD_TYPES: readonly AllowedContentType[] = DOCUMENT_UPLOAD_TYPES.filter(
  (t) => t !== XLSX,
);

/** 20 MB: the largest file any upload accepts. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const byContentType = new Map<string, FileType>(FILE_TYPES.map((t) => [t.contentType, t]));
const byShortName = new Map<string, FileType>(FILE_TYPES.map((t) => [t.short, t]));

/** The short type stored with a file: PDF, JPEG, PNG, HEIC, DOCX or XLSX. */
export function shortNameOf(contentType: AllowedContentType): FileTypeName {
  return byContentType.get(contentType)!.short;
}

/** The name a person reads: PDF, JPEG, PNG, HEIC, Word (DOCX), Excel (XLSX). */
export function labelOf(contentType: AllowedContentType): string {
  return byContentType.get(contentType)!.label;
}

/** The content type to serve a stored file with, from its short type; unknown ones as bytes. */
export function contentTypeOfShortName(short: string): string {
  return byShortName.get(short)?.contentType ?? 'application/octet-stream';
}

/** Whether the file name ends in one of the type's extensions (Office files say which they are so). */
export function hasExtensionOf(contentType: AllowedContentType, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return byContentType.get(contentType)!.extensions.some((e) => lower.endsWith(e));
}
