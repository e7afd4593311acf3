import { and, eq, sql } from 'drizzle-orm';
import {
  MILESTONE_TEXTS,
  completeFirstMessage,
  dependencyCycle,
  isOverdue,
  milestoneDtoSchema,
  milestoneInputSchema,
  milestoneListQuerySchema,
  milestoneSummarySchema,
  nzToday,
} from '@estate/domain';
import type { Tx } from '../../../db/client.js';
import { milestones } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { estatePeople } from '../../access/index.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf } from '../summaries.js';
import { overdueSql } from '../summaries.js';

const DONE = ['completed'] as const;
// Null when there is no due date: never overdue.
const overdue = sql`coalesce(${overdueSql(milestones.dueDate, milestones.status, DONE)}, false)`;
const notOverdue = sql`not ${overdue}`;
const refuse = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/**
 * The rules across an estate's milestones: the assignee is someone on the estate; dependencies are
 * other milestones of the same estate, never in a circle; a milestone is completed only after all
 * it depends on (and gets today's date in New Zealand as its completed date if none is given).
 */
async function checkMilestone(
  tx: Tx,
  {
    estateId,
    id,
    values,
  }: { estateId: string; id: string | null; values: Partial<typeof milestones.$inferInsert> },
) {
  if (values.assigneeId) {
    const people = await estatePeople(tx, estateId);
    if (!people.some((p) => p.userId === values.assigneeId))
      throw refuse(
        'assigneeId',
        'Please choose someone on this estate: its lawyer, its executor or a person linked to it.',
      );
  }
  const dependsOn = [...new Set(values.dependsOn ?? [])];
  if (id !== null && dependsOn.includes(id))
    throw refuse('dependsOn', 'A milestone cannot depend on itself.');
  const others = await tx
    .select({
      id: milestones.id,
      title: milestones.title,
      status: milestones.status,
      dependsOn: milestones.dependsOn,
    })
    .from(milestones)
    .where(eq(milestones.estateId, estateId));
  const byId = new Map(others.map((m) => [m.id, m]));
  if (dependsOn.some((d) => !byId.has(d)))
    throw refuse('dependsOn', 'Please choose milestones of this estate.');
  if (id !== null) {
    const circle = dependencyCycle(new Map(others.map((m) => [m.id, m.dependsOn])), id, dependsOn);
    if (circle)
      throw refuse(
        'dependsOn',
        `“${byId.get(circle)!.title}” already depends on this milestone, so this milestone cannot depend on it.`,
      );
  }
  const completed = values.status === 'completed';
  if (completed) {
    const waiting = dependsOn.map((d) => byId.get(d)!).find((m) => m.status !== 'completed');
    if (waiting) throw refuse('status', completeFirstMessage(waiting.title));
  }
  return {
    dependsOn,
    completedDate: completed ? (values.completedDate ?? nzToday()) : null,
  };
}

/** Timeline Milestones (spec 2): the steps the estate must reach, each maybe waiting on others. */
export const milestoneRecords = defineEstateRecord({
  path: 'milestones',
  entity: 'milestone',
  tag: 'Milestones',
  texts: MILESTONE_TEXTS,
  table: milestones,
  input: milestoneInputSchema,
  dto: milestoneDtoSchema,
  listQuery: milestoneListQuerySchema,
  summary: milestoneSummarySchema,
  toValues: (input) => ({
    title: input.title,
    description: orNull(input.description),
    dueDate: orNull(input.dueDate),
    completedDate: orNull(input.completedDate),
    status: input.status,
    priority: input.priority,
    assigneeId: orNull(input.assigneeId),
    dependsOn: input.dependsOn ?? [],
  }),
  toDto: (row, { deceasedName }) => ({
    ...row,
    deceasedName,
    overdue: isOverdue(row.dueDate, row.status === 'completed'),
  }),
  label: (row) => row.title,
  // The timeline says "Milestone completed" for a save that leaves it completed.
  auditData: (row) => ({ status: row.status }),
  search: [milestones.title, milestones.description],
  filters: {
    priority: milestones.priority,
    status: (v) => (v === 'overdue' ? overdue : and(eq(milestones.status, v), notOverdue)!),
  },
  sorts: {
    // By due date (none last), then by when it was added: the order "Milestone N" counts in.
    dueDate: [milestones.dueDate, milestones.createdAt],
    title: milestones.title,
    priority: sql`array_position(array['high', 'medium', 'low'], ${milestones.priority})`,
  },
  defaultSort: { key: 'dueDate', order: 'asc' },
  summarise: (db, { filtered }) =>
    countsOf(db, milestones, filtered, {
      completed: eq(milestones.status, 'completed'),
      inProgress: sql`${milestones.status} = 'in_progress' and ${notOverdue}`,
      pending: sql`${milestones.status} = 'pending' and ${notOverdue}`,
      overdue,
    }),
  beforeSave: checkMilestone,
  // Others stop waiting on a deleted milestone (they keep their own status).
  beforeDelete: async (tx, row) => {
    await tx
      .update(milestones)
      .set({ dependsOn: sql`array_remove(${milestones.dependsOn}, ${row.id}::uuid)` })
      .where(and(eq(milestones.estateId, row.estateId), sql`${row.id}::uuid = any(${milestones.dependsOn})`));
  },
});
