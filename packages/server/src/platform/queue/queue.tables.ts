import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The fair queue (issue 46 item 4, docs/decisions/345, 346): one row per visitor who came to start a registration or a
// checkout while the gate was shut (or at a scheduled opening), or who was let straight in. Arrival order is the
// row's id (one sequence for every server), so every server admits in one order. A row is a place in the queue until
// admitted_at is set, then it is the visitor's pass. Either ends at expires_at, which the visitor's polls (a place) or
// gated requests (a pass) push on: a visitor who stops polling loses the place, one who stops working frees the room.

/** A visitor's place in the queue, then their pass: only the SHA-256 of the cookie's random value is kept. */
export const queueVisitors = pgTable(
  'queue_visitors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Where the visitor was going (a path of the web app), to send them there once admitted. */
    destination: text('destination').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (v) => [
    index('queue_visitors_waiting_idx')
      .on(v.id)
      .where(sql`${v.admittedAt} is null`),
    index('queue_visitors_inside_idx')
      .on(v.expiresAt)
      .where(sql`${v.admittedAt} is not null`),
    check('queue_visitors_destination_path', sql`${v.destination} like '/%'`),
  ],
);

/**
 * One row (id 1): when registrations open (null: no scheduled opening), and when the queue last let people in (the
 * admission rate's clock). Its row lock makes admissions one at a time across servers, so they follow arrival order.
 */
export const queueSettings = pgTable(
  'queue_settings',
  {
    id: integer('id').primaryKey().default(1),
    registrationsOpenAt: timestamp('registrations_open_at', { withTimezone: true }),
    lastAdmittedAt: timestamp('last_admitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [check('queue_settings_one_row', sql`${s.id} = 1`)],
);
