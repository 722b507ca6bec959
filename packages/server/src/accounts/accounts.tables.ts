import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-ins, counted per username and per client address to slow password guessing. */
export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  address: text('address').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
}, (f) => [index('login_failures_username_at_idx').on(f.username, f.at), index('login_failures_address_at_idx').on(f.address, f.at)]);
