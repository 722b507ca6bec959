import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { divisions, seasons, teams } from '../platform/league.tables';

// Team nomination (spec 001 §3 nomination lookups): grades → division groups → the divisions that take entries, and
// the entries themselves (docs/decisions/061-nomination-data-model.md). The league model (seasons, divisions, teams,
// team_members) is platform's; a division's entry terms and its places are this area's.

/** A grade (e.g. Senior, Junior): the first choice of step 2. */
export const grades = pgTable(
  'grades',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (g) => [uniqueIndex('grades_name_key').on(g.name)],
);

/** A division group of a grade in one season (e.g. Men's, Women's): the second choice. */
export const divisionGroups = pgTable(
  'division_groups',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (g) => [
    uniqueIndex('division_groups_season_grade_name_key').on(g.seasonId, g.gradeId, g.name),
    index('division_groups_grade_idx').on(g.gradeId),
  ],
);

/**
 * A division that takes entries, in a group: its fee, its capacity (teams; null: no limit) and the places taken so far
 * (the teams already in it, plus entries paid or being paid). First to checkout takes a place with one conditional
 * UPDATE, and the CHECK refuses one team too many whatever the code does. A division with a waiting list takes no
 * places: its entries wait to be graded (decision 062). sk_val waives the minimum number of players (spec 001 §5).
 */
export const divisionEntries = pgTable(
  'division_entries',
  {
    divisionId: integer('division_id')
      .primaryKey()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => divisionGroups.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    capacity: integer('capacity'),
    placesTaken: integer('places_taken').notNull().default(0),
    waitlist: boolean('waitlist').notNull().default(false),
    skVal: boolean('sk_val').notNull().default(false),
    open: boolean('open').notNull().default(true),
    /** A free division: every entry is priced at nothing whatever price_cents says (decision 185). */
    free: boolean('free').notNull().default(false),
  },
  (d) => [
    index('division_entries_group_idx').on(d.groupId),
    check('division_entries_price_non_negative', sql`${d.priceCents} >= 0`),
    check('division_entries_capacity_positive', sql`${d.capacity} is null or ${d.capacity} > 0`),
    check(
      'division_entries_places_range',
      sql`${d.placesTaken} >= 0 and (${d.capacity} is null or ${d.placesTaken} <= ${d.capacity})`,
    ),
  ],
);

/**
 * held: paid for (or being paid); placed: the team is in the division (pending until accepted_at, decision 206);
 * waitlisted: on the waiting list; declined: by the association, its team out of the division (decision 206).
 */
export const entryStatus = pgEnum('team_entry_status', ['held', 'placed', 'waitlisted', 'declined']);

/**
 * One team entry per payments order (held in payments' first transaction, settled in its second; decision 062).
 * `entry` keeps the manager, coach and players as entered: a waiting-list team exists only here until it is placed.
 */
export const teamEntries = pgTable(
  'team_entries',
  {
    id: serial('id').primaryKey(),
    /** The payments order (payments owns orders: no foreign key across areas). */
    orderId: integer('order_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    preferredDivisionId: integer('preferred_division_id').references(() => divisions.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    teamName: text('team_name').notNull(),
    status: entryStatus('status').notNull().default('held'),
    /** A place of the division is counted in places_taken for this entry (not on a waiting list). */
    takesPlace: boolean('takes_place').notNull(),
    copiedFromTeamId: integer('copied_from_team_id').references(() => teams.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    entry: jsonb('entry').notNull(),
    /** When the association accepted the placed team (decision 206); null: pending. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (e) => [
    uniqueIndex('team_entries_order_key').on(e.orderId),
    // one team of a name per division, whatever the case, among entries held, placed or waiting
    // A declined entry gives its name back (decision 244). The live statuses are named, not 'declined': PostgreSQL
    // refuses a value added in the transaction that migrates a new database (0032 added it).
    uniqueIndex('team_entries_division_name_key')
      .on(e.divisionId, sql`lower(${e.teamName})`)
      .where(sql`${e.status} in ('held', 'placed', 'waitlisted')`),
    index('team_entries_member_idx').on(e.memberId),
    // the back-office's entries of a division, newest first (decision 206)
    index('team_entries_division_idx').on(e.divisionId, e.createdAt),
    // the entries still waiting, counted on the back-office home (docs/decisions/161)
    index('team_entries_waiting_idx')
      .on(e.status)
      .where(sql`${e.status} <> 'placed'`),
  ],
);
