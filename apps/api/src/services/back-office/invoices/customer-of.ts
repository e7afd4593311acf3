import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { billingAccounts } from '../../../db/schema.js';
import { lawFirms, users } from '../../../db/schema.js';

/**
 * The customer as billed: the firm's name and address, or the person's name. Copied onto the invoice
 * when it is drafted and again when it is issued, never linked, so an issued invoice never changes
 * under a later edit of the firm.
 */
export async function customerOf(
  tx: Tx,
  account: typeof billingAccounts.$inferSelect,
): Promise<{ name: string; address: string | null }> {
  if (account.lawFirmId) {
    const [firm] = await tx
      .select({ name: lawFirms.name, address: lawFirms.address })
      .from(lawFirms)
      .where(eq(lawFirms.id, account.lawFirmId));
    return { name: firm?.name ?? '', address: firm?.address ?? null };
  }
  const [person] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, account.userId ?? ''));
  return { name: person?.name ?? '', address: null };
}
