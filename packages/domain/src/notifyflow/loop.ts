/**
 * Issue 18: NotifyFlow closes the loop. What the family and the organisations see of each
 * organisation's progress, derived from the four stored statuses (spec 1 §4 keeps those in the data).
 */
import { z } from 'zod';
import type { InstitutionStatus } from './institution-statuses.js';

/** A notification's own status, derived from its organisations' rows and kept in `notifications.status`. */
export const NOTIFICATION_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'action_needed', label: 'Action needed' },
] as const;
export type NotificationOverallStatus = (typeof NOTIFICATION_STATUSES)[number]['value'];
export const NOTIFICATION_STATUS_VALUES = NOTIFICATION_STATUSES.map((s) => s.value) as [
  NotificationOverallStatus,
  ...NotificationOverallStatus[],
];

/**
 * Any organisation waiting on the family → action needed; every one completed → completed; any
 * delivered or answered → in progress; otherwise (none yet, or all still to go out) → pending.
 */
export function deriveNotificationStatus(statuses: readonly InstitutionStatus[]): NotificationOverallStatus {
  if (statuses.includes('failed')) return 'action_needed';
  if (statuses.length > 0 && statuses.every((s) => s === 'completed')) return 'completed';
  if (statuses.some((s) => s !== 'pending')) return 'in_progress';
  return 'pending';
}

export type LoopTone = 'success' | 'warning' | 'info' | 'neutral';

export function notificationStatusShown(status: string): { label: string; tone: LoopTone } {
  const found = NOTIFICATION_STATUSES.find((s) => s.value === status);
  const tone: LoopTone =
    status === 'completed'
      ? 'success'
      : status === 'action_needed'
        ? 'warning'
        : status === 'in_progress'
          ? 'info'
          : 'neutral';
  return { label: found?.label ?? 'Pending', tone };
}

/**
 * How one organisation's row is shown. `failed` in the data is the organisation asking for more
 * (or an admin recording that it could not act): for the family that is "Action needed", in the
 * warning colour. A row sent again after the family's reply reads "Reply sent".
 */
export function institutionStatusShown(row: {
  status: InstitutionStatus;
  acknowledgedAt: string | null;
  /** The family's latest reply, if any. */
  lastReplyAt?: string | null;
  infoRequestedAt?: string | null;
}): { label: string; tone: LoopTone } {
  switch (row.status) {
    // Nothing has left and nobody answered: its email or letter waits (decision 073).
    case 'pending':
      return { label: 'Queued', tone: 'neutral' };
    case 'completed':
      return { label: 'Completed', tone: 'success' };
    case 'failed':
      return { label: 'Action needed', tone: 'warning' };
    case 'sent':
      if (row.lastReplyAt && (!row.infoRequestedAt || row.lastReplyAt >= row.infoRequestedAt))
        return { label: 'Reply sent', tone: 'info' };
      return row.acknowledgedAt ? { label: 'Acknowledged', tone: 'info' } : { label: 'Sent', tone: 'info' };
  }
}

/** What an organisation may ask for before releasing money without a grant (Administration Act 1969 s65). */
export const SMALL_ESTATE_REQUIREMENTS = [
  { value: 'death_certificate', label: 'A death certificate' },
  { value: 'certified_id', label: 'Certified ID of the person asking, under 3 months old' },
  { value: 'indemnity_form', label: 'Their indemnity form, signed' },
  { value: 'will_copy', label: 'A copy of the will' },
  { value: 'statutory_declaration', label: 'A statutory declaration' },
] as const;
export type SmallEstateRequirement = (typeof SMALL_ESTATE_REQUIREMENTS)[number]['value'];
export const SMALL_ESTATE_REQUIREMENT_VALUES = SMALL_ESTATE_REQUIREMENTS.map((r) => r.value) as [
  SmallEstateRequirement,
  ...SmallEstateRequirement[],
];

/** s65: $40,000 per organisation from 24 September 2025 (previously $15,000). */
export const DEFAULT_SMALL_ESTATE_LIMIT_CENTS = 4_000_000;
/** When an organisation does not say otherwise, it is expected to acknowledge within 5 business days. */
export const DEFAULT_REPLY_BUSINESS_DAYS = 5;

/** One organisation's small-estate release rule, as the family sees it. */
export const smallEstateRuleSchema = z.object({
  limitCents: z.number().int().nonnegative(),
  requirements: z.array(z.enum(SMALL_ESTATE_REQUIREMENT_VALUES)),
  note: z.string().nullable(),
});
export type SmallEstateRule = z.infer<typeof smallEstateRuleSchema>;

/** How the notification reaches an organisation: an email, or a letter the team posts. */
export const DELIVERY_CHANNELS = ['email', 'letter'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
