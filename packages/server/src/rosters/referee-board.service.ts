import type { BoardOptions, RefereeBoard, RefereeBoardQuery } from '@portal/domain/rosters/rosters.staff.contract';
import {
  clashesOf,
  functionsOf as neededFunctions,
  isFunctionOf,
  ROSTER_FUNCTIONS,
} from '@portal/domain/rosters/referee-board.rules';
import { RosterErrors as E } from '@portal/domain/rosters/rosters.messages';
import { todayIn } from '@portal/domain/shared/time';
import { fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './referee-board.repo';
import { listSeasons, listVenues, seasonExists } from './referee.repo';
import { gameFacts, hhmm, officialFacts } from './referee-facts';
import { fullName } from './roster-items';
import { openPlacesByDate } from './referee-slots.read';

// The referee coordinator's board (docs/decisions/195): the games of a date range with each function's official and
// clash markers, every official of the roster type with their clashes per game, and their availability (spec 002 §3).

/**
 * The season known, else a field error; the period (in order, at most REFEREE_BOARD_MAX_DAYS: a month and a bit, so
 * one answer stays small) is checked by the query's schema.
 */
export async function checkedRange(ctx: StaffCtx, q: RefereeBoardQuery): Promise<repo.Range> {
  if (!(await seasonExists(ctx.db, q.season))) throw fieldErrors({ season: E.noSeason });
  return { seasonId: q.season, from: q.from, to: q.to, venueId: q.venue || undefined };
}

/** Everything the board and the suggestion read for a range and a roster type. */
export async function loadBoard(ctx: StaffCtx, q: RefereeBoardQuery) {
  const range = await checkedRange(ctx, q);
  const [games, officials, published] = await Promise.all([
    repo.rangeGames(ctx.db, range),
    repo.officialsOf(ctx.db, q.type),
    repo.publishedIn(ctx.db, range.seasonId, range.from, range.to),
  ]);
  const teamIds = games.flatMap((g) => [g.teamAId, g.teamBId]).filter((t): t is number => t !== null);
  const [assignments, { facts, slots }] = await Promise.all([
    repo.gameAssignments(
      ctx.db,
      games.map((g) => g.id),
    ),
    officialFacts(
      ctx.db,
      officials.map((o) => o.id),
      {
        seasonId: range.seasonId,
        from: range.from,
        to: range.to,
        teamIds,
        // decision 320: a junior game's referee holds a position of trust; the table officials do not
        trustOn: q.type === 'referee' ? todayIn(ctx.config.site.timeZone, ctx.now()) : undefined,
      },
    ),
  ]);
  const isPublished = (date: string, venueId: number | null) =>
    published.some((p) => p.date === date && p.venueId === venueId);
  const ofType = assignments.filter((a) => a.rosterType === q.type);
  /** The functions a game shows: those its division needs, then any other held (a division that needs fewer now). */
  const functionsOf = (g: repo.RangeGame) => {
    const needed = neededFunctions(q.type, g.refereeSlots);
    const held = ofType.filter((a) => a.gameId === g.id && !needed.includes(a.fn)).map((a) => a.fn);
    return [...needed, ...held];
  };
  return { range, games, officials, assignments: ofType, facts, slots, isPublished, functionsOf };
}

type Loaded = Awaited<ReturnType<typeof loadBoard>>;
type Declined = Awaited<ReturnType<typeof repo.declinedOf>>;

/** A game of the board: each function's official with their clashes (or who declined it), and every official's clashes. */
function boardGame(b: Loaded, g: repo.RangeGame, declined: Declined, listed: Set<number>) {
  const facts = gameFacts(g);
  const slots = b.functionsOf(g).map((fn) => {
    const a = b.assignments.find((x) => x.gameId === g.id && x.fn === fn);
    const official = a ? b.facts.get(a.memberId) : undefined;
    const gone = a ? undefined : declined.find((d) => d.gameId === g.id && d.fn === fn);
    return {
      function: fn,
      assignment_id: a?.id ?? null,
      member_id: a?.memberId ?? null,
      name: a ? fullName(a) : null,
      clashes: official ? clashesOf(facts, fn, official) : [],
      response: a?.response ?? null,
      moved: !!a?.movedAt,
      access: a ? listed.has(a.memberId) : true,
      declined_by: gone ? fullName(gone) : null,
    };
  });
  const candidates = b.officials.map((o) => ({ member_id: o.id, clashes: clashesOf(facts, '', b.facts.get(o.id)!) }));
  return {
    game_id: g.id,
    date: g.date,
    time: hhmm(g.time),
    time_to: hhmm(g.timeTo),
    venue_id: g.venueId,
    venue: g.venue ?? '',
    court: g.court ?? '',
    division: g.division,
    division_id: g.divisionId,
    team_a: g.teamA ?? '',
    team_b: g.teamB ?? '',
    slots,
    candidates,
  };
}

/** The board of a range and a roster type. */
export async function board(ctx: StaffCtx, q: RefereeBoardQuery): Promise<{ data: RefereeBoard }> {
  const b = await loadBoard(ctx, q);
  const [declined, places] = await Promise.all([
    repo.declinedOf(
      ctx.db,
      b.games.map((g) => g.id),
    ),
    openPlacesByDate(ctx.db, { from: b.range.from, to: b.range.to, seasonId: b.range.seasonId }),
  ]);
  const listed = new Set(b.officials.map((o) => o.id));
  const games = b.games.map((g) => boardGame(b, g, declined, listed));
  const shown = new Set(games.flatMap((g) => g.slots.map((s) => s.function)));
  const functions = [...ROSTER_FUNCTIONS[q.type], ...[...shown].filter((fn) => !isFunctionOf(q.type, fn))].filter(
    (fn) => shown.has(fn),
  );
  const dates = [...new Set(b.games.map((g) => g.date))].map((date) => {
    const p = places.find((x) => x.date === date);
    return {
      date,
      published: b.games.filter((g) => g.date === date).every((g) => b.isPublished(date, g.venueId)),
      places: p?.places ?? 0,
      open_places: p?.open ?? 0,
      games_without_referee: p?.gamesWithoutReferee ?? 0,
    };
  });
  const officials = b.officials.map((o) => {
    const f = b.facts.get(o.id)!;
    return {
      member_id: o.id,
      name: fullName(o),
      games: f.busy.length,
      unavailable: [...new Set(f.unavailable)].sort(),
      timeslots: b.slots
        .filter((s) => s.memberId === o.id)
        .map((s) => ({ venue: s.venue, day: s.day, time: hhmm(s.time) })),
    };
  });
  const divisions = [
    ...new Map(
      b.games.map((g) => [
        g.divisionId,
        { division_id: g.divisionId, division: g.division, referee_slots: g.refereeSlots },
      ]),
    ).values(),
  ].sort((x, y) => x.division.localeCompare(y.division));
  return { data: { from: b.range.from, to: b.range.to, functions, dates, games, officials, divisions } };
}

/** The seasons (the active one first) and venues the board filters by. */
export async function options(ctx: StaffCtx): Promise<{ data: BoardOptions }> {
  const [seasons, venues] = await Promise.all([listSeasons(ctx.db), listVenues(ctx.db)]);
  return {
    data: {
      seasons: seasons.map((s) => ({ season_id: s.id, season_name: s.name, active: s.active })),
      venues: venues.map((v) => ({ venue_id: v.id, venue_name: v.name })),
    },
  };
}
