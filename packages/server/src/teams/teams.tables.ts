import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { games, teams } from '../platform/league.tables';

// The tables only the teams area writes. Rosters themselves are the league model's team_members (platform).

/**
 * A temporary member of one game (spec 001 §3 "Temporary member adds game and replacing"): who plays, for which
 * team and game, and the rostered member they replace (null: Not Applicable). One person once per team and game,
 * and a rostered member replaced at most once per game.
 */
export const teamTempMembers = pgTable('team_temp_members', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  replacesMemberId: integer('replaces_member_id').references(() => members.id, { onDelete: 'set null' }),
  addedBy: integer('added_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('team_temp_members_game_member_key').on(t.teamId, t.gameId, t.memberId),
  uniqueIndex('team_temp_members_game_replaces_key').on(t.teamId, t.gameId, t.replacesMemberId),
  index('team_temp_members_game_idx').on(t.gameId),
  check('team_temp_members_not_self', sql`${t.replacesMemberId} is distinct from ${t.memberId}`),
]);
