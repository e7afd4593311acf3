import { UPLOAD_TEXTS } from '@estate/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stagedUploads } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { ownStagedUploads } from '../access/index.js';
import { discardFiles } from './file-intents.js';
import type { FileStore } from './file-store.js';

/**
 * `DELETE /api/uploads/:id` (Cancel or Remove, decision 049): the actor's own staged upload goes,
 * file and intent. Someone else's id, or one already used, removed or swept, is not found. Should
 * the store refuse the delete, the intent stays for the sweeper, but the id is gone at once.
 */
export async function discardUpload(
  { db, store }: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id'>,
  uploadId: string,
): Promise<void> {
  const [row] = await db
    .select({ stagingKey: stagedUploads.stagingKey })
    .from(stagedUploads)
    .where(and(eq(stagedUploads.id, uploadId), ownStagedUploads(actor)));
  if (!row) throw notFound(UPLOAD_TEXTS.notFound);
  await discardFiles(db, store, [row.stagingKey]);
  await db.delete(stagedUploads).where(eq(stagedUploads.id, uploadId));
}
