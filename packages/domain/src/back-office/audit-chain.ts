import { z } from 'zod';

/**
 * The tamper-evident audit trail (issue 41, decision 071): every audit event is chained to the one
 * before it by SHA-256, and a check walks the chains. These are the check's answers, as the admin
 * Audit Log shows them (`GET /api/admin/audit-log/verification`).
 */

/**
 * What a check can find wrong:
 * - `altered`: an event's content (or its stored hash) no longer matches its hash;
 * - `missing`: events are gone between two that remain;
 * - `newest-missing`: the newest events are gone (the chain ends before its head);
 * - `rewritten`: an event differs from what an earlier passing check saw;
 * - `unchained`: an event was written outside the chain (the chain trigger bypassed).
 */
export const AUDIT_CHAIN_BREAK_KINDS = [
  'altered',
  'missing',
  'newest-missing',
  'rewritten',
  'unchained',
] as const;
export type AuditChainBreakKind = (typeof AUDIT_CHAIN_BREAK_KINDS)[number];

/** One thing a check found wrong, naming the event where it was found. */
export const auditChainBreakSchema = z.object({
  kind: z.enum(AUDIT_CHAIN_BREAK_KINDS),
  chain: z.string(),
  /** The event's place in its chain (null for an event outside any chain). */
  seq: z.number().int().nullable(),
  /** The event named: the altered one, or the first after a gap. */
  eventId: z.uuid().nullable(),
  action: z.string().nullable(),
  /** When the event says it happened (UTC). */
  at: z.iso.datetime().nullable(),
  /** How many events are missing (`missing`, `newest-missing`). */
  missing: z.number().int().optional(),
  /** A sentence for a person: what is wrong and where. */
  message: z.string(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreakSchema>;

/** Each chain's newest event when checked. */
export const auditChainHeadsSchema = z.record(
  z.string(),
  z.object({ seq: z.number().int().nonnegative(), hash: z.string() }),
);
export type AuditChainHeads = z.infer<typeof auditChainHeadsSchema>;

export const AUDIT_VERIFICATION_TRIGGERS = ['scheduled', 'admin'] as const;

/** One completed check of the audit chains. */
export const auditVerificationSchema = z.object({
  id: z.uuid(),
  trigger: z.enum(AUDIT_VERIFICATION_TRIGGERS),
  /** The admin who asked for it (null for the periodic job, or an account since deleted). */
  requestedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  ok: z.boolean(),
  /** How many events were checked. */
  events: z.number().int().nonnegative(),
  breaks: z.array(auditChainBreakSchema),
  heads: auditChainHeadsSchema,
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** `GET /api/admin/audit-log/verification`: the newest check, and how often the job checks. */
export const auditVerificationStatusSchema = z.object({
  last: auditVerificationSchema.nullable(),
  /** The periodic job checks when the newest check is older than this. */
  everyHours: z.number().positive(),
});
export type AuditVerificationStatus = z.infer<typeof auditVerificationStatusSchema>;

/** The texts of the audit chain's panel on the Audit Log and of the notice a break raises. */
export const AUDIT_CHAIN_TEXTS = {
  heading: 'Tamper check',
  never: 'The audit trail has not been checked yet.',
  verifyNow: 'Verify now',
  verifying: 'Verifying…',
  verifyFailed: 'The audit trail could not be checked. Please try again.',
  intact: (events: number) =>
    `Intact: all ${events.toLocaleString('en-NZ')} events match their hashes and none is missing.`,
  broken: (count: number) =>
    count === 1 ? 'Broken: 1 problem found.' : `Broken: ${count.toLocaleString('en-NZ')} problems found.`,
  byJob: 'by the scheduled check',
  byAdmin: (name: string) => `by ${name}`,
  explain:
    'Each event is sealed with a SHA-256 hash of its content and of the event before it, so a change to a stored event, or a removed one, is found by the check.',
  noticeTitle: 'The audit trail failed its tamper check',
  noticeMessage: (first: string) => `${first} Open the Audit Log for the details.`,
} as const;
