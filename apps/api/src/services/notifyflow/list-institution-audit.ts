import { and, desc, eq } from 'drizzle-orm';
import type { InstitutionAudit } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';
import { STATUS_AUDIT_ACTIONS } from './change-institution-status.js';

/** Who is named for an event without a user: the system sending, or the organisation answering. */
const NO_ACTOR: Record<string, string> = {
  [STATUS_AUDIT_ACTIONS.email]: 'NotifyFlow (email sent)',
  'institution_notified.reminded': 'NotifyFlow (reminder sent)',
};
const ORGANISATION = 'The institution (response link)';

/** Back office: one notified organisation's trail, newest first. */
export async function listInstitutionAudit(db: Db, id: string): Promise<InstitutionAudit> {
  const rows = await db
    .select({ e: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entityType, 'institutions_notified'), eq(auditEvents.entityId, id)))
    .orderBy(desc(auditEvents.createdAt));
  return {
    items: rows.map(({ e, actorName }) => ({
      action: e.action,
      actorName: e.actorId ? (actorName ?? 'A former user') : (NO_ACTOR[e.action] ?? ORGANISATION),
      data: e.data as Record<string, unknown> | null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
