import { randomUUID } from 'node:crypto';
import type { DocumentUpload } from '@estate/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { documents, estates } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate, runsEstates } from '../access/index.js';
import { adoptFiles, discardFiles, recordFileIntents } from '../files/file-intents.js';
import { safeFileName, type FileStore } from '../files/file-store.js';
import { documentTypeOf, type StagedFile } from '../files/stage-upload.js';
import { publishChange } from '../events/change-feed.js';
import { enqueueEstateEvent } from '../webhooks/enqueue-estate-event.js';

/**
 * Upload Document: the staged file becomes a document of an estate the actor may see, with the
 * estate's "last updated" and the audit event in one transaction. Sharing with beneficiaries is
 * honoured for those who run the estate; a beneficiary's own upload is theirs and the firm's.
 */
export async function uploadDocument(
  { db, store }: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id' | 'role'>,
  input: DocumentUpload,
  staged: StagedFile,
  /**
   * More work in the document's transaction (attaching it to a record, say): if it throws, neither
   * the document nor its file is kept.
   */
  within?: (tx: Tx, documentId: string) => Promise<void>,
): Promise<{ documentId: string; fileUrl: string }> {
  await requireEstate(db, actor, input.estateId);
  const id = randomUUID();
  // Unique whatever the name: two uploads to one estate in the same millisecond, under names that
  // clean up alike ("..", ".", "../evil"), once shared a key, and the second overwrote the first's file.
  const key = `estate_documents/${input.estateId}/${Date.now()}_${randomUUID()}_${safeFileName(staged.fileName)}`;
  await recordFileIntents(db, [key]);
  await store.move(staged.stagingKey, key);
  try {
    await db.transaction(async (tx) => {
      await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
      await tx.insert(documents).values({
        id,
        estateId: input.estateId,
        type: documentTypeOf(staged.contentType),
        fileUrl: `/api/documents/${id}/file`,
        uploadedFile: staged.fileName,
        uploadedBy: actor.id,
        tags: input.tags,
        storageKey: key,
        sizeBytes: staged.sizeBytes,
        sharedWithBeneficiaries: runsEstates(actor) && input.sharedWithBeneficiaries,
      });
      await tx.update(estates).set({ updatedAt: new Date() }).where(eq(estates.id, input.estateId));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.uploaded',
        entityType: 'document',
        entityId: id,
        data: { estateId: input.estateId, name: staged.fileName },
      });
      await publishChange(tx, { kind: 'document', estateId: input.estateId, id, action: 'created' });
      // The firm's systems hear of a document added to one of its estates (issue 44).
      await enqueueEstateEvent(tx, input.estateId, 'document.added', {
        documentId: id,
        fileName: staged.fileName,
      });
      await within?.(tx, id);
    });
  } catch (err) {
    await discardFiles(db, store, [key]);
    throw err;
  }
  return { documentId: id, fileUrl: `/api/documents/${id}/file` };
}
