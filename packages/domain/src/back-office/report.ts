import { recordVersionSchema } from '../versions.js';
/**
 * Reports (spec 3 §2 Reports, §3 Report; issue 15): the saved reports of /dashboard/reports, what
 * each type holds, the file formats, and when a scheduled one runs next. A report is generated from
 * what its owner may see, when downloaded or when the worker's schedule comes round (then emailed).
 */
import { z } from 'zod';
import {
  choice,
  labelOf,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from '../estate-records/fields.js';

export const REPORT_CATEGORIES = [
  { value: 'estate_management', label: 'Estate Management' },
  { value: 'financial', label: 'Financial' },
  { value: 'distribution', label: 'Distribution' },
  { value: 'legal', label: 'Legal' },
] as const satisfies readonly Option[];
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]['value'];

export const REPORT_TYPES = [
  { value: 'estate_summary', label: 'Estate summary' },
  { value: 'task_status', label: 'Task status' },
  { value: 'financials', label: 'Financials' },
  { value: 'distributions', label: 'Distributions' },
  { value: 'notifyflow_response_times', label: 'NotifyFlow response times' },
] as const satisfies readonly Option[];
export type ReportType = (typeof REPORT_TYPES)[number]['value'];

/** The category each type is filed under (the Categories filter). */
export const REPORT_CATEGORY_OF: Record<ReportType, ReportCategory> = {
  estate_summary: 'estate_management',
  task_status: 'estate_management',
  financials: 'financial',
  distributions: 'distribution',
  notifyflow_response_times: 'legal',
};

export const REPORT_FORMATS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
] as const satisfies readonly Option[];
export type ReportFormat = (typeof REPORT_FORMATS)[number]['value'];

export const REPORT_FREQUENCIES = [
  { value: 'one-time', label: 'One-time' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
] as const satisfies readonly Option[];
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number]['value'];

export const REPORT_STATUSES = [
  { value: 'not_run', label: 'Not run yet' },
  { value: 'ready', label: 'Ready' },
  { value: 'generating', label: 'Generating' },
  { value: 'failed', label: 'Error' },
] as const satisfies readonly Option[];

/**
 * A saved report's status as people see it (issue 42 item 15): one never generated (no download, no
 * scheduled run yet) is "Not run yet", not "Ready" beside "Last: Never". A new row's stored status
 * is `ready` (the column's default), so this is decided where the row is read.
 */
export function reportStatus(stored: string, lastGeneratedAt: Date | string | null): string {
  return stored === 'ready' && !lastGeneratedAt ? 'not_run' : stored;
}

/** The file's media type and extension per format. */
export const REPORT_FILE_TYPES: Record<ReportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

export const reportTypeLabel = (type: string) => labelOf(REPORT_TYPES, type);

/* ─────────────────────────────── The schedule ─────────────────────────────── */

/** Scheduled reports are made at 7am in New Zealand. */
export const REPORT_RUN_HOUR = 7;
const ZONE = 'Pacific/Auckland';

const zoneParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in New Zealand at `at`, as if it were UTC (for calendar arithmetic). */
function nzWallClock(at: Date): Date {
  const p = Object.fromEntries(zoneParts.formatToParts(at).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!));
}

/**
 * The instant of a New Zealand wall-clock time (given as the UTC fields of `wall`). 7am is never in
 * a daylight-saving gap (New Zealand changes at 2am and 3am), so the offset found at the first guess
 * is the offset then.
 */
function fromNzWallClock(wall: Date): Date {
  const guess = new Date(wall.getTime() - (nzWallClock(wall).getTime() - wall.getTime()));
  const offset = nzWallClock(guess).getTime() - guess.getTime();
  return new Date(wall.getTime() - offset);
}

const at7 = (y: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(y, monthIndex, day, REPORT_RUN_HOUR, 0, 0));

/**
 * When a report of this frequency runs next, strictly after `from`: weekly on Monday at 7am, monthly
 * on the 1st at 7am, quarterly on 1 January, April, July and October at 7am, all New Zealand time;
 * a one-time report is never scheduled (null).
 */
