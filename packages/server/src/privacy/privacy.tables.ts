import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { storedFiles } from '../platform/platform.tables';

// A person's own data (issue 44 item 3; APP 12 and 13; docs/decisions/322, 323): the copies of their data they asked
// for, and what they asked us to correct. Deletion requests are helper D's (privacy-deletions.tables.ts).

/**
 * "Download my data" for a person (the member, or a child a guardian asked for): made in the background by the
 * export worker (claimed with a lease), kept as a private stored file, reached through the mailed link's token
 * (only its SHA-256 kept) by the member who asked, signed in, until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    /** Whose data it holds. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Who asked and may download it (the member, or their guardian). */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    fileKey: text('file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the link's token; the token itself is only in the mail. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (e) => [
    index('data_exports_member_idx').on(e.memberId),
    index('data_exports_requested_by_idx').on(e.requestedBy, e.createdAt),
    index('data_exports_pending_idx')
      .on(e.createdAt)
      .where(sql`${e.status} = 'pending'`),
    uniqueIndex('data_exports_token_key').on(e.tokenHash),
    // asking again while one is being made adds nothing
    uniqueIndex('data_exports_one_pending')
      .on(e.memberId, e.requestedBy)
      .where(sql`${e.status} = 'pending'`),
    check('data_exports_status', sql`${e.status} in ('pending', 'ready', 'failed')`),
    check(
      'data_exports_ready',
      sql`${e.status} <> 'ready' or (${e.tokenHash} is not null and ${e.expiresAt} is not null)`,
    ),
  ],
);

/** "Ask us to correct" (APP 13): what is wrong about a person and what it should be; staff answer with a note. */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What is wrong (the field or the record, in the member's words). */
    what: text('what').notNull(),
    /** What it should be. */
    correction: text('correction').notNull(),
    status: text('status', { enum: ['open', 'corrected', 'declined'] })
      .notNull()
      .default('open'),
    answer: text('answer').notNull().default(''),
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [
    index('correction_requests_member_idx').on(c.memberId, c.createdAt),
    index('correction_requests_open_idx')
      .on(c.createdAt)
      .where(sql`${c.status} = 'open'`),
    check('correction_requests_status', sql`${c.status} in ('open', 'corrected', 'declined')`),
    check('correction_requests_answered', sql`(${c.status} = 'open') = (${c.answeredAt} is null)`),
  ],
);
