import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGE_TEXTS, messagePreview, type Message, type NewMessage } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  documents,
  messageAttachments,
  messageThreadMembers,
  messageThreads,
  messages,
} from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';
import type { Remember } from '../../lib/idempotency.js';
import { AppError } from '../../lib/app-error.js';
import { notify } from '../app-notifications/notify.js';
import type { Actor } from '../access/actor.js';
import { myOwnRows, visibleDocuments } from '../access/index.js';
import { requireThread } from './get-thread.js';
import { messageViews } from './views.js';
import { publishChange } from '../events/change-feed.js';

type Sender = Pick<Actor, 'id' | 'role' | 'name'>;

/** Where a thread is opened in the app. */
export const threadLink = (threadId: string) => `/dashboard/messages?thread=${threadId}`;

/**
 * Attachments must be documents of the thread's estate that the sender may open (access
 * `visibleDocuments`); anything else is refused as a whole, naming `attachmentIds`.
 */
async function checkAttachments(tx: Tx, sender: Sender, estateId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, unique), eq(documents.estateId, estateId), visibleDocuments(sender)));
  if (found.length !== unique.length) {
    throw new AppError('VALIDATION', MESSAGE_TEXTS.attachmentInvalid, [
      { path: 'attachmentIds', message: MESSAGE_TEXTS.attachmentInvalid },
    ]);
  }
  return unique;
}

/**
 * Adds a message to a thread in the caller's transaction: the sender (a participant: only they may
 * post, decision 059; the thread's first message creates the starter's place) has read it up to now; every other
 * member is told in the app at once. Email waits: the periodic job emails those who have not read
 * it within 15 minutes (email-unread-messages.ts).
 */
export async function insertMessage(
  tx: Tx,
  sender: Sender,
  thread: { id: string; estateId: string; estateName: string; subject: string },
  input: { body: string; attachmentIds: string[] },
): Promise<string> {
  const attachments = await checkAttachments(tx, sender, thread.estateId, input.attachmentIds);
  const [message] = await tx
    .insert(messages)
    .values({ threadId: thread.id, senderId: sender.id, body: input.body })
    .returning({ id: messages.id });
  if (attachments.length) {
    await tx
      .insert(messageAttachments)
      .values(attachments.map((documentId) => ({ messageId: message!.id, documentId })));
  }
  await tx
    .update(messageThreads)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(messageThreads.id, thread.id));
  await tx
    .insert(messageThreadMembers)
    // now(): the message's own time, to the microsecond (a JavaScript Date keeps milliseconds).
    .values({ threadId: thread.id, userId: sender.id, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [messageThreadMembers.threadId, messageThreadMembers.userId],
      set: { lastReadAt: sql`greatest(${messageThreadMembers.lastReadAt}, excluded.last_read_at)` },
    });
  const others = await tx
    .select({ userId: messageThreadMembers.userId })
    .from(messageThreadMembers)
    .where(and(eq(messageThreadMembers.threadId, thread.id), ne(messageThreadMembers.userId, sender.id)));
  await notify(
    tx,
    others.map(({ userId }) => ({
      userId,
      kind: 'message' as const,
      type: 'info' as const,
      title: `New message from ${sender.name}`,
      message: `${thread.subject} (estate of ${thread.estateName}): ${messagePreview(input.body, 80)}`,
      link: threadLink(thread.id),
    })),
  );
  // Its participants' screens (the list, the badge, the open conversation) learn of it live.
  await publishChange(tx, { kind: 'message', estateId: thread.estateId, id: thread.id, action: 'created' });
  return message!.id;
}

/** Send in a thread the actor may see (404 otherwise); answers the message as the sender reads it. */
export async function postMessage(
  db: Db,
  actor: Sender,
  threadId: string,
  input: NewMessage,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<Message>,
): Promise<Message> {
  return inTransaction(db, async ({ tx }) => {
    const thread = await requireThread(tx, actor, threadId);
    const id = await insertMessage(tx, actor, thread, {
      body: input.body,
      attachmentIds: input.attachmentIds ?? [],
    });
    const [view] = await messageViews(tx, actor, eq(messages.id, id));
    await remember?.(tx, view!);
    return view!;
  });
}

/** The reader has seen the thread up to now (the unread count drops to 0). Only a member has a place to keep it. */
export async function markThreadRead(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  threadId: string,
): Promise<void> {
  await requireThread(db, actor, threadId);
  await db
    .update(messageThreadMembers)
    .set({ lastReadAt: sql`now()` })
    .where(and(eq(messageThreadMembers.threadId, threadId), myOwnRows.threadMemberships(actor)));
}
