import type { z } from 'zod';
import type { FirmTask, firmTaskInputSchema, NoteDto, NoteInput } from '@estate/domain';
import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import { requireFirmKeyEstate } from '../access/index.js';
import { recordAudit } from '../audit/record-audit.js';
import type { FirmKeyPrincipal } from '../auth/firm-principal.js';
import { saveRecord, type KitDeps } from '../records/kit.js';
import { noteRecords } from '../records/kinds/notes.js';
import { createTask } from '../tasks/create-task.js';
import { firmTaskById } from './firm-estates.js';

/*
 * What a law firm's API key writes on the firm's estates (issue 44, decision 090 "Firm keys"): tasks
 * and notes, through the app's own services, as the lawyer who made the key (`key.actor`). The
 * estate must be the firm's (404 otherwise) before the app's own rules run; every audit event the
 * request writes carries the key's id (`noteRequestApiKey`).
 */

/** A task on one of the firm's estates, the app's New Task; answered as the firm API reads it. */
export async function createFirmTask(
  db: Db,
  key: FirmKeyPrincipal,
  estateId: string,
  input: z.output<typeof firmTaskInputSchema>,
  options: { publicUrl: string },
  remember?: Remember<FirmTask>,
): Promise<FirmTask> {
  await requireFirmKeyEstate(db, key, estateId);
  const created = await createTask(
    db,
    key.actor,
    { ...input, estateId },
    {
      publicUrl: options.publicUrl,
      // The app's own New Task writes no audit event; one made by a firm's system is worth one.
      within: (tx, task) =>
        recordAudit(tx, {
          actorId: key.actor.id,
          action: 'task.created',
          entityType: 'task',
          entityId: task.taskId,
          data: { estateId, name: task.name },
        }),
    },
    remember && (async (tx, task) => remember(tx, await firmTaskById(tx, key, task.taskId))),
  );
  return firmTaskById(db, key, created.taskId);
}

/** A note on one of the firm's estates, the app's Add Note (the records kit), written as the key's creator. */
export async function addFirmNote(
  deps: KitDeps,
  key: FirmKeyPrincipal,
  estateId: string,
  input: NoteInput,
  remember?: Remember<NoteDto>,
): Promise<NoteDto> {
  await requireFirmKeyEstate(deps.db, key, estateId);
  return saveRecord(deps, key.actor, noteRecords, estateId, null, input, remember);
}
