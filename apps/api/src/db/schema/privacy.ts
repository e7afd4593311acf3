/**
 * Privacy Act 2020 requests (decision 048): a person's request for their information (principle 6)
 * or for a correction (principle 7), with the date it must be decided by (s 44: 20 working days).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('privacy_request_id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** access or correction (the domain's PRIVACY_REQUEST_KINDS). */
    kind: text('kind', { enum: ['access', 'correction'] }).notNull(),
    /** A correction: what is wrong, and what it should say, in the person's own words. */
    whatIsWrong: text('what_is_wrong'),
    whatItShouldSay: text('what_it_should_say'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The New Zealand date it must be decided by (YYYY-MM-DD), from the day it was received. */
    dueDate: text('due_date').notNull(),
    /** open, then closed with an outcome and the answer the requester reads. */
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** fulfilled, corrected or declined (PRIVACY_REQUEST_OUTCOMES); null while open. */
    outcome: text('outcome', { enum: ['fulfilled', 'corrected', 'declined'] }),
    answer: text('answer'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('privacy_requests_requester_idx').on(t.requesterId, t.receivedAt),
    index('privacy_requests_status_due_idx').on(t.status, t.dueDate),
    check(
      'privacy_requests_closed_whole',
      sql`(${t.status} = 'open' and ${t.outcome} is null and ${t.closedAt} is null) or (${t.status} = 'closed' and ${t.outcome} is not null and ${t.answer} is not null and ${t.closedAt} is not null)`,
    ),
    check(
      'privacy_requests_correction_words',
      sql`${t.kind} <> 'correction' or (${t.whatIsWrong} is not null and ${t.whatItShouldSay} is not null)`,
    ),
  ],
);
