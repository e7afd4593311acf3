import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lawFirms, users } from '../db/schema.js';
import type { Auth } from '../services/auth/auth.js';
import { recordAudit } from '../services/audit/record-audit.js';
import { bringEstatesIntoFirm } from '../services/estates/file-numbers.js';
import { ensureAccount } from '../services/users/ensure-account.js';

/**
 * The demo firm's second lawyer: not on the sign-in page's list (one account per role there), but
 * named in the README's demo accounts, so the demo shows a firm's lawyers sharing its matters (decision 020).
 */
export const DEMO_SECOND_LAWYER = {
  role: 'lawyer',
  name: 'Mere Lawyer',
  email: 'lawyer2@demo.estate.nz',
  password: 'demo-lawyer-harakeke',
} as const;

const DEMO_FIRMS = [
  {
    name: 'Kauri Lane Law (demo)',
    address: 'Level 4, 120 Lambton Quay\nWellington Central\nWellington 6011',
    primaryContact: 'Liam Lawyer',
    contactEmail: 'office@kauri-lane.demo.estate.nz',
    contactPhone: '04 555 0142',
    status: 'active',
    billingStatus: 'current',
  },
  {
    name: 'Tōtara Bay Legal (demo)',
    address: '8 Cashel Street\nChristchurch Central City\nChristchurch 8011',
    primaryContact: 'Hemi Walker',
    contactEmail: 'hello@totara-bay.demo.estate.nz',
    contactPhone: '03 555 0177',
    status: 'inactive',
    billingStatus: 'overdue',
  },
] as const;

/** A demo firm by its name, made (and audited, by no one: the seed) when missing; its id. */
async function ensureFirm(db: Db, firm: (typeof DEMO_FIRMS)[number]) {
  const [existing] = await db.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.name, firm.name));
  if (existing) return { id: existing.id, created: false };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(lawFirms).values(firm).returning({ id: lawFirms.id });
    await recordAudit(tx, {
      actorId: null,
      action: 'law_firm.created',
      entityType: 'law_firm',
      entityId: row!.id,
      data: { name: firm.name, status: firm.status, billingStatus: firm.billingStatus },
      ipAddress: null,
    });
    return { id: row!.id, created: true };
  });
}

/**
 * The demo law firms (issue 15): Kauri Lane Law with the demo lawyer and a second lawyer, Mere, so
 * each sees the other's estates; and an inactive firm with no members. Idempotent: a firm or account
 * already there is left as it is (an admin may have changed it), and the demo lawyer's estates
 * without a firm join it only while the lawyer is its member.
 */
export async function seedDemoLawFirms(auth: Auth, db: Db, ids: Record<string, string>): Promise<void> {
  const [kauri, totara] = DEMO_FIRMS;
  const firm = await ensureFirm(db, kauri);
  await ensureFirm(db, totara);

  const lawyerId = ids.lawyer;
  if (firm.created && lawyerId) {
    await db.update(users).set({ firmId: firm.id }).where(eq(users.id, lawyerId));
  }
  const second = await ensureAccount(auth, db, { ...DEMO_SECOND_LAWYER, emailVerified: true });
  ids.lawyer2 = second.id;
  if (second.created) {
    await db.update(users).set({ firmId: firm.id }).where(eq(users.id, second.id));
  }

  // The estates the demo lawyer opened before the firm existed become its matters.
  if (!lawyerId) return;
  const [lawyer] = await db.select({ firmId: users.firmId }).from(users).where(eq(users.id, lawyerId));
  if (lawyer?.firmId !== firm.id) return;
  await bringEstatesIntoFirm(db, lawyerId, firm.id);
}
