import type { FastifyRequest } from 'fastify';
import { UPLOAD_ID_FIELD } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { uploadParts } from '../../lib/multipart.js';
import { parseInput } from '../../lib/validate.js';
import { discardFiles } from './file-intents.js';
import { findStagedUpload } from './find-staged-upload.js';
import type { FileStore } from './file-store.js';
import { MAX_FILE_BYTES, type AllowedContentType } from './file-types.js';
import { stageUpload, type StagedFile } from './stage-upload.js';

/** What one multipart form may hold. */
export interface UploadRules<S extends z.ZodType | undefined> {
  /** The schema of the form's values, sent as JSON in its `payload` field; none: the field is ignored. */
  payload: S;
  /** Refuse a form without a `payload` field ("The form was empty"); otherwise it reads as `{}`. */
  payloadRequired?: boolean;
  /** Only files sent under this field name count; others are drained unread. Any field when omitted. */
  fileField?: string;
  /** At most this many files; one means "one at a time". */
  maxFiles: number;
  /** At least one file ("Please choose a file to upload"). */
  fileRequired?: boolean;
  /** The types the files' bytes must be, from the file-type table (file-types.ts). */
  types: readonly AllowedContentType[];
  /** Per file; 20 MB when omitted. */
  maxBytes?: number;
  /** What a body that is not multipart is told to send that way: the form (default) or the file. */
  sending?: 'form' | 'file';
  /**
   * Who is sending the form: their files sent earlier on their own (`POST /api/uploads`, decision
   * 049) may then be named in `uploadId` fields and count as the form's files. None: such fields
   * are ignored like any other unknown field.
   */
  uploaderId?: string;
}

export interface Upload<T> {
  /** The form's values, checked with the rules' schema. */
  input: T;
  /** The files, staged (file-intents.ts); whoever records them adopts them. */
  files: StagedFile[];
}

type InputOf<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * THE upload reader: a multipart form of a JSON `payload` field and files, each file streamed to a
 * staging key after its bytes are checked against the allowed types, then the payload checked with
 * its domain schema. With `rules.uploaderId`, `uploadId` fields name files the sender staged earlier
 * (decision 049), checked by the same rules. `handle` gets the values and the staged files; if
 * reading, checking or `handle` fails, every file staged by this request is discarded, so nothing is
 * left behind for the sweeper.
 */
export async function withUpload<S extends z.ZodType | undefined, T>(
  deps: { db: Db; store: FileStore; config: { fileSweepGraceMs: number } },
  request: FastifyRequest,
  rules: UploadRules<S>,
  handle: (upload: Upload<InputOf<S>>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Please send the ${rules.sending ?? 'form'} as multipart/form-data.`,
    );
  const files: StagedFile[] = [];
  const tooMany = () =>
    rules.maxFiles === 1
      ? new AppError('VALIDATION', 'Please upload one file at a time.')
      : new AppError('PAYLOAD_TOO_LARGE', `You can attach up to ${rules.maxFiles} files.`);
  try {
    let payload: string | undefined;
    for await (const part of uploadParts(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'payload') payload = String(part.value);
        if (part.fieldname === UPLOAD_ID_FIELD && rules.uploaderId !== undefined) {
          const uploadId = String(part.value);
          if (files.length >= rules.maxFiles) throw tooMany();
          const file = await findStagedUpload(
            deps.db,
            { id: rules.uploaderId, maxAgeMs: deps.config.fileSweepGraceMs },
            uploadId,
            rules,
          );
          if (files.some((f) => f.stagingKey === file.stagingKey))
            throw new AppError('VALIDATION', `“${file.fileName}” is attached twice.`, [
              { path: UPLOAD_ID_FIELD, message: `“${file.fileName}” is attached twice.` },
            ]);
          files.push(file);
        }
        continue;
      }
      if (rules.fileField !== undefined && part.fieldname !== rules.fileField) {
        part.file.resume();
        continue;
      }
      if (files.length >= rules.maxFiles) {
        part.file.resume();
        throw tooMany();
      }
      files.push(
        await stageUpload(deps, part.filename, part.file, rules.types, rules.maxBytes ?? MAX_FILE_BYTES),
      );
    }
    if (rules.fileRequired && !files.length)
      throw new AppError('VALIDATION', 'Please choose a file to upload.', [
        { path: 'file', message: 'Please choose a file to upload.' },
      ]);
    const input = (
      rules.payload ? parseInput(rules.payload, parsePayload(payload, rules.payloadRequired)) : undefined
    ) as InputOf<S>;
    return await handle({ input, files });
  } catch (err) {
    // Files sent earlier on their own stay staged (unless the work consumed them): the person may
    // correct the form and send it again without sending the files again.
    await discardFiles(
      deps.db,
      deps.store,
      files.filter((f) => !f.preStaged).map((f) => f.stagingKey),
    );
    throw err;
  }
}

function parsePayload(payload: string | undefined, required = false): unknown {
  if (!payload && required)
    throw new AppError('VALIDATION', 'The form was empty. Please fill it in and try again.');
  try {
    return JSON.parse(payload ?? '{}');
  } catch {
    throw new AppError('VALIDATION', 'The form could not be read. Please try again.');
  }
}
