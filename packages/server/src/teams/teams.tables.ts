import { sql } from 'drizzle-orm';
import { INVITATION_STATUSES, type InvitationStatus } from '@portal/domain/teams/invitations.contract';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { games, teams } from '../platform/league.tables';

// The tables only the teams area writes. Rosters themselves are the league model's team_members (platform).

/**
 * A temporary member of one game (spec 001 §3 "Temporary member adds game and replacing"): who plays, for which
 * team and game, and the rostered member they replace (null: Not Applicable). One person once per team and game,
 * and a rostered member replaced at most once per game.
 */
export const teamTempMembers = pgTable(
  'team_temp_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    replacesMemberId: integer('replaces_member_id').references(() => members.id, { onDelete: 'set null' }),
    addedBy: integer('added_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_temp_members_game_member_key').on(t.teamId, t.gameId, t.memberId),
    uniqueIndex('team_temp_members_game_replaces_key').on(t.teamId, t.gameId, t.replacesMemberId),
    index('team_temp_members_game_idx').on(t.gameId),
    check('team_temp_members_not_self', sql`${t.replacesMemberId} is distinct from ${t.memberId}`),
  ],
);

/** What became of an invitation: still open, joined (registered through the link), refused, or withdrawn. */
export { INVITATION_STATUSES, type InvitationStatus };

/**
 * A player entered by email before they are a member (docs/decisions/154-players-by-invitation.md). While 'invited' it
 * counts towards the division's players and team detail shows it; registering through the emailed link (the token,
 * stored as its SHA-256) makes the person a team member ('joined'), or 'refused' when they already play in another
 * team of the division by then (decision 156). Staff list invitations by status. One open invitation per name and team.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dob: date('dob').notNull(),
    gender: text('gender').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('invited'),
    invitedBy: integer('invited_by').references(() => members.id, { onDelete: 'set null' }),
    /** The member who registered through the link (joined or refused). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (i) => [
    uniqueIndex('team_invitations_token_key').on(i.tokenHash),
    uniqueIndex('team_invitations_open_name_key')
      .on(i.teamId, sql`lower(${i.firstname})`, sql`lower(${i.lastname})`)
      .where(sql`${i.status} = 'invited'`),
    index('team_invitations_open_email_idx')
      .on(sql`lower(${i.email})`)
      .where(sql`${i.status} = 'invited'`),
    index('team_invitations_status_idx').on(i.status, i.createdAt),
    check('team_invitations_status', sql`${i.status} in ('invited', 'joined', 'refused', 'withdrawn')`),
  ],
);

/** Player checks of a member that named no member (decision 155): too many in an hour answer 429, as voucher pins do. */
export const playerCheckFailures = pgTable(
  'player_check_failures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (f) => [index('player_check_failures_member_at_idx').on(f.memberId, f.at)],
);
