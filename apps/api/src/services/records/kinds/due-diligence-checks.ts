import { eq, sql } from 'drizzle-orm';
import {
  CHECK_TEXTS,
  completionDateFor,
  dueDiligenceCheckDtoSchema,
  dueDiligenceCheckInputSchema,
  dueDiligenceCheckListQuerySchema,
  dueDiligenceSummarySchema,
  percentComplete,
} from '@estate/domain';
import { dueDiligenceChecks as checks } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsWithTotal, WithTotal } from '../summaries.js';

/**
 * Due Diligence Checklist (spec 2): the firm's checks before it deals with the estate. Only those
 * who run the estate read it (decision 018). A check's evidence is a private document of the estate,
 * attached through the documents pipeline (services/due-diligence/attach-check-document.ts); the
 * form never sets it, so saving a check keeps its document.
 */
export const dueDiligenceCheckRecords = defineEstateRecord({
  path: 'due-diligence-checks',
  readPermission: 'estate:manage',
  entity: 'due_diligence_check',
  tag: 'Due diligence',
  texts: CHECK_TEXTS,
  table: checks,
  input: dueDiligenceCheckInputSchema,
  dto: dueDiligenceCheckDtoSchema,
  listQuery: dueDiligenceCheckListQuerySchema,
  summary: dueDiligenceSummarySchema,
  toValues: (input) => ({
    name: input.name,
    category: input.category,
    status: input.status,
    priority: input.priority,
    assignedTo: orNull(input.assignedTo),
    dateCompleted: completionDateFor(input.status, input.dateCompleted),
    notes: orNull(input.notes),
    externalLink: orNull(input.externalLink),
  }),
  toDto: (row, { deceasedName }) => ({
    ...row,
    deceasedName,
    documentUrl: row.documentId ? `/api/documents/${row.documentId}/file` : null,
  }),
  label: (row) => row.name,
  search: [checks.name, checks.assignedTo, checks.notes],
  filters: { status: checks.status, category: checks.category },
  sorts: {
    priority: [sql`array_position(array['high', 'medium', 'low'], ${checks.priority})`, checks.name],
    name: checks.name,
    status: sql`array_position(array['pending', 'in_progress', 'completed', 'not_applicable'], ${checks.status})`,
    dateCompleted: checks.dateCompleted,
  },
  defaultSort: { key: 'priority', order: 'asc' },
  // The cards and the progress bar are of the whole checklist, whatever the search or filters.
  summarise: async (db, where) => {
    const { summary: counts, total } = await countsWithTotal(db, checks, where, {
      total: true,
      completed: eq(checks.status, 'completed'),
      inProgress: eq(checks.status, 'in_progress'),
      highPriority: sql`${checks.priority} = 'high' and ${checks.status} <> 'completed'`,
    });
    const percent = percentComplete(counts.completed, counts.total);
    return new WithTotal({ ...counts, percentComplete: percent }, total);
  },
  countsTotal: true,
});
