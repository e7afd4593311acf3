/**
 * Estate Timeline (spec 2): the estate's real history, read from its audit trail. THE table of what
 * each recorded action shows as: its icon type, its category, its title and its description.
 */
import { z } from 'zod';
import { labelOf, recordListQuerySchema, valuesOf, type Option } from '../estate-records/fields.js';
import { nzLongDate } from '../dates.js';
import { ESTATE_STATUS_LABELS, stageLabel, type EstateStatus } from './estate-status.js';
import { INVITATION_ROLE_WORDS, type InvitationRole } from '../daily/invitation-roles.js';
import { auditValueText, TASK_STATUS_WORDS } from './activity-words.js';

/** "a co-executor", "a beneficiary", "a lawyer": the role an invitation was for. */
const roleWords = (role: unknown): string =>
  INVITATION_ROLE_WORDS[role as InvitationRole] ?? 'someone on the estate';

/** The spec's icon set. */
export const TIMELINE_TYPES = ['legal', 'document', 'communication', 'milestone', 'task', 'default'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

/** The spec's categories (Legal Process, Documentation, Meetings) and the ones the real events need. */
export const TIMELINE_CATEGORIES = [
  { value: 'legal', label: 'Legal Process' },
  { value: 'documentation', label: 'Documentation' },
  { value: 'meetings', label: 'Meetings' },
  { value: 'communication', label: 'Communication' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'milestones', label: 'Milestones' },
  { value: 'notes', label: 'Notes' },
  { value: 'records', label: 'Records' },
] as const satisfies readonly Option[];
export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number]['value'];

