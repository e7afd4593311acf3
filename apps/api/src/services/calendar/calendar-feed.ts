import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  addDays,
  can,
  CALENDAR_SOURCE_LABELS,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  nzToday,
  parseRole,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type CalendarItem,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { calendarFeeds, users } from '../../db/schema.js';
import type { Config } from '../../env.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { myOwnRows } from '../access/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { listCalendarItems } from './list-calendar-items.js';

/*
 * The personal calendar feed (issue 16; decision 023): a private iCalendar URL that Outlook, Google
 * Calendar and Apple Calendar subscribe to. Its token is 32 random bytes (base64url) shown once; only
 * its SHA-256 is kept, so a leaked database does not leak working feed URLs. One feed per person:
 * regenerating replaces the hash (the old URL answers 404 at once), turning it off deletes it.
 */

type Who = Pick<Actor, 'id' | 'role'>;

const ZONE = 'Pacific/Auckland';
const NOT_FOUND = 'Calendar feed not found';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedUrl = (config: Config, token: string) =>
  `${config.publicUrl}/api/calendar/feed/${token}.ics`;

/** Whether my feed is on, and since when. */
export async function getCalendarFeed(db: Db, actor: Who): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(myOwnRows.calendarFeeds(actor));
  return { enabled: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** Turns my feed on, or makes a new URL for it (the old one stops working); answers the URL once. */
export async function createCalendarFeed(db: Db, config: Config, actor: Who): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(myOwnRows.calendarFeeds(actor))
      .for('update');
    await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, tokenHash: hashOf(token), createdAt })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashOf(token), createdAt } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: before ? 'calendar_feed.regenerated' : 'calendar_feed.enabled',
      entityType: 'calendar_feed',
      entityId: actor.id,
      category: 'security',
    });
  });
  return { enabled: true, createdAt: createdAt.toISOString(), url: feedUrl(config, token) };
}

/** Turns my feed off: its URL answers 404 from now on. Nothing to do when it is already off. */
export async function deleteCalendarFeed(db: Db, actor: Who): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarFeeds)
      .where(myOwnRows.calendarFeeds(actor))
      .returning({ userId: calendarFeeds.userId });
    if (removed.length === 0) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'calendar_feed.disabled',
      entityType: 'calendar_feed',
      entityId: actor.id,
      category: 'security',
    });
  });
}

/**
 * The owner of a feed token, as the actor whose calendar it carries; 404 for a token unknown,
 * replaced or turned off, and for an owner whose account is deactivated, deleted or no longer has
 * the dashboard.
 */
async function feedOwner(db: Db, token: string): Promise<Who> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), eq(users.active, true), isNull(users.deletedAt)));
  const role = parseRole(row?.role);
  if (!row || !can(role, 'dashboard:use')) throw notFound(NOT_FOUND);
  return { id: row.id, role };
}

/**
 * A Date whose local fields are this New Zealand wall-clock time: ical-generator writes a zoned
 * native Date with its local getters, so this writes `TZID=Pacific/Auckland:<date>T<time>` whatever
 * the server's own zone.
 */
function wallClock(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm);
}

/** The feed's text: the owner's calendar from 90 days back to a year ahead. */
export async function renderCalendarFeed(db: Db, config: Config, token: string): Promise<string> {
  const owner = await feedOwner(db, token);
  const today = nzToday();
  const items = await listCalendarItems(db, owner, {
    from: addDays(today, -FEED_DAYS_BACK),
    to: addDays(today, FEED_DAYS_AHEAD),
  });
  const host = new URL(config.publicUrl).host;
  const calendar = ical({
    name: 'Estate calendar',
    description: 'Deadlines, statutory dates and events of the estates you may see',
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Estate', product: 'Calendar feed', language: 'EN' },
    ttl: 60 * 60,
  });
  calendar.timezone({ name: ZONE, generator: getVtimezoneComponent });
  for (const item of items) calendar.createEvent(toEvent(item, host, config.publicUrl));
  return calendar.toString();
}

function toEvent(item: CalendarItem, host: string, publicUrl: string) {
  const what = CALENDAR_SOURCE_LABELS[item.source];
  const lines = [item.overdue ? `${what} (overdue)` : what, item.estate?.name, item.detail].filter(Boolean);
  const common = {
    id: `${item.id}@${host}`,
    summary: `${item.overdue ? 'Overdue: ' : ''}${item.title}${item.estate ? ` (${item.estate.name})` : ''}`,
    description: lines.join('\n'),
    url: `${publicUrl}${item.link}`,
    categories: [{ name: what }],
  };
  if (!item.time) {
    return { ...common, start: wallClock(item.date), allDay: true };
  }
  const start = wallClock(item.date, item.time);
  return { ...common, start, end: new Date(start.getTime() + 60 * 60 * 1000), timezone: ZONE };
}
