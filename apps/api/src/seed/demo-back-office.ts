import type { Db } from '../db/client.js';
import type { Auth } from '../services/auth/auth.js';

/**
 * The back office's demo data (issue 15), after the demo estates: the law firm and its lawyers,
 * billing accounts and their invoices, saved reports. Each step is idempotent (the demo seed runs at
 * every start) and plainly demo data. `ids` holds the demo accounts' user ids by role.
 */
export async function seedDemoBackOffice(auth: Auth, db: Db, ids: Record<string, string>): Promise<void> {
  // Each area adds its step here, in this order: law firms, users, billing, reports.
  void auth;
  void db;
  void ids;
}
