/** An estate's tasks: the New Zealand starter tasks, the requests and the answers. */
import { z } from 'zod';
import { recordVersionSchema } from '../versions.js';
import { addDays, addMonths } from '../dates.js';
import { TASK_STATUSES } from './task-status.js';
import type { WorkflowType } from './workflow-types.js';
import { smallEstateRuleSchema } from '../notifyflow/loop.js';

/** Administration Act 1969 s65: an organisation may release up to this without a grant (from 24 Sep 2025). */
export const S65_LIMIT_PER_ORGANISATION = 40_000;

/** What a task's due date counts from: the death, or the grant of probate/administration. */
export type TaskAnchor = 'death' | 'grant';

export interface TaskTemplateItem {
  key: string;
  name: string;
  anchor: TaskAnchor;
  /** Days after the anchor, or months (calendar months, as the statutes count). */
  offset: { days: number } | { months: number };
  /** Why the date is what it is; shown with the task and kept in docs/estate-task-template.md. */
  basis: string;
}

const common = {
  certificates: {
    key: 'death-certificates',
    name: 'Order death certificates (death registered with BDM on form BDM28)',
    anchor: 'death',
    offset: { days: 10 },
    basis: 'The funeral director registers the death within 3 working days of burial or cremation.',
  },
  msd: {
    key: 'notify-msd',
    name: 'Tell Work and Income / NZ Super (payments stop; overpayments are recovered)',
    anchor: 'death',
    offset: { days: 14 },
    basis: 'MSD payments can continue for 28 days after death and are then recovered from the estate.',
  },
  notify: {
    key: 'notify-organisations',
    name: 'Notify banks, insurers, utilities and agencies (NotifyFlow)',
    anchor: 'death',
    offset: { days: 21 },
    basis: 'Early notice freezes accounts and stops automatic payments.',
  },
  inventory: {
    key: 'inventory',
    name: 'List the assets and liabilities and their values at the date of death',
    anchor: 'death',
    offset: { days: 30 },
    basis: 'Needed for the application and the estate accounts.',
  },
  ird: {
    key: 'ird',
    name: 'Inland Revenue: estate IRD number, date-of-death return (IR3), refund claim (IR625) if due',
    anchor: 'death',
    offset: { days: 60 },
    basis: 'An estate that earns income files IR6 returns; no estate duty since 1993.',
  },
  collect: {
    key: 'collect-assets',
    name: 'Send the sealed grant to each organisation and collect the assets',
    anchor: 'grant',
    offset: { days: 14 },
    basis: 'Organisations release funds on sight of the grant.',
  },
  pra: {
    key: 'pra-option',
    name: 'Surviving partner chooses Option A or B (Property (Relationships) Act 1976)',
    anchor: 'grant',
    offset: { months: 6 },
    basis: 'The option must be chosen within 6 months of the grant.',
  },
  s47: {
    key: 's47-hold',
    name: 'Hold distributions until six months after the grant (Administration Act 1969 s47)',
    anchor: 'grant',
    offset: { months: 6 },
    basis: 'Distributing after 6 months without notice of a claim protects the administrator.',
  },
  fpa: {
    key: 'fpa-window',
    name: 'Family Protection Act 1955 claim window closes',
    anchor: 'grant',
    offset: { months: 12 },
    basis: 'Later claims need the leave of the court.',
  },
  distribute: {
    key: 'final-distribution',
    name: 'Prepare final accounts and distribute to beneficiaries',
    anchor: 'grant',
    offset: { months: 7 },
    basis: 'After the s47 date, once no claim has been notified.',
  },
} satisfies Record<string, TaskTemplateItem>;

/** The New Zealand starter tasks per workflow (documented in docs/estate-task-template.md). */
export function taskTemplate(workflow: WorkflowType, smallEstate: boolean): TaskTemplateItem[] {
  const court: TaskTemplateItem[] =
    workflow === 'probate'
      ? [
          {
            key: 'original-will',
            name: 'Find the original will and any codicils',
            anchor: 'death',
            offset: { days: 7 },
            basis: 'The original will must be posted to the High Court with the application.',
          },
          {
            key: 'probate-papers',
            name: 'Prepare the probate papers: application, affidavit, exhibit note, draft probate',
            anchor: 'death',
            offset: { days: 35 },
            basis: 'The affidavit is sworn before a lawyer or JP.',
          },
          {
            key: 'file-probate',
            name: 'File for probate with the High Court (Wellington registry; about $260)',
            anchor: 'death',
            offset: { days: 42 },
            basis: 'Processing usually takes 4 to 8 weeks.',
          },
        ]
      : [
          {
            key: 'will-search',
            name: 'Confirm there is no valid will (search papers, lawyers, Public Trust)',
            anchor: 'death',
            offset: { days: 10 },
            basis:
              'Letters of administration are granted where there is no will, or no executor able to act.',
          },
          {
            key: 'notice-of-choice',
            name: 'Surviving partner: file a Notice of Choice of Option with the application',
            anchor: 'death',
            offset: { days: 35 },
            basis: 'Needed with an intestacy application by a surviving spouse or partner.',
          },
          {
            key: 'file-administration',
            name: 'File for letters of administration with the High Court (Wellington registry)',
            anchor: 'death',
            offset: { days: 42 },
            basis: 'Processing usually takes 4 to 8 weeks.',
          },
        ];
  const small: TaskTemplateItem[] = smallEstate
    ? [
        {
          key: 's65-release',
          name: `Ask each organisation to release funds without a grant (s65, up to $${S65_LIMIT_PER_ORGANISATION.toLocaleString('en-NZ')} each)`,
          anchor: 'death',
          offset: { days: 28 },
          basis: 'Land in the sole name of the deceased always needs a grant.',
        },
      ]
    : [];
  return [
    common.certificates,
    ...court.slice(0, 1),
    common.msd,
    common.notify,
    ...small,
    common.inventory,
    ...court.slice(1),
    common.ird,
    common.collect,
    common.pra,
    common.s47,
    common.distribute,
    common.fpa,
  ];
}