export function nextRunAfter(frequency: ReportFrequency, from: Date): Date | null {
  if (frequency === 'one-time') return null;
  const now = nzWallClock(from);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  let candidate: Date;
  if (frequency === 'weekly') {
    // Days until Monday (getUTCDay: Sunday 0, Monday 1), today included.
    candidate = at7(y, m, d + ((8 - now.getUTCDay()) % 7));
    if (candidate <= now) candidate = at7(y, m, d + 7 + ((8 - now.getUTCDay()) % 7));
  } else if (frequency === 'monthly') {
    candidate = at7(y, m, 1);
    if (candidate <= now) candidate = at7(y, m + 1, 1);
  } else {
    const quarterStart = m - (m % 3);
    candidate = at7(y, quarterStart, 1);
    if (candidate <= now) candidate = at7(y, quarterStart + 3, 1);
  }
  return fromNzWallClock(candidate);
}

/* ─────────────────────────────── Requests and answers ─────────────────────────────── */

export const REPORT_TEXTS = recordTexts('report', 'reports', {
  add: 'New Report',
  emptyHint: 'Create a report to download it now or have it emailed on a schedule.',
});

const EMAIL = z.email();
/** At most this many recipients on one report. */
export const MAX_REPORT_RECIPIENTS = 20;

export const reportInputSchema = z
  .object({
    name: requiredText('Report name'),
    type: choice(REPORT_TYPES, 'report type'),
    format: choice(REPORT_FORMATS, 'format'),
    frequency: choice(REPORT_FREQUENCIES, 'frequency'),
    /** Email addresses the worker sends a scheduled report to. */
    recipients: z
      .array(z.string({ message: 'Each recipient must be an email address' }).trim().max(254), {
        message: 'Recipients must be a list of email addresses',
      })
      .max(MAX_REPORT_RECIPIENTS, { message: `No more than ${MAX_REPORT_RECIPIENTS} recipients` }),
    /** One estate (its id), or empty for every estate the owner may see. */
    estate: z
      .union([z.literal(''), z.uuid({ message: 'Please choose an estate' })], {
        message: 'Please choose an estate',
      })
      .nullish(),
  })
  .superRefine((input, ctx) => {
    const bad = input.recipients.find((r) => !EMAIL.safeParse(r).success);
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: `Please enter a valid email address: ${bad || '(blank)'}`,
      });
    } else if (input.frequency !== 'one-time' && input.recipients.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: 'A scheduled report needs at least one recipient',
      });
    }
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportDtoSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  id: z.string(),
  name: z.string(),
  type: z.string(),
  category: z.string(),
  format: z.string(),
  frequency: z.string(),
  recipients: z.array(z.string()),
  /** The one estate reported on, or null for every estate the owner may see. */
  estate: z.string().nullable(),
  /** "Estate of …" of that estate; null for all. */
  estateName: z.string().nullable(),
  status: z.string(),
  lastGeneratedAt: z.string().nullable(),
  nextScheduledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportDto = z.infer<typeof reportDtoSchema>;

export const reportListQuerySchema = recordListQuerySchema.extend({
  category: choice(REPORT_CATEGORIES, 'category').optional(),
});

/** Spec 3 §2: Total Reports, Scheduled (frequency not one-time), Categories (distinct). */
export const reportSummarySchema = z.object({
  total: z.number().int(),
  scheduled: z.number().int(),
  categories: z.number().int(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportListSchema = recordListSchema(reportDtoSchema, reportSummarySchema);

/** An ad-hoc report, generated and downloaded without saving it. */
export const reportGenerateQuerySchema = z.object({
  type: choice(REPORT_TYPES, 'report type'),
  format: choice(REPORT_FORMATS, 'format'),
  estateId: z.uuid({ message: 'Please choose an estate' }).optional(),
});

export const reportDownloadQuerySchema = z.object({
  /** The report's own format unless given. */
  format: choice(REPORT_FORMATS, 'format').optional(),
});
