import { randomUUID } from 'node:crypto';
import {
  NZ_COMPLIANCE_OBLIGATIONS,
  SMALL_ESTATE_THRESHOLD,
  complianceDueDate,
  estimatedValueCentsOf,
  taskTemplate,
  workflowTypeOf,
  dueDateOf,
  nzToday,
  type CreateEstateInput,
} from '@estate/domain';
import type { createEstateSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { complianceItems, documents, estateRoles, estates, tasks, workflowStages } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from '../access/actor.js';
import { adoptFiles, withPlacedFiles } from '../files/file-intents.js';
import { safeFileName, type FileStore } from '../files/file-store.js';
import { documentTypeOf, type StagedFile } from '../files/stage-upload.js';
import { firmOfNewEstate } from '../access/index.js';
import type { Remember } from '../../lib/idempotency.js';
import { keyedStageRows } from './set-estate-stage.js';

export type { CreateEstateInput };

export interface CreatedEstate {
  estateId: string;
  tasksCreated: number;
  /** Files that could not be stored: the estate is opened without them. */
  skippedFiles: { fileName: string; reason: string }[];
}

/**
 * Opens an estate case in one transaction: the estate with its derived fields (spec 2 §5), an
 * active role link for its creator, the documents (tagged will or intestate, and intake), and the
 * New Zealand starter tasks, its own six workflow stages (Initial in progress) and the New Zealand
 * compliance obligations (dated from the death where they count from it). Files that could not be
 * stored are skipped and reported; if anything else fails, nothing remains.
 */
export async function createEstate(
  deps: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id' | 'role'>,
  input: z.output<typeof createEstateSchema>,
  files: StagedFile[],
  /**
   * When the estate was opened: now, except for the demo, which opens its estates as a firm would
   * have, some weeks after each death (so its starter tasks show real overdue work).
   */
  openedAt: Date = new Date(),
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<CreatedEstate>,
): Promise<CreatedEstate> {
  const { db, store } = deps;
  const workflowType = workflowTypeOf(input.willStatus);
  // The amount typed ("$420,000") is kept as exact cents, the one value shown and computed with;
  // the small-estate flag is read from the same number.
  const valueCents = estimatedValueCentsOf(input.estimatedValue);
  const smallEstate = valueCents !== null && valueCents < SMALL_ESTATE_THRESHOLD * 100;
  // The id comes first so the files' keys can be logged (committed) before anything is moved there.
  const estateId = randomUUID();
  const { result } = await withPlacedFiles(
    deps,
    files,
    (file, i) => `estate_documents/${estateId}/${Date.now()}_${i}_${safeFileName(file.fileName)}`,
    ({ placed, moved, skippedFiles }) =>
      db.transaction(async (tx) => {
        await tx.insert(estates).values({
          id: estateId,
          deceasedName: input.deceasedName,
          dateOfDeath: input.dateOfDeath || null,
          lastKnownAddress: input.lastKnownAddress || null,
          stage: 'initial',
          smallEstateFlag: smallEstate,
          workflowType,
          willStatus: input.willStatus,
          estimatedValue: input.estimatedValue || null,
          dateCreated: openedAt,
          estimatedValueCents: valueCents,
          notes: input.notes || null,
          status: 'active',
          createdBy: actor.id,
          // A firm's lawyer opens the firm's matter (decision 020).
          firmId: await firmOfNewEstate(tx, actor),
        });
        await tx
          .insert(estateRoles)
          .values({ estateId, userId: actor.id, role: actor.role, status: 'active' });

        const tag = input.willStatus === 'Valid Will Exists' ? 'will' : 'intestate';
        for (const { file, key } of placed) {
          const id = randomUUID();
          try {
            await store.move(file.stagingKey, key);
          } catch {
            skippedFiles.push({ fileName: file.fileName, reason: 'The file could not be stored.' });
            continue;
          }
          moved.push({ file, key });
          await tx.insert(documents).values({
            id,
            estateId,
            type: documentTypeOf(file.contentType),
            fileUrl: `/api/documents/${id}/file`,
            uploadedFile: file.fileName,
            uploadedBy: actor.id,
            tags: [tag, 'intake'],
            storageKey: key,
            sizeBytes: file.sizeBytes,
          });
        }

        await adoptFiles(tx, {
          stored: moved.map((m) => m.key),
          consumed: moved.map((m) => m.file.stagingKey),
        });

        const template = taskTemplate(workflowType, smallEstate);
        await tx.insert(tasks).values(
          template.map((item) => ({
            estateId,
            name: item.name,
            status: 'todo' as const,
            // Counted from the death, or from today when that date is already past (dueDateOf). A new
            // estate goes through a grant until those who run it say otherwise (withoutGrant).
            dueDate: dueDateOf(item, {
              dateOfDeath: input.dateOfDeath,
              grantDate: null,
              openedOn: nzToday(openedAt),
            }),
            templateKey: item.key,
            basis: item.basis,
          })),
        );
        await tx.insert(workflowStages).values(keyedStageRows(estateId, 'initial'));
        const dates = { dateOfDeath: input.dateOfDeath || null, grantDate: null };
        await tx.insert(complianceItems).values(
          NZ_COMPLIANCE_OBLIGATIONS.map((item) => ({
            estateId,
            requirement: item.requirement,
            authority: item.authority,
            priority: item.priority,
            dueDate: complianceDueDate(item, dates),
            status: 'pending',
            notes: item.basis,
          })),
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'estate.created',
          entityType: 'estate',
          entityId: estateId,
          data: {
            workflowType,
            smallEstate,
            documents: files.length - skippedFiles.length,
            tasks: template.length,
          },
        });
        const created = { estateId, tasksCreated: template.length, skippedFiles };
        await remember?.(tx, created);
        return created;
      }),
  );
  return result;
}
