import { addMinutesLocal, type CalendarEvent } from '../shared/calendar';
import { fillPath } from '../shared/fill-path';
import { rosterFeed, type EventRosterItem, type RefereeRosterItem } from './rosters.contract';
import { RosterCalendarTexts as T } from './rosters.messages';
import { REFEREE_GAME_MINUTES } from './rosters.rules';

// The calendar events of roster items: what the Google link, the .ics file and the member's feed say (one builder).

const place = (venue: string, parts: readonly string[] = []) => [venue, ...parts].filter(Boolean).join(', ');

/** A referee's game: 45 minutes from the game's start (spec 002 §7), UID referee-{assignment}@{host}. */
export function refereeGameEvent(
  item: RefereeRosterItem,
  clientName: string,
  timeZone: string,
  uidDomain = 'portal.local',
): CalendarEvent {
  const start = `${item.gs_date}T${item.gs_time}:00`;
  return {
    uid: `referee-${item.id}@${uidDomain}`,
    title: T.gameTitle(item.member_type_name, item.team_a, item.team_b),
    start,
    end: addMinutesLocal(start, REFEREE_GAME_MINUTES),
    timeZone,
    location: place(item.venue_name, [
      item.venue_address,
      item.venue_suburb,
      [item.venue_state, item.venue_postcode].filter(Boolean).join(' '),
    ]),
    details: T.gameDetails(item.division_name, item.court_name, item.gs_time_formatted, clientName),
  };
}

/** An official's event roster entry, UID roster-{entry}@{host}. */
export function eventRosterEvent(
  item: EventRosterItem,
  clientName: string,
  timeZone: string,
  uidDomain = 'portal.local',
): CalendarEvent {
  return {
    uid: `roster-${item.id}@${uidDomain}`,
    title: T.eventTitle(item.function, item.event_name),
    start: `${item.schedule_date}T${item.schedule_time}:00`,
    end: `${item.schedule_date}T${item.schedule_time_to}:00`,
    timeZone,
    location: place(item.venue_name),
    details: T.eventDetails(
      item.court_name,
      `${item.schedule_time_formatted} - ${item.schedule_time_to_formatted}`,
      clientName,
    ),
  };
}

/** The feed's address for a token, as webcal:// (opens the calendar app) from the portal's public URL. */
export function rosterFeedUrls(publicUrl: string, token: string): { url: string; webcal: string } {
  const url = `${publicUrl.replace(/\/$/, '')}${fillPath(rosterFeed.path, { token })}`;
  return { url, webcal: url.replace(/^https?:\/\//, 'webcal://') };
}
