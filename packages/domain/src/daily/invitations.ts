/**
 * Invitations to an estate by link (issue 16; decision 028): someone who runs an estate invites a
 * co-executor, a beneficiary or another lawyer by email; the single-use link expires in 14 days and
 * links the person with that role once they sign in with the invited address. Also the Executors
 * screen's list (spec 3 §2 "Executors", §3 Executor, §4 "active when the linked user is active").
 */
import { z } from 'zod';
import { choice, optionalText, recordListQuerySchema, type Option } from '../estate-records/fields.js';
import { INVITATION_ROLES, type InvitationRole } from './invitation-roles.js';

/* ─────────────────────────────── Invitations ─────────────────────────────── */

/**
 * The account an invitation needs: what a person may do on an estate follows their account type
 * (decision 007), so a role link cannot narrow it. An executor account linked as a beneficiary could
 * run the estate; a beneficiary account linked as an executor could not. Each role therefore needs
 * its own account type, which the sign-up form preselects (decision 028).
 */
export const ACCOUNT_TYPE_FOR_INVITATION: Record<InvitationRole, 'executor' | 'beneficiary' | 'lawyer'> = {
  executor: 'executor',
  beneficiary: 'beneficiary',
  lawyer: 'lawyer',
};

export const INVITATION_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'expired', label: 'Expired' },
  { value: 'revoked', label: 'Revoked' },
] as const satisfies readonly Option[];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]['value'];

/** How long a link works after it is sent (or sent again). */
export const INVITATION_TTL_DAYS = 14;
/** At most this many invitations sent (or resent) per estate in 24 hours: the form is not a mailer. */
export const INVITATIONS_PER_ESTATE_PER_DAY = 50;

/** A link invitation's status, computed when read: never stored. */
export function invitationStatusOf(
  row: {
    acceptedAt: Date | string | null;
    cancelledAt: Date | string | null;
    expiresAt: Date | string | null;
  },
  now: Date = new Date(),
): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.cancelledAt) return 'revoked';
  if (row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

const EMAIL_INVALID = 'Please enter a valid email address.';

/** `POST /api/estates/:id/invitations`. */
export const createInvitationSchema = z.object({
  /** Compared as better-auth stores addresses: trimmed and lower case. */
  email: z
    .string({ message: EMAIL_INVALID })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: EMAIL_INVALID }).max(254, { message: EMAIL_INVALID })),
  name: optionalText('Name', 200),
  role: choice(INVITATION_ROLES, 'role'),
  /** A line from the inviter, quoted in the email. */
  message: optionalText('Message', 1000),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

export const invitationDtoSchema = z.object({
  id: z.string(),
  estateId: z.string(),
  deceasedName: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['executor', 'beneficiary', 'lawyer']),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type InvitationDto = z.infer<typeof invitationDtoSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationDtoSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** `GET /api/invitations`: the invitations of every estate one runs, or of one. */
export const invitationListQuerySchema = z.object({
  estateId: z.uuid({ message: 'Estate not found' }).optional(),
  role: choice(INVITATION_ROLES, 'role').optional(),
  status: choice(INVITATION_STATUSES, 'status').optional(),
});

/** The link's token: 32 random bytes, base64url (43 characters). Anything else is unknown (404). */
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Invitation not found' }),
});

/** What the invitation page shows anyone holding the link (no session needed). */
export const invitationByTokenSchema = z.object({
  deceasedName: z.string(),
  role: z.enum(['executor', 'beneficiary', 'lawyer']),
  /** The account type the invitation needs (and sign-up preselects). */
  accountType: z.enum(['executor', 'beneficiary', 'lawyer']),
  inviterName: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  expiresAt: z.string().nullable(),
});
export type InvitationByToken = z.infer<typeof invitationByTokenSchema>;

export const acceptedInvitationSchema = z.object({
  estateId: z.string(),
  role: z.enum(['executor', 'beneficiary', 'lawyer']),
});

/* ─────────────────────────────── The Executors screen ─────────────────────────────── */

export const EXECUTOR_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly Option[];

export const EXECUTOR_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'status', label: 'Status' },
  { value: 'estates', label: 'Estates' },
] as const satisfies readonly Option[];

/** `GET /api/executors/overview`: search (name or email), filters, sort and page. */
export const executorOverviewQuerySchema = recordListQuerySchema.pick({ page: true, pageSize: true }).extend({
  q: z.string().trim().max(100, { message: 'Search must be 100 characters or fewer' }).default(''),
  status: choice(EXECUTOR_STATUSES, 'status').optional(),
  estateId: z.uuid({ message: 'Estate not found' }).optional(),
  sort: choice(EXECUTOR_SORTS, 'sort').default('name'),
  order: z.enum(['asc', 'desc'], { message: 'Order must be asc or desc' }).default('asc'),
});
export type ExecutorOverviewQuery = z.input<typeof executorOverviewQuerySchema>;

export const executorOverviewItemSchema = z.object({
  executorId: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  /** The estates of theirs the reader may see: named on it, or linked as (co-)executor. */
  estates: z.array(z.object({ id: z.string(), deceasedName: z.string() })),
});
export type ExecutorOverviewItem = z.infer<typeof executorOverviewItemSchema>;

export const executorOverviewSchema = z.object({
  /** One page of the executors; `total` counts every page. */
  items: z.array(executorOverviewItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    total: z.number().int(),
    active: z.number().int(),
    pendingInvitations: z.number().int(),
  }),
});
export type ExecutorOverview = z.infer<typeof executorOverviewSchema>;
