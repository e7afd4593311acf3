import type { DocumentSharing, IfMatch } from '@estate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, estates, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import { requireVersion } from '../../lib/versions.js';
import type { Actor } from '../access/actor.js';
import { visibleDocuments } from '../access/index.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { documentItem } from './list-documents.js';
import { publishChange } from '../events/change-feed.js';

/** The document's audit events that change its details (its trail also records downloads). */
const DOCUMENT_EDITS = ['document.uploaded', 'document.shared', 'document.unshared'];

/**
 * Shares a document the actor may see with the estate's beneficiaries, or stops sharing it; 404
 * otherwise. Made against the version of its details it was read at (`editVersion`, decision 060;
 * `version` counts its files): the row locked, 412 with the document as it is now and who changed
 * it (its `document` audit trail), one more in the same UPDATE.
 */
export async function shareDocument(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
  input: DocumentSharing,
  expected: IfMatch,
): Promise<{ documentId: string; sharedWithBeneficiaries: boolean; editVersion: number }> {
  parseId({ id }, 'Document not found');
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ d: documents, deceasedName: estates.deceasedName, uploaderName: users.name })
      .from(documents)
      .innerJoin(estates, eq(estates.id, documents.estateId))
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(and(eq(documents.id, id), visibleDocuments(actor)))
      .for('update', { of: documents });
    if (!found) throw notFound('Document not found');
    const document = found.d;
    await requireVersion(expected, document.editVersion, async () => ({
      current: documentItem(document, found.deceasedName, found.uploaderName),
      ...(await lastChangeOf(tx, 'document', document.id, DOCUMENT_EDITS)),
    }));
    const [saved] = await tx
      .update(documents)
      .set({
        sharedWithBeneficiaries: input.sharedWithBeneficiaries,
        editVersion: sql`${documents.editVersion} + 1`,
      })
      .where(eq(documents.id, document.id))
      .returning({ editVersion: documents.editVersion });
    await recordAudit(tx, {
      actorId: actor.id,
      action: input.sharedWithBeneficiaries ? 'document.shared' : 'document.unshared',
      entityType: 'document',
      entityId: document.id,
      data: { estateId: document.estateId, name: document.uploadedFile },
    });
    // Who may see it changed: the estate's open lists hear it at once (decision 062).
    await publishChange(tx, {
      kind: 'document',
      estateId: document.estateId,
      id: document.id,
      action: 'updated',
    });
    return {
      documentId: document.id,
      sharedWithBeneficiaries: input.sharedWithBeneficiaries,
      editVersion: saved!.editVersion,
    };
  });
}
