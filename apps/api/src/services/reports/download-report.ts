import { and, eq } from 'drizzle-orm';
import { REPORT_TEXTS, type ReportFormat, type ReportType } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { ownReports } from '../access/index.js';
import { generateReportTable } from './generate-report.js';
import { renderReport, type ReportFile } from './render-report.js';

type Who = Pick<Actor, 'id' | 'role'>;

/**
 * Download a saved report now (GET /api/reports/:id/download): generated from what its owner (the
 * actor: reports are their owner's alone) may see, in its own format or the one asked for. Marks it
 * generated and audits `report.downloaded`, in one transaction.
 */
export async function downloadReport(
  db: Db,
  actor: Who,
  id: string,
  format?: ReportFormat,
): Promise<ReportFile> {
  parseId({ id }, REPORT_TEXTS.notFound);
  const [report] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), ownReports(actor)));
  if (!report) throw notFound(REPORT_TEXTS.notFound);
  const as = format ?? (report.format as ReportFormat);
  const now = new Date();
  const table = await generateReportTable(
    db,
    actor,
    { type: report.type as ReportType, estateId: report.estateId, name: report.name },
    now,
  );
  const file = await renderReport(table, as);
  await db.transaction(async (tx) => {
    await tx.update(reports).set({ lastGeneratedAt: now, status: 'ready' }).where(eq(reports.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'report.downloaded',
      entityType: 'report',
      entityId: id,
      data: { name: report.name, type: report.type, format: as, rows: table.rows.length },
    });
  });
  return file;
}

/**
 * A report made and downloaded without saving it (GET /api/reports/generate): the same contents,
 * audited as a download of no saved report.
 */
export async function generateAdHocReport(
  db: Db,
  actor: Who,
  request: { type: ReportType; format: ReportFormat; estateId?: string | undefined },
): Promise<ReportFile> {
  const table = await generateReportTable(db, actor, { type: request.type, estateId: request.estateId });
  const file = await renderReport(table, request.format);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'report.downloaded',
    entityType: 'report',
    entityId: null,
    data: {
      type: request.type,
      format: request.format,
      ...(request.estateId ? { estateId: request.estateId } : {}),
      rows: table.rows.length,
    },
  });
  return file;
}
