import { z } from 'zod';
import { PG_INTEGER_MAX, PG_NUMERIC_14_2_MAX } from './safe-input.js';

/** Spec 2 §2: Will Status options, in the order shown. */
export const WILL_STATUSES = ['Valid Will Exists', 'No Will (Intestate)', 'Will Under Review'] as const;
export type WillStatus = (typeof WILL_STATUSES)[number];
export const WORKFLOW_TYPES = ['probate', 'letters_of_administration'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];
export const ESTATE_STATUSES = ['active', 'pending', 'completed', 'closed'] as const;
export type EstateStatus = (typeof ESTATE_STATUSES)[number];
export const ESTATE_STATUS_LABELS: Record<EstateStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  completed: 'Completed',
  closed: 'Closed',
};
/**
 * The stages an estate moves through, in order. Every estate starts at `initial` (spec 2 §3); the
 * spec leaves later transitions open, so any stage may be chosen (administration is not linear).
 */
export const ESTATE_STAGES = [
  { value: 'initial', label: 'Initial' },
  { value: 'application_filed', label: 'Application Filed' },
  { value: 'grant_issued', label: 'Grant Issued' },
  { value: 'administration', label: 'Administration' },
  { value: 'distribution', label: 'Distribution' },
  { value: 'closed', label: 'Closed' },
] as const;
export type EstateStage = (typeof ESTATE_STAGES)[number]['value'];
export const ESTATE_STAGE_VALUES = ESTATE_STAGES.map((s) => s.value) as [EstateStage, ...EstateStage[]];

export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'Unknown';
  return (
    ESTATE_STAGES.find((s) => s.value === stage)?.label ??
    stage.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
  );
}
export const TASK_STATUSES = ['todo', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The product's small-estate threshold (spec 2 §5), separate from the statutory s65 limit. */
export const SMALL_ESTATE_THRESHOLD = 500_000;
/** Administration Act 1969 s65: an organisation may release up to this without a grant (from 24 Sep 2025). */
export const S65_LIMIT_PER_ORGANISATION = 40_000;

/** Reads a free-text value such as "$500,000", "500000" or "450 000.50"; null when it is not a number. */
export function parseEstimatedValue(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = text.replace(/[\s$,]/g, '').replace(/^NZD/i, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** small_estate_flag: the value parses to a number below 500000 (spec 2 §5). */
export function isSmallEstate(estimatedValue: string | null | undefined): boolean {
  const value = parseEstimatedValue(estimatedValue);
  return value !== null && value < SMALL_ESTATE_THRESHOLD;
}

/** workflow_type: probate when a valid will exists, otherwise letters of administration. */
export function workflowTypeOf(willStatus: string | null | undefined): WorkflowType {
  return willStatus === 'Valid Will Exists' ? 'probate' : 'letters_of_administration';
}

/** Estate status badge tone (spec 2 §4): active green, pending amber, anything else red. */
export function estateStatusTone(status: string | null | undefined): 'success' | 'warning' | 'error' {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'error';
}

/** Dollar sign and thousands separators (spec 2 §1). */
export function formatDollars(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return 'N/A';
  return `$${value.toLocaleString('en-NZ', { maximumFractionDigits: 2 })}`;
}

/* ─────────────────────────── Starter tasks (init-estate-tasks) ─────────────────────────── */

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

/** Adds calendar months the way the statutes count them (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Today's date in New Zealand (YYYY-MM-DD), whatever the server's time zone. */
export function nzToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A task's due date: counted from the death or the grant. Null while its anchor is unknown (a
 * grant-anchored task before the grant is recorded). Small estates count the PRA option from death.
 */
export function dueDateOf(
  item: TaskTemplateItem,
  dates: { dateOfDeath: string | null; grantDate: string | null },
  smallEstate = false,
): string | null {
  const anchor = item.key === 'pra-option' && smallEstate ? 'death' : item.anchor;
  const base = anchor === 'death' ? dates.dateOfDeath : dates.grantDate;
  if (!base) return null;
  return 'days' in item.offset ? addDays(base, item.offset.days) : addMonths(base, item.offset.months);
}

export const createEstateSchema = z.object({
  deceasedName: z
    .string({ message: 'Full Name is required' })
    .trim()
    .min(1, { message: 'Full Name is required' })
    .max(200),
  dateOfDeath: z.iso.date({ message: 'Date of Death is required' }),
  lastKnownAddress: z
    .string({ message: 'Last Known Address is required' })
    .trim()
    .min(1, { message: 'Last Known Address is required' })
    .max(500),
  willStatus: z.enum(WILL_STATUSES, { message: 'Please choose the will status' }),
  // Kept in cents in a bigint column; bounded where cents are still exact as a JavaScript number.
  estimatedValue: z
    .string()
    .trim()
    .max(50)
    .default('')
    .refine((v) => (parseEstimatedValue(v) ?? 0) <= PG_NUMERIC_14_2_MAX, {
      message: `Estimated value must be $${PG_NUMERIC_14_2_MAX.toLocaleString('en-NZ')} or less`,
    }),
  notes: z.string().trim().max(10_000).default(''),
});
export type CreateEstateInput = z.input<typeof createEstateSchema>;

const EXECUTOR_EMAIL_INVALID = 'Please enter a valid email address.';

export const updateEstateSchema = z
  .object({
    executorId: z.uuid({ message: 'Please choose an executor' }).nullable(),
    /**
     * Assigning by email address instead (decision 011): the executor account with that address,
     * or an invitation to create one. Compared as better-auth stores addresses: lower case.
     */
    executorEmail: z
      .string({ message: EXECUTOR_EMAIL_INVALID })
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: EXECUTOR_EMAIL_INVALID }).max(254, { message: EXECUTOR_EMAIL_INVALID })),
    grantDate: z.iso.date({ message: 'Please enter a valid date' }).nullable(),
    status: z.enum(ESTATE_STATUSES, { message: 'Please choose a status' }),
    stage: z.enum(ESTATE_STAGE_VALUES, { message: 'Please choose a stage' }),
  })
  .partial()
  // One way of naming the executor per request: which would win is not for us to guess.
  .refine((v) => v.executorId === undefined || v.executorEmail === undefined, {
    path: ['executorEmail'],
    message: 'Choose an executor or give an email address, not both.',
  })
  // An empty change is a mistake worth saying, and the database has nothing to set.
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change: send at least one of executorId, executorEmail, grantDate, status or stage.',
  });

