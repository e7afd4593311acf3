import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { notificationDocuments } from '../../db/schema.js';
import { adoptFiles, type PlacedFile } from '../files/file-intents.js';
import type { FileStore } from '../files/file-store.js';
import { documentTypeOf } from '../files/stage-upload.js';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-event.js';

/**
 * In the caller's transaction: moves each staged file to its key and records it as a document of
 * the notification (of one reply, with `replyId`), then adopts the files. A file that cannot be
 * moved is skipped and reported in `skipped` (spec 1 §8); each moved one is pushed on `moved` so the
 * caller knows what to discard if the transaction fails. Answers the documents recorded. With
 * `organisation` (a reply's documents, for one organisation in the directory), each document is a
 * `notification.document_added` event for its webhook endpoints (decision 089).
 */
export async function storeNotificationDocuments(
  tx: Tx,
  store: FileStore,
  owner: {
    notificationId: string;
    replyId?: string;
    organisation?: { institutionId: string; rowId: string; referenceCode: string };
  },
  placed: readonly PlacedFile[],
  moved: PlacedFile[],
  skipped: { fileName: string; reason: string }[],
): Promise<{ id: string; fileName: string }[]> {
  const documents: { id: string; fileName: string; documentType: string; sizeBytes: number }[] = [];
  for (const p of placed) {
    const { file, key } = p;
    const documentId = randomUUID();
    try {
      await store.move(file.stagingKey, key);
    } catch {
      skipped.push({ fileName: file.fileName, reason: 'The file could not be stored.' });
      continue;
    }
    moved.push(p);
    await tx.insert(notificationDocuments).values({
      id: documentId,
      notificationId: owner.notificationId,
      replyId: owner.replyId ?? null,
      documentType: documentTypeOf(file.contentType),
      fileUrl: `/api/notification-documents/${documentId}`,
      fileName: file.fileName,
      storageKey: key,
      sizeBytes: file.sizeBytes,
    });
    documents.push({
      id: documentId,
      fileName: file.fileName,
      documentType: documentTypeOf(file.contentType),
      sizeBytes: file.sizeBytes,
    });
  }
  const { organisation } = owner;
  if (organisation)
    await enqueueWebhookEvents(
      tx,
      documents.map((d) => ({
        institutionId: organisation.institutionId,
        type: 'notification.document_added' as const,
        data: {
          notificationId: organisation.rowId,
          referenceCode: organisation.referenceCode,
          document: { ...d, url: `/api/org/v1/notifications/${organisation.rowId}/documents/${d.id}` },
        },
      })),
    );
  await adoptFiles(tx, {
    stored: moved.map((m) => m.key),
    consumed: moved.map((m) => m.file.stagingKey),
  });
  return documents;
}
