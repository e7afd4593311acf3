import { and, eq, isNull, sql } from 'drizzle-orm';
import { NZ_INSTITUTIONS } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema.js';

/** Adds any directory organisation that is missing; never overwrites what admins changed. */
export async function seedInstitutions(db: Db): Promise<void> {
  await db
    .insert(institutions)
    .values(NZ_INSTITUTIONS.map((i) => ({ id: i.institutionId, name: i.name, category: i.category })))
    .onConflictDoNothing();
}

/** Demo only: two banks get notification addresses so the demo shows both emails and letters. */
export const DEMO_INSTITUTION_EMAILS: Record<string, string> = {
  ANZ: 'anz-deceased-estates@demo.estate.nz',
  Kiwibank: 'kiwibank-estates@demo.estate.nz',
};

export async function seedDemoInstitutionEmails(db: Db): Promise<void> {
  for (const [name, email] of Object.entries(DEMO_INSTITUTION_EMAILS)) {
    await db
      .update(institutions)
      .set({ notificationEmail: email, updatedAt: sql`now()` })
      .where(and(eq(institutions.name, name), isNull(institutions.notificationEmail)));
  }
}
