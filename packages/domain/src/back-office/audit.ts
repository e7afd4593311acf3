import { z } from 'zod';
import { keysetListQuerySchema, recordListSchema, type Option } from '../estate-records/fields.js';
import { nzLongDate } from '../dates.js';

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

export const AUDIT_CATEGORY_OPTIONS = [
  { value: 'document', label: 'Document' },
  { value: 'security', label: 'Security' },
  { value: 'data', label: 'Data' },
  { value: 'access', label: 'Access' },
  { value: 'system', label: 'System' },
] as const satisfies readonly Option<AuditCategory>[];

export const AUDIT_STATUS_OPTIONS = [
  { value: 'success', label: 'Success' },
  { value: 'failure', label: 'Failure' },
] as const satisfies readonly Option<AuditStatus>[];

/** The Audit Log screen's texts (spec 3 §2 Audit Log; the spec gives only "Export Log"). */
export const AUDIT_LOG_TEXTS = {
  title: 'Audit Log',
  subtitle: 'Who did what, when and from where: sign-ins, changes, downloads and exports',
  export: 'Export Log',
  exportPdf: 'Export PDF',
  exportFailed: 'The audit log could not be exported. Please try again.',
  searchLabel: 'Search the audit log',
  searchPlaceholder: 'Search by action, details or user...',
  categoryFilter: 'Category',
  allCategories: 'All Categories',
  statusFilter: 'Status',
  allStatuses: 'All Statuses',
  empty: 'No audit events found',
  emptyHint: 'Events appear here as people sign in, change records and download files',
  loadFailed: 'The audit log could not be loaded. Please try again.',
  system: 'System',
  deletedUser: 'Deleted user',
  cards: {
    total: 'Total Events',
    document: 'Document Events',
    security: 'Security Events',
    access: 'Access Events',
  },
} as const;

/** The columns of the exported CSV, in order. */
export const AUDIT_CSV_HEADERS = [
  'Event ID',
  'Timestamp (NZ)',
  'User',
  'Role',
  'Action',
  'Category',
  'Details',
  'IP address',
  'Status',
  // The seal of each event (decision 071): a copy of the export keeps the hashes the trail had.
  'Chain position',
  'Previous hash',
  'Hash (SHA-256)',
] as const;

/** The nouns of the recorded entities (`<entity>.<verb>`); an entity not here is its name humanised. */
const ENTITY_NOUNS: Record<string, string> = {
  asset: 'Asset',
  audit_log: 'Audit log',
  beneficiary: 'Beneficiary',
  billing_account: 'Billing account',
  claim: 'Claim',
  compliance_item: 'Compliance requirement',
  controlled_item: 'Controlled item',
  correspondence: 'Correspondence',
  digital_asset: 'Digital asset',
  distribution: 'Distribution',
  document: 'Document',
  due_diligence_check: 'Due diligence check',
  institution: 'Organisation',
  institutions_notified: 'Organisation notified',
  inventory: 'Estate inventory',
  inventory_item: 'Inventory item',
  invoice: 'Invoice',
  law_firm: 'Law firm',
  letter: 'Letter',
  liability: 'Liability',
  milestone: 'Milestone',
  note: 'Note',
  privacy_request: 'Privacy request',
  note_comment: 'Comment',
  notification: 'NotifyFlow notification',
  notification_document: 'NotifyFlow document',
  report: 'Report',
  risk: 'Risk',
  stakeholder: 'Stakeholder',
  task: 'Task',
  tax_record: 'Tax record',
  transaction: 'Transaction',
  user: 'User',
  valuation: 'Valuation',
  workflow_stage: 'Workflow stage',
};

/** Actions whose label is not "<noun> <verb>". */
const ACTION_LABELS: Record<string, string> = {
  'auth.signed_in': 'Signed in',
  'auth.signed_out': 'Signed out',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.other_sessions_ended': 'Signed out everywhere else',
  'estate.created': 'Estate opened',
  'estate.exported': 'Estate exported',
  'estate.statement_downloaded': 'Statement downloaded',
  'estate.ledger_exported': 'Ledger exported',
  'estate.executor_invited': 'Executor invited',
  'estate.executor_invitation_cancelled': 'Executor invitation cancelled',
  'estate.executor_accepted': 'Executor joined',
  'estate.invitation_sent': 'Invitation sent',
  'estate.invitation_resent': 'Invitation sent again',
  'estate.invitation_revoked': 'Invitation revoked',
  'estate.invitation_accepted': 'Invitation accepted',
  'user.role_changed': 'Role changed',
  'user.access_changed': 'Access changed',
  'transaction.imported': 'Transactions imported',
  'estate.books_closed': 'Books closed',
  'estate.books_reopened': 'Books reopened',
  'privacy_request.exported': 'Personal information downloaded',
};

