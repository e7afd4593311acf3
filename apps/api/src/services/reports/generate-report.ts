import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  ESTATE_STATUS_LABELS,
  labelOf,
  nzToday,
  reportTypeLabel,
  stageLabel,
  type EstateStatus,
  type ReportType,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  beneficiaries,
  distributions,
  estates,
  institutions,
  institutionsNotified,
  notifications,
  tasks,
  users,
} from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { loadEstateAccounts } from '../estate-money/estate-account.js';
import {
  estateOwned,
  requireEstate,
  visibleEstates,
  visibleNotifications,
  visibleTasks,
} from '../access/index.js';

/*
 * What a report holds (issue 15): one table, computed from what its owner may see, through the
 * access module's scopes (never a `where` of its own about who sees what), so a report shows what the
 * owner's screens show: the estates of My Estates, the money of each estate's account
 * (computeEstateAccount, as /account and the statement), the tasks and distributions of visible
 * estates, and the owner's own NotifyFlow notifications (an admin's: all). The file formats are
 * render-report.ts.
 */

type Who = Pick<Actor, 'id' | 'role'>;

/**
 * How a column's cells are kept and printed: `money` integer cents, `number` a whole number, `date`
 * YYYY-MM-DD, `datetime` an ISO instant (printed in New Zealand time), `text` as is.
 */
export type ReportColumnKind = 'text' | 'money' | 'number' | 'date' | 'datetime';
export interface ReportColumn {
  header: string;
  kind: ReportColumnKind;
}
export type ReportCell = string | number | null;

/** A generated report: one table, with what it covers and when it was made. */
export interface ReportTable {
  title: string;
  /** "Financials · All estates" or "· Estate of …". */
  scope: string;
  /** When it was generated (the PDF's "Prepared", the file name's date). */
  generatedAt: Date;
  columns: ReportColumn[];
  rows: ReportCell[][];
}

export interface ReportRequest {
  type: ReportType;
  /** One estate (which the owner must see: else 404), or every estate they may see. */
  estateId?: string | null | undefined;
  /** The report's own name, as its title; the type's label otherwise. */
  name?: string | undefined;
}

const col = (header: string, kind: ReportColumnKind = 'text'): ReportColumn => ({ header, kind });

const iso = (d: Date | string | null): string | null =>
  d === null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();