/**
 * Whether the estate goes through a grant of probate or administration: yes, unless those who run it
 * marked it administered without one (s65 releases only; `withoutGrant`). Without a grant the
 * Property (Relationships) Act option runs from the death.
 */
export function estateHasGrant(estate: { withoutGrant?: boolean | null }): boolean {
  return !estate.withoutGrant;
}

/** What a starter task's due date is worked out from, besides its template item. */
export interface DueDateContext {
  dateOfDeath: string | null;
  grantDate: string | null;
  /**
   * The day (New Zealand) the estate was opened. A date counted from the death that would already
   * be past then counts from this day instead, unless the law fixes it to the death. Omitted: no shift.
   */
  openedOn?: string | null;
  /** False for an estate administered without a grant (estateHasGrant). Default true. */
  hasGrant?: boolean;
}

/**
 * The deadlines that really run from the death, whatever day the estate is opened: only the Property
 * (Relationships) Act option of an estate with no grant (six months from the death). Everything else
 * the template counts from the death is a practical step (certificates, MSD, notices, the inventory,
 * the court papers, Inland Revenue's IRD number and returns, whose filing dates follow the tax year,
 * not the death), so it moves to the opening date when it would start out past due.
 */
export function runsFromDeathByLaw(item: TaskTemplateItem, hasGrant = true): boolean {
  return item.key === 'pra-option' && !hasGrant;
}

/** What a task's date counts from on this estate: the PRA option from the death when there is no grant. */
export function anchorOf(item: TaskTemplateItem, hasGrant = true): TaskAnchor {
  return item.key === 'pra-option' && !hasGrant ? 'death' : item.anchor;
}

/**
 * A task's due date: counted from the death or the grant. Null while its anchor is unknown (a
 * grant-anchored task before the grant is recorded). The PRA option counts from the grant, or from
 * the death when the estate has no grant. A death-anchored date that would be before the day the
 * estate was opened counts from the opening day instead (not a legal deadline from the death).
 */
export function dueDateOf(item: TaskTemplateItem, dates: DueDateContext): string | null {
  const hasGrant = dates.hasGrant ?? true;
  const anchor = anchorOf(item, hasGrant);
  const base = anchor === 'death' ? dates.dateOfDeath : dates.grantDate;
  if (!base) return null;
  const from = (start: string) =>
    'days' in item.offset ? addDays(start, item.offset.days) : addMonths(start, item.offset.months);
  const due = from(base);
  const opened = dates.openedOn;
  if (anchor === 'death' && opened && due < opened && !runsFromDeathByLaw(item, hasGrant))
    return from(opened);
  return due;
}

/** The tasks page's query string; with an estate id, that estate's tasks. */
export const taskListQuerySchema = z.object({
  estateId: z.uuid().optional(),
  status: z.enum(TASK_STATUSES).optional(),
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const createTaskSchema = z.object({
  estateId: z.uuid({ message: 'Please choose an estate' }),
  name: z
    .string({ message: 'Task name is required' })
    .trim()
    .min(1, { message: 'Task name is required' })
    .max(300),
  dueDate: z.iso.date({ message: 'Please enter a valid date' }).nullable().default(null),
  assignedToUserId: z.uuid().nullable().default(null),
});

export const updateTaskSchema = z.object({
  status: z.enum(TASK_STATUSES, { message: 'Please choose a status' }),
});

export const estateTaskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  basis: z.string().nullable(),
  assignedToUserId: z.string().nullable(),
  /** The task's version (decision 060): a status change sends it back as If-Match. */
  version: recordVersionSchema,
});

export type EstateTask = z.infer<typeof estateTaskSchema>;

export const taskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  estateId: z.string(),
  deceasedName: z.string(),
  assignedToUserId: z.string().nullable(),
  basis: z.string().nullable(),
  /** The task's version (decision 060): a status change sends it back as If-Match. */
  version: recordVersionSchema,
  /**
   * The s65 task (`s65-release`) of an estate notified through NotifyFlow: each notified
   * organisation's small-estate release rule from the directory (issue 18). Only for those who run
   * the estate; absent on every other task.
   */
  releaseRules: z.array(z.object({ institution: z.string(), rule: smallEstateRuleSchema })).optional(),
});

export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({ items: z.array(taskSchema) });

/** New Task's answer. */
export const taskCreatedSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  estateId: z.string(),
});

export type TaskCreated = z.infer<typeof taskCreatedSchema>;

/** A task's status change, as stored, and the task's new version. */
export const taskStatusChangedSchema = z.object({
  taskId: z.string(),
  status: z.enum(TASK_STATUSES),
  version: recordVersionSchema,
});
