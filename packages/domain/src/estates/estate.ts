import { recordVersionSchema } from '../versions.js';
/** An estate (spec 2): its choices and rules, the new-estate and update requests, and the answers. */
import { z } from 'zod';
import { PG_NUMERIC_14_2_MAX } from '../safe-input.js';
import { valuesOf } from '../estate-records/fields.js';
import { formatNzd } from '../notifyflow/chasing.js';
import { estateTaskSchema } from './task.js';

/** Spec 2 §2: Will Status options, in the order shown. */
export const WILL_STATUSES = ['Valid Will Exists', 'No Will (Intestate)', 'Will Under Review'] as const;

export type WillStatus = (typeof WILL_STATUSES)[number];

import type { WorkflowType } from './workflow-types.js';
export { WORKFLOW_TYPES, type WorkflowType } from './workflow-types.js';
import { ESTATE_STAGE_VALUES, ESTATE_STATUSES } from './estate-status.js';

/** The product's small-estate threshold (spec 2 §5), separate from the statutory s65 limit. */
export const SMALL_ESTATE_THRESHOLD = 500_000;

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

/**
 * Dollars (spec 2 §1) as `formatNzd` writes them: thousands separators, and cents, two digits,
 * when there are some ("$184.50", never "$184.5"; "$40,000").
 */
export function formatDollars(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return 'N/A';
  return formatNzd(Math.round(value * 100));
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
    /** Administered without a grant (s65 releases only); refused while a grant date is recorded. */
    withoutGrant: z.boolean({ message: 'withoutGrant must be true or false' }),
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
  // A grant date and "without a grant" contradict each other.
  .refine((v) => !(v.withoutGrant === true && typeof v.grantDate === 'string'), {
    path: ['withoutGrant'],
    message: 'An estate with a grant date is not administered without a grant.',
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message:
      'Nothing to change: send at least one of executorId, executorEmail, grantDate, withoutGrant, status or stage.',
  });

/** My Estates' Date Range choices (spec 2 §2), by date created. */
export const ESTATE_RANGES = [
  { value: 'all', label: 'All Time' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '90d', label: 'Last 90 Days' },
  { value: 'year', label: 'This Year' },
] as const;

export type EstateRange = (typeof ESTATE_RANGES)[number]['value'];

export const ESTATE_RANGE_VALUES = valuesOf(ESTATE_RANGES);

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

/*
 * What the estate endpoints answer (the request side is in estates.ts). The API types its
 * responses from these and the web app parses every answer with them, so the two cannot drift.
 */

export const estateSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  estateId: z.string(),
  /** The human file number, EST-2026-0042: unique per firm, searchable (migration 0018). */
  fileNumber: z.string(),
  deceasedName: z.string(),
  dateOfDeath: z.string().nullable(),
  lastKnownAddress: z.string().nullable(),
  stage: z.string().nullable(),
  status: z.string().nullable(),
  willStatus: z.string().nullable(),
  workflowType: z.string().nullable(),
  smallEstateFlag: z.boolean().nullable(),
  estimatedValue: z.string().nullable(),
  estimatedValueCents: z.number().nullable(),
  notes: z.string().nullable(),
  grantDate: z.string().nullable(),
  /** Administered without a grant (s65 releases only): the PRA option then runs from the death. */
  withoutGrant: z.boolean(),
  executorId: z.string().nullable(),
  dateCreated: z.string(),
  updatedAt: z.string(),
});

export type Estate = z.infer<typeof estateSchema>;

/** Recent Estates on the dashboard. */
export const recentEstatesSchema = z.object({ items: z.array(estateSchema) });

export const estateListItemSchema = estateSchema.extend({
  progress: z.number(),
  executorName: z.string().nullable(),
});

export type EstateListItem = z.infer<typeof estateListItemSchema>;

export const estateListSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  summary: z.object({
    activeEstates: z.number(),
    pendingTasks: z.number(),
    recentlyUpdated: z.number(),
  }),
  items: z.array(estateListItemSchema),
});

export type EstateList = z.infer<typeof estateListSchema>;

export const estateDetailSchema = estateSchema.extend({
  progress: z.number(),
  executor: z.object({ executorId: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  /**
   * The executor invited by email who has not yet confirmed an Executor account (decision 011); the
   * estate has no executor meanwhile. Null when there is none, and always null for a beneficiary.
   */
  executorInvitation: z.object({ email: z.string(), invitedAt: z.string() }).nullable(),
  tasks: z.array(estateTaskSchema),
});

export type EstateDetail = z.infer<typeof estateDetailSchema>;

/** One choice of the estate picker (GET /api/estates/options). */
export const estateOptionSchema = z.object({
  estateId: z.string(),
  deceasedName: z.string(),
  status: z.string().nullable(),
});

export type EstateOption = z.infer<typeof estateOptionSchema>;

/** Every estate the person may see, by the deceased's name. */
export const estateOptionsSchema = z.object({ items: z.array(estateOptionSchema) });

export type EstateOptions = z.infer<typeof estateOptionsSchema>;

/** The new-estate wizard's answer: the estate, how many starter tasks it got, files it could not keep. */
export const estateCreatedSchema = z.object({
  estateId: z.string(),
  tasksCreated: z.number(),
  skippedFiles: z.array(z.object({ fileName: z.string(), reason: z.string() })),
});

export type EstateCreated = z.infer<typeof estateCreatedSchema>;

export const executorOptionSchema = z.object({
  executorId: z.string(),
  fullName: z.string(),
  userId: z.string(),
  email: z.string(),
});

export type ExecutorOption = z.infer<typeof executorOptionSchema>;

export const executorOptionListSchema = z.object({ items: z.array(executorOptionSchema) });

/**
 * Who else has an estate open now (issue 39, decision 062): those who run it and had its page open in
 * the last 45 seconds, not the reader. Only those who run the estate announce themselves and see it.
 */
export const estatePresenceSchema = z.object({
  people: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type EstatePresence = z.infer<typeof estatePresenceSchema>;
/** How often an open estate page says it is still open, and how long a mark counts. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_WINDOW_SECONDS = 45;
