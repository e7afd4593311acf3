import { or, sql } from 'drizzle-orm';
import {
  MESSAGE_THREAD_PAGE_SIZE,
  type MessageSummary,
  type MessageThreadList,
  type MessageThreadListQuery,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { estates, messageThreadMembers, messageThreads, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';
import type { Actor } from '../access/actor.js';
import { threadSummaries } from './views.js';
import { unreadCount, visibleThreads } from '../access/index.js';

/** The thread list: the threads the actor may see, newest activity first; search by subject, estate or person. */
export async function listThreads(
  db: Db,
  actor: Actor,
  query: MessageThreadListQuery,
): Promise<MessageThreadList> {
  const like = query.search ? containsPattern(query.search) : null;
  const where = like
    ? or(
        sql`${messageThreads.subject} ilike ${like}`,
        sql`${estates.deceasedName} ilike ${like}`,
        sql`exists (select 1 from ${messageThreadMembers} join ${users} on ${users.id} = ${messageThreadMembers.userId} where ${messageThreadMembers.threadId} = ${messageThreads.id} and ${users.name} ilike ${like})`,
      )
    : undefined;
  const { items, total } = await threadSummaries(db, actor, where, {
    limit: MESSAGE_THREAD_PAGE_SIZE,
    offset: (query.page - 1) * MESSAGE_THREAD_PAGE_SIZE,
  });
  return { items, total, page: query.page, pageSize: MESSAGE_THREAD_PAGE_SIZE };
}

/** The top bar's messages menu: unread messages in all threads, and the five newest threads. */
export async function messageSummary(db: Db, actor: Actor): Promise<MessageSummary> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadCount(actor)}), 0)::int` })
    .from(messageThreads)
    .where(visibleThreads(actor));
  const { items } = await threadSummaries(db, actor, undefined, { limit: 5, offset: 0 });
  return { unread: row?.unread ?? 0, items };
}
