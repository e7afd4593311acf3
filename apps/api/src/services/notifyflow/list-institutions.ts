import { asc, eq } from 'drizzle-orm';
import type { AdminInstitution, Institution } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema.js';

export const toAdminInstitution = (r: typeof institutions.$inferSelect): AdminInstitution => ({
  institutionId: r.id,
  name: r.name,
  category: r.category as AdminInstitution['category'],
  logoUrl: r.logoUrl,
  notificationEmail: r.notificationEmail,
  postalAddress: r.postalAddress,
  retired: r.retired,
});

/** The directory the notification form shows, ordered by name (retired organisations left out). */
export async function listInstitutions(db: Db): Promise<{ items: Institution[] }> {
  const rows = await db
    .select()
    .from(institutions)
    .where(eq(institutions.retired, false))
    .orderBy(asc(institutions.name));
  return {
    items: rows.map((r) => ({
      institutionId: r.id,
      name: r.name,
      category: r.category as Institution['category'],
      logoUrl: r.logoUrl,
    })),
  };
}

/** The whole directory for the back office, retired ones and contact addresses included. */
export async function listAdminInstitutions(db: Db): Promise<{ items: AdminInstitution[] }> {
  const rows = await db.select().from(institutions).orderBy(asc(institutions.name));
  return { items: rows.map(toAdminInstitution) };
}
