import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LEGAL_FORM_TEXTS } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { legalForms } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { adoptFiles, discardFiles, recordFileIntents } from '../files/file-intents.js';
import { safeFileName, type FileStore } from '../files/file-store.js';
import type { StagedFile } from '../files/stage-upload.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** An admin attaches a copy of a form that its publisher lets us redistribute (Download then shows). */
export async function attachLegalFormFile(
  { db, store }: { db: Db; store: FileStore },
  actor: Who,
  id: string,
  staged: StagedFile,
) {
  parseId({ id }, LEGAL_FORM_TEXTS.notFound);
  const key = `legal_forms/${randomUUID()}_${safeFileName(staged.fileName)}`;
  await recordFileIntents(db, [key]);
  await store.move(staged.stagingKey, key);
  try {
    await db.transaction(async (tx) => {
      const [form] = await tx.select().from(legalForms).where(eq(legalForms.id, id)).for('update');
      if (!form) throw notFound(LEGAL_FORM_TEXTS.notFound);
      await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
      await tx
        .update(legalForms)
        .set({
          fileName: staged.fileName,
          storageKey: key,
          sizeBytes: staged.sizeBytes,
          updatedAt: new Date(),
        })
        .where(eq(legalForms.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'legal_form.file_attached',
        entityType: 'legal_form',
        entityId: id,
        data: { name: form.name, fileName: staged.fileName },
      });
    });
  } catch (err) {
    await discardFiles(db, store, [key]);
    throw err;
  }
}

/** The attached copy of a form, for anyone with the dashboard; 404 when there is none. */
export async function openLegalFormFile(db: Db, id: string) {
  parseId({ id }, LEGAL_FORM_TEXTS.notFound);
  const [form] = await db.select().from(legalForms).where(eq(legalForms.id, id));
  if (!form?.storageKey || !form.fileName)
    throw notFound('This form has no copy to download: use its official page.');
  return { fileName: form.fileName, storageKey: form.storageKey };
}
