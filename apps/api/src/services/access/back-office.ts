import { eq, sql, type SQL } from 'drizzle-orm';
import {} from '@estate/domain';
import { reports, users } from '../../db/schema.js';
import { type Who } from './actor.js';

/**
 * Saved reports (issue 15): each person's own, admins included. A report is generated from what
 * its owner may see, so another person's report (even a colleague's in the same firm) answers 404.
 */
export function ownReports(actor: Who): SQL {
  return eq(reports.ownerId, actor.id);
}

/**
 * The back office's user accounts (/dashboard/admin/users, `admin:access`): every account but the
 * deleted ones, whose rows stay only so the audit trail can name them "Deleted user".
 */
export function listedAccounts(): SQL {
  return sql`${users.deletedAt} is null`;
}
