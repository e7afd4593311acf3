import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  nzBusinessDaysBetween,
  nzToday,
  publicResponseTimes,
  RESPONSE_TIMES_MINIMUM_ANSWERS,
  type PublicResponseTimes,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import {
  institutions,
  institutionsNotified,
  notifyflowResponseTimes,
  notifyflowResponseTimesRuns,
} from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';

/** How often the job asks whether today's figures are there yet: they are worked out once a day. */
export const RESPONSE_TIMES_TICK_MS = 60 * 60_000;

/**
 * Works out the public response times for today's New Zealand date, unless they already were (issue
 * 44): from every notice of the last 12 months that went out to an organisation of the directory,
 * its first answer (`acknowledged_at`, which any answer sets) and the reply time the directory
 * promises. Replaces the figures in one transaction, under a lock, so two processes work them out
 * once. Answers whether it worked them out.
 */
export async function recomputeResponseTimes(db: Db, now = new Date()): Promise<boolean> {
  const today = nzToday(now);
  return inTransaction(db, async ({ tx }) => {
    await tx.execute(sql`LOCK TABLE notifyflow_response_times_runs IN EXCLUSIVE MODE`);
    const [done] = await tx
      .select()
      .from(notifyflowResponseTimesRuns)
      .where(eq(notifyflowResponseTimesRuns.computedFor, today));
    if (done) return false;
    const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
    const notices = await tx
      .select({
        institutionId: institutionsNotified.institutionId,
        organisation: institutions.name,
        promisedBusinessDays: institutions.replyBusinessDays,
        dispatchedAt: institutionsNotified.dispatchedAt,
        firstAnswerAt: institutionsNotified.acknowledgedAt,
      })
      .from(institutionsNotified)
      .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
      .where(
        and(
          isNotNull(institutionsNotified.dispatchedAt),
          gte(institutionsNotified.dispatchedAt, yearAgo),
          eq(institutions.retired, false),
        ),
      );
    const figures = publicResponseTimes(
      notices.map((n) => ({ ...n, institutionId: n.institutionId!, dispatchedAt: n.dispatchedAt! })),
      now,
      nzBusinessDaysBetween,
    );
    const idOf = new Map(notices.map((n) => [n.organisation, n.institutionId!]));
    await tx.delete(notifyflowResponseTimes);
    if (figures.length)
      await tx
        .insert(notifyflowResponseTimes)
        .values(figures.map((f) => ({ ...f, institutionId: idOf.get(f.organisation)!, computedFor: today })));
    await tx.insert(notifyflowResponseTimesRuns).values({ computedFor: today });
    return true;
  });
}

/** The figures as last worked out, fastest first. */
export async function readResponseTimes(db: Db): Promise<PublicResponseTimes> {
  const [rows, [run]] = await Promise.all([
    db
      .select()
      .from(notifyflowResponseTimes)
      .orderBy(asc(notifyflowResponseTimes.medianBusinessDays), asc(notifyflowResponseTimes.organisation)),
    db
      .select()
      .from(notifyflowResponseTimesRuns)
      .orderBy(desc(notifyflowResponseTimesRuns.computedAt))
      .limit(1),
  ]);
  return {
    computedAt: run?.computedAt.toISOString() ?? null,
    minimumAnswers: RESPONSE_TIMES_MINIMUM_ANSWERS,
    organisations: rows.map((r) => ({
      organisation: r.organisation,
      answers: r.answers,
      medianBusinessDays: r.medianBusinessDays,
      p90BusinessDays: r.p90BusinessDays,
      promisedBusinessDays: r.promisedBusinessDays,
      withinPromisePercent: r.withinPromisePercent,
    })),
  };
}

/** Today's figures, worked out first if today's are not there yet (the first request of the day, or of a new database). */
export async function currentResponseTimes(db: Db, now = new Date()): Promise<PublicResponseTimes> {
  const [run] = await db
    .select({ computedFor: notifyflowResponseTimesRuns.computedFor })
    .from(notifyflowResponseTimesRuns)
    .where(eq(notifyflowResponseTimesRuns.computedFor, nzToday(now)));
  if (!run) await recomputeResponseTimes(db, now);
  return readResponseTimes(db);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The cells' classes: the same as the page's header cells, so the page's own stylesheet has them. */
export const RESPONSE_TIMES_CELL = 'border-b border-slate-200 px-3 py-2 text-left';
export const RESPONSE_TIMES_NUMBER = 'border-b border-slate-200 px-3 py-2 text-right tabular-nums';

const days = (n: number) => `${n.toLocaleString('en-NZ', { maximumFractionDigits: 1 })}`;

/**
 * The prerendered page with today's figures in it (issue 44): the rows of its table
 * (`<tbody id="response-times-rows">`) and when they were worked out (`<p id="response-times-updated">`),
 * so the page reads complete before any script runs.
 */
export function fillResponseTimesPage(db: Db) {
  return async (html: string): Promise<string> => {
    const figures = await currentResponseTimes(db);
    const rows = figures.organisations.length
      ? figures.organisations
          .map(
            (o) =>
              `<tr><th scope="row" class="${RESPONSE_TIMES_CELL}">${escapeHtml(o.organisation)}</th>` +
              `<td class="${RESPONSE_TIMES_NUMBER}">${days(o.medianBusinessDays)}</td>` +
              `<td class="${RESPONSE_TIMES_NUMBER}">${days(o.p90BusinessDays)}</td>` +
              `<td class="${RESPONSE_TIMES_NUMBER}">${o.withinPromisePercent}% within ${o.promisedBusinessDays}</td>` +
              `<td class="${RESPONSE_TIMES_NUMBER}">${o.answers}</td></tr>`,
          )
          .join('')
      : `<tr><td colspan="5" class="${RESPONSE_TIMES_CELL}">No organisation has answered ${figures.minimumAnswers} notifications in the last 12 months yet.</td></tr>`;
    const updated = figures.computedAt
      ? `Worked out on ${new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'Pacific/Auckland' }).format(new Date(figures.computedAt))}, from the last 12 months.`
      : '';
    return html
      .replace(/(<tbody id="response-times-rows"[^>]*>)[\s\S]*?(<\/tbody>)/, `$1${rows}$2`)
      .replace(/(<p id="response-times-updated"[^>]*>)[\s\S]*?(<\/p>)/, `$1${updated}$2`);
  };
}