type Data = Record<string, unknown>;
interface Shown {
  type: TimelineType;
  category: TimelineCategory;
  title: string;
  description: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const quoted = (v: unknown, otherwise: string) => (text(v) ? `“${String(v)}”` : otherwise);
const statusLabel = (v: unknown) => ESTATE_STATUS_LABELS[v as EstateStatus] ?? auditValueText(v, 'unknown');
const ANSWERS: Record<string, string> = {
  acknowledge: 'acknowledged the notification',
  complete: 'confirmed it has finished',
  need_info: 'asked for more information',
};
const NOTIFY_STATUS: Record<string, string> = {
  pending: 'pending',
  sent: 'sent',
  completed: 'completed',
  failed: 'failed',
};

/** A date (YYYY-MM-DD) as New Zealand writes it: 12 March 2025. */
function nzDate(value: unknown): string {
  const day = text(value);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return auditValueText(value, '');
  return nzLongDate(day);
}

function estateUpdated(data: Data): Shown {
  const changes = (data.changes ?? {}) as Data;
  const before = (data.before ?? {}) as Data;
  const legal = { type: 'legal', category: 'legal' } as const;
  if (changes.executorInvited === true)
    return {
      type: 'communication',
      category: 'communication',
      title: 'Executor invited',
      description: 'An invitation to be the executor was sent',
    };
  if ('executorId' in changes)
    return changes.executorId
      ? { ...legal, title: 'Executor assigned', description: 'An executor was named on the estate' }
      : { ...legal, title: 'Executor removed', description: 'The estate no longer has an executor named' };
  if ('grantDate' in changes)
    return changes.grantDate
      ? { ...legal, title: 'Grant recorded', description: `Grant dated ${nzDate(changes.grantDate)}` }
      : { ...legal, title: 'Grant date cleared', description: 'The grant date was removed' };
  const status =
    'status' in changes
      ? `Status changed from ${statusLabel(before.status)} to ${statusLabel(changes.status)}`
      : null;
  const stage = 'stage' in changes ? `Moved to the ${stageLabel(String(changes.stage))} stage` : null;
  if (status && stage)
    return { ...legal, title: 'Status and stage changed', description: `${status}; ${stage.toLowerCase()}` };
  if (status) return { ...legal, title: 'Status changed', description: status };
  if (stage) return { ...legal, title: 'Stage changed', description: stage };
  return {
    type: 'default',
    category: 'records',
    title: 'Estate updated',
    description: 'The estate’s details were changed',
  };
}

/** Actions with a shape of their own. */
const ACTIONS: Record<string, (data: Data) => Shown> = {
  'estate.created': (d) => {
    const documents = typeof d.documents === 'number' ? d.documents : 0;
    const tasks = typeof d.tasks === 'number' ? d.tasks : 0;
    return {
      type: 'legal',
      category: 'legal',
      title: 'Estate opened',
      description: `Opened with ${documents} document${documents === 1 ? '' : 's'} and ${tasks} starter task${tasks === 1 ? '' : 's'}`,
    };
  },
  'estate.updated': estateUpdated,
  'estate.executor_invited': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Executor invited',
    description: text(d.email) ? `Invitation sent to ${String(d.email)}` : 'An invitation was sent',
  }),
  'estate.executor_invitation_cancelled': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Executor invitation cancelled',
    description: text(d.email)
      ? `The invitation to ${String(d.email)} was cancelled`
      : 'The invitation was cancelled',
  }),
  'estate.executor_accepted': () => ({
    type: 'legal',
    category: 'legal',
    title: 'Executor joined',
    description: 'The executor created their account and took up the estate',
  }),
  // Invitations by link (decision 028); the address is read only by those who run the estate.
  'estate.invitation_sent': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Invitation sent',
    description: `${text(d.email) ? String(d.email) : 'Someone'} was invited as ${roleWords(d.role)}`,
  }),
  'estate.invitation_resent': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Invitation sent again',
    description: text(d.email) ? `A new link was sent to ${String(d.email)}` : 'A new link was sent',
  }),
  'estate.invitation_revoked': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Invitation revoked',
    description: text(d.email)
      ? `The invitation to ${String(d.email)} was revoked`
      : 'An invitation was revoked',
  }),
  'estate.invitation_accepted': (d) => ({
    type: 'legal',
    category: 'legal',
    title: 'Invitation accepted',
    description: `Joined the estate as ${roleWords(d.role)}`,
  }),
  'estate.exported': () => ({
    type: 'document',
    category: 'documentation',
    title: 'Exported for OneLaw',
    description: 'The estate’s data was exported as CSV files',
  }),
  'estate.statement_downloaded': () => ({
    type: 'document',
    category: 'documentation',
    title: 'Statement downloaded',
    description: 'The statement of assets, liabilities and distribution was downloaded as a PDF',
  }),
  // Money that corrects, never rewrites (decision 070).
  'transaction.reversed': (d) => ({
    type: 'default',
    category: 'records',
    title: 'Transaction reversed',
    description: `${quoted(d.name, 'A transaction')}${text(d.reason) ? `: ${String(d.reason)}` : ''}`,
  }),
  'distribution.reversed': (d) => ({
    type: 'default',
    category: 'records',
    title: 'Distribution reversed',
    description: `${quoted(d.name, 'A distribution')}${text(d.reason) ? `: ${String(d.reason)}` : ''}`,
  }),
  'estate.books_closed': (d) => ({
    type: 'legal',
    category: 'records',
    title: 'Books closed',
    description: text(d.throughDate)
      ? `Entries dated on or before ${nzLongDate(String(d.throughDate))} are kept as they are`
      : 'The estate’s books were closed',
  }),
  'estate.books_reopened': (d) => ({
    type: 'legal',
    category: 'records',
    title: 'Books reopened',
    description: text(d.reason) ? `Reason: ${String(d.reason)}` : 'The estate’s books were reopened',
  }),
  'document.uploaded': (d) => ({
    type: 'document',
    category: 'documentation',
    title: 'Document uploaded',
    description: quoted(d.name, 'A document'),
  }),
  'document.shared': (d) => ({
    type: 'document',
    category: 'documentation',
    title: 'Document shared',
    description: `${quoted(d.name, 'A document')} shared with the beneficiaries`,
  }),
  'document.unshared': (d) => ({
    type: 'document',
    category: 'documentation',
    title: 'Document no longer shared',
    description: `${quoted(d.name, 'A document')} is no longer shared with the beneficiaries`,
  }),
  'document.replaced': (d) => ({
    type: 'document',
    category: 'documentation',
    title: 'New document version',
    description:
      typeof d.version === 'number' ? `Version ${d.version} uploaded` : 'A new version was uploaded',
  }),
  'task.status_changed': (d) => ({
    type: 'task',
    category: 'tasks',
    title: d.to === 'completed' ? 'Task completed' : 'Task updated',
    description: `${quoted(d.name, 'A task')} marked as ${TASK_STATUS_WORDS[String(d.to)] ?? auditValueText(d.to, 'changed')}`,
  }),
  'notification.created': (d) => {
    const count = typeof d.institutions === 'number' ? d.institutions : 0;
    return {
      type: 'communication',
      category: 'communication',
      title: 'NotifyFlow notification sent',
      description: `${count} organisation${count === 1 ? '' : 's'} notified${text(d.referenceCode) ? ` (reference ${String(d.referenceCode)})` : ''}`,
    };
  },
  'institution.responded': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'NotifyFlow answer received',
    description: `${text(d.institution) ?? 'An organisation'} ${ANSWERS[String(d.action)] ?? 'answered'}${text(d.message) ? `: ${String(d.message)}` : ''}`,
  }),
  'institution_notified.email_sent': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Notification emailed',
    description: `NotifyFlow emailed ${text(d.institution) ?? 'an organisation'}`,
  }),
  'institution_notified.letter_posted': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'Notification letter posted',
    description: `A letter was posted to ${text(d.institution) ?? 'an organisation'}`,
  }),
  'institution_notified.status_changed': (d) => ({
    type: 'communication',
    category: 'communication',
    title: 'NotifyFlow status changed',
    description: `${text(d.institution) ?? 'An organisation'}: ${NOTIFY_STATUS[String(d.from)] ?? String(d.from)} to ${NOTIFY_STATUS[String(d.to)] ?? String(d.to)}`,
  }),
  // Notes added before they were on the records kit.
  'note.added': (d) => ({
    type: 'default',
    category: 'notes',
    title: 'Note added',
    description: quoted(d.title, 'A note'),
  }),
  'note_comment.created': (d) => ({
    type: 'communication',
    category: 'notes',
    title: 'Comment added',
    description: `On the note ${quoted(d.name, '')}`.trim(),
  }),
  'controlled_item.accessed': (d) => ({
    type: 'default',
    category: 'records',
    title: 'Controlled item accessed',
    description: `${quoted(d.name, 'A controlled item')}${text(d.purpose) ? `: ${String(d.purpose)}` : ''}`,
  }),
  'milestone.updated': (d) =>
    d.status === 'completed'
      ? {
          type: 'milestone',
          category: 'milestones',
          title: 'Milestone completed',
          description: quoted(d.name, 'A milestone'),
        }
      : {
          type: 'milestone',
          category: 'milestones',
          title: 'Milestone updated',
          description: quoted(d.name, 'A milestone'),
        },
};

