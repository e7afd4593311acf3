import type { Db } from '../db/client.js';
import type { Auth } from '../services/auth/auth.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoLawFirms } from './demo-law-firms.js';
import { seedDemoUsers } from './demo-users.js';
import { seedDemoReports } from './demo-reports.js';

/**
 * The back office's demo data (issue 15), after the demo estates: the law firm and its lawyers,
 * billing accounts and their invoices, saved reports. Each step is idempotent (the demo seed runs at
 * every start) and plainly demo data. `ids` holds the demo accounts' user ids by role.
 */
export async function seedDemoBackOffice(auth: Auth, db: Db, ids: Record<string, string>): Promise<void> {
  // Each area adds its step here, in this order: law firms, users, billing, reports.
  // Law firms: the demo lawyer's firm (with a second lawyer, `ids.lawyer2`) and an inactive one.
  await seedDemoLawFirms(auth, db, ids);
  // Users: a deactivated former paralegal (no password), for the Users screen's Inactive tile.
  await seedDemoUsers(db);
  // Billing: the demo firm's account on Standard, with a paid, a sent and a draft invoice.
  await seedDemoBilling(db);
  // Reports: the demo lawyer's monthly financials PDF (emailed to them) and a one-time estate summary.
  await seedDemoReports(db, ids);
}
