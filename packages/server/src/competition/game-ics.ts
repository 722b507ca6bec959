import ical from 'ical-generator';
import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { gameEvent, localToInstant } from '@portal/domain/competition/calendar-links';

/**
 * spec 001 §2 'Add to Apple Calendar': an iCalendar file with the game id (UID), start, end, location, summary and
 * description. Times are written as UTC instants of the Australia/Sydney wall times (unambiguous in every client),
 * with X-WR-TIMEZONE naming the association's zone.
 */
export function gameIcs(game: DrawGame, clientName: string, timeZone: string): string {
  const e = gameEvent(game, clientName, timeZone);
  const calendar = ical({ name: e.title, prodId: { company: clientName, product: 'Member portal', language: 'EN' } });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  calendar.createEvent({
    id: e.uid,
    start: localToInstant(e.start, timeZone),
    end: localToInstant(e.end, timeZone),
    summary: e.title,
    description: e.details,
    location: e.location,
  });
  return calendar.toString();
}
