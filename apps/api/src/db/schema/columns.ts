import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made, in UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a row last changed; drizzle sets it on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
