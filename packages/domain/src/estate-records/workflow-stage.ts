/**
 * Estate Workflow (spec 2 §2): the stages of an estate's administration. The estate's own six stages
 * (ESTATE_STAGES, `estateStage` set) are rows of the workflow too, so the estate's stage and its
 * workflow never disagree; the firm adds its own stages (`estateStage` null) between them by position.
 */
import { z } from 'zod';
import { ESTATE_STAGES, ESTATE_STAGE_VALUES, type EstateStage } from '../estates/estate-status.js';
import { PG_INTEGER_MAX } from '../safe-input.js';
import {
  choice,
  optionalDate,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from './fields.js';

export const WORKFLOW_STAGE_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'blocked', label: 'Blocked' },
] as const satisfies readonly Option[];
export type WorkflowStageStatus = (typeof WORKFLOW_STAGE_STATUSES)[number]['value'];

export const WORKFLOW_STAGE_TEXTS = {
  ...recordTexts('stage', 'stages', {
    add: 'New Stage',
    emptyHint: 'Add the steps your firm takes for this estate.',
  }),
  keyedNotDeleted:
    "This is one of the estate's own stages (Initial to Closed): it cannot be deleted. Change its status instead.",
  keyedFixed:
    "One of the estate's own stages: its name and place are fixed, and its status moves the estate's stage.",
};

/** The gap between the estate's own stages' positions (Initial 100 … Closed 600), room for the firm's. */
export const KEYED_STAGE_GAP = 100;

/** Position of the estate's own stage: Initial 100, Application Filed 200, … Closed 600. */
export const keyedStagePosition = (stage: EstateStage): number =>
  (ESTATE_STAGE_VALUES.indexOf(stage) + 1) * KEYED_STAGE_GAP;

export const workflowStageInputSchema = z.object({
  name: requiredText('Name'),
  description: optionalText('Description', 4000),
  status: choice(WORKFLOW_STAGE_STATUSES, 'status'),
  owner: optionalText('Owner', 200),
  startDate: optionalDate('Start date'),
  dueDate: optionalDate('Due date'),
  completedDate: optionalDate('Completed date'),
  /** Order in the workflow; none puts a new stage last (and keeps an edited one where it is). */
  position: z
    .number({ message: 'Position must be a whole number' })
    .int({ message: 'Position must be a whole number' })
    .min(0, { message: 'Position must be 0 or more' })
    .max(PG_INTEGER_MAX, { message: 'Position is too large' })
    .nullish(),
});
export type WorkflowStageInput = z.input<typeof workflowStageInputSchema>;

export const workflowStageDtoSchema = recordBaseSchema.extend({
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  owner: z.string().nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  /** One of the estate's own stages, or null for the firm's. */
  estateStage: z.string().nullable(),
  position: z.number().int(),
});
export type WorkflowStageDto = z.infer<typeof workflowStageDtoSchema>;

export const workflowStageListQuerySchema = recordListQuerySchema.extend({
  status: choice(WORKFLOW_STAGE_STATUSES, 'status').optional(),
});
export const workflowStageSummarySchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  blocked: z.number().int(),
});
export type WorkflowStageSummary = z.infer<typeof workflowStageSummarySchema>;
export const workflowStageListSchema = recordListSchema(workflowStageDtoSchema, workflowStageSummarySchema);

const order = (stage: string): number => ESTATE_STAGE_VALUES.indexOf(stage as EstateStage);

/**
 * The statuses of the estate's own stages when `current` is its stage: earlier ones completed, the
 * current one in progress (still blocked if it was), later ones pending; Closed as the current stage
 * is completed. `previous` holds the statuses before, to keep a block.
 */
export function keyedStageStatuses(
  current: EstateStage,
  previous: Partial<Record<EstateStage, string>> = {},
): Record<EstateStage, WorkflowStageStatus> {
  const at = order(current);
  return Object.fromEntries(
    ESTATE_STAGES.map(({ value }, i): [EstateStage, WorkflowStageStatus] => {
      if (i < at) return [value, 'completed'];
      if (i > at) return [value, 'pending'];
      if (value === 'closed') return [value, 'completed'];
      return [value, previous[value] === 'blocked' ? 'blocked' : 'in_progress'];
    }),
  ) as Record<EstateStage, WorkflowStageStatus>;
}

/**
 * The estate's stage after one of its own stages is saved with `status` through the workflow:
 * in progress or blocked makes it the current stage; completing the current stage (or a later one)
 * moves the estate to the next (Closed stays Closed); putting the current stage (or an earlier one)
 * back to pending moves the estate back to the stage before it. Anything else leaves the stage.
 */
export function estateStageAfter(
  saved: EstateStage,
  status: string,
  current: string | null | undefined,
): EstateStage {
  const at = order(current ?? 'initial');
  const now: EstateStage = at < 0 ? 'initial' : ESTATE_STAGE_VALUES[at]!;
  const i = order(saved);
  if (status === 'in_progress' || status === 'blocked') return saved;
  if (status === 'completed')
    return i >= at ? ESTATE_STAGE_VALUES[Math.min(i + 1, ESTATE_STAGE_VALUES.length - 1)]! : now;
  if (status === 'pending') return i <= at ? ESTATE_STAGE_VALUES[Math.max(i - 1, 0)]! : now;
  return now;
}
