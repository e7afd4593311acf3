import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import { documentVersions, documents } from '../../db/schema.js';
import { forbidden } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { mayReplaceDocument } from '../access/index.js';
import { adoptFiles, discardFiles, recordFileIntents } from '../files/file-intents.js';
import { safeFileName, type FileStore } from '../files/file-store.js';
import { documentTypeOf, type StagedFile } from '../files/stage-upload.js';
import { requireDocument, type DocumentRow } from './require-document.js';
import { publishChange } from '../events/change-feed.js';

/**
 * The document the actor may replace, checked before the new file is read: 404 if they may not see
 * it; a beneficiary may replace what they uploaded or was granted edit on, not a document the firm
 * only shared with them (403). The rule is access `mayReplaceDocument` (decision 031).
 */
export async function requireReplaceableDocument(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<DocumentRow> {
  const d = await requireDocument(db, actor, id);
  if (!(await mayReplaceDocument(db, actor, d)))
    throw forbidden("Only the estate's lawyer, its executor or an admin can replace this document.");
  return d;
}

/**
 * Replacing a document keeps the earlier file as a version (with its own upload date, uploader and
 * change description); the new file becomes the current one, with the change description given.
 */
export async function replaceDocument(
  { db, store }: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id'>,
  d: DocumentRow,
  staged: StagedFile,
  changeDescription = '',
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<{ documentId: string; version: number }>,
): Promise<{ documentId: string; version: number }> {
  const key = `estate_documents/${d.estateId}/${Date.now()}_${randomUUID()}_${safeFileName(staged.fileName)}`;
  try {
    await recordFileIntents(db, [key]);
    await store.move(staged.stagingKey, key);
  } catch (err) {
    await discardFiles(db, store, [staged.stagingKey, key]);
    throw err;
  }
  try {
    const version = await db.transaction(async (tx) => {
      await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
      await tx.insert(documentVersions).values({
        documentId: d.id,
        version: d.version,
        uploadedFile: d.uploadedFile,
        storageKey: d.storageKey,
        sizeBytes: d.sizeBytes,
        uploadedBy: d.uploadedBy,
        uploadedAt: d.uploadDate,
        changeDescription: d.changeDescription,
      });
      const [updated] = await tx
        .update(documents)
        .set({
          version: d.version + 1,
          uploadedFile: staged.fileName,
          storageKey: key,
          sizeBytes: staged.sizeBytes,
          type: documentTypeOf(staged.contentType),
          uploadedBy: actor.id,
          uploadDate: new Date(),
          changeDescription: changeDescription || null,
        })
        .where(eq(documents.id, d.id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.replaced',
        entityType: 'document',
        entityId: d.id,
        data: { version: updated!.version },
      });
      await publishChange(tx, { kind: 'document', estateId: d.estateId, id: d.id, action: 'updated' });
      await remember?.(tx, { documentId: d.id, version: updated!.version });
      return updated!.version;
    });
    return { documentId: d.id, version };
  } catch (err) {
    await discardFiles(db, store, [key]);
    throw err;
  }
}
