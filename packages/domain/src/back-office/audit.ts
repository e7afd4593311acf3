/**
 * The audit log's categories (spec 3 §3 AuditEvent): every event is one of these, decided from its
 * action when it is written (`auditCategoryOf`), and filtered and counted by it on /dashboard/audit-log.
 */
export const AUDIT_CATEGORIES = ['document', 'security', 'data', 'access', 'system'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_STATUSES = ['success', 'failure'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Actions about who may sign in or what they may do: sign-ins, passwords, roles, firms, accounts. */
const SECURITY = /^(auth|session|user|password|two_factor)\./;
/** Reading or taking data out: downloads, exports, access to controlled items, invitations. */
const ACCESS =
  /\.(downloaded|exported|accessed|viewed|executor_invited|executor_accepted|executor_invitation_cancelled)$/;

/**
 * The category of an action (`<entity>.<verb>`). The same rule backfilled the events written before
 * the column existed (migration 0014), so old and new events are filed alike.
 *
 * - security: `auth.*`, `session.*`, `user.*`, `password.*`, `two_factor.*`
 * - access: downloads, exports, a controlled item opened, an executor invited or accepted
 * - document: `document.*` (uploads, replacements, sharing)
 * - system: anything the system did on its own (no actor), such as the worker's scheduled reports
 * - data: every other change to a record
 */
export function auditCategoryOf(action: string, actorId: string | null): AuditCategory {
  if (SECURITY.test(action)) return 'security';
  if (ACCESS.test(action)) return 'access';
  if (action.startsWith('document.')) return 'document';
  if (actorId === null) return 'system';
  return 'data';
}
