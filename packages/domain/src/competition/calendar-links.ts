import { fillPath } from '../shared/endpoint';
import { teamCalendar, type DrawGame } from './competition.contract';
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

/**
 * Build the calendar event of a game. The UID is game-{id}@{uidDomain} (RFC 5545 wants it globally unique, so two
 * associations' game 202 never collide in one calendar); the domain is the portal's host.
 */
export function gameEvent(g: DrawGame, clientName: string, timeZone: string, uidDomain = 'portal.local'): GameEvent {
  return {
    uid: `game-${g.game}@${uidDomain}`,
    title: M.calendarTitle(clientName),
    start: g.date_time_from,
    end: g.date_time_to,
    timeZone,
    location: venueLine(g),
    details: `${g.match}\n${g.courtLabel}, ${g.time_formatted}\n${M.duty(g.duty)}`,
  };
}

const compact = (local: string) => local.replace(/[-:]/g, '').slice(0, 15);

/** Google Calendar "add event" link; times are local to ctz (Google's template parameters). */
export function googleCalendarUrl(e: GameEvent): string {
  const q: Record<string, string> = {
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compact(e.start)}/${compact(e.end)}`,
    ctz: e.timeZone,
    location: e.location,
    details: e.details,
  };
  const query = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Map search link for a venue (Google Maps search URL, no API key needed). */
export function mapSearchUrl(g: DrawGame): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueLine(g))}`;
}

/** The instant of a local wall time (yyyy-mm-ddThh:mm[:ss]) in an IANA zone, DST included. */
export function localToInstant(local: string, timeZone: string): Date {
  const [d, t = '00:00:00'] = local.split('T');
  const [y, mo, da] = d!.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = t.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, mo - 1, da, h, mi, s);
  // offset = zone wall time - UTC at a guess; two passes settle the guess across a DST change
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The address to subscribe to a team's games (webcal:// opens the phone's calendar app on it). */
export function teamCalendarFeedUrl(host: string, teamId: number): string {
  return `webcal://${host}${fillPath(teamCalendar.path, { id: teamId })}`;
}
