import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { gameEvent } from '@portal/domain/competition/calendar-links';
import { calendarIcs, type FeedEvent } from '../platform/calendar-feed';

/** One game of a team's feed with its calendar stamps (games.calendar_sequence, games.changed_at). */
export interface FeedGame {
  game: DrawGame;
  sequence: number;
  changedAt: Date;
}

/**
 * A team's subscription feed (docs/decisions/074-team-calendar-feed.md): one event per game, the very event of the
 * game's own file (game-ics.ts: same UID, title, place, details, UTC instants of the Australia/Sydney times), plus
 * SEQUENCE and LAST-MODIFIED so a subscribed calendar replaces a moved game, and STATUS:CANCELLED for a forfeit
 * or a game postponed, cancelled or washed out (decision 210: a postponed game's event returns, confirmed, when it is moved).
 * DTSTAMP is the event's last change, as RFC 5545 §3.8.7.2 asks of a calendar published without a METHOD.
 */
export function teamIcs(
  teamName: string,
  games: FeedGame[],
  clientName: string,
  timeZone: string,
  uidDomain: string,
): string {
  return calendarIcs(
    { name: `${teamName}: ${clientName}`, clientName, timeZone, ttlSeconds: 60 * 60 },
    games.map((g) => gameFeedEvent(g, clientName, timeZone, uidDomain)),
  );
}

/** A game's event in any feed of games (a team's, a family's: docs/decisions/253), the same in each. */
export function gameFeedEvent(
  { game, sequence, changedAt }: FeedGame,
  clientName: string,
  timeZone: string,
  uidDomain: string,
): FeedEvent {
  return {
    event: gameEvent(game, clientName, timeZone, uidDomain),
    sequence,
    changedAt,
    cancelled: Boolean(game.forfeit) || game.status !== 'scheduled',
  };
}