/** The records kit's kinds (`<entity>.created / .updated / .deleted`): their name, icon and category. */
const ENTITIES: Record<string, { name: string; type: TimelineType; category: TimelineCategory }> = {
  note: { name: 'Note', type: 'default', category: 'notes' },
  milestone: { name: 'Milestone', type: 'milestone', category: 'milestones' },
  workflow_stage: { name: 'Workflow stage', type: 'legal', category: 'legal' },
  compliance_item: { name: 'Compliance requirement', type: 'legal', category: 'legal' },
  correspondence: { name: 'Correspondence', type: 'communication', category: 'communication' },
  due_diligence_check: { name: 'Due diligence check', type: 'document', category: 'documentation' },
  stakeholder: { name: 'Stakeholder', type: 'default', category: 'records' },
  risk: { name: 'Risk', type: 'default', category: 'records' },
  beneficiary: { name: 'Beneficiary', type: 'default', category: 'records' },
  asset: { name: 'Asset', type: 'default', category: 'records' },
  liability: { name: 'Liability', type: 'default', category: 'records' },
  valuation: { name: 'Valuation', type: 'default', category: 'records' },
  digital_asset: { name: 'Digital asset', type: 'default', category: 'records' },
  inventory_item: { name: 'Inventory item', type: 'default', category: 'records' },
  controlled_item: { name: 'Controlled item', type: 'default', category: 'records' },
};
const VERBS: Record<string, string> = { created: 'added', updated: 'updated', deleted: 'removed' };

/** What a recorded action shows as on the timeline: its icon type, category, title and description. */
export function timelineEntry(action: string, data: Data | null | undefined): Shown {
  const d = data ?? {};
  const own = ACTIONS[action];
  if (own) return own(d);
  const [entity = '', verb = ''] = action.split('.');
  const known = ENTITIES[entity];
  const name = known?.name ?? (entity.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()) || 'Record');
  return {
    type: known?.type ?? 'default',
    category: known?.category ?? 'records',
    title: `${name} ${VERBS[verb] ?? verb.replace(/_/g, ' ')}`.trim(),
    description: text(d.name) ? `“${String(d.name)}”` : '',
  };
}

export const timelineCategoryLabel = (category: string) => labelOf(TIMELINE_CATEGORIES, category);

export const timelineQuerySchema = recordListQuerySchema
  .pick({ q: true, page: true, pageSize: true })
  .extend({
    category: z.enum(valuesOf(TIMELINE_CATEGORIES), { message: 'Please choose a category' }).optional(),
  });
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

export const timelineEventSchema = z.object({
  id: z.string(),
  /** When it happened (ISO date-time). */
  at: z.string(),
  type: z.enum(TIMELINE_TYPES),
  category: z.enum(valuesOf(TIMELINE_CATEGORIES)),
  title: z.string(),
  description: z.string(),
  /** Who did it: a user's name, or the system or organisation that did. */
  user: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineListSchema = z.object({
  items: z.array(timelineEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TimelineList = z.infer<typeof timelineListSchema>;
