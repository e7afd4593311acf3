import type { EnquiryKind } from '@estate/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoRequests, enquiries } from '../../db/schema-public-site.js';
import { notFound } from '../../lib/app-error.js';

/**
 * Marks an enquiry or demo request handled by `adminId`. Marking it again keeps the first
 * handler and time. 404 when there is no such row.
 */
export async function markEnquiryHandled(
  db: Db,
  ref: { kind: EnquiryKind; id: string },
  adminId: string,
): Promise<void> {
  const table = ref.kind === 'enquiry' ? enquiries : demoRequests;
  const updated = await db
    .update(table)
    .set({ handledAt: new Date(), handledBy: adminId })
    .where(and(eq(table.id, ref.id), isNull(table.handledAt)))
    .returning({ id: table.id });
  if (updated.length) return;
  const [existing] = await db.select({ id: table.id }).from(table).where(eq(table.id, ref.id));
  if (!existing) throw notFound('No such enquiry.');
}
