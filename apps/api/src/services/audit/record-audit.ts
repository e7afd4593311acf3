import { auditCategoryOf, type AuditCategory, type AuditStatus } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { requestApiKey, requestIp } from '../../lib/request-context.js';
import { auditEvents } from '../../db/schema.js';

/** One audit event: who did what to which thing. */
export interface AuditEvent {
  /** The user who did it; null for the system (a worker, an organisation answering by link). */
  actorId: string | null;
  /** `<entity>.<verb>`, for example `asset.created`, `estate.exported`. */
  action: string;
  entityType: string;
  entityId: string | null;
  /**
   * What a reader of the activity feed needs. Events about an estate's records carry `estateId`, so
   * the estate's activity (and who may see it: `visibleActivity`) finds them.
   */
  data?: Record<string, unknown>;
  /** Filed under `auditCategoryOf(action, actorId)` unless given. */
  category?: AuditCategory;
  /** `success` unless given: a refused sign-in is a `failure`. */
  status?: AuditStatus;
  /** Where it came from: the request being handled unless given (none for the worker). */
  ipAddress?: string | null;
}

/**
 * THE way to write the audit trail. Pass the transaction of the change it records, so the event and
 * the change are kept or lost together.
 */
export async function recordAudit(db: Db | Tx, event: AuditEvent): Promise<void> {
  // A change made with an API key names the key beside the person it acts as.
  const apiKeyId = requestApiKey();
  const data = apiKeyId ? { ...event.data, apiKeyId } : event.data;
  await db.insert(auditEvents).values({
    actorId: event.actorId,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    ...(data ? { data } : {}),
    category: event.category ?? auditCategoryOf(event.action, event.actorId),
    status: event.status ?? 'success',
    ipAddress: event.ipAddress === undefined ? requestIp() : event.ipAddress,
  });
}
