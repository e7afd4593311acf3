import { asc, eq } from 'drizzle-orm';
import { centsToDollars, nzLongDate, nzToday } from '@estate/domain';
import type { Db } from '../../db/client.js';
import type { estates } from '../../db/schema.js';
import { beneficiaries, executors, lawFirms, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { myOwnRows } from '../access/index.js';
import type { MergeData } from './merge-fields.js';

/** Integer cents as New Zealand writes money: $1,250,000.00 (string arithmetic, no floats). */
function nzd(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDollars(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * The values of the merge fields (MERGE_FIELDS) for one estate, merged by `actor`. An estate the
 * caller has already checked the actor may see. A fact the estate does not have yet (no grant, no
 * firm) is left out, so the merge writes its bracketed blank ("[grant date not recorded]") there.
 */
export async function estateMergeData(
  db: Db,
  actor: Pick<Actor, 'id'>,
  estate: typeof estates.$inferSelect,
): Promise<MergeData> {
  const [executor] = estate.executorId
    ? await db
        .select({ name: executors.fullName, email: users.email })
        .from(executors)
        .leftJoin(users, eq(users.id, executors.userId))
        .where(eq(executors.id, estate.executorId))
    : [];
  const [firm] = estate.firmId ? await db.select().from(lawFirms).where(eq(lawFirms.id, estate.firmId)) : [];
  const [me] = await db.select({ name: users.name }).from(users).where(myOwnRows.account(actor));
  const people = await db
    .select({
      fullName: beneficiaries.fullName,
      relationship: beneficiaries.relationship,
      email: beneficiaries.email,
      address: beneficiaries.address,
    })
    .from(beneficiaries)
    .where(eq(beneficiaries.estateId, estate.id))
    .orderBy(asc(beneficiaries.fullName));
  const values: Record<string, string | null | undefined> = {
    'deceased.fullName': estate.deceasedName,
    'deceased.lastKnownAddress': estate.lastKnownAddress,
    'estate.dateOfDeath': estate.dateOfDeath ? nzLongDate(estate.dateOfDeath) : null,
    'estate.grantDate': estate.grantDate ? nzLongDate(estate.grantDate) : null,
    'estate.estimatedValue': estate.estimatedValueCents != null ? nzd(estate.estimatedValueCents) : null,
    'estate.reference': estate.fileNumber,
    'executor.name': executor?.name,
    'executor.email': executor?.email,
    'firm.name': firm?.name,
    'firm.address': firm?.address,
    'firm.phone': firm?.contactPhone,
    'firm.email': firm?.contactEmail,
    'lawyer.name': me?.name,
    today: nzLongDate(nzToday()),
  };
  const data: MergeData = {
    beneficiaries: people.map((p) => ({
      fullName: p.fullName,
      relationship: p.relationship ?? '',
      email: p.email ?? '',
      address: p.address ?? '',
    })),
  };
  for (const [name, value] of Object.entries(values)) if (value) data[name] = value;
  return data;
}
