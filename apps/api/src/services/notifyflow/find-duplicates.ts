import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DuplicateNotice } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { institutions, institutionsNotified, notifications } from '../../db/schema.js';
import { mayReplyAsSender, type Who } from '../access/index.js';

/**
 * Earlier notices of the same person to these organisations (issue 44): the same normalised name and
 * date of death (`deceased_key`), and the same date of birth when both notices give one. The first
 * notice to each organisation, with its row (to link a new one to) and what the sender may be told:
 * the organisation, when and where it stands; its reference code only when it is their own notice
 * (anyone else's code would open its status page).
 */
export async function findDuplicates(
  db: Db | Tx,
  actor: Pick<Who, 'id'>,
  deceasedKey: string,
  dateOfBirth: string,
  institutionIds: readonly string[],
): Promise<(DuplicateNotice & { rowId: string })[]> {
  if (!institutionIds.length) return [];
  const sameBirth = dateOfBirth
    ? or(
        sql`${notifications.dateOfBirth} IS NULL`,
        eq(notifications.dateOfBirth, ''),
        eq(notifications.dateOfBirth, dateOfBirth),
      )
    : undefined;
  const rows = await db
    .select({
      rowId: institutionsNotified.id,
      institutionId: institutionsNotified.institutionId,
      organisation: institutions.name,
      notifiedAt: institutionsNotified.createdAt,
      status: institutionsNotified.status,
      referenceCode: notifications.referenceCode,
      createdBy: notifications.createdBy,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(
      and(
        eq(notifications.deceasedKey, deceasedKey),
        inArray(institutionsNotified.institutionId, [...institutionIds]),
        sameBirth,
      ),
    )
    .orderBy(asc(institutionsNotified.createdAt));
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!first.has(row.institutionId!)) first.set(row.institutionId!, row);
  return [...first.values()].map((r) => ({
    rowId: r.rowId,
    institutionId: r.institutionId!,
    organisation: r.organisation,
    notifiedAt: r.notifiedAt.toISOString(),
    status: r.status,
    referenceCode: mayReplyAsSender({ id: actor.id }, r) ? r.referenceCode : null,
  }));
}
