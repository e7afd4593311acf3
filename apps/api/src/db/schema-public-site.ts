/**
 * Tables of the public site's forms (spec 1 §2.11, §2.12, §3): contact enquiries and demo
 * requests, kept until an admin marks them handled. Same conventions as `schema.ts`.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const handledAt = () => timestamp('handled_at', { withTimezone: true });
const handledBy = () => uuid('handled_by').references(() => users.id, { onDelete: 'set null' });

/** Messages sent through the contact form at /contact-us. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('enquiry_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: handledAt(),
    handledBy: handledBy(),
  },
  (t) => [index('enquiries_created_at_idx').on(t.createdAt)],
);

/** Requests sent through the demo form at /book-a-demo. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('demo_request_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    role: text('role'),
    message: text('message'),
    createdAt: createdAt(),
    handledAt: handledAt(),
    handledBy: handledBy(),
  },
  (t) => [index('demo_requests_created_at_idx').on(t.createdAt)],
);
