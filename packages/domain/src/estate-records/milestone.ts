import { z } from 'zod';
import {
  PRIORITIES,
  choice,
  optionalDate,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  valuesOf,
  type Option,
} from './fields.js';

/** Stored statuses; "overdue" is never stored: it is computed when read (decision 018). */
export const MILESTONE_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const satisfies readonly Option[];

export const MILESTONE_PRIORITIES = PRIORITIES;

export const MILESTONE_TEXTS = recordTexts('milestone', 'milestones', {
  confirmDelete:
    'Are you sure you want to delete this milestone? Milestones that depend on it will no longer wait for it.',
  emptyHint: 'Add the steps the estate must reach: grant of probate, assets collected, final distribution.',
});

/** One milestone as the form and the API take it. `dependsOn`: other milestones of the same estate. */
export const milestoneInputSchema = z.object({
  title: requiredText('Milestone'),
  description: optionalText('Description', 4000),
  dueDate: optionalDate('Due date'),
  completedDate: optionalDate('Completed date'),
  status: choice(MILESTONE_STATUSES, 'status'),
  priority: choice(MILESTONE_PRIORITIES, 'priority'),
  assigneeId: z
    .union([z.literal(''), z.uuid()], { message: 'Please choose someone on this estate' })
    .nullish(),
  dependsOn: z
    .array(z.uuid({ message: 'Please choose milestones of this estate' }), {
      message: 'Please choose milestones of this estate',
    })
    .max(50, { message: 'A milestone may depend on 50 others at most' })
    .optional(),
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;

export const milestoneDtoSchema = recordBaseSchema.extend({
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  /** As stored: pending, in_progress or completed. */
  status: z.string(),
  /** Past its due date and not completed, as of today in New Zealand (computed when read). */
  overdue: z.boolean(),
  priority: z.string(),
  assigneeId: z.string().nullable(),
  dependsOn: z.array(z.string()),
});
export type MilestoneDto = z.infer<typeof milestoneDtoSchema>;

export const milestoneListQuerySchema = recordListQuerySchema.extend({
  priority: choice(MILESTONE_PRIORITIES, 'priority').optional(),
  status: z
    .enum([...valuesOf(MILESTONE_STATUSES), 'overdue'], { message: 'Please choose a status' })
    .optional(),
});
/** The counters: each milestone in exactly one (an overdue one is not also pending or in progress). */
export const milestoneSummarySchema = z.object({
  completed: z.number().int(),
  inProgress: z.number().int(),
  pending: z.number().int(),
  overdue: z.number().int(),
});
export type MilestoneSummary = z.infer<typeof milestoneSummarySchema>;
export const milestoneListSchema = recordListSchema(milestoneDtoSchema, milestoneSummarySchema);

/** Someone on the estate a milestone may be given to: its lawyer, its executor, a linked user. */
export const estatePersonSchema = z.object({ userId: z.string(), name: z.string(), role: z.string() });
export type EstatePerson = z.infer<typeof estatePersonSchema>;
export const estatePeopleSchema = z.array(estatePersonSchema);

/**
 * Whether making milestone `id` depend on `dependsOn` would close a circle: the first of `dependsOn`
 * from which following the dependencies leads back to `id`, or null when none does. `graph` maps
 * each milestone of the estate to what it depends on now.
 */
export function dependencyCycle(
  graph: ReadonlyMap<string, readonly string[]>,
  id: string,
  dependsOn: readonly string[],
): string | null {
  for (const start of dependsOn) {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const at = stack.pop()!;
      if (at === id) return start;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(graph.get(at) ?? []));
    }
  }
  return null;
}

/** "Complete “…” first: this milestone depends on it." */
export const completeFirstMessage = (title: string) =>
  `Complete “${title}” first: this milestone depends on it.`;
