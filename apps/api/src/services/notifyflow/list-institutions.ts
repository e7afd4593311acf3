import { asc, eq } from 'drizzle-orm';
import {
  SMALL_ESTATE_REQUIREMENT_VALUES,
  type AdminInstitution,
  type AdminInstitutionListed,
  type Institution,
  type SmallEstateRequirement,
  type SmallEstateRule,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema.js';
import { noResponseTimes, responseTimesByInstitution } from './response-times.js';

type InstitutionRow = typeof institutions.$inferSelect;

/** What anyone may know of a directory organisation: how it is told, its reply time, its s65 rule. */
export const toInstitution = (r: InstitutionRow): Institution => ({
  institutionId: r.id,
  name: r.name,
  category: r.category as Institution['category'],
  logoUrl: r.logoUrl,
  delivery: r.notificationEmail ? 'email' : 'letter',
  replyBusinessDays: r.replyBusinessDays,
  smallEstateRule: smallEstateRuleOf(r),
});

export const smallEstateRuleOf = (
  r: Pick<InstitutionRow, 'smallEstateLimitCents' | 'smallEstateRequirements' | 'smallEstateNote'>,
): SmallEstateRule => ({
  limitCents: r.smallEstateLimitCents,
  requirements: r.smallEstateRequirements.filter((x): x is SmallEstateRequirement =>
    SMALL_ESTATE_REQUIREMENT_VALUES.includes(x as SmallEstateRequirement),
  ),
  note: r.smallEstateNote,
});

export const toAdminInstitution = (r: InstitutionRow): AdminInstitution => ({
  ...toInstitution(r),
  notificationEmail: r.notificationEmail,
  postalAddress: r.postalAddress,
  postalAddressSource: r.postalAddressSource,
  retired: r.retired,
  version: r.version,
});

/** The directory the notification form shows, ordered by name (retired organisations left out). */
export async function listInstitutions(db: Db): Promise<{ items: Institution[] }> {
  const rows = await db
    .select()
    .from(institutions)
    .where(eq(institutions.retired, false))
    .orderBy(asc(institutions.name));
  return {
    items: rows.map(toInstitution),
  };
}

/** The whole directory for the back office, retired ones and contact addresses included. */
export async function listAdminInstitutions(db: Db): Promise<{ items: AdminInstitutionListed[] }> {
  const rows = await db.select().from(institutions).orderBy(asc(institutions.name));
  const times = await responseTimesByInstitution(db);
  return {
    items: rows.map((r) => ({
      ...toAdminInstitution(r),
      responseTimes: times.get(r.id) ?? noResponseTimes(),
    })),
  };
}
