import { INVITATION_ROLE_WORDS, stageLabel, type InvitationRole } from '@estate/domain';
import type { ActivityItem } from '../api/schemas';

const TASK_STATUS_WORDS: Record<string, string> = {
  todo: 'to do',
  in_progress: 'in progress',
  completed: 'completed',
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Recent Activity: one plain sentence per recorded event. */
export function activitySentence(item: ActivityItem): string {
  const who = item.actorName ?? 'Someone';
  const data = item.data ?? {};
  const name = text(data.name);
  switch (item.action) {
    case 'estate.created': {
      const documents = typeof data.documents === 'number' ? data.documents : 0;
      return `${who} opened a new estate${documents ? ` with ${documents} document${documents === 1 ? '' : 's'}` : ''}`;
    }
    case 'estate.updated': {
      const changes = (data.changes ?? {}) as Record<string, unknown>;
      if (changes.executorInvited === true) return `${who} invited an executor`;
      if ('executorId' in changes)
        return changes.executorId ? `${who} assigned an executor` : `${who} removed the executor`;
      if ('grantDate' in changes) return `${who} recorded the grant date`;
      if ('status' in changes && 'stage' in changes)
        return `${who} moved the estate to ${String(changes.status)}, stage ${stageLabel(String(changes.stage))}`;
      if ('status' in changes) return `${who} changed the estate status to ${String(changes.status)}`;
      if ('stage' in changes)
        return `${who} moved the estate to the ${stageLabel(String(changes.stage))} stage`;
      return `${who} updated an estate`;
    }
    // Seen only by those who run the estate (decision 011); the address is theirs to read.
    case 'estate.executor_invited':
      return `${who} invited ${text(data.email) ?? 'someone'} to be the executor`;
    case 'estate.executor_invitation_cancelled':
      return `${who} cancelled the invitation to ${text(data.email) ?? 'the executor'}`;
    case 'estate.executor_accepted':
      return `${who} created their account and became the executor`;
    // Invitations by link (decision 028): the address is seen only by those who run the estate.
    case 'estate.invitation_sent':
      return `${who} invited ${text(data.email) ?? 'someone'} as ${INVITATION_ROLE_WORDS[data.role as InvitationRole] ?? 'a member'}`;
    case 'estate.invitation_resent':
      return `${who} sent the invitation to ${text(data.email) ?? 'someone'} again`;
    case 'estate.invitation_revoked':
      return `${who} revoked the invitation to ${text(data.email) ?? 'someone'}`;
    case 'estate.invitation_accepted':
      return `${who} joined the estate as ${INVITATION_ROLE_WORDS[data.role as InvitationRole] ?? 'a member'}`;
    case 'task.status_changed': {
      const to = TASK_STATUS_WORDS[String(data.to)] ?? String(data.to ?? 'changed');
      // NotifyFlow ticks the Notify task itself when every organisation has completed (issue 18).
      if (data.by === 'notifyflow')
        return `NotifyFlow marked “${name ?? 'a task'}” as ${to}: every organisation has completed`;
      return `${who} marked “${name ?? 'a task'}” as ${to}`;
    }
    case 'document.uploaded':
      return `${who} uploaded ${name ?? 'a document'}`;
    case 'document.shared':
      return `${who} shared ${name ?? 'a document'} with the beneficiaries`;
    case 'document.unshared':
      return `${who} stopped sharing ${name ?? 'a document'} with the beneficiaries`;
    case 'document.replaced':
      return `${who} uploaded a new version of a document${typeof data.version === 'number' ? ` (version ${data.version})` : ''}`;
    case 'digital_asset.created':
      return `${who} added the digital asset ${name ?? ''}`.trim();
    case 'digital_asset.deleted':
      return `${who} removed the digital asset ${name ?? ''}`.trim();
    // note.added: the events of notes added before notes were on the records kit.
    case 'note.added':
    case 'note.created': {
      const title = text(data.name) ?? text(data.title);
      return title ? `${who} added the note “${title}”` : `${who} added a note`;
    }
    case 'note_comment.created':
      return name ? `${who} commented on the note “${name}”` : `${who} commented on a note`;
    case 'estate.exported':
      return `${who} exported an estate for OneLaw`;
    default:
      return `${who}: ${item.action.replace(/[._]/g, ' ')}`;
  }
}
