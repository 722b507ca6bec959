import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.tables';

// The league model (spec 001 §3) that several areas read: the draw and results (competition), teams,
// nomination, rosters and bookings. It lives in platform, as members do (docs/decisions/005-shared-tables.md); every
// write goes through competition/league.service.ts, so the public cache drops its stale answers
// (docs/decisions/172-the-league-service.md).

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** season status: active seasons take entries and show edit actions (spec 001 §4). */
    active: boolean('active').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    startsOn: date('starts_on').notNull(),
    /** The season's last playing day (null: not set yet, no fixture can be generated; decision 185). */
    endsOn: date('ends_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    check('seasons_dates_order', sql`${s.endsOn} is null or ${s.endsOn} >= ${s.startsOn}`),
    /** One season of a name, whatever its case: the back-office's check reads the same lower() (decision 185). */
    uniqueIndex('seasons_name_key').on(sql`lower(${s.name})`),
  ],
);

export const divisionGender = pgEnum('division_gender', ['mixed', 'men', 'women']);

export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    sport: text('sport').notNull().default('basketball'),
    active: boolean('active').notNull().default(true),
    minPlayers: smallint('min_players').notNull().default(5),
    maxPlayers: smallint('max_players'),
    /** Final series qualification: the percentage of games a player must play to qualify (t_division_qual). */
    finalsQualification: smallint('finals_qualification').notNull().default(0),
    /** The division's playing day for the fixture generator: 0 Sunday .. 6 Saturday (decision 176). */
    weekday: smallint('weekday').notNull().default(6),
    /** Round numbers whose games count double on the ladder (decision 185). */
    doublePointRounds: smallint('double_point_rounds')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The division's games have a duty team (decision 176). */
    usesDuty: boolean('uses_duty').notNull().default(false),
    /** Who may play (decision 222): the players' gender, and an age band in whole years on `ageOn` (null: no limit). */
    playersGender: divisionGender('players_gender').notNull().default('mixed'),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    /** How many referees each game of the division needs: the referee roster's slots Referee 1 .. N (decision 278). */
    refereeSlots: smallint('referee_slots').notNull().default(2),
    ageOn: date('age_on'),
  },
  (d) => [
    index('divisions_season_idx').on(d.seasonId, d.name),
    uniqueIndex('divisions_season_name_key').on(d.seasonId, sql`lower(${d.name})`),
    check('divisions_weekday_range', sql`${d.weekday} between 0 and 6`),
    check('divisions_players_order', sql`${d.maxPlayers} is null or ${d.maxPlayers} >= ${d.minPlayers}`),
    check('divisions_qualification_range', sql`${d.finalsQualification} between 0 and 100`),
    check('divisions_referee_slots_range', sql`${d.refereeSlots} between 1 and 4`),
    check(
      'divisions_age_band',
      sql`(${d.minAge} is null or ${d.minAge} between 0 and 120) and (${d.maxAge} is null or ${d.maxAge} between 0 and 120)
    and (${d.minAge} is null or ${d.maxAge} is null or ${d.maxAge} >= ${d.minAge})
    and ((${d.minAge} is null and ${d.maxAge} is null) = (${d.ageOn} is null))`,
    ),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    singletColour: text('singlet_colour').notNull().default(''),
    numberColour: text('number_colour').notNull().default(''),
    /** The club the team plays for ('' when none): messages go to a club's teams (docs/decisions/303). */
    club: text('club').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_division_name_key').on(t.divisionId, t.name),
    index('teams_club_idx')
      .on(t.club)
      .where(sql`${t.club} <> ''`),
    // the target of team_members' (team, division) key: a member row always carries its team's division
    unique('teams_id_division_key').on(t.id, t.divisionId),
  ],
);

/** The key that refuses a member playing in two teams of one division (on team_members). */
export const DIVISION_PLAYER_KEY = 'team_members_division_player_key';

export const teamRole = pgEnum('team_role', ['player', 'manager', 'admin', 'coach', 'assistant']);
export type TeamRole = (typeof teamRole.enumValues)[number];

/**
 * Members of a team with their role; one row per role, so a manager who also plays has two rows. Each row carries its
 * team's division (held to the team's by the foreign key), so the database refuses a member playing in two teams of one
 * division (docs/decisions/143-one-team-per-division-in-the-database.md).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull(),
    playingNumber: smallint('playing_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (m) => [
    uniqueIndex('team_members_team_member_role_key').on(m.teamId, m.memberId, m.role),
    uniqueIndex(DIVISION_PLAYER_KEY)
      .on(m.divisionId, m.memberId)
      .where(sql`${m.role} = 'player'`),
    foreignKey({
      name: 'team_members_team_division_fk',
      columns: [m.teamId, m.divisionId],
      foreignColumns: [teams.id, teams.divisionId],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    index('team_members_member_idx').on(m.memberId),
    check('team_members_playing_number_range', sql`${m.playingNumber} between 0 and 100`),
  ],
);

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  suburb: text('suburb').notNull(),
  postcode: text('postcode').notNull(),
  state: text('state').notNull().default('NSW'),
  /** Offered on the member court hire pages (docs/decisions/232); a venue bookings name is switched off, never deleted. */
  hireActive: boolean('hire_active').notNull().default(true),
});

export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (c) => [uniqueIndex('courts_venue_name_key').on(c.venueId, c.name)],
);

