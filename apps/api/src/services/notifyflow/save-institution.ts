import { eq, sql } from 'drizzle-orm';
import {
  LETTER_TEXTS,
  type AdminInstitution,
  type AdminInstitutionInput,
  type IfMatch,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { isUniqueViolation } from './create-notification.js';
import { toAdminInstitution } from './list-institutions.js';
import { publishChange } from '../events/change-feed.js';

const TAKEN = 'An institution with that name already exists.';

/**
 * An admin adds an organisation to the directory (`change` null) or changes the fields sent (a
 * PATCH passes only those), made against the version it was read at (decision 060: the row locked,
 * 412 with the organisation as it is now and who changed it, one more in the same UPDATE). Empty
 * contact addresses are stored as none. Audited in the same transaction.
 */
export async function saveInstitution(
  db: Db,
  actorId: string,
  change: { id: string; expected: IfMatch } | null,
  input: Partial<AdminInstitutionInput>,
): Promise<AdminInstitution> {
  const values = {
    ...input,
    ...('notificationEmail' in input ? { notificationEmail: input.notificationEmail || null } : {}),
    ...('postalAddress' in input ? { postalAddress: input.postalAddress || null } : {}),
    ...('postalAddressSource' in input ? { postalAddressSource: input.postalAddressSource || null } : {}),
    // An address taken away takes its source with it.
    ...('postalAddress' in input && !input.postalAddress && !('postalAddressSource' in input)
      ? { postalAddressSource: null }
      : {}),
  };
  if (!change) requireAddressSource(values);
  try {
    return await db.transaction(async (tx) => {
      if (change) {
        const [before] = await tx
          .select()
          .from(institutions)
          .where(eq(institutions.id, change.id))
          .for('update');
        if (!before) throw notFound('Institution not found');
        await requireVersion(change.expected, before.version, async () => ({
          current: toAdminInstitution(before),
          ...(await lastChangeOf(tx, 'institution', before.id, [
            'institution.created',
            'institution.updated',
          ])),
        }));
        requireAddressSource({ ...before, ...values });
      }
      const [row] = change
        ? await tx
            .update(institutions)
            .set({ ...values, version: sql`${institutions.version} + 1` })
            .where(eq(institutions.id, change.id))
            .returning()
        : await tx
            .insert(institutions)
            .values(values as typeof institutions.$inferInsert)
            .returning();
      if (!row) throw notFound('Institution not found');
      await recordAudit(tx, {
        actorId,
        action: change ? 'institution.updated' : 'institution.created',
        entityType: 'institution',
        entityId: row.id,
        data: values,
      });
      // The admins' open directory hears it (decision 062).
      await publishChange(tx, { kind: 'institutions', estateId: null, id: row.id, action: 'updated' });
      return toAdminInstitution(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', TAKEN, [{ path: 'name', message: TAKEN }]);
    throw err;
  }
}

/**
 * A postal address in the directory carries where it was found and when (decision 077: none is
 * invented, and the next admin can check it again): 400 naming `postalAddressSource` without one.
 */
function requireAddressSource(entry: { postalAddress?: string | null; postalAddressSource?: string | null }) {
  if (entry.postalAddress && !entry.postalAddressSource)
    throw new AppError('VALIDATION', LETTER_TEXTS.sourceRequired, [
      { path: 'postalAddressSource', message: LETTER_TEXTS.sourceRequired },
    ]);
}
