import type { StagedUpload } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { stagedUploads } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import type { StagedFile } from './stage-upload.js';

/**
 * `POST /api/uploads` (decision 049): a file already streamed to its staging key (and checked, by
 * `withUpload`) is recorded as the actor's staged upload, so a form can name it by its id. The row
 * hangs off the staging key's file intent: adopting, discarding or sweeping the file removes it.
 */
export async function createUpload(
  db: Db,
  actor: Pick<Actor, 'id'>,
  file: StagedFile,
): Promise<StagedUpload> {
  const [row] = await db
    .insert(stagedUploads)
    .values({
      userId: actor.id,
      stagingKey: file.stagingKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    })
    .returning({ uploadId: stagedUploads.id });
  return {
    uploadId: row!.uploadId,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
  };
}
