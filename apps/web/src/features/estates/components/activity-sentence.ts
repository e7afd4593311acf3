import {
  auditValueText,
  INVITATION_ROLE_WORDS,
  stageLabel,
  TASK_STATUS_WORDS,
  type InvitationRole,
} from '@estate/domain';
import type { ActivityItem } from '../api/schemas';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * Recent Activity: one plain sentence per recorded event, naming the estate ("the Estate of Margaret
 * Wilson") and, where the event has one, the person ("assigned Aroha Ngata as executor"). Events
 * recorded before they carried these names still read as a sentence ("assigned an executor").
 */
export function activitySentence(item: ActivityItem): string {
  const who = item.actorName ?? 'Someone';
  const data = item.data ?? {};
  const name = text(data.name);
  const estate = text(item.deceasedName) ? `the Estate of ${item.deceasedName}` : null;
  /** " of the Estate of …", " to the Estate of …": nothing when the estate is not known. */
  const on = (word: string) => (estate ? ` ${word} ${estate}` : '');
  switch (item.action) {
    case 'estate.created': {
      const documents = typeof data.documents === 'number' ? data.documents : 0;
      return `${who} opened ${estate ?? 'a new estate'}${documents ? ` with ${documents} document${documents === 1 ? '' : 's'}` : ''}`;
    }
    case 'estate.updated': {
      const changes = (data.changes ?? {}) as Record<string, unknown>;
      if (changes.executorInvited === true) return `${who} invited an executor${on('to')}`;
      if ('executorId' in changes) {
        if (!changes.executorId) return `${who} removed the executor${on('of')}`;
        const executor = text(data.executorName) ?? text(changes.executorName);
        return executor
          ? `${who} assigned ${executor} as executor${on('of')}`
          : `${who} assigned an executor${on('to')}`;
      }
      if ('grantDate' in changes) return `${who} recorded the grant date${on('of')}`;
      const it = estate ?? 'the estate';
      if ('status' in changes && 'stage' in changes)
        return `${who} moved ${it} to ${String(changes.status)}, stage ${stageLabel(String(changes.stage))}`;
      if ('status' in changes) return `${who} changed the status${on('of')} to ${String(changes.status)}`;
      if ('stage' in changes) return `${who} moved ${it} to the ${stageLabel(String(changes.stage))} stage`;
      return `${who} updated ${estate ?? 'an estate'}`;
    }
    // Seen only by those who run the estate (decision 011); the address is theirs to read.
    case 'estate.executor_invited':
      return `${who} invited ${text(data.email) ?? 'someone'} to be the executor${on('of')}`;
    case 'estate.executor_invitation_cancelled':
      return `${who} cancelled the invitation to ${text(data.email) ?? 'the executor'}${on('for')}`;
    case 'estate.executor_accepted':
      return `${who} created their account and became the executor${on('of')}`;
    // Invitations by link (decision 028): the address is seen only by those who run the estate.
    case 'estate.invitation_sent':
      return `${who} invited ${text(data.email) ?? 'someone'} as ${roleWords(data.role)}${on('of')}`;
    case 'estate.invitation_resent':
      return `${who} sent the invitation to ${text(data.email) ?? 'someone'}${on('for')} again`;
    case 'estate.invitation_revoked':
      return `${who} revoked the invitation to ${text(data.email) ?? 'someone'}${on('for')}`;
    case 'estate.invitation_accepted':
      return `${who} joined ${estate ?? 'the estate'} as ${roleWords(data.role)}`;
    case 'task.status_changed': {
      const to = TASK_STATUS_WORDS[String(data.to)] ?? auditValueText(data.to, 'changed');
      // NotifyFlow ticks the Notify task itself when every organisation has completed (issue 18).
      if (data.by === 'notifyflow')
        return `NotifyFlow marked “${name ?? 'a task'}” as ${to}${on('on')}: every organisation has completed`;
      return `${who} marked “${name ?? 'a task'}” as ${to}${on('on')}`;
    }
    case 'document.uploaded':
      return `${who} uploaded ${name ?? 'a document'}${on('to')}`;
    case 'document.shared':
      return `${who} shared ${name ?? 'a document'} with the beneficiaries${on('of')}`;
    case 'document.unshared':
      return `${who} stopped sharing ${name ?? 'a document'} with the beneficiaries${on('of')}`;
    case 'document.replaced':
      return `${who} uploaded a new version of ${name ?? 'a document'}${typeof data.version === 'number' ? ` (version ${data.version})` : ''}${on('to')}`;
    case 'digital_asset.created':
      return `${who} added the digital asset${name ? ` ${name}` : ''}${on('to')}`;
    case 'digital_asset.deleted':
      return `${who} removed the digital asset${name ? ` ${name}` : ''}${on('from')}`;
    // note.added: the events of notes added before notes were on the records kit.
    case 'note.added':
    case 'note.created': {
      const title = text(data.name) ?? text(data.title);
      return `${who} added ${title ? `the note “${title}”` : 'a note'}${on('on')}`;
    }
    case 'note_comment.created':
      return `${who} commented on ${name ? `the note “${name}”` : 'a note'}${on('on')}`;
    case 'estate.exported':
      return `${who} exported ${estate ?? 'an estate'} for OneLaw`;
    default:
      return `${who}: ${item.action.replace(/[._]/g, ' ')}${estate ? ` (${estate})` : ''}`;
  }
}

function roleWords(role: unknown): string {
  return INVITATION_ROLE_WORDS[role as InvitationRole] ?? 'a member';
}
