import { and, asc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  addMonths,
  isOverdue,
  labelOf,
  NOTICE_LAPSE_MONTHS,
  nzToday,
  statutoryDates,
  TAX_TYPES,
  type CalendarItem,
  type StatutoryDateKind,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { calendarEvents, claims, estates, milestones, tasks, taxRecords } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import {
  statutoryDateEstates,
  visibleCalendarEvents,
  visibleMilestones,
  visibleTasks,
  visibleTaxRecords,
} from '../access/index.js';

type Who = Pick<Actor, 'id' | 'role'>;

const enc = encodeURIComponent;
const estateOf = (id: string, deceasedName: string) => ({ id, name: `Estate of ${deceasedName}` });
const estatePage = (id: string, section = '') =>
  `/dashboard/estates/${enc(id)}${section ? `/${section}` : ''}`;

/** Where each statutory date leads: the distribution hold, or the claims register for a notice. */
const STATUTORY_SECTION: Record<StatutoryDateKind, string> = {
  s47: 'distribution',
  relationship_option: 'distribution',
  family_protection: 'claims',
  notice_lapse: 'claims',
};

/**
 * Every dated thing the actor may see between `from` and `to` (inclusive, YYYY-MM-DD), merged and
 * sorted by date, time and title (issue 16): task due dates (incomplete tasks), the statutory dates
 * of the estates they run (computed from the grant date and the claims, never stored), milestone due
 * dates (not yet completed), tax due dates (not yet paid; those who run estates) and the events
 * people added. Five queries plus one for the claims, whatever the number of estates; each scoped by
 * the access module. Overdue: before today in New Zealand and not done; a statutory date is a point
 * in time, not a thing to do, so it is never overdue.
 */
export async function listCalendarItems(
  db: Db,
  actor: Who,
  range: { from: string; to: string },
): Promise<CalendarItem[]> {
  const { from, to } = range;
  const today = nzToday();
  const eventsLink = (date: string, id: string) =>
    `/dashboard/calendar?month=${date.slice(0, 7)}&event=${enc(id)}`;

  const [taskRows, milestoneRows, taxRows, eventRows, statutoryEstates] = await Promise.all([
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        dueDate: tasks.dueDate,
        estateId: estates.id,
        deceasedName: estates.deceasedName,
      })
      .from(tasks)
      .innerJoin(estates, eq(estates.id, tasks.estateId))
      .where(
        and(
          visibleTasks(actor),
          ne(tasks.status, 'completed'),
          gte(tasks.dueDate, from),
          lte(tasks.dueDate, to),
        ),
      ),
    db
      .select({
        id: milestones.id,
        title: milestones.title,
        description: milestones.description,
        dueDate: milestones.dueDate,
        estateId: estates.id,
        deceasedName: estates.deceasedName,
      })
      .from(milestones)
      .innerJoin(estates, eq(estates.id, milestones.estateId))
      .where(
        and(
          visibleMilestones(actor),
          ne(milestones.status, 'completed'),
          gte(milestones.dueDate, from),
          lte(milestones.dueDate, to),
        ),
      ),
    db
      .select({
        id: taxRecords.id,
        reference: taxRecords.reference,
        type: taxRecords.type,
        period: taxRecords.period,
        dueDate: taxRecords.dueDate,
        estateId: estates.id,
        deceasedName: estates.deceasedName,
      })
      .from(taxRecords)
      .innerJoin(estates, eq(estates.id, taxRecords.estateId))
      .where(
        and(
          visibleTaxRecords(actor),
          ne(taxRecords.status, 'paid'),
          gte(taxRecords.dueDate, from),
          lte(taxRecords.dueDate, to),
        ),
      ),
    db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        date: calendarEvents.date,
        time: calendarEvents.time,
        type: calendarEvents.type,
        description: calendarEvents.description,
        estateId: calendarEvents.estateId,
        deceasedName: estates.deceasedName,
      })
      .from(calendarEvents)
      .leftJoin(estates, eq(estates.id, calendarEvents.estateId))
      .where(and(visibleCalendarEvents(actor), gte(calendarEvents.date, from), lte(calendarEvents.date, to))),
    // Estates whose grant (or an open notice of intended claim) puts a statutory date in the range:
    // a grant at most 12 months before it, a notice received at most three months before it.
    db
      .select({ id: estates.id, deceasedName: estates.deceasedName, grantDate: estates.grantDate })
      .from(estates)
      .where(
        and(
          statutoryDateEstates(actor),
          or(
            and(
              isNotNull(estates.grantDate),
              gte(estates.grantDate, addMonths(from, -12)),
              lte(estates.grantDate, to),
            ),
            sql`exists (select 1 from ${claims} c where c.estate_id = ${estates.id} and c.kind = 'intended_claim_notice' and c.status = 'open' and c.filed_date is null and c.received_date >= ${addMonths(from, -NOTICE_LAPSE_MONTHS)}::date and c.received_date <= ${to}::date)`,
          ),
        ),
      ),
  ]);

  const claimRows = statutoryEstates.length
    ? await db
        .select({
          id: claims.id,
          estateId: claims.estateId,
          kind: claims.kind,
          claimant: claims.claimant,
          receivedDate: claims.receivedDate,
          filedDate: claims.filedDate,
          status: claims.status,
        })
        .from(claims)
        .where(
          and(
            inArray(
              claims.estateId,
              statutoryEstates.map((e) => e.id),
            ),
            eq(claims.kind, 'intended_claim_notice'),
          ),
        )
        .orderBy(asc(claims.receivedDate))
    : [];

  const items: CalendarItem[] = [];
  for (const t of taskRows) {
    items.push({
      id: `task-${t.id}`,
      source: 'task',
      title: t.name,
      date: t.dueDate!,
      time: null,
      type: 'deadline',
      detail: null,
      estate: estateOf(t.estateId, t.deceasedName),
      overdue: isOverdue(t.dueDate, false, today),
      link: estatePage(t.estateId),
    });
  }
  for (const m of milestoneRows) {
    items.push({
      id: `milestone-${m.id}`,
      source: 'milestone',
      title: m.title,
      date: m.dueDate!,
      time: null,
      type: 'deadline',
      detail: m.description,
      estate: estateOf(m.estateId, m.deceasedName),
      overdue: isOverdue(m.dueDate, false, today),
      link: estatePage(m.estateId, 'timeline/milestones'),
    });
  }
  for (const x of taxRows) {
    items.push({
      id: `tax-${x.id}`,
      source: 'tax',
      title: `${labelOf(TAX_TYPES, x.type)} due: ${x.reference}${x.period ? ` (${x.period})` : ''}`,
      date: x.dueDate!,
      time: null,
      type: 'deadline',
      detail: null,
      estate: estateOf(x.estateId, x.deceasedName),
      overdue: isOverdue(x.dueDate, false, today),
      link: `/dashboard/tax-management?estate=${enc(x.estateId)}`,
    });
  }
  for (const e of eventRows) {
    items.push({
      id: `event-${e.id}`,
      source: 'event',
      title: e.title,
      date: e.date,
      time: e.time,
      type: e.type,
      detail: e.description,
      estate: e.estateId && e.deceasedName ? estateOf(e.estateId, e.deceasedName) : null,
      // An added deadline has nothing to tick off: past its day it stays marked until removed. A
      // past meeting or reminder is simply past.
      overdue: e.type === 'deadline' && isOverdue(e.date, false, today),
      link: eventsLink(e.date, e.id),
    });
  }
  for (const estate of statutoryEstates) {
    const estateClaims = claimRows.filter((c) => c.estateId === estate.id);
    for (const date of statutoryDates(estate, estateClaims)) {
      if (date.date < from || date.date > to) continue;
      items.push({
        id: `statutory-${date.key.replaceAll(':', '-')}`,
        source: 'statutory',
        title: date.title,
        date: date.date,
        time: null,
        type: 'other',
        detail: date.basis,
        estate: estateOf(estate.id, estate.deceasedName),
        overdue: false,
        link: estatePage(estate.id, STATUTORY_SECTION[date.kind]),
      });
    }
  }
  return items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '').localeCompare(b.time ?? '') ||
      a.title.localeCompare(b.title, 'en-NZ') ||
      a.id.localeCompare(b.id),
  );
}
