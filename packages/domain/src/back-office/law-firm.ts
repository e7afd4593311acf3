import { recordVersionSchema } from '../versions.js';
/**
 * Law firms (spec 3 §2 "Law Firms", §3, §4; issue 15): the firms lawyers belong to. A lawyer belongs
 * to at most one firm, and the firm's lawyers share its estates (decision 020). Members and estates
 * are counted from the real rows when read, never stored.
 */
import { z } from 'zod';
import {
  choice,
  optionalEmail,
  optionalText,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from '../estate-records/fields.js';
import { optionalGstNumber } from '../daily/settings.js';

/** Active (success badge) or inactive (error badge); new firms are active (spec 3 §9). */
export const LAW_FIRM_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly Option[];

/** Current (success badge), trial (warning) or overdue (error); new firms are current (spec 3 §9). */
export const LAW_FIRM_BILLING_STATUSES = [
  { value: 'current', label: 'Current' },
  { value: 'trial', label: 'Trial' },
  { value: 'overdue', label: 'Overdue' },
] as const satisfies readonly Option[];

export const LAW_FIRM_TEXTS = recordTexts('law firm', 'law firms', {
  singular: 'Law Firm',
  plural: 'Law Firms',
  add: 'Add Law Firm',
  edit: 'Edit Law Firm',
  created: 'Law firm added successfully',
  updated: 'Law firm updated successfully',
  deleted: 'Law firm deleted successfully',
  confirmDelete: 'Are you sure you want to delete this law firm? This action cannot be undone.',
  notFound: 'Law firm not found',
  empty: 'No law firms found',
  emptyHint: 'Add the law firms whose lawyers use the platform.',
  loadFailed: 'Failed to load law firms. Please try again.',
  loadFailedTitle: 'Error Loading Data',
  saveFailed: 'Failed to save law firm. Please try again.',
  deleteFailed: 'Failed to delete law firm. Please try again.',
});

/** The page's title and subtitle (spec 3 §2). */
export const LAW_FIRM_PAGE = {
  title: 'Law Firms',
  subtitle: 'Manage law firm accounts and their members',
  searchPlaceholder: 'Search law firms...',
} as const;

/** The delete question (spec 3 §2), naming the firm. */
export const lawFirmDeleteQuestion = (name: string) =>
  `Are you sure you want to delete the law firm "${name}"? This action cannot be undone.`;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a firm cannot be deleted yet, naming what is left (null when nothing is): its members and
 * estates must move to another firm and its billing account go first, so no estate loses its firm's
 * lawyers and no invoice its customer.
 */
export function lawFirmDeleteRefusal(left: {
  members: number;
  estates: number;
  hasBillingAccount: boolean;
}): string | null {
  const parts = [
    left.members > 0 ? counted(left.members, 'member', 'members') : null,
    left.estates > 0 ? counted(left.estates, 'estate', 'estates') : null,
    left.hasBillingAccount ? 'a billing account' : null,
  ].filter((p): p is string => p !== null);
  if (!parts.length) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  const moving = [left.members > 0 ? 'members' : null, left.estates > 0 ? 'estates' : null].filter(Boolean);
  const steps = [
    moving.length ? `move its ${moving.join(' and ')} to another firm` : null,
    left.hasBillingAccount ? 'delete its billing account' : null,
  ].filter((s): s is string => s !== null);
  const advice = steps.join(' and ');
  return `This firm still has ${list}. ${advice[0]!.toUpperCase()}${advice.slice(1)} first.`;
}

/** A firm as the form and the API take it (the whole record). */
export const lawFirmInputSchema = z.object({
  name: requiredText('Firm Name'),
  primaryContact: optionalText('Primary Contact', 200),
  contactEmail: optionalEmail('Email'),
  contactPhone: optionalText('Phone', 40),
  address: optionalText('Address', 1000),
  status: choice(LAW_FIRM_STATUSES, 'status'),
  billingStatus: choice(LAW_FIRM_BILLING_STATUSES, 'billing status'),
  /** Also set by the firm's lawyers in Settings › Firm Settings; left as it is when not sent. */
  gstNumber: optionalGstNumber(),
});
export type LawFirmInput = z.input<typeof lawFirmInputSchema>;

export const lawFirmDtoSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  primaryContact: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.string(),
  billingStatus: z.string(),
  gstNumber: z.string().nullable(),
  /** User accounts of the firm (not deleted). */
  memberCount: z.number().int(),
  /** Estates that are the firm's matters. */
  estateCount: z.number().int(),
  createdAt: z.string(),
});
export type LawFirmDto = z.infer<typeof lawFirmDtoSchema>;

export const lawFirmListQuerySchema = recordListQuerySchema.extend({
  status: choice(LAW_FIRM_STATUSES, 'status').optional(),
  billingStatus: choice(LAW_FIRM_BILLING_STATUSES, 'billing status').optional(),
});

/** The tiles, over every firm (not only the page or the filtered ones). */
export const lawFirmSummarySchema = z.object({
  totalFirms: z.number().int(),
  totalMembers: z.number().int(),
  totalEstates: z.number().int(),
  inactiveFirms: z.number().int(),
});
export type LawFirmSummary = z.infer<typeof lawFirmSummarySchema>;
export const lawFirmListSchema = recordListSchema(lawFirmDtoSchema, lawFirmSummarySchema);
