import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { saveGeneratedDocument } from '../documents/save-generated-document.js';
import { requireEstate } from '../access/index.js';
import { readWhole, type FileStore } from '../files/file-store.js';
import { estateMergeData } from './estate-merge-data.js';
import { mergeTemplate } from './merge-fields.js';
import { requireUsableTemplate } from './template-records.js';

type Who = Pick<Actor, 'id' | 'role'>;
type Deps = { db: Db; store: FileStore };

/** "Bank letter - Estate of Jane Smith.docx": the merged file's name. */
function mergedName(templateName: string, deceasedName: string): string {
  const clean = (s: string) =>
    s
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${clean(templateName)} - Estate of ${clean(deceasedName)}.docx`.slice(0, 200);
}

/**
 * A template merged with an estate's facts (Download merged): the estate the actor may see (404
 * otherwise) and a template they may use (404 otherwise). A broken template is a 400 with
 * docxtemplater's explanation.
 */
export async function mergeTemplateForEstate(
  { db, store }: Deps,
  actor: Who,
  estateId: string,
  templateId: string,
) {
  const estate = await requireEstate(db, actor, estateId);
  const template = await requireUsableTemplate(db, actor, templateId);
  const file = await readWhole(store, template.storageKey);
  const { merged, unknownFields, missingFields } = mergeTemplate(
    file,
    template.fileName,
    await estateMergeData(db, actor, estate),
  );
  await recordAudit(db, {
    actorId: actor.id,
    action: 'document_template.merged',
    entityType: 'document_template',
    entityId: template.id,
    data: { estateId, name: template.name, version: template.version, unknownFields, missingFields },
  });
  return {
    fileName: mergedName(template.name, estate.deceasedName),
    merged,
    unknownFields,
    missingFields,
  };
}

/**
 * Save to documents: the merged file becomes a new document of the estate (tagged "template"),
 * through the documents' own upload, with its audit event.
 */
export async function saveMergedTemplate(
  deps: Deps,
  actor: Who,
  estateId: string,
  templateId: string,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<{
    documentId: string;
    fileName: string;
    unknownFields: string[];
    missingFields: string[];
  }>,
) {
  const { fileName, merged, unknownFields, missingFields } = await mergeTemplateForEstate(
    deps,
    actor,
    estateId,
    templateId,
  );
  const { documentId } = await saveGeneratedDocument(
    deps,
    actor,
    { estateId, fileName, tags: ['template'] },
    merged,
    async (tx, id) => {
      await remember?.(tx, { documentId: id, fileName, unknownFields, missingFields });
    },
  );
  return { documentId, fileName, unknownFields, missingFields };
}
