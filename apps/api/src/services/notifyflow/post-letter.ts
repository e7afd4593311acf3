import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { letters } from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';
import { notFound } from '../../lib/app-error.js';
import { changeInstitutionStatus } from './change-institution-status.js';

/** An admin posted a letter: that counts as sending the notification to its organisation. */
export async function postLetter(db: Db, actorId: string, id: string): Promise<{ id: string; posted: true }> {
  await inTransaction(db, async (scope) => {
    const [letter] = await scope.tx
      .update(letters)
      .set({ postedAt: new Date(), postedBy: actorId })
      .where(eq(letters.id, id))
      .returning({ rowId: letters.institutionsNotifiedId });
    if (!letter) throw notFound('Letter not found');
    await changeInstitutionStatus(scope, letter.rowId, { by: 'letter', actorId, letterId: id });
  });
  return { id, posted: true };
}
