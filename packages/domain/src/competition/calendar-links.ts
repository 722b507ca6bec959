import type { CalendarEvent } from '../shared/calendar';
import { fillPath } from '../shared/fill-path';
import { teamCalendar, type DrawGame } from './competition.contract';
import { CompetitionMessages as M } from './competition.messages';

// spec 001 §2: calendar links in Australia/Sydney, titled '{client name} - Games', with location and details.

/** The one calendar event of a game: what both the Google link and the .ics file say. */
export type GameEvent = CalendarEvent;

export function venueLine(g: DrawGame): string {
  return [g.venueLabel, g.venueAddress, g.venueSuburb, [g.venueState, g.venuePostcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
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

/** Map search link for a venue (Google Maps search URL, no API key needed). */
export function mapSearchUrl(g: DrawGame): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueLine(g))}`;
}

/** The address to subscribe to a team's games (webcal:// opens the phone's calendar app on it). */
export function teamCalendarFeedUrl(host: string, teamId: number): string {
  return `webcal://${host}${teamCalendarFeedPath(teamId)}`;
}

/** The feed's path on this site: the link of a page drawn where the host is not known yet (the server's rendering). */
export function teamCalendarFeedPath(teamId: number): string {
  return fillPath(teamCalendar.path, { id: teamId });
}
