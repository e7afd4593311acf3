import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { demoLawyerEstateId } from './demo-lookup.js';
import { messageThreadMembers, messageThreads, messages } from '../db/schema.js';

interface DemoThread {
  estate: string;
  subject: string;
  members: ('lawyer' | 'executor' | 'beneficiary')[];
  messages: { from: 'lawyer' | 'executor' | 'beneficiary'; hoursAgo: number; body: string }[];
  /** Who has not read the last message yet (the demo's unread badge). */
  unreadBy: ('lawyer' | 'executor' | 'beneficiary')[];
}

const DEMO_THREADS: DemoThread[] = [
  {
    estate: 'Margaret Anne Wilson',
    subject: 'Selling the family home',
    members: ['lawyer', 'executor'],
    messages: [
      {
        from: 'lawyer',
        hoursAgo: 50,
        body: 'Hi Emma, the registered valuation has come in at $950,000. Are you happy for us to talk to agents about listing the house?',
      },
      {
        from: 'executor',
        hoursAgo: 46,
        body: 'Yes, please go ahead. Sarah would like a chance to collect the photo albums before any open homes.',
      },
      {
        from: 'lawyer',
        hoursAgo: 2,
        body: "Thanks. I've asked the agent to wait until Sarah has been through. The draft listing agreement is in Documents for you to look over.",
      },
    ],
    unreadBy: ['executor'],
  },
  {
    estate: 'Hēmi Te Rangi',
    subject: 'When will the distribution be made?',
    members: ['beneficiary', 'lawyer', 'executor'],
    messages: [
      {
        from: 'beneficiary',
        hoursAgo: 30,
        body: 'Kia ora, could you tell me roughly when the estate will be distributed?',
      },
      {
        from: 'lawyer',
        hoursAgo: 26,
        body: 'Kia ora Ben. Mere has until the Property (Relationships) Act option date to choose, and no distribution can be made before then. We will write again once she has.',
      },
    ],
    unreadBy: [],
  },
];

/**
 * Two demo conversations (issue 16): the lawyer and the executor about selling a house (the
 * executor has one unread), and a beneficiary's question on another estate. Marked as already
 * emailed, so the 15-minute email job does not write to the demo accounts about them. Idempotent:
 * a conversation whose subject is already on its estate is left alone.
 */
export async function seedDemoMessages(db: Db, ids: Record<string, string>): Promise<void> {
  for (const demo of DEMO_THREADS) {
    const estateId = await demoLawyerEstateId(db, ids.lawyer!, demo.estate);
    if (!estateId) continue;
    const [existing] = await db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.estateId, estateId), eq(messageThreads.subject, demo.subject)));
    if (existing) continue;
    const ago = (hours: number) => sql`now() - ${`${hours} hours`}::interval`;
    const newest = demo.messages.at(-1)!;
    await db.transaction(async (tx) => {
      const [thread] = await tx
        .insert(messageThreads)
        .values({
          estateId: estateId,
          subject: demo.subject,
          createdBy: ids[demo.messages[0]!.from]!,
          createdAt: ago(demo.messages[0]!.hoursAgo),
          lastMessageAt: ago(newest.hoursAgo),
        })
        .returning({ id: messageThreads.id });
      await tx.insert(messages).values(
        demo.messages.map((m) => ({
          threadId: thread!.id,
          senderId: ids[m.from]!,
          body: m.body,
          createdAt: ago(m.hoursAgo),
        })),
      );
      await tx.insert(messageThreadMembers).values(
        demo.members.map((role) => ({
          threadId: thread!.id,
          userId: ids[role]!,
          lastReadAt: demo.unreadBy.includes(role) ? ago(newest.hoursAgo + 1) : sql`now()`,
          emailedThrough: sql`now()`,
        })),
      );
    });
  }
}
