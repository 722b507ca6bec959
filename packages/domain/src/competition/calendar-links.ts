import type { DrawGame } from './competition.contract';
import { CompetitionMessages as M } from './competition.messages';

// spec 001 §2: calendar links in Australia/Sydney, titled '{client name} - Games', with location and details.

/** The one calendar event of a game: what both the Google link and the .ics file say. */
export interface GameEvent {
  uid: string;
  title: string;
  /** Local wall times in timeZone, yyyy-mm-ddThh:mm:ss. */
  start: string;
  end: string;
  timeZone: string;
  location: string;
  details: string;
}

export function venueLine(g: DrawGame): string {
  return [g.venueLabel, g.venueAddress, g.venueSuburb, [g.venueState, g.venuePostcode].filter(Boolean).join(' ')]
    .filter(Boolean).join(', ');
}

/** Build the calendar event of a game. */
export function gameEvent(g: DrawGame, clientName: string, timeZone: string): GameEvent {
  return {
    uid: `game-${g.game}`,
    title: M.calendarTitle(clientName),
    start: g.date_time_from,
    end: g.date_time_to,
    timeZone,
    location: venueLine(g),
    details: `${g.match}\n${g.courtLabel}, ${g.time_formatted}\nDuty: ${g.duty}`,
  };
}

const compact = (local: string) => local.replace(/[-:]/g, '').slice(0, 15);

/** Google Calendar "add event" link; times are local to ctz (Google's template parameters). */
export function googleCalendarUrl(e: GameEvent): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compact(e.start)}/${compact(e.end)}`,
    ctz: e.timeZone,
    location: e.location,
    details: e.details,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Map search link for a venue (Google Maps search URL, no API key needed). */
export function mapSearchUrl(g: DrawGame): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueLine(g))}`;
}
