import { exists, sql, type SQL } from 'drizzle-orm';
import { messageThreadMembers, messageThreads, messages } from '../../db/schema.js';
import type { Actor, Who } from './actor.js';
import { estateOwned } from './estate-base.js';

/**
 * A thread's participants (in scope as `message_threads`): the people chosen when it was started and
 * those added since. The audience of a conversation; a colleague of the firm is not one unless chosen.
 */
export function participantOf(actor: Pick<Actor, 'id'>): SQL {
  return exists(
    sql`(select 1 from ${messageThreadMembers} where ${messageThreadMembers.threadId} = ${messageThreads.id} and ${messageThreadMembers.userId} = ${actor.id})`,
  );
}

/**
 * Message threads (issue 16, decision 059): a conversation is its participants' only, and only while
 * they may still see its estate (`estateOwned`): a firm colleague who was not chosen does not see it,
 * nor does an admin (conversations belong to the people in them, not the platform), and an executor
 * taken off the estate can no longer read it or post to it, though still listed as a participant.
 * For queries that select from `message_threads`.
 */
export function visibleThreads(actor: Who): SQL {
  return estateOwned(actor, messageThreads.estateId, participantOf(actor));
}

/**
 * Messages from others in the thread since the reader last read it; 0 for someone not in it. A
 * count for queries that select from `message_threads`.
 */
export function unreadCount(actor: Pick<Actor, 'id'>): SQL<number> {
  return sql<number>`(select count(*)::int from ${messages} m join ${messageThreadMembers} mm
    on mm.message_thread_id = m.message_thread_id and mm.user_id = ${actor.id}
    where m.message_thread_id = ${messageThreads.id}
      and m.sender_id is distinct from ${actor.id}
      and (mm.last_read_at is null or m.created_at > mm.last_read_at))`;
}
