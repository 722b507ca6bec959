import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { courts, games, seasons, stage, venues } from '../platform/league.tables';

// Referee and event rosters (spec 002 §3, docs/decisions/090-rosters-contract.md): who officiates which game, when
// referees can, which roster dates are published, the association's events with their rosters, and each member's
// private calendar feed. Games, venues, courts and seasons are the shared league model (platform).

/** The competition roster types (domain/rosters/rosters.rules.ts ROSTER_TYPES). */
export const rosterType = pgEnum('roster_type', ['referee', 'table']);

/** An official's answer to a published assignment (decision 279): none yet, accepted, declined. */
export const officialResponse = pgEnum('official_response', ['pending', 'accepted', 'declined']);

/** A member's access_ref: the roster types they may see (spec 002 §6). */
export const refereeAccess = pgTable(
  'referee_access',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rosterType: rosterType('roster_type').notNull(),
  },
  (a) => [primaryKey({ columns: [a.memberId, a.rosterType] })],
);

/**
 * An official's assignment to a game (spec 002 §3 Referee roster item). A removed assignment is cancelled, not
 * deleted, so the member's feed can say so; calendar_sequence and changed_at are kept by a trigger (migration
 * *_rosters_calendar_sequence.sql) whoever writes the row.
 */
export const refereeAssignments = pgTable(
  'referee_assignments',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rosterType: rosterType('roster_type').notNull(),
    /** member_type_name: the function in this game ('Referee 1', 'Referee 2', 'Scorer', 'Timekeeper'). */
    memberType: text('member_type').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The official's answer (decision 279); a moved game puts it back to pending. */
    response: officialResponse('response').notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the game moved under this assignment: it needs re-allocation until the official accepts or the coordinator confirms (decision 278). */
    movedAt: timestamp('moved_at', { withTimezone: true }),
  },
  (a) => [
    index('referee_assignments_member_idx').on(a.memberId, a.rosterType),
    index('referee_assignments_game_idx').on(a.gameId),
    // one live assignment per function and game
    uniqueIndex('referee_assignments_game_function_key')
      .on(a.gameId, a.memberType)
      .where(sql`${a.cancelledAt} is null`),
    // one live function per official and game: an official is paid once per game (decision 278)
    uniqueIndex('referee_assignments_game_member_key')
      .on(a.gameId, a.memberId)
      .where(sql`${a.cancelledAt} is null`),
  ],
);

/** The times (a game start at the venue) a referee can officiate, by day number monday 1 .. sunday 7 (spec 002 §4). */
export const refereeAvailability = pgTable(
  'referee_availability',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    time: time('time').notNull(),
  },
  (a) => [
    primaryKey({ columns: [a.memberId, a.seasonId, a.venueId, a.day, a.time] }),
    check('referee_availability_day_range', sql`${a.day} between 1 and 7`),
  ],
);

/** Dates a referee cannot officiate at a venue in a season. */
export const refereeUnavailableDates = pgTable(
  'referee_unavailable_dates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
  },
  (u) => [primaryKey({ columns: [u.memberId, u.seasonId, u.venueId, u.date] })],
);

/** Dates whose referee roster the stadium has published at a venue (refRosteredPublished, spec 002 §3, §4). */
export const refereePublishedDates = pgTable(
  'referee_published_dates',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (p) => [primaryKey({ columns: [p.seasonId, p.venueId, p.date] })],
);

/** An event of the association with a local roster (spec 002 §3 Event): a carnival, a grading day, a tournament. */
export const rosterEvents = pgTable(
  'roster_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    date: date('date').notNull(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
  },
  (e) => [index('roster_events_date_idx').on(e.date)],
);

/** An official's entry on an event roster (spec 002 §3 Event roster item); cancelled and stamped as assignments are. */
export const eventRosterEntries = pgTable(
  'event_roster_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => rosterEvents.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    timeFrom: time('time_from').notNull(),
    timeTo: time('time_to').notNull(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    /** Free text typed by the association's staff: shown escaped wherever it appears (docs/decisions/092). */
    function: text('function').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (e) => [
    index('event_roster_entries_event_idx').on(e.eventId, e.date, e.timeFrom),
    index('event_roster_entries_member_idx').on(e.memberId),
    check('event_roster_entries_times_order', sql`${e.timeTo} > ${e.timeFrom}`),
  ],
);

/** A member's private roster feed: only the SHA-256 of its secret token is kept (docs/decisions/093). */
export const rosterFeedTokens = pgTable(
  'roster_feed_tokens',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (f) => [uniqueIndex('roster_feed_tokens_hash_key').on(f.tokenHash)],
);

/** What an official is paid for one game, by roster type and game kind (the round's stage; docs/decisions/196). */
export const officialPayRates = pgTable(
  'official_pay_rates',
  {
    rosterType: rosterType('roster_type').notNull(),
    gameKind: stage('game_kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [
    primaryKey({ columns: [r.rosterType, r.gameKind] }),
    check('official_pay_rates_amount', sql`${r.amountCents} between 0 and 10000000`),
  ],
);

/** A pay run: the officials' games of a date range, paid by one bank file (docs/decisions/196). */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: serial('id').primaryKey(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the bank file was last exported, and by whom (each export is in the audit trail; decision 262). */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    exportedBy: integer('exported_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (r) => [check('pay_runs_range', sql`${r.toDate} >= ${r.fromDate}`)],
);

/** One paid assignment of a pay run, at the rate of its day; an assignment is paid once (unique), whatever the run. */
export const payRunLines = pgTable(
  'pay_run_lines',
  {
    id: serial('id').primaryKey(),
    payRunId: integer('pay_run_id')
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => refereeAssignments.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (l) => [
    uniqueIndex('pay_run_lines_assignment_key').on(l.assignmentId),
    index('pay_run_lines_run_idx').on(l.payRunId, l.memberId),
    index('pay_run_lines_member_idx').on(l.memberId),
    check('pay_run_lines_amount', sql`${l.amountCents} > 0`),
  ],
);
