import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests to the public read API per client address and minute (docs/decisions/294): every server adds its batch of
 * counts to the one row with an upsert and reads the total back, so the limit holds across servers sharing the
 * database. Rows of past minutes are deleted as servers go.
 */
export const publicApiCounts = pgTable(
  'public_api_counts',
  {
    address: text('address').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (c) => [primaryKey({ columns: [c.address, c.minute] })],
);
