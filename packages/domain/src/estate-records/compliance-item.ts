/**
 * Compliance Tracking (spec 2 §2): the estate's obligations to the law and to agencies, each with a
 * due date. "Overdue" is pending past its due date in New Zealand, computed when read (isOverdue,
 * and overdueSql in the API), never stored. Every new estate starts with the New Zealand obligations
 * below (docs: /work/shared/domain/nz-estate-facts.md).
 */
import { z } from 'zod';
import { addDays, addMonths, isOverdue } from '../dates.js';
import type { TaskAnchor } from '../estates/task.js';
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
  type Option,
} from './fields.js';

export const COMPLIANCE_PRIORITIES = PRIORITIES;

/** What is stored: an obligation is pending or completed. */
export const COMPLIANCE_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
] as const satisfies readonly Option[];

/** What is shown and filtered: overdue is a pending obligation past its due date. */
export const COMPLIANCE_EFFECTIVE_STATUSES = [
  ...COMPLIANCE_STATUSES,
  { value: 'overdue', label: 'Overdue' },
] as const satisfies readonly Option[];

export const COMPLIANCE_TEXTS = recordTexts('requirement', 'requirements', {
  emptyHint: 'List what the law and the agencies require of the estate, with due dates.',
});

export const complianceItemInputSchema = z.object({
  requirement: requiredText('Requirement', 300),
  authority: optionalText('Authority', 200),
  priority: choice(COMPLIANCE_PRIORITIES, 'priority'),
  dueDate: optionalDate('Due date'),
  status: choice(COMPLIANCE_STATUSES, 'status'),
  assignedTo: optionalText('Assigned to', 200),
  completedDate: optionalDate('Completed date'),
  notes: optionalText('Notes', 4000),
});
export type ComplianceItemInput = z.input<typeof complianceItemInputSchema>;

export const complianceItemDtoSchema = recordBaseSchema.extend({
  requirement: z.string(),
  authority: z.string().nullable(),
  priority: z.string(),
  dueDate: z.string().nullable(),
  /** pending, completed, or overdue (pending past its due date, today in New Zealand). */
  status: z.string(),
  assignedTo: z.string().nullable(),
  completedDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ComplianceItemDto = z.infer<typeof complianceItemDtoSchema>;

export const complianceItemListQuerySchema = recordListQuerySchema.extend({
  priority: choice(COMPLIANCE_PRIORITIES, 'priority').optional(),
  status: choice(COMPLIANCE_EFFECTIVE_STATUSES, 'status').optional(),
});
export const complianceItemSummarySchema = z.object({
  completed: z.number().int(),
  pending: z.number().int(),
  overdue: z.number().int(),
});
export type ComplianceItemSummary = z.infer<typeof complianceItemSummarySchema>;
export const complianceItemListSchema = recordListSchema(
  complianceItemDtoSchema,
  complianceItemSummarySchema,
);

/** The status shown: overdue when pending past its due date as of `today` in New Zealand. */
export function complianceStatusOf(
  item: { status: string; dueDate: string | null },
  today?: string,
): 'pending' | 'completed' | 'overdue' {
  if (item.status === 'completed') return 'completed';
  return isOverdue(item.dueDate, false, today) ? 'overdue' : 'pending';
}

/* ───────────────────── The New Zealand obligations of every new estate ───────────────────── */

export interface ComplianceObligation {
  requirement: string;
  authority: string;
  priority: (typeof COMPLIANCE_PRIORITIES)[number]['value'];
  /** What the due date counts from; none when the facts give no period. */
  anchor: TaskAnchor | null;
  offset: { days: number } | { months: number } | null;
  /** Counts from the death instead when the estate is administered without a grant (the PRA option). */
  fromDeathWithoutGrant?: boolean;
  /** Why the date is what it is (kept in the obligation's notes). */
  basis: string;
}

/** The obligations every New Zealand estate starts with (nz-estate-facts.md). */
export const NZ_COMPLIANCE_OBLIGATIONS: readonly ComplianceObligation[] = [
  {
    requirement: 'Repay Work and Income / NZ Super payments made more than 28 days after the death',
    authority: 'Ministry of Social Development (Work and Income)',
    priority: 'high',
    anchor: 'death',
    offset: { days: 28 },
    basis: 'Payments can continue for 28 days after the death; later payments are recovered from the estate.',
  },
  {
    requirement: "Apply for the estate's own IRD number",
    authority: 'Inland Revenue',
    priority: 'medium',
    anchor: 'death',
    offset: { days: 60 },
    basis:
      "The estate needs its own IRD number; the date is the product's target, as for the Inland Revenue task.",
  },
  {
    requirement: 'File the date-of-death income tax return (IR3)',
    authority: 'Inland Revenue',
    priority: 'high',
    anchor: 'death',
    offset: { days: 60 },
    basis:
      "The return covers the tax year up to the date of death; the date is the product's target, as for the Inland Revenue task. An estate that earns income files IR6 returns.",
  },
  {
    requirement: 'Transfer or sell the vehicles: form MR13B if kept, MR13A if sold',
    authority: 'Waka Kotahi NZ Transport Agency',
    priority: 'low',
    anchor: null,
    offset: null,
    basis: 'Waka Kotahi gives no period; set a date when the vehicles are dealt with.',
  },
  {
    requirement: 'Surviving partner chooses Option A or B',
    authority: 'Property (Relationships) Act 1976',
    priority: 'high',
    anchor: 'grant',
    offset: { months: 6 },
    // From the grant whatever the estate's value (the product's small-estate flag is no reason to
    // count it from the death); from the death when there is no grant (as the starter task: dueDateOf).
    fromDeathWithoutGrant: true,
    basis:
      'Within 6 months of the grant; within 6 months of the death when the estate is administered without a grant. Dated once the grant is recorded.',
  },
  {
    requirement: 'Hold distributions until six months after the grant',
    authority: 'Administration Act 1969 s47',
    priority: 'high',
    anchor: 'grant',
    offset: { months: 6 },
    basis:
      'Distributing after 6 months without notice of a claim protects the administrator. Dated once the grant is recorded.',
  },
  {
    requirement: 'Family Protection Act claim window closes (12 months after the grant)',
    authority: 'Family Protection Act 1955',
    priority: 'medium',
    anchor: 'grant',
    offset: { months: 12 },
    basis: 'Later claims need the leave of the court. Dated once the grant is recorded.',
  },
];

/**
 * An obligation's due date: counted from the death or the grant (the PRA option from the death when
 * the estate is administered without a grant); null while that date is unknown.
 */
export function complianceDueDate(
  item: ComplianceObligation,
  dates: { dateOfDeath: string | null; grantDate: string | null },
  withoutGrant = false,
): string | null {
  if (!item.anchor || !item.offset) return null;
  const anchor = item.fromDeathWithoutGrant && withoutGrant ? 'death' : item.anchor;
  const base = anchor === 'death' ? dates.dateOfDeath : dates.grantDate;
  if (!base) return null;
  return 'days' in item.offset ? addDays(base, item.offset.days) : addMonths(base, item.offset.months);
}
