import { desc, eq } from 'drizzle-orm';
import { LETTER_TEXTS, type Letter, type LetterList } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { institutions, institutionsNotified, letters, notifications } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A letter with the row, organisation and notification it is for. The organisation is null for the
 * one the family typed ("Other institution"): its name is the row's `otherName`.
 */
export const letterQuery = (db: Db | Tx) =>
  db
    .select({ letter: letters, row: institutionsNotified, institution: institutions, n: notifications })
    .from(letters)
    .innerJoin(institutionsNotified, eq(institutionsNotified.id, letters.institutionsNotifiedId))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId));

type LetterRow = Awaited<ReturnType<ReturnType<typeof letterQuery>['execute']>>[number];

/** Who the letter is for: the directory's name, or the one the family typed. */
export const letterNameOf = ({ row, institution }: Pick<LetterRow, 'row' | 'institution'>): string =>
  institution?.name ?? row.otherName ?? 'Unknown institution';

/** Where the letter goes: the address an admin typed, else the directory's postal address. */
export const letterAddressOf = ({ letter, institution }: Pick<LetterRow, 'letter' | 'institution'>) =>
  letter.address?.trim() || institution?.postalAddress?.trim() || null;

/**
 * No letter is printed or posted without an address to go to (issue 42): it needs one unless the
 * letter itself or its organisation's directory entry has one. The directory's addresses are typed
 * by admins with their source and never invented (decision 077), so until an admin adds one, a
 * directory organisation's letter waits in the queue like the one the family typed.
 */
export const letterNeedsAddress = (r: Pick<LetterRow, 'letter' | 'institution'>): boolean =>
  letterAddressOf(r) === null;

/** 409 naming `address` and what to do: the letter cannot be printed or posted yet. */
export const needsAddress = () =>
  new AppError('CONFLICT', LETTER_TEXTS.needsAddress, [
    { path: 'address', message: LETTER_TEXTS.needsAddress },
  ]);

export const toLetter = (r: LetterRow): Letter => {
  const address = letterAddressOf(r);
  return {
    id: r.letter.id,
    institutionName: letterNameOf(r),
    institutionId: r.institution?.id ?? null,
    referenceCode: r.n.referenceCode,
    createdAt: r.letter.createdAt.toISOString(),
    posted: r.letter.postedAt !== null,
    address,
    needsAddress: letterNeedsAddress(r),
    version: r.letter.version,
  };
};

/** Back office letters queue: the newest 200, posted or not. */
export async function listLetters(db: Db): Promise<LetterList> {
  const rows = await letterQuery(db).orderBy(desc(letters.createdAt)).limit(200);
  return { items: rows.map(toLetter) };
}
