import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LadderRules } from '@portal/domain/competition/ladder-rules';
import { members } from '../platform/members.tables';
import { divisions, games, teams } from '../platform/league.tables';

// Results and stats: the tables only the competition area writes (spec 001 §3). The league model
// they hang from (seasons, divisions, teams, games…) is in platform/league.tables.ts.

export const forfeitKind = pgEnum('forfeit_kind', ['non_advised', 'notified', 'admin']);

/** A forfeited game (spec 001 §3: non-advised, notified, admin); one per game. Forfeit is irreversible (§4). */
export const forfeits = pgTable(
  'forfeits',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: forfeitKind('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (f) => [uniqueIndex('forfeits_game_key').on(f.gameId), index('forfeits_team_idx').on(f.teamId)],
);

export const disqualifications = pgTable(
  'disqualifications',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
  },
  (d) => [uniqueIndex('disqualifications_game_key').on(d.gameId)],
);

export const pointsAdjustments = pgTable(
  'points_adjustments',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (p) => [index('points_adjustments_team_idx').on(p.teamId)],
);

/** Per-game player stats (spec 001 §3 stats row). points = one + 2 x two + 3 x three. */
export const gamePlayerStats = pgTable(
  'game_player_stats',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tshirtNumber: text('tshirt_number').notNull().default(''),
    points: smallint('points').notNull().default(0),
    onePoints: smallint('one_points').notNull().default(0),
    twoPoints: smallint('two_points').notNull().default(0),
    threePoints: smallint('three_points').notNull().default(0),
    fouls: smallint('fouls').notNull().default(0),
    techfouls: smallint('techfouls').notNull().default(0),
    unspfouls: smallint('unspfouls').notNull().default(0),
    disqfouls: smallint('disqfouls').notNull().default(0),
  },
  (s) => [
    uniqueIndex('game_player_stats_game_member_key').on(s.gameId, s.memberId),
    index('game_player_stats_team_game_idx').on(s.teamId, s.gameId),
    check(
      'game_player_stats_non_negative',
      sql`least(${s.onePoints}, ${s.twoPoints}, ${s.threePoints}, ${s.fouls}, ${s.techfouls}, ${s.unspfouls}, ${s.disqfouls}) >= 0`,
    ),
    check(
      'game_player_stats_points_sum',
      sql`${s.points} = ${s.onePoints} + 2 * ${s.twoPoints} + 3 * ${s.threePoints}`,
    ),
  ],
);

/** A division's own ladder rules (docs/decisions/191): decision 177's rules without the lot's seed (the division id is it). */
export const divisionLadderRules = pgTable('division_ladder_rules', {
  divisionId: integer('division_id')
    .primaryKey()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<Omit<LadderRules, 'drawSeed'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A division's generated final series (decision 212): the qualified teams in ladder order when it was generated, seed 1
 * first. The bracket's games are the division's games with a `final_slot`; each is filled from these seeds and the
 * decided feeder games (domain finals.ts).
 */
export const divisionFinals = pgTable('division_finals', {
  divisionId: integer('division_id')
    .primaryKey()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  qualifiers: integer('qualifiers').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
