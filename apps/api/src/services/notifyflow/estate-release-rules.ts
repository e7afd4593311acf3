import { asc, eq, inArray } from 'drizzle-orm';
import type { SmallEstateRule } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, notifications } from '../../db/schema.js';
import { smallEstateRuleOf } from './list-institutions.js';

/** The s65 task's template key (packages/domain/src/estates/task.ts). */
export const S65_TASK_KEY = 's65-release';

/**
 * For the estates' s65 tasks: each directory organisation notified through NotifyFlow for each
 * estate, once, by name, with its small-estate release rule. An organisation the family typed
 * ("Other institution") has no known rule and is left out.
 */
export async function releaseRulesForEstates(
  db: Db,
  estateIds: string[],
): Promise<Map<string, { institution: string; rule: SmallEstateRule }[]>> {
  const byEstate = new Map<string, { institution: string; rule: SmallEstateRule }[]>();
  if (!estateIds.length) return byEstate;
  const rows = await db
    .selectDistinct({ estateId: notifications.estateId, institution: institutions })
    .from(notifications)
    .innerJoin(institutionsNotified, eq(institutionsNotified.notificationId, notifications.id))
    .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(inArray(notifications.estateId, [...new Set(estateIds)]))
    .orderBy(asc(institutions.name));
  for (const { estateId, institution } of rows) {
    if (!estateId) continue;
    const list = byEstate.get(estateId) ?? [];
    if (!list.some((x) => x.institution === institution.name))
      list.push({ institution: institution.name, rule: smallEstateRuleOf(institution) });
    byEstate.set(estateId, list);
  }
  return byEstate;
}
