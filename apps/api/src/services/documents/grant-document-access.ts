import type { DocumentGrantInput, GrantablePeople } from '@estate/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentGrants } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { documentGrantees, mayManageDocumentGrants, runsEstates, visibleGrants } from '../access/index.js';
import { requireDocument, type DocumentRow } from './require-document.js';

/**
 * The document whose access the actor may manage: 404 if they may not see it, 403 if they may see
 * it but neither run the estate nor hold admin on it (access `mayManageDocumentGrants`).
 */
export async function requireManagedDocument(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<DocumentRow> {
  const d = await requireDocument(db, actor, id);
  if (!(await mayManageDocumentGrants(db, actor, d)))
    throw forbidden(
      "Only the estate's lawyer, its executor, an admin or someone with admin access to this document can change who may open it.",
    );
  return d;
}

/**
 * Grant Access: gives a person on the document's estate view, edit or admin access to it; granting
 * again to the same person changes their level. Someone not on the estate is refused on `userId`.
 */
export async function grantDocumentAccess(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  input: DocumentGrantInput,
): Promise<{ id: string }> {
  const d = await requireManagedDocument(db, actor, input.documentId);
  const people = await documentGrantees(db, d.estateId);
  if (!people.some((p) => p.userId === input.userId))
    throw new AppError('VALIDATION', 'This person is not on the estate', [
      { path: 'userId', message: 'Please choose a person on the estate' },
    ]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentGrants)
      .values({ documentId: d.id, userId: input.userId, level: input.level, grantedBy: actor.id })
      .onConflictDoUpdate({
        target: [documentGrants.documentId, documentGrants.userId],
        set: { level: input.level, grantedBy: actor.id, grantedAt: new Date() },
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'document.access_granted',
      entityType: 'document',
      entityId: d.id,
      data: { estateId: d.estateId, name: d.uploadedFile, userId: input.userId, level: input.level },
    });
    return { id: row!.id };
  });
}

/** Revoke: removes a grant the actor may see (else 404) on a document whose access they manage (else 403). */
export async function revokeDocumentGrant(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<void> {
  const [grant] = await db
    .select()
    .from(documentGrants)
    .where(and(eq(documentGrants.id, id), visibleGrants(actor)));
  if (!grant) throw notFound('Access grant not found');
  const d = await requireManagedDocument(db, actor, grant.documentId);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(documentGrants).where(eq(documentGrants.id, grant.id)).returning();
    if (!gone) throw notFound('Access grant not found');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'document.access_revoked',
      entityType: 'document',
      entityId: d.id,
      data: { estateId: d.estateId, name: d.uploadedFile, userId: grant.userId, level: grant.level },
    });
  });
}

/**
 * Grant Access's person choice: the people on the document's estate, with the level each holds.
 * Email addresses only for those who run the estate (a beneficiary with admin reads names and roles).
 */
export async function listGrantablePeople(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  documentId: string,
): Promise<GrantablePeople> {
  const d = await requireManagedDocument(db, actor, documentId);
  const people = await documentGrantees(db, d.estateId);
  const held = await db
    .select({ userId: documentGrants.userId, level: documentGrants.level })
    .from(documentGrants)
    .where(eq(documentGrants.documentId, d.id));
  const levelOf = new Map(held.map((h) => [h.userId, h.level as 'view' | 'edit' | 'admin']));
  return {
    documentId: d.id,
    documentName: d.uploadedFile,
    items: people.map((p) => ({
      ...p,
      email: runsEstates(actor) || p.userId === actor.id ? p.email : '',
      level: levelOf.get(p.userId) ?? null,
    })),
  };
}
