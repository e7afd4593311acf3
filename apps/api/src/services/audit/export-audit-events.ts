import {
  AUDIT_CATEGORY_OPTIONS,
  AUDIT_CSV_HEADERS,
  AUDIT_LOG_TEXTS,
  AUDIT_STATUS_OPTIONS,
  labelOf,
  nzToday,
  type AuditEventListQuery,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { toCsv } from '../../lib/csv.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from './record-audit.js';
import { readAuditEvents } from './list-audit-events.js';

/** The most events one export holds: a year of a busy firm's trail, a few megabytes of CSV. */
export const AUDIT_EXPORT_LIMIT = 100_000;

/** "2026-03-12 14:05:09": the New Zealand wall-clock time, which a spreadsheet sorts as text. */
const nzTimestamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function nzDateTime(iso: string): string {
  const parts = Object.fromEntries(nzTimestamp.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Export Log: the events of the list as filtered (every page, newest first, up to
 * AUDIT_EXPORT_LIMIT) as CSV, formula-safe (`toCsv`). The export is itself audited
 * (`audit_log.exported`, with the filters and the count) in the same transaction as the read.
 */
export async function exportAuditEvents(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  query: AuditEventListQuery,
): Promise<{ fileName: string; csv: string }> {
  return db.transaction(async (tx) => {
    const events = await readAuditEvents(tx, actor, query, AUDIT_EXPORT_LIMIT);
    const csv = toCsv(
      [...AUDIT_CSV_HEADERS],
      events.map((e) => [
        e.id,
        nzDateTime(e.timestamp),
        e.user?.name ?? AUDIT_LOG_TEXTS.system,
        e.user?.role ?? '',
        e.actionLabel,
        labelOf(AUDIT_CATEGORY_OPTIONS, e.category),
        e.details,
        e.ipAddress,
        labelOf(AUDIT_STATUS_OPTIONS, e.status),
      ]),
    );
    const filters = Object.fromEntries(
      (['q', 'category', 'status', 'from', 'to'] as const).filter((k) => query[k]).map((k) => [k, query[k]]),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'audit_log.exported',
      entityType: 'audit_log',
      entityId: null,
      data: { count: events.length, ...filters },
    });
    return { fileName: `audit-log-${nzToday()}.csv`, csv };
  });
}
