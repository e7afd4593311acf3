import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

export interface OutboxItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest emails of the outbox, as admins (and the tests) read them. */
export async function listOutbox(db: Db, limit: number): Promise<{ items: OutboxItem[] }> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      link: r.link,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}
