import type { EventRosterItem, RefereeRosterItem } from '@portal/domain/rosters/rosters.contract';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { RosterTexts } from '@portal/domain/rosters/rosters.messages';
import type { AssignmentRow } from './referee.repo';
import type { EntryRow } from './event-roster.repo';

// Rows to the spec's items (spec 002 §3): one mapper each, used by the roster answers, the calendar files and the feed.

const hhmm = (t: string) => t.slice(0, 5);
/** A member's full name. */
export const fullName = (r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`.trim();

/** spec 002 §3 Referee roster item of an assignment. */
export function refereeItem(r: AssignmentRow): RefereeRosterItem {
  return {
    id: r.id,
    gs_date: r.date,
    gs_time: hhmm(r.timeFrom),
    gs_game: r.gameId,
    gs_date_formatted: isoToDmy(r.date),
    gs_time_formatted: formatTime(r.timeFrom),
    venue_name: r.venueName ?? '',
    venue_address: r.venueAddress ?? '',
    venue_suburb: r.venueSuburb ?? '',
    venue_postcode: r.venuePostcode ?? '',
    venue_state: r.venueState ?? '',
    division_name: r.division,
    game_rank: r.round,
    member_type_name: r.memberType,
    member_name: fullName(r),
    team_a: r.teamA ?? RosterTexts.toBeAnnounced,
    team_b: r.teamB ?? RosterTexts.toBeAnnounced,
    team_a_points: r.scoreA,
    team_b_points: r.scoreB,
    court_name: r.court ?? '',
  };
}

/** spec 002 §3 Event roster item of an entry. */
export function eventItem(r: EntryRow): EventRosterItem {
  return {
    id: r.id,
    event: r.eventId,
    event_name: r.eventName,
    schedule_date: r.date,
    schedule_time: hhmm(r.timeFrom),
    schedule_time_to: hhmm(r.timeTo),
    schedule_date_formatted: isoToDmy(r.date),
    schedule_time_formatted: formatTime(r.timeFrom),
    schedule_time_to_formatted: formatTime(r.timeTo),
    venue_name: r.venueName,
    court_name: r.court ?? '',
    function: r.function,
  };
}
