import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_TEXTS,
  type MessageThread,
  type MessageThreadSummary,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { messageThreads, messages } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../access/actor.js';
import { messageViews, threadSummaries } from './views.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** The thread as the list shows it, if the actor may see it (access `visibleThreads`); otherwise 404. */
export async function requireThread(
  db: Db | Tx,
  actor: Who,
  threadId: string,
): Promise<MessageThreadSummary> {
  parseId({ id: threadId }, MESSAGE_TEXTS.notFound);
  const { items } = await threadSummaries(db, actor, eq(messageThreads.id, threadId), {
    limit: 1,
    offset: 0,
  });
  if (!items[0]) throw notFound(MESSAGE_TEXTS.notFound);
  return items[0];
}

/**
 * One conversation: its newest 50 messages, or the 50 before the message `before` ("Load earlier"),
 * oldest first. Reading does not mark it read: the page says so when it shows it (POST …/read).
 */
export async function getThread(
  db: Db,
  actor: Who,
  threadId: string,
  before: string | undefined,
): Promise<MessageThread> {
  const thread = await requireThread(db, actor, threadId);
  let where = eq(messages.threadId, threadId);
  if (before) {
    const [anchor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.threadId, threadId)));
    if (!anchor) throw notFound('Message not found');
    // Compared in the database: a JavaScript Date drops the microseconds of a timestamp.
    where = and(
      where,
      sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.message_id from ${messages} m where m.message_id = ${anchor.id})`,
    )!;
  }
  const page = await messageViews(db, actor, where, MESSAGE_PAGE_SIZE + 1);
  const hasEarlier = page.length > MESSAGE_PAGE_SIZE;
  return { ...thread, messages: hasEarlier ? page.slice(1) : page, hasEarlier };
}
