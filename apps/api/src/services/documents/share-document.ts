import type { DocumentSharing } from '@estate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireDocument } from './require-document.js';

/** Shares a document the actor may see with the estate's beneficiaries, or stops sharing it; 404 otherwise. */
export async function shareDocument(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
  input: DocumentSharing,
): Promise<{ documentId: string; sharedWithBeneficiaries: boolean }> {
  const document = await requireDocument(db, actor, id);
  await db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ sharedWithBeneficiaries: input.sharedWithBeneficiaries })
      .where(eq(documents.id, document.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: input.sharedWithBeneficiaries ? 'document.shared' : 'document.unshared',
      entityType: 'document',
      entityId: document.id,
      data: { estateId: document.estateId, name: document.uploadedFile },
    });
  });
  return { documentId: document.id, sharedWithBeneficiaries: input.sharedWithBeneficiaries };
}
