import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';

// Closing an account or deleting a child's data (issue 44 item 4, docs/decisions/324), and the retention job's lease
// (item 5, docs/decisions/325, 326).

/**
 * One request per person, ever (the unique index): a second request, or a second confirm, finds this row and changes
 * nothing. Kept after it is done as the record that the person asked (who, when, who confirmed), holding no details
 * of theirs but ids, until the retention table removes it.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Who asked: the person themself, or a guardian acting for the child. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => members.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['requested', 'done'] })
      .notNull()
      .default('requested'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => members.id),
  },
  (d) => [
    uniqueIndex('deletion_requests_member_key').on(d.memberId),
    index('deletion_requests_status_idx').on(d.status, d.requestedAt),
    check('deletion_requests_status', sql`${d.status} in ('requested', 'done')`),
    check('deletion_requests_done', sql`(${d.status} = 'done') = (${d.doneAt} is not null)`),
  ],
);

/**
 * The retention job's lease and schedule (docs/decisions/326): one row per job. A server runs the job only when it
 * takes the lease in one UPDATE (leased_until past and next_run_at due), so two servers never run it at once and it
 * runs once a period across them; a server stopped mid-run leaves the lease to run out.
 */
export const privacyJobs = pgTable('privacy_jobs', {
  name: text('name').primaryKey(),
  leasedUntil: timestamp('leased_until', { withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
  nextRunAt: timestamp('next_run_at', { withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** What the last run removed, per kind of data of the retention table. */
  lastRemoved: jsonb('last_removed').notNull().default({}),
});
