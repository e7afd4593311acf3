import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  auditEvents,
  beneficiaries,
  calendarEvents,
  documents,
  estateInvitations,
  estateRoles,
  executors,
  notifications,
  privacyRequests,
  tasks,
  users,
  stagedUploads,
  accounts,
  sessions,
  documentVersions,
  noteComments,
  notificationReplies,
  calendarFeeds,
  estatePresence,
  messageThreadMembers,
} from '../../db/schema.js';
import { type Actor, type Who } from './actor.js';
import { participantOf } from './messages.js';

/* ───────────── The person's own information: Privacy Act requests and the export (decision 048) ───────────── */

/**
 * Privacy Act requests: one's own. Admins list and close every one on the back office's screen, but
 * only behind `admin:access`; nobody else reads another person's. For queries that select from
 * `privacy_requests`.
 */
export function ownPrivacyRequests(actor: Pick<Actor, 'id'>): SQL {
  return eq(privacyRequests.requesterId, actor.id);
}

/** Every privacy request for an admin; one's own for anyone else. */
export function visiblePrivacyRequests(actor: Who): SQL {
  return actor.role === 'admin' ? sql`true` : ownPrivacyRequests(actor);
}

/**
 * The export's audit events: those the person did, and those about their own account (an admin
 * changing their role). For queries that select from `audit_events`.
 */
export function auditEventsAboutMe(actor: Pick<Actor, 'id'>): SQL {
  return or(
    eq(auditEvents.actorId, actor.id),
    and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, actor.id)),
  )!;
}

/**
 * The export's message threads: only those the person is a member of (sent or received), never a
 * thread they may read only because they run its estate. For queries that select from
 * `message_threads`.
 */
export function threadsIAmIn(actor: Pick<Actor, 'id'>): SQL {
  return participantOf(actor);
}

/** The export's documents: those the person uploaded. For queries that select from `documents`. */
export function documentsIUploaded(actor: Pick<Actor, 'id'>): SQL {
  return eq(documents.uploadedBy, actor.id);
}

/** The export's NotifyFlow notifications: those the person sent. From `notifications`. */
export function notificationsISent(actor: Pick<Actor, 'id'>): SQL {
  return eq(notifications.createdBy, actor.id);
}

/** The export's calendar events: those the person added. From `calendar_events`. */
export function calendarEventsIAdded(actor: Pick<Actor, 'id'>): SQL {
  return eq(calendarEvents.createdBy, actor.id);
}

/**
 * The export's rows that are the person's own by a column naming them: their account, sign-in
 * methods and sessions, estate links and executor records, tasks given to them, document versions,
 * note comments and NotifyFlow replies they wrote. One scope per table, so the export writes none.
 */
export const myOwnRows = {
  account: (actor: Pick<Actor, 'id'>): SQL => eq(users.id, actor.id),
  signInMethods: (actor: Pick<Actor, 'id'>): SQL => eq(accounts.userId, actor.id),
  sessions: (actor: Pick<Actor, 'id'>): SQL => eq(sessions.userId, actor.id),
  estateRoles: (actor: Pick<Actor, 'id'>): SQL => eq(estateRoles.userId, actor.id),
  executorRecords: (actor: Pick<Actor, 'id'>): SQL => eq(executors.userId, actor.id),
  tasksGivenToMe: (actor: Pick<Actor, 'id'>): SQL => eq(tasks.assignedToUserId, actor.id),
  documentVersionsIUploaded: (actor: Pick<Actor, 'id'>): SQL => eq(documentVersions.uploadedBy, actor.id),
  noteCommentsIWrote: (actor: Pick<Actor, 'id'>): SQL => eq(noteComments.authorId, actor.id),
  notificationRepliesIWrote: (actor: Pick<Actor, 'id'>): SQL => eq(notificationReplies.createdBy, actor.id),
  invitationsToMe: (actor: Pick<Actor, 'email'>): SQL =>
    eq(estateInvitations.email, actor.email.toLowerCase()),
  calendarFeeds: (actor: Pick<Actor, 'id'>): SQL => eq(calendarFeeds.userId, actor.id),
  presence: (actor: Pick<Actor, 'id'>): SQL => eq(estatePresence.userId, actor.id),
  threadMemberships: (actor: Pick<Actor, 'id'>): SQL => eq(messageThreadMembers.userId, actor.id),
};

/** Who else is on an estate's page: every presence row but the person's own. From `estate_presence`. */
export function othersPresent(actor: Pick<Actor, 'id'>): SQL {
  return ne(estatePresence.userId, actor.id);
}

/**
 * Whether the person signed in before the session they are using now: a session of theirs made
 * earlier, or an earlier `auth.signed_in` in the audit trail (sessions are deleted on sign-out, the
 * trail stays). A boolean expression for any query.
 */
export function signedInBeforeThisSession(actor: { id: string; sessionId: string }): SQL<boolean> {
  const moment = sql`(select ${sessions.createdAt} from ${sessions} where ${sessions.id} = ${actor.sessionId})`;
  return sql<boolean>`(
        exists (select 1 from ${sessions} where ${sessions.userId} = ${actor.id} and ${sessions.createdAt} < ${moment})
        or exists (select 1 from ${auditEvents} where ${auditEvents.actorId} = ${actor.id} and ${auditEvents.action} = 'auth.signed_in' and ${auditEvents.createdAt} < ${moment})
      )`;
}

/**
 * Staged uploads (decision 049): only the uploader's own, for using one in a form or cancelling it.
 * From `staged_uploads`.
 */
export function ownStagedUploads(actor: Pick<Actor, 'id'>): SQL {
  return eq(stagedUploads.userId, actor.id);
}

/** The export's estate records about the person as a beneficiary. From `beneficiaries`. */
export function beneficiaryRecordsOfMe(actor: Pick<Actor, 'id'>): SQL {
  return eq(beneficiaries.userId, actor.id);
}
