import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { gameEvent } from '@portal/domain/competition/calendar-links';
import { calendarIcs } from '../platform/calendar-feed';

/**
 * spec 001 §2 'Add to Apple Calendar': an iCalendar file with the game id (UID), start, end, location, summary and
 * description. Times are written as UTC instants (DTSTART:...Z) of the Australia/Sydney wall times, unambiguous in
 * every client, with X-WR-TIMEZONE naming the association's zone; DTSTAMP is the download time; the UID is
 * game-{id}@{uidDomain}, unique across associations (RFC 5545 §3.8.4.7).
 */
export function gameIcs(game: DrawGame, clientName: string, timeZone: string, uidDomain: string): string {
  const event = gameEvent(game, clientName, timeZone, uidDomain);
  return calendarIcs({ name: event.title, clientName, timeZone }, [{ event }]);
}
