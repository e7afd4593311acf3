import { eq, sql } from 'drizzle-orm';
import type { DueDiligenceCheckDto } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { dueDiligenceChecks } from '../../db/schema.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { uploadDocument } from '../documents/upload-document.js';
import { requireEstate } from '../access/index.js';
import type { FileStore } from '../files/file-store.js';
import type { StagedFile } from '../files/stage-upload.js';
import { recordDto, type EstateRecordKind } from '../records/define-estate-record.js';
import { findRow, lockEstate } from '../records/find-estate-record.js';
import { dueDiligenceCheckRecords as kind } from '../records/kinds/due-diligence-checks.js';

type Who = Pick<Actor, 'id' | 'role'>;
const generic = kind as unknown as EstateRecordKind;

/**
 * The check of an estate the actor may see, before its file is read (so a stranger's upload is
 * refused without storing anything); 404 for either otherwise.
 */
export async function requireCheck(db: Db, actor: Who, estateId: string, id: string) {
  const estate = await requireEstate(db, actor, estateId);
  await findRow(db, generic, estate.id, id);
  return estate;
}

/**
 * Upload on a due-diligence check: the file becomes a private document of the estate through Upload
 * Document's pipeline (stored, audited, not shared with beneficiaries) and the check's evidence, in
 * the document's transaction: if the check is gone by then, nothing is kept. An earlier document
 * stays in the estate's documents; the check now points at the new one.
 */
export async function attachCheckDocument(
  deps: { db: Db; store: FileStore },
  actor: Who,
  estate: { id: string; deceasedName: string },
  checkId: string,
  staged: StagedFile,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<DueDiligenceCheckDto>,
): Promise<DueDiligenceCheckDto> {
  let saved: typeof dueDiligenceChecks.$inferSelect | undefined;
  await uploadDocument(
    deps,
    actor,
    { estateId: estate.id, tags: ['due diligence'], sharedWithBeneficiaries: false },
    staged,
    async (tx, documentId) => {
      await lockEstate(tx, estate.id);
      await findRow(tx, generic, estate.id, checkId);
      [saved] = await tx
        .update(dueDiligenceChecks)
        // The check changed: a form opened before this is stale (decision 060).
        .set({ documentId, version: sql`${dueDiligenceChecks.version} + 1` })
        .where(eq(dueDiligenceChecks.id, checkId))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${kind.entity}.document_attached`,
        entityType: kind.entity,
        entityId: checkId,
        data: { estateId: estate.id, name: saved!.name, documentId, fileName: staged.fileName },
      });
      await remember?.(tx, recordDto(kind, saved!, { actor, deceasedName: estate.deceasedName }));
    },
  );
  return recordDto(kind, saved!, { actor, deceasedName: estate.deceasedName });
}
