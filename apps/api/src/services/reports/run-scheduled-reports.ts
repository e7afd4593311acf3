import { and, asc, eq, lte } from 'drizzle-orm';
import {
  nextRunAfter,
  REPORT_FREQUENCIES,
  labelOf,
  type ReportFormat,
  type ReportFrequency,
  type ReportType,
  type Role,
} from '@estate/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { reports, users } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { reportEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { generateReportTable } from './generate-report.js';
import { renderReport } from './render-report.js';

/** How many due reports one run takes at most (the next run, a minute later, takes the rest). */
const BATCH = 20;
/** How often the API process (or the worker) looks for due reports. */
export const REPORT_SCHEDULER_INTERVAL_MS = 60_000;

type Outcome = 'sent' | 'failed' | 'skipped';

/**
 * Makes and emails the scheduled reports that are due (issue 15), one transaction per report: the
 * report is claimed with FOR UPDATE SKIP LOCKED (so any number of processes may run this), generated
 * for its owner from what they may see, one email per recipient with the file attached is queued in
 * the outbox, and its next run set (7am NZ, nextRunAfter) with `report.generated` audited as the
 * system's. A report that cannot be made (its estate no longer visible to its owner, say) is marked
 * failed, the error kept in a failed `report.generated` event, and tried again next period. A report
 * whose owner is deactivated or deleted is not made; its schedule moves on.
 */
export async function runScheduledReports(
  db: Db,
  { now = new Date(), log }: { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<Record<Outcome, number>> {
  const outcomes: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (let n = 0; n < BATCH; n++) {
    const claimed: { id?: string } = {};
    const outcome = await runOne(db, now, claimed).catch(async (err: unknown) => {
      log?.warn({ err, reportId: claimed.id }, 'scheduled report failed');
      if (!claimed.id) throw err;
      return failOne(db, now, claimed.id, err);
    });
    if (!outcome) break;
    outcomes[outcome]++;
  }
  return outcomes;
}

/** The next due report (or this one, if still due), locked for this transaction, with its owner. */
async function claim(tx: Tx, now: Date, id?: string) {
  const [row] = await tx
    .select({
      report: reports,
      owner: {
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        active: users.active,
        deletedAt: users.deletedAt,
      },
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.ownerId))
    .where(and(lte(reports.nextScheduledAt, now), ...(id ? [eq(reports.id, id)] : [])))
    .orderBy(asc(reports.nextScheduledAt), asc(reports.id))
    .limit(1)
    .for('update', { of: reports, skipLocked: true });
  return row;
}

async function runOne(db: Db, now: Date, claimed: { id?: string }): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    const due = await claim(tx, now);
    if (!due) return null;
    const { report, owner } = due;
    claimed.id = report.id;
    const frequency = report.frequency as ReportFrequency;
    const next = nextRunAfter(frequency, now);
    if (!owner.active || owner.deletedAt) {
      await tx.update(reports).set({ nextScheduledAt: next }).where(eq(reports.id, report.id));
      return 'skipped';
    }
    const table = await generateReportTable(
      tx,
      { id: owner.id, role: owner.role as Role },
      { type: report.type as ReportType, estateId: report.estateId, name: report.name },
      now,
    );
    const file = await renderReport(table, report.format as ReportFormat);
    const how = labelOf(REPORT_FREQUENCIES, frequency).toLowerCase();
    for (const to of report.recipients) {
      await enqueueEmail(tx, {
        kind: 'report',
        to,
        ...reportEmail({
          reportName: report.name,
          frequency: how,
          scope: table.scope,
          ownerName: owner.name,
        }),
        attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.content }],
        // A question about the report reaches the person who scheduled it (decision 078).
        replyTo: { name: owner.name, address: owner.email },
      });
    }
    await tx
      .update(reports)
      .set({ status: 'ready', lastGeneratedAt: now, nextScheduledAt: next })
      .where(eq(reports.id, report.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'report.generated',
      entityType: 'report',
      entityId: report.id,
      data: {
        name: report.name,
        ownerId: owner.id,
        type: report.type,
        format: report.format,
        recipients: report.recipients.length,
        rows: table.rows.length,
      },
      ipAddress: null,
    });
    return 'sent';
  });
}

/** After a report's run threw: marks it failed, keeps the error, and moves it to its next period. */
async function failOne(db: Db, now: Date, id: string, err: unknown): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    const due = await claim(tx, now, id);
    // Another process took it meanwhile: it is theirs now.
    if (!due) return 'skipped';
    const { report } = due;
    const error = err instanceof Error ? err.message : String(err);
    await tx
      .update(reports)
      .set({ status: 'failed', nextScheduledAt: nextRunAfter(report.frequency as ReportFrequency, now) })
      .where(eq(reports.id, report.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'report.generated',
      entityType: 'report',
      entityId: report.id,
      status: 'failure',
      data: { name: report.name, ownerId: report.ownerId, error },
      ipAddress: null,
    });
    return 'failed';
  });
}
