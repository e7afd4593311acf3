import { addDays, addMonths, nzToday, statutoryDates, type StatutoryDateClaim } from '@estate/domain';
import { and, asc, eq, exists, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appNotifications, claims, estates, tasks } from '../../db/schema.js';
import { peopleRunningEstates } from '../access/index.js';
import { statutoryDateNotice, taskDeadlineNotice } from './notices.js';
import { notify, type Notice } from './notify.js';

/** How often the API process (or the worker) looks for deadlines to tell people about. */
export const DEADLINE_NOTICES_INTERVAL_MS = 15 * 60_000;
/** A task or statutory date this many days ahead (or fewer) is "coming up". */
export const DUE_SOON_DAYS = 7;
/**
 * A date that passed at most this many days ago is still told about (a task overdue, a statutory
 * date passed): a job that did not run for a few days catches up, but switching the job on, or
 * opening an estate with an old backlog, does not flood anyone with years of stale deadlines.
 */
export const PASSED_CATCH_UP_DAYS = 7;
/** Rows per transaction: tasks in one batch, or estates in one batch. */
const BATCH = 500;

/** Estates whose deadlines are still worked on (a completed or closed estate tells nobody). */
const openEstate = inArray(estates.status, ['active', 'pending']);

export interface DeadlineNoticeRun {
  tasks: number;
  statutory: number;
}

/**
 * The deadline notices (issue 16; decision 024), run every 15 minutes by the periodic jobs: each
 * task not done that is due within 7 days, or overdue, tells its assignee (the estate's creator
 * when nobody is assigned); each statutory date of an estate (s47, PRA option, Family Protection
 * Act 12 months, a notice of intended claim lapsing) within 7 days, or passed, tells the people who
 * run the estate. Each person hears of each once: the notice's dedupe key (`task:<id>:due-in-7:<due
 * date>`, `task:<id>:overdue:<due date>`, `statutory:<key>:due-in-7:<date>`, `…:passed:<date>`) is
 * unique per person, so a rerun, a second process running it at the same moment, or a run after a
 * restart adds nothing; a changed due date is a new deadline and is told again. "Today" is New
 * Zealand's. Set-based, in batches of 500 with one transaction each, walking tasks and estates by
 * id, so a large table is read once per run and a failure loses at most one batch until the next run.
 */
export async function runDeadlineNotices(
  db: Db,
  { publicUrl, now = new Date(), batchSize = BATCH }: { publicUrl: string; now?: Date; batchSize?: number },
): Promise<DeadlineNoticeRun> {
  const today = nzToday(now);
  const window = { from: addDays(today, -PASSED_CATCH_UP_DAYS), today, to: addDays(today, DUE_SOON_DAYS) };
  return {
    tasks: await taskNotices(db, publicUrl, window, batchSize),
    statutory: await statutoryNotices(db, publicUrl, window, batchSize),
  };
}

interface Window {
  from: string;
  today: string;
  to: string;
}

async function taskNotices(db: Db, publicUrl: string, w: Window, batchSize: number): Promise<number> {
  const recipient = sql<string>`coalesce(${tasks.assignedToUserId}, ${estates.createdBy})`;
  const key = sql`'task:' || ${tasks.id} || case when ${tasks.dueDate} < ${w.today} then ':overdue:' else ':due-in-7:' end || ${tasks.dueDate}`;
  let notified = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: tasks.id,
        name: tasks.name,
        dueDate: sql<string>`${tasks.dueDate}`,
        estateId: estates.id,
        deceasedName: estates.deceasedName,
        userId: recipient,
      })
      .from(tasks)
      .innerJoin(estates, eq(estates.id, tasks.estateId))
      .where(
        and(
          gt(tasks.id, after),
          ne(tasks.status, 'completed'),
          gte(tasks.dueDate, w.from),
          lte(tasks.dueDate, w.to),
          openEstate,
          sql`${recipient} is not null`,
          // Already told: the unique (user, key) index answers each at once.
          sql`not exists (select 1 from ${appNotifications} where ${appNotifications.userId} = ${recipient} and ${appNotifications.dedupeKey} = ${key})`,
        ),
      )
      .orderBy(asc(tasks.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const notices = rows.map((r) =>
      taskDeadlineNotice({
        userId: r.userId,
        task: { id: r.id, name: r.name, dueDate: r.dueDate },
        estate: { id: r.estateId, deceasedName: r.deceasedName },
        overdue: r.dueDate < w.today,
        publicUrl,
      }),
    );
    notified += await db.transaction((tx) => notify(tx, notices));
    if (rows.length < batchSize) break;
  }
  return notified;
}

