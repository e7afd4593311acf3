import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_ID_FIELD } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  idempotent,
  keyInUse,
  storedAnswer,
  withBody,
  type IdempotencyScope,
  type Remember,
} from '../../lib/idempotency.js';
import { unreadableForm, uploadParts } from '../../lib/multipart.js';
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
  /**
   * What was sent, part by part, for an Idempotency-Key's fingerprint (decision 061): each field's
   * name and value as sent, and each file's field, name and the SHA-256 of its bytes.
   */
  form: FormPart[];
}

/** One part of a multipart form, as its fingerprint sees it. */
export type FormPart = ['field', string, string] | ['file', string, string, string];

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
  const form: FormPart[] = [];
  try {
    let payload: string | undefined;
    for await (const part of uploadParts(request)) {
      if (part.type === 'field') {
        form.push(['field', part.fieldname, String(part.value)]);
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
      const sha = createHash('sha256');
      files.push(
        await stageUpload(
          deps,
          part.filename,
          part.file,
          rules.types,
          rules.maxBytes ?? MAX_FILE_BYTES,
          (c) => sha.update(c),
        ),
      );
      form.push(['file', part.fieldname, part.filename, sha.digest('hex')]);
    }
    if (rules.fileRequired && !files.length)
      throw new AppError('VALIDATION', 'Please choose a file to upload.', [
        { path: 'file', message: 'Please choose a file to upload.' },
      ]);
    const input = (
      rules.payload ? parseInput(rules.payload, parsePayload(payload, rules.payloadRequired)) : undefined
    ) as InputOf<S>;
    return await handle({ input, files, form });
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

/**
 * A multipart create sent with an Idempotency-Key (decision 061): `create` runs once per key, and
 * calls `remember(tx, answer)` in its transaction. The fingerprint is the form as sent (its fields,
 * and its files' SHA-256), so the same form again is answered the first answer, another is 422. A
 * key already used is answered from the form as it is read, before any file is staged or any
 * `uploadId` looked up again (the first send used those files up). `access` (with the form's
 * values) is checked before any stored answer is given, so someone no longer allowed gets no answer.
 */
export async function idempotentUpload<S extends z.ZodType | undefined, T>(
  deps: { db: Db; store: FileStore; config: { fileSweepGraceMs: number } },
  request: FastifyRequest,
  scope: IdempotencyScope | null,
  status: number,
  rules: UploadRules<S>,
  create: (upload: Upload<InputOf<S>>, remember: Remember<T> | undefined) => Promise<T>,
  access?: (input: InputOf<S>) => Promise<unknown>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  if (scope && (await keyInUse(deps.db, scope))) {
    if (!request.isMultipart())
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Please send the ${rules.sending ?? 'form'} as multipart/form-data.`,
      );
    const form = await formOf(request, rules);
    const payload = form.find((p) => p[0] === 'field' && p[1] === 'payload')?.[2];
    const input = (
      rules.payload ? parseInput(rules.payload, parsePayload(payload, rules.payloadRequired)) : undefined
    ) as InputOf<S>;
    await access?.(input);
    const earlier = await storedAnswer(deps.db, withBody(scope, request.url, form));
    if (earlier) return { status: earlier.status, body: earlier.body as T, replayed: true };
    // The key expired between the two reads: the form is read, so it must be sent again.
    throw new AppError('CONFLICT', 'Please send the form again.');
  }
  let staged: StagedFile[] = [];
  const answer = await withUpload(deps, request, rules, async (upload) => {
    staged = upload.files;
    if (scope) await access?.(upload.input);
    return idempotent<T>(deps.db, scope && withBody(scope, request.url, upload.form), status, (remember) =>
      create(upload, remember),
    );
  });
  // Sent twice at once and the other won: its answer is given, and this send's files are not used.
  if (answer.replayed)
    await discardFiles(
      deps.db,
      deps.store,
      staged.filter((f) => !f.preStaged).map((f) => f.stagingKey),
    );
  return answer;
}

/** A multipart form read only for its fingerprint (as withUpload takes it): nothing is staged. */
async function formOf(
  request: FastifyRequest,
  rules: UploadRules<z.ZodType | undefined>,
): Promise<FormPart[]> {
  const form: FormPart[] = [];
  for await (const part of uploadParts(request)) {
    if (part.type === 'field') {
      form.push(['field', part.fieldname, String(part.value)]);
      continue;
    }
    if (rules.fileField !== undefined && part.fieldname !== rules.fileField) {
      part.file.resume();
      continue;
    }
    const sha = createHash('sha256');
    for await (const chunk of part.file as AsyncIterable<Buffer>) sha.update(chunk);
    form.push(['file', part.fieldname, part.filename, sha.digest('hex')]);
  }
  return form;
}

function parsePayload(payload: string | undefined, required = false): unknown {
  if (!payload && required)
    throw new AppError('VALIDATION', 'The form was empty. Please fill it in and try again.');
  try {
    return JSON.parse(payload ?? '{}');
  } catch {
    throw unreadableForm();
  }
}
