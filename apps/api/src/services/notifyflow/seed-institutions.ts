import { and, eq, isNull, sql } from 'drizzle-orm';
import { NZ_INSTITUTIONS } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { auditEvents, institutions } from '../../db/schema.js';

/**
 * Adds any directory organisation that is missing, with the reply time and small-estate rule we
 * know of it; never overwrites what admins changed. An organisation already in the directory that
 * no admin ever edited (no `institution.updated` on the audit trail) and still has no requirements
 * gets the known rule too: a directory seeded before issue 18 learns it once.
 */
export async function seedInstitutions(db: Db): Promise<void> {
  const ruleOf = (i: (typeof NZ_INSTITUTIONS)[number]) => ({
    ...(i.replyBusinessDays ? { replyBusinessDays: i.replyBusinessDays } : {}),
    ...(i.smallEstateRequirements ? { smallEstateRequirements: [...i.smallEstateRequirements] } : {}),
  });
  await db
    .insert(institutions)
    .values(
      NZ_INSTITUTIONS.map((i) => ({ id: i.institutionId, name: i.name, category: i.category, ...ruleOf(i) })),
    )
    .onConflictDoNothing();
  for (const i of NZ_INSTITUTIONS.filter((x) => x.smallEstateRequirements || x.replyBusinessDays)) {
    await db
      .update(institutions)
      .set(ruleOf(i))
      .where(
        and(
          eq(institutions.id, i.institutionId),
          sql`cardinality(${institutions.smallEstateRequirements}) = 0`,
          sql`NOT EXISTS (SELECT 1 FROM ${auditEvents} WHERE ${auditEvents.entityType} = 'institution'
                AND ${auditEvents.entityId} = ${institutions.id}::text AND ${auditEvents.action} = 'institution.updated')`,
        ),
      );
  }
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
