import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { effectiveChannels, MESSAGE_EMAIL_DELAY_MS } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { estates, messageThreadMembers, messageThreads, messages, users } from '../../db/schema.js';
import { unreadMessagesEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { threadLink } from './post-message.js';

/** The job runs every minute; an email goes out between 15 and 16 minutes after the message. */
export const MESSAGE_EMAIL_INTERVAL_MS = 60_000;
const BATCH = 200;

/**
 * Emails each member about messages from others in a thread that they have not read within 15
 * minutes (sent after their `last_read_at` and after their `emailed_through`), once: the member's
 * row is claimed FOR UPDATE SKIP LOCKED and `emailed_through` moves to the newest message emailed
 * about in the same transaction, so several processes never email twice and a read thread is never
 * emailed. The person's 'message' email preference is respected (the row still moves on, so turning
 * email back on later does not bring old messages back). The email names who wrote and the estate
 * and links to the thread; it holds neither the message nor the thread's subject (decision 027).
 * Answers how many emails were written.
 */
export async function emailUnreadMessages(
  db: Db,
  env: { publicUrl: string },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - MESSAGE_EMAIL_DELAY_MS);
  /** A message from someone else, older than 15 minutes, after the member's last read and last email. */
  const due = (
    createdAt: SQL | typeof messages.createdAt,
    senderId: SQL | typeof messages.senderId = messages.senderId,
  ) =>
    sql`(${senderId} is distinct from ${messageThreadMembers.userId}
      and ${createdAt} <= ${cutoff.toISOString()}
      and (${messageThreadMembers.lastReadAt} is null or ${createdAt} > ${messageThreadMembers.lastReadAt})
      and (${messageThreadMembers.emailedThrough} is null or ${createdAt} > ${messageThreadMembers.emailedThrough}))`;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({
        threadId: messageThreadMembers.threadId,
        userId: messageThreadMembers.userId,
      })
      .from(messageThreadMembers)
      .where(
        sql`exists (select 1 from ${messages} m where m.message_thread_id = ${messageThreadMembers.threadId} and ${due(sql`m.created_at`, sql`m.sender_id`)})`,
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let written = 0;
    for (const member of claimed) {
      // Compared in the database: a JavaScript Date drops the microseconds of a timestamp.
      const unread = await tx
        .select({
          sender: sql<string>`coalesce(case when ${users.deletedAt} is null then ${users.name} end, 'Deleted user')`,
        })
        .from(messages)
        .innerJoin(
          messageThreadMembers,
          and(
            eq(messageThreadMembers.threadId, messages.threadId),
            eq(messageThreadMembers.userId, member.userId),
          ),
        )
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(messages.threadId, member.threadId), due(messages.createdAt)))
        .orderBy(desc(messages.createdAt));
      if (unread.length === 0) continue;
      await tx
        .update(messageThreadMembers)
        .set({
          emailedThrough: sql`(select max(m.created_at) from ${messages} m
            where m.message_thread_id = ${member.threadId} and m.created_at <= ${cutoff.toISOString()})`,
        })
        .where(
          and(
            eq(messageThreadMembers.threadId, member.threadId),
            eq(messageThreadMembers.userId, member.userId),
          ),
        );
      const [person] = await tx
        .select({
          email: users.email,
          prefs: users.notificationPreferences,
          estateName: estates.deceasedName,
        })
        .from(users)
        .innerJoin(messageThreads, eq(messageThreads.id, member.threadId))
        .innerJoin(estates, eq(estates.id, messageThreads.estateId))
        .where(and(eq(users.id, member.userId), eq(users.active, true), sql`${users.deletedAt} is null`));
      if (!person || !effectiveChannels(person.prefs, 'message').email) continue;
      const senders = [...new Set(unread.map((m) => m.sender))];
      const link = `${env.publicUrl}${threadLink(member.threadId)}`;
      await enqueueEmail(tx, {
        kind: 'notice-message',
        to: person.email,
        ...unreadMessagesEmail({ senders, count: unread.length, estateName: person.estateName, link }),
        link,
        // The digest is turned off with the 'New messages' email switch, from the email too (decision 078).
        optOut: { userId: member.userId, kind: 'message' },
      });
      written += 1;
    }
    return written;
  });
}
