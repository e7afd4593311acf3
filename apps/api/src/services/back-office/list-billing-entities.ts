import { asc, eq, isNull } from 'drizzle-orm';
import type { BillingAccountType, BillingEntityOption } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { billingAccounts, lawFirms, users } from '../../db/schema.js';

/** At most this many choices: the back office of one provider, not a directory. */
const LIMIT = 1000;

/**
 * What the New Account form may bill (spec 3 §2, §5): every law firm, or every person with an
 * account (deleted accounts are not), by name, each with the billing account it already has.
 */
export async function listBillingEntities(
  db: Db,
  type: BillingAccountType,
): Promise<{ items: BillingEntityOption[] }> {
  const items =
    type === 'law_firm'
      ? await db
          .select({
            id: lawFirms.id,
            name: lawFirms.name,
            detail: lawFirms.contactEmail,
            accountId: billingAccounts.id,
          })
          .from(lawFirms)
          .leftJoin(billingAccounts, eq(billingAccounts.lawFirmId, lawFirms.id))
          .orderBy(asc(lawFirms.name), asc(lawFirms.id))
          .limit(LIMIT)
      : await db
          .select({ id: users.id, name: users.name, detail: users.email, accountId: billingAccounts.id })
          .from(users)
          .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
          .where(isNull(users.deletedAt))
          .orderBy(asc(users.name), asc(users.id))
          .limit(LIMIT);
  return { items };
}