/* ─────────────────────────── List filters (My Estates, Documents library) ─────────────────────────── */

/** My Estates' Date Range choices (spec 2 §2), by date created. */
export const ESTATE_RANGES = [
  { value: 'all', label: 'All Time' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '90d', label: 'Last 90 Days' },
  { value: 'year', label: 'This Year' },
] as const;
export type EstateRange = (typeof ESTATE_RANGES)[number]['value'];

/** The file formats the documents library filters by (read from each file's bytes). */
export const DOCUMENT_TYPES = ['PDF', 'DOCX', 'XLSX', 'JPEG', 'PNG', 'HEIC'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The documents library's Date Range choices (spec 2 §2), by upload date. */
export const DOCUMENT_RANGES = [
  { value: 'all', label: 'All Time' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '90d', label: 'Last 90 Days' },
] as const;
export type DocumentRange = (typeof DOCUMENT_RANGES)[number]['value'];

const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
export const ESTATE_RANGE_VALUES = valuesOf(ESTATE_RANGES);
export const DOCUMENT_RANGE_VALUES = valuesOf(DOCUMENT_RANGES);

/* ─────────────────────────── List queries and the document upload form ─────────────────────────── */

/** My Estates' query string: search by name or id, filters and a page. */
export const estateListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  status: z.enum([...ESTATE_STATUSES, '']).default(''),
  stage: z.enum([...ESTATE_STAGE_VALUES, '']).default(''),
  range: z.enum(ESTATE_RANGE_VALUES).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type EstateListQuery = z.infer<typeof estateListQuerySchema>;

/** The documents library's query string. */
export const documentListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  type: z.enum(DOCUMENT_TYPES).optional(),
  estateId: z.uuid().optional(),
  range: z.enum(DOCUMENT_RANGE_VALUES).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** Upload Document's values, sent as JSON in the multipart `payload` field beside the file. */
export const documentUploadSchema = z.object({
  estateId: z.uuid({ message: 'Please choose an estate' }),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  /** Honoured for those who run the estate; a beneficiary's own upload is theirs and the firm's. */
  sharedWithBeneficiaries: z.boolean().default(false),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** The tasks page's query string; with an estate id, that estate's tasks. */
export const taskListQuerySchema = z.object({
  estateId: z.uuid().optional(),
  status: z.enum(TASK_STATUSES).optional(),
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/* ─────────────────────────── Estate notes (Add Note on estate detail) ─────────────────────────── */

export const NOTE_CATEGORIES = ['general', 'legal', 'financial', 'family', 'correspondence'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];
export const NOTE_CATEGORY_LABELS: Record<NoteCategory, string> = {
  general: 'General',
  legal: 'Legal',
  financial: 'Financial',
  family: 'Family',
  correspondence: 'Correspondence',
};

/** Tags typed as "probate, bank" become ['probate', 'bank']: trimmed, no empties, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * What a document is (Upload Document's "Document type"), kept as its first tag; the file format
 * (PDF, DOCX…) is read from the bytes by the server.
 */
export const DOCUMENT_KINDS = [
  { value: 'will', label: 'Will' },
  { value: 'death certificate', label: 'Death certificate' },
  { value: 'grant', label: 'Grant of probate or administration' },
  { value: 'identity', label: 'Identity document' },
  { value: 'valuation', label: 'Valuation' },
  { value: 'bank statement', label: 'Bank statement' },
  { value: 'tax', label: 'Tax (IRD)' },
  { value: 'correspondence', label: 'Correspondence' },
  { value: 'other', label: 'Other' },
] as const;

export const createNoteSchema = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, { message: 'Title is required' })
    .max(200, { message: 'Title must be 200 characters or fewer' }),
  content: z
    .string({ message: 'Note is required' })
    .trim()
    .min(1, { message: 'Note is required' })
    .max(10_000, { message: 'Note must be 10,000 characters or fewer' }),
  category: z.enum(NOTE_CATEGORIES, { message: 'Please choose a category' }).default('general'),
  tags: z
    .array(z.string().trim().min(1).max(40, { message: 'Each tag must be 40 characters or fewer' }))
    .max(10, { message: 'At most 10 tags' })
    .default([]),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

export const estateNoteSchema = z.object({
  noteId: z.string(),
  estateId: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.enum(NOTE_CATEGORIES),
  tags: z.array(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type EstateNote = z.infer<typeof estateNoteSchema>;
export const estateNoteListSchema = z.object({ items: z.array(estateNoteSchema) });

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

/* ─────────────────────────── Digital assets (spec 2 §3, §5) ─────────────────────────── */

export const DIGITAL_ASSET_CATEGORIES = [
  { value: 'crypto', label: 'Cryptocurrency' },
  { value: 'domain', label: 'Domain Name' },
  { value: 'social', label: 'Social Media Account' },
  { value: 'subscription', label: 'Subscription Service' },
  { value: 'loyalty', label: 'Loyalty / Rewards Program' },
  { value: 'payment', label: 'Payment Account' },
  { value: 'other', label: 'Other Digital Asset' },
] as const;
export const DIGITAL_ASSET_STATUSES = [
  'active',
  'inactive',
  'legacy_contact_set',
  'pending_verification',
] as const;
/** The fixed list of 8 reward programmes (ids 1 to 8), as the spec's form holds them. */
export const REWARD_PROGRAMS = [
  { id: 1, name: 'Air New Zealand Airpoints', kind: 'airline' },
  { id: 2, name: 'Qantas Frequent Flyer', kind: 'airline' },
  { id: 3, name: 'Flybuys', kind: 'retail' },
  { id: 4, name: 'Farmers Club', kind: 'retail' },
  { id: 5, name: 'AA Smartfuel', kind: 'fuel' },
  { id: 6, name: 'Mobil Smiles', kind: 'fuel' },
  { id: 7, name: 'Accor Live Limitless', kind: 'hotel' },
  { id: 8, name: 'Columbus Coffee Card', kind: 'coffee' },
] as const;
export const DIGITAL_ASSET_TEXTS = {
  estateRequired: 'Estate ID is required',
  programRequired: 'Please select a rewards program',
  pointsPositive: 'Points balance must be a positive number',
  valuePositive: 'Estimated value must be a positive number',
  confirmDelete: 'Are you sure you want to delete this digital asset?',
  deleted: 'Digital asset deleted successfully',
} as const;

const categoryValues = DIGITAL_ASSET_CATEGORIES.map((c) => c.value) as unknown as [string, ...string[]];

/** The digital asset form; the loyalty-only fields are kept only for category loyalty (spec 2 §5). */
export const digitalAssetSchema = z
  .object({
    assetName: z
      .string({ message: 'Asset Name is required' })
      .trim()
      .min(1, { message: 'Asset Name is required' })
      .max(200),
    category: z.enum(categoryValues, { message: 'Please choose a category' }),
    platform: z
      .string({ message: 'Platform/Provider is required' })
      .trim()
      .min(1, { message: 'Platform/Provider is required' })
      .max(200),
    loginEmail: z.string().trim().max(254).nullable().default(null),
    accessInstructions: z.string().trim().max(4000).nullable().default(null),
    status: z.enum(DIGITAL_ASSET_STATUSES).default('active'),
    notes: z.string().trim().max(4000).nullable().default(null),
    // Bounded by their columns (integer, integer, numeric(14, 2)); the loyalty rules are below.
    rewardProgramId: z
      .number()
      .int({ message: DIGITAL_ASSET_TEXTS.programRequired })
      .min(-PG_INTEGER_MAX, { message: DIGITAL_ASSET_TEXTS.programRequired })
      .max(PG_INTEGER_MAX, { message: DIGITAL_ASSET_TEXTS.programRequired })
      .nullable()
      .default(null),
    pointsBalance: z
      .number()
      .min(-PG_INTEGER_MAX, { message: DIGITAL_ASSET_TEXTS.pointsPositive })
      .max(PG_INTEGER_MAX, {
        message: `Points balance must be ${PG_INTEGER_MAX.toLocaleString('en-NZ')} or less`,
      })
      .nullable()
      .default(null),
    estimatedValue: z
      .number()
      .min(-PG_NUMERIC_14_2_MAX, { message: DIGITAL_ASSET_TEXTS.valuePositive })
      .max(PG_NUMERIC_14_2_MAX, {
        message: `Estimated value must be $${PG_NUMERIC_14_2_MAX.toLocaleString('en-NZ')} or less`,
      })
      .nullable()
      .default(null),
    expiryDate: z.iso.date().nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.category !== 'loyalty') return;
    if (!v.rewardProgramId || !REWARD_PROGRAMS.some((p) => p.id === v.rewardProgramId))
      ctx.addIssue({
        code: 'custom',
        path: ['rewardProgramId'],
        message: DIGITAL_ASSET_TEXTS.programRequired,
      });
    if (v.pointsBalance !== null && (v.pointsBalance < 0 || !Number.isInteger(v.pointsBalance)))
      ctx.addIssue({ code: 'custom', path: ['pointsBalance'], message: DIGITAL_ASSET_TEXTS.pointsPositive });
    if (v.estimatedValue !== null && v.estimatedValue < 0)
      ctx.addIssue({ code: 'custom', path: ['estimatedValue'], message: DIGITAL_ASSET_TEXTS.valuePositive });
  })
  .transform((v) =>
    v.category === 'loyalty'
      ? v
      : { ...v, rewardProgramId: null, pointsBalance: null, estimatedValue: null, expiryDate: null },
  );
