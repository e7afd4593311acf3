import { desc, eq } from 'drizzle-orm';
import type { LetterList } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, letters, notifications } from '../../db/schema.js';

/** A letter with the row, organisation and notification it is for. */
export const letterQuery = (db: Db) =>
  db
    .select({ letter: letters, row: institutionsNotified, institution: institutions, n: notifications })
    .from(letters)
    .innerJoin(institutionsNotified, eq(institutionsNotified.id, letters.institutionsNotifiedId))
    .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId));

/** Back office letters queue: the newest 200, posted or not. */
export async function listLetters(db: Db): Promise<LetterList> {
  const rows = await letterQuery(db).orderBy(desc(letters.createdAt)).limit(200);
  return {
    items: rows.map(({ letter, institution, n }) => ({
      id: letter.id,
      institutionName: institution.name,
      referenceCode: n.referenceCode,
      createdAt: letter.createdAt.toISOString(),
      posted: letter.postedAt !== null,
    })),
  };
}
