import { sql } from 'drizzle-orm';
import {
  CALENDAR_EVENT_TEXTS,
  calendarEventDtoSchema,
  calendarEventInputSchema,
  calendarEventListQuerySchema,
  calendarEventSummarySchema,
  nzToday,
} from '@estate/domain';
import { calendarEvents, estates, users } from '../../../db/schema.js';
import { forbidden } from '../../../lib/app-error.js';
import { requireEstate, runsEstates, visibleCalendarEvents } from '../../access/index.js';
import { definePlatformRecord } from '../../records/define-platform-record.js';

// Qualified by hand: drizzle writes the outer column unqualified in a subquery.
const estateName = sql<
  string | null
>`(select e.deceased_name from ${estates} e where e.estate_id = "calendar_events"."estate_id")`;
const createdByName = sql<
  string | null
>`(select u.name from ${users} u where u.user_id = "calendar_events"."created_by")`;

/**
 * Events people add to the calendar (spec 3 §2 Calendar "Add Event"; issue 16) at
 * /api/calendar-events: title, date, optional time, type, description, optional estate. Everyone
 * with the dashboard has them. Without an estate an event is private to whoever added it; on an
 * estate it needs someone who runs estates (a beneficiary: 403) and an estate they may see (404),
 * and is then seen, changed and deleted by those who run that estate (`visibleCalendarEvents`).
 * The merged calendar and the feed read them through the same scope.
 */
export const calendarEventRecords = definePlatformRecord({
  path: 'calendar-events',
  entity: 'calendar_event',
  tag: 'Calendar',
  texts: CALENDAR_EVENT_TEXTS,
  readPermission: 'dashboard:use',
  writePermission: 'dashboard:use',
  scope: visibleCalendarEvents,
  table: calendarEvents,
  input: calendarEventInputSchema,
  dto: calendarEventDtoSchema,
  listQuery: calendarEventListQuerySchema,
  summary: calendarEventSummarySchema,
  toValues: (input) => ({
    title: input.title,
    date: input.date,
    time: input.time ? input.time : null,
    type: input.type,
    description: input.description ? input.description : null,
    estateId: input.estate ? input.estate : null,
    updatedAt: new Date(),
  }),
  beforeSave: async (tx, { before, values, actor }) => {
    if (values.estateId) {
      if (!runsEstates(actor))
        throw forbidden('Only those who run an estate can add events to it. Leave the estate empty.');
      await requireEstate(tx, actor, values.estateId);
    }
    return before ? {} : { createdBy: actor.id };
  },
  lookups: { estateName, createdByName },
  toDto: (row, { lookups }) => ({
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    type: row.type,
    description: row.description,
    estate: row.estateId,
    estateName: row.estateId && lookups.estateName ? `Estate of ${lookups.estateName as string}` : null,
    createdByName: lookups.createdByName ? (lookups.createdByName as string) : null,
    createdAt: row.createdAt.toISOString(),
  }),
  label: (row) => row.title,
  auditData: (row) => ({
    date: row.date,
    type: row.type,
    ...(row.estateId ? { estateId: row.estateId } : {}),
  }),
  search: [calendarEvents.title, calendarEvents.description],
  filters: { type: calendarEvents.type },
  sorts: { date: calendarEvents.date, title: calendarEvents.title, createdAt: calendarEvents.createdAt },
  defaultSort: { key: 'date', order: 'asc' },
  summarise: async (db, { scoped }) => {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        upcoming: sql<number>`count(*) filter (where ${calendarEvents.date} >= ${nzToday()})::int`,
      })
      .from(calendarEvents)
      .where(scoped);
    return { total: row?.total ?? 0, upcoming: row?.upcoming ?? 0 };
  },
});
