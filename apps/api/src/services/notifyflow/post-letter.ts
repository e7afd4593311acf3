import { eq, sql } from 'drizzle-orm';
import type { IfMatch, Letter, LetterAddress } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { letters } from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';
import { notFound } from '../../lib/app-error.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { changeInstitutionStatus } from './change-institution-status.js';
import { letterNeedsAddress, letterQuery, needsAddress, toLetter } from './list-letters.js';
import { publishChange } from '../events/change-feed.js';

/**
 * An admin posted a letter: that counts as sending the notification to its organisation. A letter
 * without an address to go to (the organisation the family typed) is refused until it has one.
 */
export async function postLetter(db: Db, actorId: string, id: string): Promise<{ id: string; posted: true }> {
  await inTransaction(db, async (scope) => {
    const [found] = await letterQuery(scope.tx).where(eq(letters.id, id)).for('update', { of: letters });
    if (!found) throw notFound('Letter not found');
    if (letterNeedsAddress(found)) throw needsAddress();
    await scope.tx
      .update(letters)
      .set({ postedAt: new Date(), postedBy: actorId, version: sql`${letters.version} + 1` })
      .where(eq(letters.id, id));
    await changeInstitutionStatus(scope, found.letter.institutionsNotifiedId, {
      by: 'letter',
      actorId,
      letterId: id,
    });
    await publishChange(scope.tx, { kind: 'letters', estateId: null, id, action: 'updated' });
  });
  return { id, posted: true };
}

/**
 * An admin types (or corrects) the address a letter goes to; audited as `letter.addressed`. Made
 * against the version the letter was read at (decision 060): the letter locked, 412 with the letter
 * as it is now and who last addressed it, one more in the same UPDATE (posting it adds one too).
 */
export async function setLetterAddress(
  db: Db,
  actorId: string,
  id: string,
  input: LetterAddress,
  expected: IfMatch,
): Promise<Letter> {
  return db.transaction(async (tx) => {
    const [before] = await letterQuery(tx).where(eq(letters.id, id)).for('update', { of: letters });
    if (!before) throw notFound('Letter not found');
    await requireVersion(expected, before.letter.version, async () => ({
      current: toLetter(before),
      ...(await lastChangeOf(tx, 'letter', id, ['letter.addressed'])),
    }));
    await tx
      .update(letters)
      .set({ address: input.address, version: sql`${letters.version} + 1` })
      .where(eq(letters.id, id));
    const [found] = await letterQuery(tx).where(eq(letters.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'letter.addressed',
      entityType: 'letter',
      entityId: id,
      data: {
        ...(found!.n.estateId ? { estateId: found!.n.estateId } : {}),
        referenceCode: found!.n.referenceCode,
        institutionsNotifiedId: found!.letter.institutionsNotifiedId,
      },
    });
    await publishChange(tx, { kind: 'letters', estateId: null, id, action: 'updated' });
    return toLetter(found!);
  });
}
