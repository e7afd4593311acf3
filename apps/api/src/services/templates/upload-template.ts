import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TemplateInput, TemplateUploaded } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents, documentTemplates, documentTemplateVersions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import { publishChange } from '../events/change-feed.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { firmOfNewTemplate, myFirm, requireEditableTemplate } from '../access/index.js';
import { adoptFiles, discardFiles, recordFileIntents } from '../files/file-intents.js';
import { readWhole, safeFileName, type FileStore } from '../files/file-store.js';
import { DOCX } from '../files/file-types.js';
import type { StagedFile } from '../files/stage-upload.js';
import { readTemplateFields } from './merge-fields.js';
import {
  requireTemplateCategory,
  requireUsableTemplate,
  templateRecordsFor,
  templateValues,
} from './template-records.js';
import { getRecord } from '../records/kit.js';

type Who = Pick<Actor, 'id' | 'role'>;
type Deps = { db: Db; store: FileStore };

/** A template's file must be a Word document (400 naming the file), whose fields are then read. */
async function checkTemplateFile(store: FileStore, staged: StagedFile) {
  if (staged.contentType !== DOCX)
    throw new AppError(
      'VALIDATION',
      `“${staged.fileName}” is not a Word (DOCX) file. Templates are Word documents.`,
      [
        {
          path: 'file',
          message: `“${staged.fileName}” is not a Word (DOCX) file. Templates are Word documents.`,
        },
      ],
    );
  return readTemplateFields(await readWhole(store, staged.stagingKey), staged.fileName);
}

/** Moves the staged file to its key and runs `write` with it adopted, discarding it if `write` fails. */
async function storeWith<T>(
  { db, store }: Deps,
  staged: StagedFile,
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = `templates/${randomUUID()}_${safeFileName(staged.fileName)}`;
  await recordFileIntents(db, [key]);
  await store.move(staged.stagingKey, key);
  try {
    return await write(key);
  } catch (err) {
    await discardFiles(db, store, [key]);
    throw err;
  }
}

/** Who uploaded a template's current file: the actor of its latest upload event. */
async function currentFileUploader(tx: Tx, id: string): Promise<string | null> {
  const [event] = await tx
    .select({ actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'document_template'),
        eq(auditEvents.entityId, id),
        inArray(auditEvents.action, ['document_template.created', 'document_template.version_uploaded']),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return event?.actorId ?? null;
}

/**
 * Upload Template: a Word file with its details becomes a template of the uploader's firm (an
 * admin's: the starter set), with the merge fields it uses. Answers the fields found and those the
 * platform cannot fill.
 */
export async function uploadTemplate(
  deps: Deps,
  actor: Who,
  input: TemplateInput & { category: string },
  staged: StagedFile,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<TemplateUploaded>,
): Promise<TemplateUploaded> {
  const { db } = deps;
  const firmId = await firmOfNewTemplate(db, actor);
  const { fields, unknownFields } = await checkTemplateFile(deps.store, staged);
  const category = await requireTemplateCategory(db, actor, input.category);
  const id = randomUUID();
  await storeWith(deps, staged, (key) =>
    db.transaction(async (tx) => {
      await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
      const values = templateValues({ ...input, description: input.description ?? null, tags: input.tags });
      await tx.insert(documentTemplates).values({
        ...values,
        category,
        id,
        firmId,
        format: 'DOCX',
        version: 1,
        fileName: staged.fileName,
        storageKey: key,
        sizeBytes: staged.sizeBytes,
        fields,
        createdBy: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document_template.created',
        entityType: 'document_template',
        entityId: id,
        data: { name: input.name, version: 1, fileName: staged.fileName, unknownFields },
      });
      // Open libraries show it at once (decision 062).
      await publishChange(tx, { kind: 'templates', estateId: null, id, action: 'created' });
      const template = await getRecord(tx, actor, templateRecordsFor(actor), null, id);
      await remember?.(tx, { template, fields, unknownFields });
      return template;
    }),
  );
  return { template: await getRecord(db, actor, templateRecordsFor(actor), null, id), fields, unknownFields };
}

/** A new version of a template's file: the current file is kept in its versions, the version goes up by one. */
export async function uploadTemplateVersion(
  deps: Deps,
  actor: Who,
  id: string,
  staged: StagedFile,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<TemplateUploaded>,
): Promise<TemplateUploaded> {
  const { db } = deps;
  const { fields, unknownFields } = await checkTemplateFile(deps.store, staged);
  await storeWith(deps, staged, (key) =>
    db.transaction(async (tx) => {
      const current = await requireUsableTemplate(tx, actor, id, true);
      requireEditableTemplate(actor, current, await myFirm(tx, actor));
      await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
      await tx.insert(documentTemplateVersions).values({
        templateId: current.id,
        version: current.version,
        fileName: current.fileName,
        storageKey: current.storageKey,
        sizeBytes: current.sizeBytes,
        uploadedBy: await currentFileUploader(tx, current.id),
        uploadedAt: current.updatedAt,
      });
      const version = current.version + 1;
      await tx
        .update(documentTemplates)
        .set({
          version,
          fileName: staged.fileName,
          storageKey: key,
          sizeBytes: staged.sizeBytes,
          fields,
          updatedAt: new Date(),
        })
        .where(eq(documentTemplates.id, current.id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document_template.version_uploaded',
        entityType: 'document_template',
        entityId: current.id,
        data: { name: current.name, version, fileName: staged.fileName, unknownFields },
      });
      await publishChange(tx, { kind: 'templates', estateId: null, id: current.id, action: 'updated' });
      if (remember)
        await remember(tx, {
          template: await getRecord(tx, actor, templateRecordsFor(actor), null, id),
          fields,
          unknownFields,
        });
    }),
  );
  const template = await getRecord(db, actor, templateRecordsFor(actor), null, id);
  return { template, fields, unknownFields };
}

/** A template's current file, for anyone who may use it. */
export async function openTemplateFile({ db, store }: Deps, actor: Who, id: string) {
  const template = await requireUsableTemplate(db, actor, id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'document_template.downloaded',
    entityType: 'document_template',
    entityId: template.id,
    data: { name: template.name, version: template.version },
  });
  return { template, fileName: template.fileName, bytes: await readWhole(store, template.storageKey) };
}
