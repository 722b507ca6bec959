import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LiveTally } from '@portal/domain/competition/live-score';
import { members } from '../platform/members.tables';
import { games } from '../platform/league.tables';

// Live scoring (issue 45 item 4, docs/decisions/336): one row per game being scored, naming the one device (and its
// member) that holds it; the scorer's entries, each stored once by its id; the teams' confirmations of the final
// score. The live state is tallied from the entries under the game row's lock and kept beside it for the readers.

/** A game scored live: who holds it, how far its entries go, and their tally. */
export const liveGames = pgTable(
  'live_games',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    holderDevice: uuid('holder_device'),
    holderMemberId: integer('holder_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** 'live' while scored, 'to_confirm' after one team's confirmation, 'final' once the result is recorded. */
    status: text('status', { enum: ['live', 'to_confirm', 'final'] })
      .notNull()
      .default('live'),
    lastSeq: integer('last_seq').notNull().default(0),
    state: jsonb('state').$type<LiveTally>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (g) => [check('live_games_status_known', sql`${g.status} in ('live', 'to_confirm', 'final')`)],
);

/** A scorer's entry (domain LiveEntry), stored once: a resend of the same id changes nothing. */
export const liveEntries = pgTable(
  'live_entries',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => liveGames.gameId, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: ['score', 'foul', 'timeout', 'period', 'undo'] }).notNull(),
    team: text('team', { enum: ['a', 'b'] }),
    points: smallint('points'),
    period: smallint('period'),
    undoes: uuid('undoes'),
    /** The phone's time of the tap, and the device and member that sent it. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    device: uuid('device').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (e) => [
    primaryKey({ name: 'live_entries_game_entry_key', columns: [e.gameId, e.entryId] }),
    uniqueIndex('live_entries_game_seq_key').on(e.gameId, e.seq),
    check('live_entries_seq_positive', sql`${e.seq} >= 1`),
  ],
);

/**
 * A confirmation of the final score: one per side ('a', 'b' a team's manager; 'officer' a competition officer). The
 * confirmer's name is read from members, never copied here, so a de-identified member is not named (decision 324).
 */
export const liveConfirmations = pgTable(
  'live_confirmations',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => liveGames.gameId, { onDelete: 'cascade' }),
    side: text('side', { enum: ['a', 'b', 'officer'] }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    scoreA: smallint('score_a').notNull(),
    scoreB: smallint('score_b').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [
    uniqueIndex('live_confirmations_game_side_key').on(c.gameId, c.side),
    check('live_confirmations_side_known', sql`${c.side} in ('a', 'b', 'officer')`),
    check('live_confirmations_scores', sql`${c.scoreA} >= 0 and ${c.scoreB} >= 0`),
  ],
);
