import type { EnquiryItem } from '@estate/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoRequests, enquiries } from '../../db/schema-public-site.js';
import { users } from '../../db/schema.js';

/**
 * Contact enquiries and demo requests together, newest first, with the name of whoever handled
 * each. `limit` applies to each kind.
 */
export async function listEnquiries(db: Db, limit = 200): Promise<EnquiryItem[]> {
  const [contact, demos] = await Promise.all([
    db
      .select({ row: enquiries, handler: users.name })
      .from(enquiries)
      .leftJoin(users, eq(users.id, enquiries.handledBy))
      .orderBy(desc(enquiries.createdAt))
      .limit(limit),
    db
      .select({ row: demoRequests, handler: users.name })
      .from(demoRequests)
      .leftJoin(users, eq(users.id, demoRequests.handledBy))
      .orderBy(desc(demoRequests.createdAt))
      .limit(limit),
  ]);
  const items: EnquiryItem[] = [
    ...contact.map(({ row, handler }) => ({
      kind: 'enquiry' as const,
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      company: null,
      role: null,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledAt ? (handler ?? 'a former admin') : null,
    })),
    ...demos.map(({ row, handler }) => ({
      kind: 'demo' as const,
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: null,
      company: row.company,
      role: row.role,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledAt ? (handler ?? 'a former admin') : null,
    })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
