import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { recordAudit } from '../services/audit/record-audit.js';

/**
 * A deactivated demo account, so the Users screen shows the Inactive tile, filter and badge: a
 * former paralegal with no password (nobody signs in as them). Made once, when missing.
 */
const DEMO_INACTIVE_USER = {
  name: 'Rāwiri Former (demo)',
  email: 'former.paralegal@demo.estate.nz',
  phone: '04 555 0160',
  role: 'user',
  active: false,
  emailVerified: true,
} as const;

export async function seedDemoUsers(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_INACTIVE_USER.email));
  if (existing) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(DEMO_INACTIVE_USER).returning({ id: users.id });
    await recordAudit(tx, {
      actorId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: row!.id,
      data: { name: DEMO_INACTIVE_USER.name, role: DEMO_INACTIVE_USER.role, active: false },
      ipAddress: null,
    });
  });
}
