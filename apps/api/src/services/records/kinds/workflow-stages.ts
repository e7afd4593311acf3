import { and, eq, max } from 'drizzle-orm';
import {
  WORKFLOW_STAGE_TEXTS,
  estateStageAfter,
  nzToday,
  workflowStageDtoSchema,
  workflowStageInputSchema,
  workflowStageListQuerySchema,
  workflowStageSummarySchema,
  type EstateStage,
} from '@estate/domain';
import { estates, workflowStages as t } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/record-audit.js';
import { setEstateStage } from '../../estates/set-estate-stage.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsWithTotal } from '../summaries.js';

/**
 * Estate Workflow (spec 2 §2). Its beneficiaries read it (decision 018). The estate's own six stages
 * are rows here (`estateStage` set): they cannot be deleted, keep their name and place, and saving
 * one with a new status moves the estate's stage (estateStageAfter), which in turn sets the others'
 * statuses (setEstateStage), all in the save's transaction. The firm's own stages are free.
 */
export const workflowStageRecords = defineEstateRecord({
  path: 'workflow-stages',
  entity: 'workflow_stage',
  tag: 'Workflow',
  texts: WORKFLOW_STAGE_TEXTS,
  table: t,
  input: workflowStageInputSchema,
  dto: workflowStageDtoSchema,
  listQuery: workflowStageListQuerySchema,
  summary: workflowStageSummarySchema,
  toValues: (input) => ({
    name: input.name,
    description: orNull(input.description),
    status: input.status,
    owner: orNull(input.owner),
    startDate: orNull(input.startDate),
    dueDate: orNull(input.dueDate),
    completedDate: orNull(input.completedDate),
    // None: a new stage goes last, an edited one stays where it is (beforeSave).
    position: input.position ?? undefined,
  }),
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.name,
  search: [t.name, t.description, t.owner],
  filters: { status: t.status },
  sorts: { position: t.position, name: t.name, status: t.status, dueDate: t.dueDate },
  defaultSort: { key: 'position', order: 'asc' },
  summarise: (db, where) =>
    countsWithTotal(db, t, where, {
      total: true,
      completed: eq(t.status, 'completed'),
      inProgress: eq(t.status, 'in_progress'),
      blocked: eq(t.status, 'blocked'),
    }),
  countsTotal: true,
  beforeSave: async (tx, { estateId, id, values }) => {
    const extra: Partial<typeof t.$inferInsert> = {};
    if (values.status === 'completed' && !values.completedDate) extra.completedDate = nzToday();
    const [existing] =
      id === null
        ? []
        : await tx
            .select()
            .from(t)
            .where(and(eq(t.id, id), eq(t.estateId, estateId)));
    if (existing?.estateStage) {
      // The estate's own stage keeps its name and its place among the others.
      extra.name = existing.name;
      extra.position = existing.position;
    } else if (values.position === undefined && !existing) {
      const [last] = await tx
        .select({ position: max(t.position) })
        .from(t)
        .where(eq(t.estateId, estateId));
      extra.position = (last?.position ?? 0) + 10;
    }
    return extra;
  },
  afterSave: async (tx, row, { actor }) => {
    if (!row.estateStage) return;
    const [estate] = await tx
      .select({ stage: estates.stage })
      .from(estates)
      .where(eq(estates.id, row.estateId));
    const stage = estateStageAfter(row.estateStage as EstateStage, row.status, estate?.stage);
    const before = await setEstateStage(tx, row.estateId, stage);
    if (before === stage) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.updated',
      entityType: 'estate',
      entityId: row.estateId,
      data: { before: { stage: before }, changes: { stage } },
    });
  },
  beforeDelete: (_tx, row) => {
    if (!row.estateStage) return Promise.resolve();
    const message = WORKFLOW_STAGE_TEXTS.keyedNotDeleted;
    return Promise.reject(new AppError('VALIDATION', message, [{ path: 'estateStage', message }]));
  },
});
