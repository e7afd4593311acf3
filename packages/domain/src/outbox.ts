import { z } from 'zod';

/** GET /api/admin/outbox: how many of the newest emails to list. */
export const outboxListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** One email of the outbox, as admins (and the tests) read it. */
export const outboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** The names of the files it carries (a PDF tax invoice). */
  attachments: z.array(z.string()),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = z.object({
  items: z.array(outboxItemSchema),
  /**
   * Whether a mail server is set up (`SMTP_URL`). Without one nothing is sent: every email stays
   * pending, and the Outbox page says so and what to set (decision 073).
   */
  mailServer: z.object({ configured: z.boolean() }),
});
export type OutboxList = z.infer<typeof outboxListSchema>;
