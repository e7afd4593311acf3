import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { messagePreview, type Message, type MessageThreadSummary } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  documents,
  estates,
  messageAttachments,
  messageThreadMembers,
  messageThreads,
  messages,
  users,
} from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { participantOf, unreadCount, visibleDocuments, visibleThreads } from '../access/index.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** How a sender is named: their name, or "Deleted user" when the account is gone. */
const senderName = sql<string>`coalesce(case when ${users.deletedAt} is null then ${users.name} end, 'Deleted user')`;

/**
 * The threads the actor may see that match `where`, newest activity first, as the list shows them
 * (estate, subject, members, the last message, the reader's unread count).
 */
export async function threadSummaries(
  db: Db | Tx,
  actor: Who,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ items: MessageThreadSummary[]; total: number }> {
  const scope = and(visibleThreads(actor), where);
  const rows = await db
    .select({
      id: messageThreads.id,
      estateId: messageThreads.estateId,
      estateName: estates.deceasedName,
      subject: messageThreads.subject,
      lastMessageAt: messageThreads.lastMessageAt,
      unread: unreadCount(actor),
      isMember: sql<boolean>`${participantOf(actor)}`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(messageThreads)
    .innerJoin(estates, eq(estates.id, messageThreads.estateId))
    .where(scope)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) {
    if (page.offset === 0) return { items: [], total: 0 };
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageThreads)
      .innerJoin(estates, eq(estates.id, messageThreads.estateId))
      .where(scope);
    return { items: [], total: count?.n ?? 0 };
  }
  const ids = rows.map((r) => r.id);
  const members = await db
    .select({ threadId: messageThreadMembers.threadId, userId: users.id, name: senderName })
    .from(messageThreadMembers)
    .innerJoin(users, eq(users.id, messageThreadMembers.userId))
    .where(inArray(messageThreadMembers.threadId, ids))
    .orderBy(asc(messageThreadMembers.createdAt), asc(users.name));
  const last = await db
    .selectDistinctOn([messages.threadId], {
      threadId: messages.threadId,
      body: messages.body,
      createdAt: messages.createdAt,
      senderName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.threadId, ids))
    .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id));
  const lastOf = new Map(last.map((m) => [m.threadId, m]));
  return {
    total: rows[0]!.total,
    items: rows.map((r) => {
      const m = lastOf.get(r.id);
      return {
        id: r.id,
        estateId: r.estateId,
        estateName: r.estateName,
        subject: r.subject,
        participants: members
          .filter((p) => p.threadId === r.id)
          .map((p) => ({ userId: p.userId, name: p.name })),
        lastMessage: m
          ? {
              senderName: m.senderName,
              preview: messagePreview(m.body),
              createdAt: m.createdAt.toISOString(),
            }
          : null,
        lastMessageAt: r.lastMessageAt.toISOString(),
        unread: r.unread,
        isMember: r.isMember,
      };
    }),
  };
}

/**
 * Messages as the actor reads them, in the order of `where` results sorted oldest first. Each
 * message shows only the attachments the reader may open: a beneficiary in a thread never learns
 * the name of a document the firm has not shared with beneficiaries.
 */
export async function messageViews(db: Db | Tx, actor: Who, where: SQL, limit?: number): Promise<Message[]> {
  const query = db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      senderId: messages.senderId,
      senderName,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  rows.reverse();
  if (rows.length === 0) return [];
  const files = await db
    .select({
      messageId: messageAttachments.messageId,
      documentId: documents.id,
      fileName: documents.uploadedFile,
    })
    .from(messageAttachments)
    .innerJoin(documents, eq(documents.id, messageAttachments.documentId))
    .where(
      and(
        inArray(
          messageAttachments.messageId,
          rows.map((r) => r.id),
        ),
        visibleDocuments(actor),
      ),
    )
    .orderBy(asc(documents.uploadedFile));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.messageId === r.id)
      .map((f) => ({ documentId: f.documentId, fileName: f.fileName })),
  }));
}
