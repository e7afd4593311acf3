import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox, outboxAttachments } from '../../db/schema.js';

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
  /** The names of the files it carries. */
  attachments: string[];
}

/** The newest emails of the outbox, as admins (and the tests) read them. */
export async function listOutbox(db: Db, limit: number): Promise<{ items: OutboxItem[] }> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
  const files = rows.length
    ? await db
        .select({ outboxId: outboxAttachments.outboxId, filename: outboxAttachments.filename })
        .from(outboxAttachments)
        .where(
          inArray(
            outboxAttachments.outboxId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(outboxAttachments.filename))
    : [];
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
      attachments: files.filter((f) => f.outboxId === r.id).map((f) => f.filename),
    })),
  };
}