async function statutoryNotices(db: Db, publicUrl: string, w: Window, batchSize: number): Promise<number> {
  // Only estates that can have a date in the window: a grant within the last 12 months or so (the
  // latest date counts 12 months from it), or an open notice of intended claim received within
  // about 3 months. A few days' slack covers month ends (31 Aug + 6 months = 28 Feb).
  const grantSince = addDays(addMonths(w.from, -12), -4);
  const noticeSince = addDays(addMonths(w.from, -3), -4);
  const openNotice = and(
    eq(claims.kind, 'intended_claim_notice'),
    eq(claims.status, 'open'),
    isNull(claims.filedDate),
    isNotNull(claims.receivedDate),
  );
  let notified = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: estates.id, deceasedName: estates.deceasedName, grantDate: estates.grantDate })
      .from(estates)
      .where(
        and(
          gt(estates.id, after),
          openEstate,
          or(
            gte(estates.grantDate, grantSince),
            exists(
              db
                .select({ one: sql`1` })
                .from(claims)
                .where(
                  and(eq(claims.estateId, estates.id), openNotice, gte(claims.receivedDate, noticeSince)),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(estates.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;

    const notices = await statutoryBatch(db, publicUrl, w, batch, openNotice);
    if (notices.length) notified += await db.transaction((tx) => notify(tx, notices));
    if (batch.length < batchSize) break;
  }
  return notified;
}

/** The statutory notices of one batch of estates that nobody has been given yet. */
async function statutoryBatch(
  db: Db,
  publicUrl: string,
  w: Window,
  batch: { id: string; deceasedName: string; grantDate: string | null }[],
  openNotice: ReturnType<typeof and>,
): Promise<Notice[]> {
  const ids = batch.map((e) => e.id);
  const noticeRows = await db
    .select()
    .from(claims)
    .where(and(inArray(claims.estateId, ids), openNotice));
  const claimsOf = new Map<string, StatutoryDateClaim[]>();
  for (const c of noticeRows) claimsOf.set(c.estateId, [...(claimsOf.get(c.estateId) ?? []), c]);

  const due = batch.flatMap((estate) =>
    statutoryDates(estate, claimsOf.get(estate.id) ?? [])
      .filter((d) => d.date >= w.from && d.date <= w.to)
      .map((date) => ({ estate, date })),
  );
  if (due.length === 0) return [];
  const people = await peopleRunningEstates(db, [...new Set(due.map((d) => d.estate.id))]);
  const candidates = due.flatMap(({ estate, date }) =>
    (people.get(estate.id) ?? []).map((userId) =>
      statutoryDateNotice({ userId, date, estate, passed: date.date < w.today, publicUrl }),
    ),
  );
  if (candidates.length === 0) return [];
  const told = await db
    .select({ userId: appNotifications.userId, key: appNotifications.dedupeKey })
    .from(appNotifications)
    .where(
      and(
        inArray(appNotifications.dedupeKey, [...new Set(candidates.map((c) => c.dedupeKey!))]),
        inArray(appNotifications.userId, [...new Set(candidates.map((c) => c.userId))]),
      ),
    );
  const seen = new Set(told.map((t) => `${t.userId} ${t.key}`));
  return candidates.filter((c) => !seen.has(`${c.userId} ${c.dedupeKey}`));
}
