import { finished, PassThrough } from 'node:stream';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { isSafeText, unsafeTextMessage } from '@estate/domain';
import { AppError } from './app-error.js';

/** Longer file names are no one's real file, and the file system refuses names past 255 bytes. */
const MAX_FILE_NAME = 255;
/** As the multipart plugin's `fieldSize` limit (app.ts). */
const MAX_JSON_FIELD_BYTES = 1024 * 1024;

export const unreadableUpload = () =>
  new AppError(
    'BAD_REQUEST',
    'The upload could not be read: it arrived incomplete or malformed. Please choose the files again and retry.',
  );

/**
 * A parse error of the multipart body (truncated, no or wrong boundary, a malformed part) is the
 * sender's: busboy throws plain errors for those. The plugin's own limit errors carry their status.
 */
function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  // A part declared application/json whose text is not JSON: the form, not the request, is wrong.
  if ((err as { code?: unknown } | null)?.code === 'FST_INVALID_JSON_FIELD_ERROR') return unreadableForm();
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return err;
  return unreadableUpload();
}

export const unreadableForm = () =>
  new AppError('VALIDATION', 'The form could not be read. Please try again.');

/** The one field a form sends as JSON: its values (read-upload.ts). */
const JSON_FILE_FIELD = 'payload';

const isJson = (mimetype: string) => /^application\/json\s*(;|$)/i.test(mimetype);

/**
 * A field's value as the text that was sent. A part sent as `application/json` (as most HTTP
 * libraries send a JSON part) arrives already parsed by @fastify/multipart: it is written back as
 * JSON, so whoever reads the field reads the same text either way and checks it with the same schema.
 */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A `payload` sent as a JSON file (a browser's or Node's FormData can only give a part its own
 * content type as a Blob, which makes it a file): read as the field it stands for, within the same
 * size as any field.
 */
async function asField(part: MultipartFile): Promise<Multipart> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_FIELD_BYTES) {
      part.file.resume();
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form is too large.');
    }
    chunks.push(chunk);
  }
  const value = Buffer.concat(chunks).toString('utf8');
  refuseUnsafe(value, `form field “${part.fieldname}”`);
  const field: MultipartValue<string> = {
    type: 'field',
    fieldname: part.fieldname,
    mimetype: part.mimetype,
    encoding: part.encoding,
    fieldnameTruncated: false,
    valueTruncated: false,
    value,
    fields: part.fields,
  };
  return field;
}

function refuseUnsafe(text: string, what: string): void {
  if (isSafeText(text)) return;
  throw new AppError('VALIDATION', unsafeTextMessage('', what), [
    { path: what, message: unsafeTextMessage('', what) },
  ]);
}

/**
 * The parts of a multipart request, for `for await`: field names, values and file names are
 * checked like any other input, and a body that cannot be parsed answers 400 "could not be read",
 * whether it breaks between parts or in the middle of a file being streamed to the store.
 */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts()[Symbol.asyncIterator]();
  } catch (err) {
    throw asUploadError(err);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw asUploadError(err);
    }
    if (next.done) return;
    const part = next.value;
    refuseUnsafe(part.fieldname, 'form field name');
    if (part.type === 'field') {
      const value = asText(part.value);
      refuseUnsafe(value, `form field “${part.fieldname}”`);
      yield { ...part, value };
      continue;
    }
    if (part.fieldname === JSON_FILE_FIELD && isJson(part.mimetype)) {
      yield await asField(part);
      continue;
    }
    refuseUnsafe(part.filename, 'file name');
    if (part.filename.length > MAX_FILE_NAME)
      throw new AppError('VALIDATION', `File names can be at most ${MAX_FILE_NAME} characters long.`);
    yield { ...part, file: guarded(part.file) };
  }
}

/**
 * The file stream as its reader sees it: the same bytes, and the same `truncated` flag the size
 * limit sets, but a parse error part-way through surfaces as the 400 above rather than busboy's.
 */
function guarded(source: MultipartFile['file']): MultipartFile['file'] {
  const out = new PassThrough();
  source.pipe(out);
  // An error, or a close before the end (a body cut short): either way the reader must not wait on.
  finished(source, (err) => {
    if (err) out.destroy(unreadableUpload());
  });
  Object.defineProperty(out, 'truncated', { get: () => source.truncated });
  return out as unknown as MultipartFile['file'];
}