/** Whole calendar days in New Zealand from one instant to another (0 on the same day). */
function nzDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Date.parse(`${nzToday(d)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

const estateCondition = (column: Parameters<typeof eq>[0], estateId: string | null | undefined): SQL[] =>
  estateId ? [eq(column, estateId)] : [];

/** The estates of the report, as My Estates lists them (newest first). */
async function reportEstates(db: Db | Tx, owner: Who, estateId: string | null | undefined) {
  return db
    .select({
      id: estates.id,
      deceasedName: estates.deceasedName,
      dateOfDeath: estates.dateOfDeath,
      grantDate: estates.grantDate,
      createdBy: estates.createdBy,
      stage: estates.stage,
      status: estates.status,
      // Qualified by hand: drizzle writes columns unqualified in a query without joins.
      tasksDone: sql<number>`(select count(*) filter (where tk.status = 'completed') from ${tasks} tk where tk.estate_id = "estates"."estate_id")::int`,
      tasksTotal: sql<number>`(select count(*) from ${tasks} tk where tk.estate_id = "estates"."estate_id")::int`,
    })
    .from(estates)
    .where(and(visibleEstates(owner), ...estateCondition(estates.id, estateId)))
    .orderBy(desc(estates.dateCreated), desc(estates.id));
}

async function estateSummary(db: Db | Tx, owner: Who, estateId: string | null | undefined) {
  const rows = await reportEstates(db, owner, estateId);
  const accounts = await loadEstateAccounts(db, rows);
  return {
    columns: [
      col('Estate'),
      col('Stage'),
      col('Status'),
      col('Tasks done', 'number'),
      col('Tasks total', 'number'),
      col('Total assets', 'money'),
      col('Total liabilities', 'money'),
    ],
    rows: rows.map((e, i) => [
      `Estate of ${e.deceasedName}`,
      stageLabel(e.stage),
      ESTATE_STATUS_LABELS[e.status as EstateStatus] ?? e.status,
      e.tasksDone,
      e.tasksTotal,
      accounts[i]!.assets.totalCents,
      accounts[i]!.liabilities.totalCents,
    ]),
  };
}

const TASK_STATUS_LABELS: Record<string, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  completed: 'Completed',
};

async function taskStatus(db: Db | Tx, owner: Who, estateId: string | null | undefined) {
  const rows = await db
    .select({
      deceasedName: estates.deceasedName,
      name: tasks.name,
      assignee: users.name,
      dueDate: tasks.dueDate,
      status: tasks.status,
    })
    .from(tasks)
    .innerJoin(estates, eq(estates.id, tasks.estateId))
    .leftJoin(users, eq(users.id, tasks.assignedToUserId))
    .where(and(visibleTasks(owner), ...estateCondition(tasks.estateId, estateId)))
    .orderBy(
      asc(estates.deceasedName),
      asc(estates.id),
      sql`${tasks.dueDate} asc nulls last`,
      asc(tasks.name),
    );
  return {
    columns: [col('Estate'), col('Task'), col('Assignee'), col('Due date', 'date'), col('Status')],
    rows: rows.map((t) => [
      `Estate of ${t.deceasedName}`,
      t.name,
      t.assignee ?? 'Unassigned',
      t.dueDate,
      TASK_STATUS_LABELS[t.status] ?? t.status,
    ]),
  };
}

async function financials(db: Db | Tx, owner: Who, estateId: string | null | undefined) {
  const rows = await reportEstates(db, owner, estateId);
  const accounts = await loadEstateAccounts(db, rows);
  return {
    columns: [
      col('Estate'),
      col('Income', 'money'),
      col('Expenses', 'money'),
      col('Balance', 'money'),
      col('Pending transactions', 'number'),
    ],
    rows: accounts.map((a) => [
      `Estate of ${a.estate.deceasedName}`,
      a.income.totalCents,
      a.expenses.totalCents,
      a.netIncomeCents,
      a.pendingTransactionCount,
    ]),
  };
}

async function distributionList(db: Db | Tx, owner: Who, estateId: string | null | undefined) {
  const rows = await db
    .select({
      deceasedName: estates.deceasedName,
      beneficiary: beneficiaries.fullName,
      type: distributions.type,
      amountCents: distributions.amountCents,
      status: distributions.status,
      date: sql<string | null>`coalesce(${distributions.completedDate}, ${distributions.plannedDate})::text`,
    })
    .from(distributions)
    .innerJoin(estates, eq(estates.id, distributions.estateId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, distributions.beneficiaryId))
    .where(
      and(estateOwned(owner, distributions.estateId), ...estateCondition(distributions.estateId, estateId)),
    )
    .orderBy(asc(estates.deceasedName), asc(estates.id), asc(distributions.createdAt));
  return {
    columns: [
      col('Estate'),
      col('Beneficiary'),
      col('Type'),
      col('Amount', 'money'),
      col('Status'),
      col('Date', 'date'),
    ],
    rows: rows.map((d) => [
      `Estate of ${d.deceasedName}`,
      d.beneficiary,
      labelOf(DISTRIBUTION_TYPES, d.type),
      d.amountCents,
      labelOf(DISTRIBUTION_STATUSES, d.status),
      d.date,
    ]),
  };
}

const NOTIFIED_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  sent: 'Sent',
  completed: 'Completed',
  failed: 'Failed',
};

async function notifyflowResponseTimes(db: Db | Tx, owner: Who, estateId: string | null | undefined) {
  const rows = await db
    .select({
      organisation: institutions.name,
      deceasedName: notifications.deceasedName,
      reference: notifications.referenceCode,
      notifiedAt: sql<Date | string>`coalesce(${institutionsNotified.sentDate}, ${notifications.dateSent})`,
      respondedAt: institutionsNotified.respondedAt,
      status: institutionsNotified.status,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(and(visibleNotifications(owner), ...estateCondition(notifications.estateId, estateId)))
    .orderBy(desc(notifications.dateSent), asc(institutions.name));
  return {
    columns: [
      col('Organisation'),
      col('Deceased'),
      col('Reference'),
      col('Notified at', 'datetime'),
      col('Responded at', 'datetime'),
      col('Days to respond', 'number'),
      col('Status'),
    ],
    rows: rows.map((r) => {
      const notified = new Date(r.notifiedAt);
      return [
        r.organisation,
        r.deceasedName,
        r.reference,
        iso(notified),
        iso(r.respondedAt),
        r.respondedAt ? nzDaysBetween(notified, new Date(r.respondedAt)) : null,
        NOTIFIED_STATUS_LABELS[r.status] ?? r.status,
      ];
    }),
  };
}

const GENERATORS: Record<
  ReportType,
  (
    db: Db,
    owner: Who,
    estateId: string | null | undefined,
  ) => Promise<Omit<ReportTable, 'title' | 'scope' | 'generatedAt'>>
> = {
  estate_summary: estateSummary,
  task_status: taskStatus,
  financials,
  distributions: distributionList,
  notifyflow_response_times: notifyflowResponseTimes,
};

/**
 * The report's table, now, for `owner`: what they may see (an estate they may not see answers 404,
 * as everywhere). Money stays integer cents until a file prints it.
 */
export async function generateReportTable(
  db: Db | Tx,
  owner: Who,
  request: ReportRequest,
  now: Date = new Date(),
): Promise<ReportTable> {
  const estate = request.estateId ? await requireEstate(db, owner, request.estateId) : null;
  const table = await GENERATORS[request.type](db, owner, estate?.id);
  const what = reportTypeLabel(request.type);
  return {
    title: request.name?.trim() || what,
    scope: `${what} · ${estate ? `Estate of ${estate.deceasedName}` : 'All estates'}`,
    generatedAt: now,
    ...table,
  };
}
