import { eq } from 'drizzle-orm';
import type { AdminInstitution, AdminInstitutionInput } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { isUniqueViolation } from './create-notification.js';
import { toAdminInstitution } from './list-institutions.js';

const TAKEN = 'An institution with that name already exists.';

/**
 * An admin adds an organisation to the directory (`id` null) or changes the fields sent (a PATCH
 * passes only those). Empty contact addresses are stored as none. Audited in the same transaction.
 */
export async function saveInstitution(
  db: Db,
  actorId: string,
  id: string | null,
  input: Partial<AdminInstitutionInput>,
): Promise<AdminInstitution> {
  const values = {
    ...input,
    ...('notificationEmail' in input ? { notificationEmail: input.notificationEmail || null } : {}),
    ...('postalAddress' in input ? { postalAddress: input.postalAddress || null } : {}),
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] = id
        ? await tx.update(institutions).set(values).where(eq(institutions.id, id)).returning()
        : await tx
            .insert(institutions)
            .values(values as typeof institutions.$inferInsert)
            .returning();
      if (!row) throw notFound('Institution not found');
      await recordAudit(tx, {
        actorId,
        action: id ? 'institution.updated' : 'institution.created',
        entityType: 'institution',
        entityId: row.id,
        data: values,
      });
      return toAdminInstitution(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', TAKEN, [{ path: 'name', message: TAKEN }]);
    throw err;
  }
}