/**
 * A court's game slots on one weekday (0 Sunday .. 6 Saturday): start times ('HH:mm') and one slot length, as the
 * slot allocator takes them (domain court-slots.ts, decision 176). One row per court and weekday.
 */
export const courtGameSlots = pgTable(
  'court_game_slots',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    starts: text('starts').array().notNull(),
    minutes: smallint('minutes').notNull(),
  },
  (s) => [
    uniqueIndex('court_game_slots_court_weekday_key').on(s.courtId, s.weekday),
    check('court_game_slots_weekday_range', sql`${s.weekday} between 0 and 6`),
    check('court_game_slots_minutes_range', sql`${s.minutes} between 10 and 300`),
  ],
);

/**
 * Dates without games (public holidays, stadium closures): games on them offer no calendar links. A range (school
 * holidays) runs from `date` to `ends_on`; a single day has no `ends_on` (decision 185).
 */
export const excludedDates = pgTable(
  'excluded_dates',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    endsOn: date('ends_on'),
    reason: text('reason').notNull().default(''),
  },
  (e) => [
    uniqueIndex('excluded_dates_season_date_key').on(e.seasonId, e.date),
    check('excluded_dates_order', sql`${e.endsOn} is null or ${e.endsOn} >= ${e.date}`),
  ],
);

/** A division's own dates without games (a junior division off in school holidays), a day or a range (decision 185). */
export const divisionExcludedDates = pgTable(
  'division_excluded_dates',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    endsOn: date('ends_on'),
    reason: text('reason').notNull().default(''),
  },
  (e) => [
    uniqueIndex('division_excluded_dates_division_date_key').on(e.divisionId, e.date),
    check('division_excluded_dates_order', sql`${e.endsOn} is null or ${e.endsOn} >= ${e.date}`),
  ],
);

export const stage = pgEnum('game_stage', ['round', 'semi_final', 'final', 'grand_final']);

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    /** 1..n for regular rounds; finals are numbered after them. */
    number: smallint('number').notNull(),
    stage: stage('stage').notNull().default('round'),
  },
  (r) => [
    uniqueIndex('rounds_division_number_key').on(r.divisionId, r.number),
    // target of games' (round_id, division_id) foreign key: a game sits in a round of its own division
    unique('rounds_id_division_key').on(r.id, r.divisionId),
  ],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    /** Local date and times in the association's time zone. */
    date: date('date').notNull(),
    timeFrom: time('time_from').notNull(),
    timeTo: time('time_to').notNull(),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    teamAId: integer('team_a_id').references(() => teams.id, { onDelete: 'cascade' }),
    teamBId: integer('team_b_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** A bye slot names the team without an opponent; team A and B are then empty. */
    byeTeamId: integer('bye_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    dutyTeamId: integer('duty_team_id').references(() => teams.id, { onDelete: 'set null' }),
    doublePoints: boolean('double_points').notNull().default(false),
    /** 'scheduled', or postponed (keeps its old date until moved), cancelled or washed out (decision 210; domain GAME_STATUSES). */
    status: text('status', { enum: ['scheduled', 'postponed', 'cancelled', 'washout'] })
      .notNull()
      .default('scheduled'),
    /** A generated final's place in the bracket ('SF1', 'SF2', 'GF', 'EF1'…, domain finals.ts); null for other games (decision 212). */
    finalSlot: text('final_slot'),
    scoreA: smallint('score_a'),
    scoreB: smallint('score_b'),
    /** When the result (score, forfeit, disqualification, or a completed bye round) was recorded. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** The SEQUENCE of the game's calendar event and when it last changed: a trigger bumps both whenever the game's
     *  date, times, court, teams or result change (docs/decisions/074-team-calendar-feed.md). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (g) => [
    index('games_division_date_idx').on(g.divisionId, g.date, g.timeFrom),
    index('games_team_a_idx').on(g.teamAId),
    index('games_team_b_idx').on(g.teamBId),
    index('games_court_date_idx').on(g.courtId, g.date),
    // the back-office's games of the coming days, whatever their division (docs/decisions/161)
    index('games_date_idx').on(g.date),
    index('games_round_idx').on(g.roundId),
    uniqueIndex('games_division_final_slot_key')
      .on(g.divisionId, g.finalSlot)
      .where(sql`${g.finalSlot} is not null`),
    foreignKey({
      name: 'games_round_division_fk',
      columns: [g.roundId, g.divisionId],
      foreignColumns: [rounds.id, rounds.divisionId],
    }).onDelete('cascade'),
    check('games_teams_differ', sql`${g.teamAId} is null or ${g.teamBId} is null or ${g.teamAId} <> ${g.teamBId}`),
    // a bye slot names one team and no opponent (spec 001 §3 "bye")
    check('games_bye_alone', sql`${g.byeTeamId} is null or (${g.teamAId} is null and ${g.teamBId} is null)`),
    check(
      'games_duty_not_playing',
      sql`${g.dutyTeamId} is null or (${g.dutyTeamId} is distinct from ${g.teamAId} and ${g.dutyTeamId} is distinct from ${g.teamBId})`,
    ),
    check(
      'games_scores_non_negative',
      sql`(${g.scoreA} is null or ${g.scoreA} >= 0) and (${g.scoreB} is null or ${g.scoreB} >= 0)`,
    ),
    check('games_status_known', sql`${g.status} in ('scheduled', 'postponed', 'cancelled', 'washout')`),
    check('games_times_order', sql`${g.timeTo} > ${g.timeFrom}`),
  ],
);
