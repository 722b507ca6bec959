import type {
  RefereeRosterBody,
  RefereeRosterReply,
  RefereeSeason,
  RefereeVenue,
  RosterTypeOption,
} from '@portal/domain/rosters/rosters.contract';
import { FeedTexts, RosterErrors as E } from '@portal/domain/rosters/rosters.messages';
import { orderedRange, rosterTypeChoices } from '@portal/domain/rosters/rosters.rules';
import { refereeGameEvent } from '@portal/domain/rosters/roster-calendar';
import type { Ctx } from '../platform/context';
import { requireGates } from '../platform/gates';
import { calendarIcs, uidDomain } from '../platform/calendar-feed';
import { fieldErrors, notFound } from '../platform/errors';
import * as repo from './referee.repo';
import { refereeItem } from './roster-items';

// The competition roster of spec 002 §2 (Competition Roster) and §7 referee calls: every call needs is_ref (§6).

export async function seasons(ctx: Ctx): Promise<RefereeSeason[]> {
  requireGates(ctx, 'is_ref');
  return (await repo.listSeasons(ctx.db)).map((s) => ({ season_id: s.id, season_name: s.name, active: s.active }));
}

export async function venues(ctx: Ctx): Promise<RefereeVenue[]> {
  requireGates(ctx, 'is_ref');
  return (await repo.listVenues(ctx.db)).map((v) => ({ venue_id: v.id, venue_name: v.name }));
}

/** spec 002 §6: the roster type choices come from the member's access_ref. */
export async function types(ctx: Ctx): Promise<RosterTypeOption[]> {
  const { member } = requireGates(ctx, 'is_ref');
  return rosterTypeChoices(await repo.accessRef(ctx.db, member.id));
}

/**
 * MY ROSTER and FULL ROSTER of a season, a date range (swapped when the end is before the start, spec 002 §5) and a
 * roster type of the member's access_ref; a type outside it is refused like a value outside the list.
 */
export async function roster(ctx: Ctx, body: RefereeRosterBody): Promise<RefereeRosterReply['data']> {
  const { member } = requireGates(ctx, 'is_ref');
  const [from, to] = orderedRange(body.roster[0], body.roster[1]);
  const [access, seasonKnown] = await Promise.all([
    repo.accessRef(ctx.db, member.id),
    repo.seasonExists(ctx.db, body.season),
  ]);
  const errors: Record<string, string> = {};
  if (!seasonKnown) errors.season = E.noSeason;
  if (!access.includes(body.type)) errors.type = E.rosterType;
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const rows = await repo.rosterAssignments(ctx.db, { seasonId: body.season, from, to, type: body.type });
  return {
    roster: [from, to],
    my_roster: rows.filter((r) => r.memberId === member.id).map(refereeItem),
    full_roster: rows.map(refereeItem),
  };
}

/** 'Add to Apple Calendar' for one of the member's own games: 45 minutes from its start (spec 002 §7). */
export async function gameCalendar(ctx: Ctx, assignmentId: number): Promise<string> {
  const { member } = requireGates(ctx, 'is_ref');
  const row = await repo.ownAssignment(ctx.db, assignmentId, member.id);
  if (!row) throw notFound(E.noEntry);
  const { associationName, timeZone } = ctx.config.site;
  const event = refereeGameEvent(refereeItem(row), associationName, timeZone, uidDomain(ctx.config));
  return calendarIcs({ name: FeedTexts.calendarName(associationName), clientName: associationName, timeZone }, [
    { event },
  ]);
}

/** The referees assigned to these games (live assignments), for another area's checks: competition's game edits (decision 210). */
export async function gameReferees(
  db: Ctx['db'],
  gameIds: number[],
): Promise<{ gameId: number; id: number; name: string }[]> {
  return (await repo.liveReferees(db, gameIds)).map((r) => ({
    gameId: r.gameId,
    id: r.memberId,
    name: `${r.firstname} ${r.lastname}`.trim(),
  }));
}

/**
 * The games among `gameIds` (every one when null) the member is rostered to as their Scorer (a table official's
 * function, live assignments only): competition's live scoring lets them score it (issue 45, decision 336).
 */
export function scorerGames(db: Ctx['db'], memberId: number, gameIds: number[] | null): Promise<number[]> {
  return repo.gamesOfOfficial(db, memberId, 'Scorer', gameIds);
}
