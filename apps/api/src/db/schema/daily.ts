/**
 * The pages a signed-in person uses daily (issue 16; spec 3 §2): events people add to the calendar,
 * each person's private calendar feed, and the messages between the people on an estate.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt, version } from './columns.js';
import { documents } from './documents.js';
import { estates } from './estates.js';

/**
 * An event someone added on the calendar (spec 3 §3 CalendarEvent). With an estate it is seen by
 * everyone who may see that estate; without one, only by the person who added it. Task due dates,
 * statutory dates, milestones and tax due dates are read from their own rows, never copied here.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('calendar_event_id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    estateId: uuid('estate_id').references(() => estates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A calendar date, YYYY-MM-DD, in New Zealand. */
    date: text('date').notNull(),
    /** HH:MM (24-hour) in Pacific/Auckland, or null for an all-day event. */
    time: text('time'),
    /** meeting, deadline or other (CALENDAR_EVENT_TYPES). */
    type: text('type').notNull().default('other'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_events_creator_idx').on(t.createdBy, t.date),
    index('calendar_events_estate_idx').on(t.estateId, t.date),
  ],
);

/**
 * A person's private calendar feed: the SHA-256 of the long random token in the feed's URL (the
 * token itself is shown once, when made). At most one per person; regenerating replaces it and
 * turning the feed off deletes it, so an old URL answers 404 at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** A conversation between people on one estate (spec 3 §2 Messages). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('message_thread_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_threads_estate_idx').on(t.estateId, t.lastMessageAt)],
);

/**
 * Who is in a thread, how far they have read, and up to when they were emailed about messages they
 * had not read within 15 minutes (so each unread message is emailed about at most once).
 */
export const messageThreadMembers = pgTable(
  'message_thread_members',
  {
    threadId: uuid('message_thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    emailedThrough: timestamp('emailed_through', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('message_thread_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('message_id').primaryKey().defaultRandom(),
    threadId: uuid('message_thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);

/** Files sent with a message: documents of the thread's estate, kept in the document store. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.documentId] }),
    index('message_attachments_document_idx').on(t.documentId),
  ],
);
