import ical, { ICalEventStatus } from 'ical-generator';
import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { gameEvent, localToInstant } from '@portal/domain/competition/calendar-links';

/** One game of a team's feed with its calendar stamps (games.calendar_sequence, games.changed_at). */
export interface FeedGame { game: DrawGame; sequence: number; changedAt: Date }

/**
 * A team's subscription feed (docs/decisions/074-team-calendar-feed.md): one event per game, the very event of the
 * game's own file (game-ics.ts: same UID, title, place, details, UTC instants of the Australia/Sydney times), plus
 * SEQUENCE and LAST-MODIFIED so a subscribed calendar replaces a moved game, and STATUS:CANCELLED for a forfeit.
 * DTSTAMP is the event's last change, as RFC 5545 §3.8.7.2 asks of a calendar published without a METHOD.
 */
export function teamIcs(teamName: string, games: FeedGame[], clientName: string, timeZone: string, uidDomain: string): string {
  const calendar = ical({
    name: `${teamName}: ${clientName}`,
    prodId: { company: clientName, product: 'Member portal', language: 'EN' },
    // how often subscribed clients should look again (X-PUBLISHED-TTL, REFRESH-INTERVAL)
    ttl: 60 * 60,
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  for (const { game, sequence, changedAt } of games) {
    const e = gameEvent(game, clientName, timeZone, uidDomain);
    calendar.createEvent({
      id: e.uid,
      sequence,
      stamp: changedAt,
      lastModified: changedAt,
      start: localToInstant(e.start, timeZone),
      end: localToInstant(e.end, timeZone),
      summary: e.title,
      description: e.details,
      location: e.location,
      status: game.forfeit ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
