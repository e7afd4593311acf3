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
import { AppError } from '../../lib/app-error.js';
import { renderReportPdf } from '../reports/render-report.js';
import { recordAudit } from './record-audit.js';
import { countAuditEvents, readAuditEvents } from './list-audit-events.js';

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

/** The most events one PDF holds (about 500 A4 pages); more is a CSV's work. */
export const AUDIT_PDF_LIMIT = 5_000;

export const AUDIT_EXPORT_TEXTS = {
  tooManyForPdf: (count: number) =>
    `${count.toLocaleString('en-NZ')} events match: a PDF holds at most ${AUDIT_PDF_LIMIT.toLocaleString('en-NZ')}. Narrow the dates or filters, or export CSV.`,
} as const;

/**
 * Export Log: the events of the list as filtered (every page, newest first, up to
 * AUDIT_EXPORT_LIMIT for CSV and AUDIT_PDF_LIMIT for PDF), each with its seal (chain position,
 * previous hash and hash: decision 071), as CSV (formula-safe, `toCsv`) or an A4 PDF in the
 * reports' house style. The export is itself audited (`audit_log.exported`, with the format, the
 * filters and the count) in the same transaction as the read.
 */
export async function exportAuditEvents(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  query: AuditEventListQuery,
  format: 'csv' | 'pdf' = 'csv',
): Promise<{ fileName: string; content: Buffer; contentType: string }> {
  return db.transaction(async (tx) => {
    const limit = format === 'pdf' ? AUDIT_PDF_LIMIT + 1 : AUDIT_EXPORT_LIMIT;
    const events = await readAuditEvents(tx, actor, query, limit);
    if (format === 'pdf' && events.length > AUDIT_PDF_LIMIT) {
      const { total } = await countAuditEvents(tx, actor, query);
      throw new AppError('VALIDATION', AUDIT_EXPORT_TEXTS.tooManyForPdf(total), [
        { path: 'to', message: AUDIT_EXPORT_TEXTS.tooManyForPdf(total) },
      ]);
    }
    const content =
      format === 'pdf'
        ? await renderReportPdf({
            title: AUDIT_LOG_TEXTS.title,
            scope: `${AUDIT_LOG_TEXTS.title} · ${events.length.toLocaleString('en-NZ')} events, newest first · each sealed with its SHA-256 hash`,
            generatedAt: new Date(),
            columns: [
              { header: 'Timestamp', kind: 'datetime' },
              { header: 'User', kind: 'text' },
              { header: 'Action', kind: 'text' },
              { header: 'Details', kind: 'text' },
              { header: 'IP address · Status', kind: 'text' },
              { header: 'Chain position · Hash (SHA-256)', kind: 'text' },
            ],
            rows: events.map((e) => [
              e.timestamp,
              e.user ? `${e.user.name} (${e.user.role})` : AUDIT_LOG_TEXTS.system,
              `${e.actionLabel} · ${labelOf(AUDIT_CATEGORY_OPTIONS, e.category)}`,
              e.details,
              `${e.ipAddress ?? '—'} · ${labelOf(AUDIT_STATUS_OPTIONS, e.status)}`,
              e.hash ? `#${e.seq} ${e.hash}` : 'Not sealed',
            ]),
          })
        : Buffer.from(
            toCsv(
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
                e.seq === null ? '' : String(e.seq),
                e.prevHash ?? '',
                e.hash ?? '',
              ]),
            ),
          );
    const filters = Object.fromEntries(
      (['q', 'category', 'status', 'from', 'to'] as const).filter((k) => query[k]).map((k) => [k, query[k]]),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'audit_log.exported',
      entityType: 'audit_log',
      entityId: null,
      data: { count: events.length, ...(format === 'pdf' ? { format } : {}), ...filters },
    });
    return {
      fileName: `audit-log-${nzToday()}.${format}`,
      content,
      contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    };
  });
}