const humanise = (word: string) => word.replace(/_/g, ' ');
const capitalise = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
const split = (action: string) => {
  const dot = action.indexOf('.');
  return dot < 0
    ? { entity: action, verb: '' }
    : { entity: action.slice(0, dot), verb: action.slice(dot + 1) };
};
const nounOf = (entity: string) => ENTITY_NOUNS[entity] ?? capitalise(humanise(entity));

/** What an action reads as in the log: "Asset created", "Signed in", "Statement downloaded". */
export function auditActionLabel(action: string): string {
  const own = ACTION_LABELS[action];
  if (own) return own;
  const { entity, verb } = split(action);
  if (entity === 'auth' || entity === 'session') return capitalise(humanise(verb)) || 'Signed in';
  return `${nounOf(entity)} ${humanise(verb)}`.trim();
}

/** What the log knows about an event besides its action and data. */
export interface AuditEventContext {
  /** The deceased's name of the estate the event is about (one the reader may see), if any. */
  deceasedName: string | null;
  /** The name of the account an event about a user account is about, if any. */
  subjectName: string | null;
}

const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * One readable sentence for an event: the thing, its name, what happened, and the estate it was in
 * ("Asset “Bach” created in the Estate of Hēmi Te Rangi", "Signed in", "Statement of the Estate of
 * Hēmi Te Rangi downloaded"). Built only from the event's own data, its estate's name and the named
 * account, so it says nothing the reader may not see.
 */
export function auditEventDetails(
  action: string,
  data: Record<string, unknown> | null | undefined,
  { deceasedName, subjectName }: AuditEventContext,
): string {
  const d = data ?? {};
  const { entity, verb } = split(action);
  const estate = deceasedName ? `the Estate of ${deceasedName}` : null;
  const inEstate = estate ? ` in ${estate}` : '';
  if (entity === 'estate') {
    const name = deceasedName ? `Estate of ${deceasedName}` : 'Estate';
    const of = estate ?? 'the estate';
    const email = textOf(d.email);
    switch (verb) {
      case 'created':
        return `${name} opened`;
      case 'exported':
        return `${name} exported for OneLaw`;
      case 'statement_downloaded':
        return `Statement of ${of} downloaded`;
      case 'ledger_exported':
        return `Ledger of ${of} exported`;
      case 'books_closed':
        return `Books of ${of} closed${textOf(d.throughDate) ? ` through ${nzLongDate(String(d.throughDate))}` : ''}`;
      case 'books_reopened':
        return `Books of ${of} reopened${textOf(d.reason) ? `: ${String(d.reason)}` : ''}`;
      case 'executor_invited':
        return `Executor invited to ${of}${email ? ` (${email})` : ''}`;
      case 'executor_invitation_cancelled':
        return `Executor invitation to ${of} cancelled${email ? ` (${email})` : ''}`;
      case 'executor_accepted':
        return `Executor joined ${of}`;
      case 'invitation_sent':
      case 'invitation_resent':
        return `Invitation to ${of} sent${email ? ` to ${email}` : ''}${textOf(d.role) ? ` (${String(d.role)})` : ''}`;
      case 'invitation_revoked':
        return `Invitation to ${of} revoked${email ? ` (${email})` : ''}`;
      case 'invitation_accepted':
        return `Invitation to ${of} accepted${textOf(d.role) ? ` (${String(d.role)})` : ''}`;
      default:
        return `${name} ${humanise(verb)}`.trim();
    }
  }
  if (entity === 'auth' || entity === 'session') {
    const email = textOf(d.email);
    const method = textOf(d.method);
    const reason = textOf(d.reason);
    if (verb === 'sign_in_failed')
      return `Sign-in failed${email ? ` for ${email}` : ''}${reason ? ` (${reason})` : ''}`;
    if (verb === 'signed_in') return `Signed in${method ? ` with ${method}` : ''}`;
    if (verb === 'other_sessions_ended') return `Signed out everywhere else${reason ? ` (${reason})` : ''}`;
    return `${auditActionLabel(action)}${email ? ` as ${email}` : ''}`;
  }
  if (action === 'audit_log.exported') {
    const count = typeof d.count === 'number' ? d.count : null;
    const as = d.format === 'pdf' ? 'PDF' : 'CSV';
    return count === null
      ? `Audit log exported as ${as}`
      : `Audit log exported as ${as} (${count} event${count === 1 ? '' : 's'})`;
  }
  if (action === 'audit_log.verified') {
    const events = typeof d.events === 'number' ? d.events : null;
    const problems = typeof d.problems === 'number' ? d.problems : 0;
    return d.ok === false
      ? `Audit trail tamper check: broken (${problems} problem${problems === 1 ? '' : 's'})`
      : `Audit trail tamper check: intact${events === null ? '' : ` (${events} events)`}`;
  }
  if (action === 'user.role_changed' && textOf(d.to)) {
    const who = subjectName ? `User “${subjectName}”` : 'User';
    return `${who} role changed${textOf(d.from) ? ` from ${String(d.from)}` : ''} to ${String(d.to)}`;
  }
  const name =
    textOf(d.name) ??
    textOf(d.title) ??
    (entity === 'user' ? subjectName : null) ??
    textOf(d.referenceCode) ??
    textOf(d.number);
  const noun = nounOf(entity);
  const label = ACTION_LABELS[action];
  // A reversal (decision 070) says why, as the ledger does.
  if (verb === 'reversed')
    return `${noun}${name ? ` “${name}”` : ''} reversed${inEstate}${textOf(d.reason) ? `: ${String(d.reason)}` : ''}`;
  if (label) return `${label}${name ? `: “${name}”` : ''}${inEstate}`;
  // An organisation opening a document through its NotifyFlow link has no account: name it.
  const by = d.byInstitution === true && textOf(d.institution) ? ` by ${String(d.institution)}` : '';
  return `${noun}${name ? ` “${name}”` : ''} ${humanise(verb)}${by}${inEstate}`.trim();
}

/** One event of the audit log as answered (spec 3 §3 AuditEvent). */
export const auditEventDtoSchema = z.object({
  id: z.string(),
  /** When it happened (ISO date-time). */
  timestamp: z.string(),
  /** Who did it; null for the system (shown "System"). A deleted account is named "Deleted user". */
  user: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  /** `<entity>.<verb>` as recorded. */
  action: z.string(),
  actionLabel: z.string(),
  category: z.enum(AUDIT_CATEGORIES),
  details: z.string(),
  ipAddress: z.string().nullable(),
  status: z.enum(AUDIT_STATUSES),
  /**
   * The event's seal (decision 071): its place in its chain, the previous event's hash and its own
   * (SHA-256, hex). Null only for an event outside the chain, which the tamper check reports.
   */
  seq: z.number().int().nullable(),
  prevHash: z.string().nullable(),
  hash: z.string().nullable(),
});
export type AuditEventDto = z.infer<typeof auditEventDtoSchema>;

/**
 * The log's query: search (action, details' names, the user's name), category, status and a range
 * of New Zealand dates; newest first unless `order=asc`.
 */
export const auditEventListQuerySchema = keysetListQuerySchema
  .extend({
    category: z.enum(AUDIT_CATEGORIES, { message: 'Please choose a category' }).optional(),
    status: z.enum(AUDIT_STATUSES, { message: 'Status must be success or failure' }).optional(),
    from: z.iso.date({ message: 'From must be a date (YYYY-MM-DD)' }).optional(),
    to: z.iso.date({ message: 'To must be a date (YYYY-MM-DD)' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'To must be on or after From',
    path: ['to'],
  });
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>;

/** The cards (spec 3 §2: total, document, security, access), over every event the reader may see. */
export const auditEventSummarySchema = z.object({
  total: z.number().int(),
  document: z.number().int(),
  security: z.number().int(),
  access: z.number().int(),
});
export type AuditEventSummary = z.infer<typeof auditEventSummarySchema>;

export const auditEventListSchema = recordListSchema(auditEventDtoSchema, auditEventSummarySchema);
export type AuditEventList = z.infer<typeof auditEventListSchema>;
