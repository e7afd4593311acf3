import { UPLOAD_ID_FIELD, UPLOAD_TEXTS } from '@estate/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stagedUploads } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ownStagedUploads } from '../access/index.js';
import { MAX_FILE_BYTES, type AllowedContentType } from './file-types.js';
import { tooLarge, unsupportedType, type StagedFile } from './stage-upload.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const gone = () =>
  new AppError('VALIDATION', UPLOAD_TEXTS.gone, [{ path: UPLOAD_ID_FIELD, message: UPLOAD_TEXTS.gone }]);

/**
 * A form's `uploadId` field as the staged file it names (decision 049): only the uploader's own,
 * still staged (not used, removed or swept) and younger than the sweeper's grace period, so it
 * cannot be swept from under the form. Anything else is the same 400, so ids cannot be probed.
 * The file's type and size are checked against the form's own rules, as a file sent inline is.
 */
export async function findStagedUpload(
  db: Db,
  uploader: { id: string; maxAgeMs: number },
  uploadId: string,
  rules: { types: readonly AllowedContentType[]; maxBytes?: number | undefined },
): Promise<StagedFile> {
  if (!UUID.test(uploadId)) throw gone();
  const [row] = await db
    .select({
      stagingKey: stagedUploads.stagingKey,
      fileName: stagedUploads.fileName,
      contentType: stagedUploads.contentType,
      sizeBytes: stagedUploads.sizeBytes,
    })
    .from(stagedUploads)
    .where(
      and(
        eq(stagedUploads.id, uploadId),
        ownStagedUploads(uploader),
        gt(stagedUploads.createdAt, sql`now() - (${uploader.maxAgeMs} * interval '1 millisecond')`),
      ),
    );
  if (!row) throw gone();
  const contentType = row.contentType as AllowedContentType;
  if (!rules.types.includes(contentType)) throw unsupportedType(row.fileName, rules.types);
  const maxBytes = rules.maxBytes ?? MAX_FILE_BYTES;
  if (row.sizeBytes > maxBytes) throw tooLarge(row.fileName, maxBytes);
  return { ...row, contentType, preStaged: true };
}
