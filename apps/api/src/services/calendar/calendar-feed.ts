import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { Temporal } from 'temporal-polyfill';
import {
  addDays,
  can,
  CALENDAR_SOURCE_LABELS,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  nzInstant,
  nzInstantsOf,
  nzToday,
  nzWallClock,
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
 * This instant as a New Zealand zoned date-time (Temporal, through its polyfill until Node ships it):
 * ical-generator writes a Temporal.ZonedDateTime with its own wall-clock fields in the zone it names,
 * `TZID=Pacific/Auckland:<date>T<time>`, whatever the server's zone and its daylight saving. A native
 * Date would be written from the server's local fields, wrong on a server whose zone is not New
 * Zealand's.
 */
function inNewZealand(instant: Date): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(ZONE);
}

/** A whole day, as ical-generator writes a date with no zone: from its UTC fields. */
function wholeDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * When a timed item starts: a time shown twice (the hour repeated when daylight saving ends) is the
 * earlier one; a time the clocks skipped (kept from before the calendar refused them, decision 080)
 * is read as RFC 5545 §3.3.5 reads it, with the offset before the gap (02:30 is 03:30 daylight time).
 */
function startOf(date: string, time: string): Date {
  const skipped = new Date(`${date}T${time}:00Z`);
  skipped.setUTCHours(skipped.getUTCHours() + 1);
  return nzInstant(date, time) ?? nzInstant(date, skipped.toISOString().slice(11, 16))!;
}

/** Whether a New Zealand clock shows the time of this instant once only (not in the repeated hour). */
const shownOnce = (instant: Date) => {
  const wall = nzWallClock(instant);
  return nzInstantsOf(wall.date, wall.time).length === 1;
};

/**
 * A timed item's start and end (an hour later). Written as New Zealand wall-clock times with
 * TZID=Pacific/Auckland, except when either falls in the hour the clocks repeat: calendar apps do
 * not agree which of the two is meant (ical.js takes the later), so those are written in UTC, which
 * every one reads the same.
 */
function timedSpan(date: string, time: string) {
  const start = startOf(date, time);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  if (!shownOnce(start) || !shownOnce(end)) return { start, end, timezone: null };
  return { start: inNewZealand(start), end: inNewZealand(end), timezone: ZONE };
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
  // No calendar-wide zone: ical-generator would write DTSTAMP in it without the Z that RFC 5545
  // requires, and a non-standard TIMEZONE-ID. Each timed event names Pacific/Auckland and the
  // generator adds its VTIMEZONE; X-WR-TIMEZONE is the common hint for the calendar's zone.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x('X-WR-TIMEZONE', ZONE);
  for (const item of items) calendar.createEvent(toEvent(item, host, config.publicUrl));
  // RFC 5545 §3.1: every content line, the last one too, ends with CRLF.
  return `${calendar.toString()}\r\n`;
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
    return { ...common, start: wholeDay(item.date), allDay: true };
  }
  return { ...common, ...timedSpan(item.date, item.time) };
}
