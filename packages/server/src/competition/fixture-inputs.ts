import type { FixtureBody } from '@portal/domain/competition/fixtures.staff.contract';
import { FixtureMessages as M } from '@portal/domain/competition/fixtures.staff.messages';
import type { FixtureRound } from '@portal/domain/competition/fixture-generator';
import type { DateRange } from '@portal/domain/competition/playing-dates';
import { gameKey, type DivisionPlanInput, type SeasonPlanInput } from '@portal/domain/competition/season-plan';
import type { PlacedGame } from '@portal/domain/competition/slot-allocator';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { SeasonSetupMessages } from '@portal/domain/competition/season-setup.messages';
import * as repo from './fixtures.staff.repo';

// Everything planSeason needs for the chosen divisions of a season (decisions 176, 186), read in a fixed number of
// queries, plus the names the preview shows. Refuses what cannot be generated: no last day, a division of another
// season or with fewer than two teams, results in a round being regenerated.

const hhmm = (t: string) => t.slice(0, 5);
const range = (r: { from: string; to: string | null; reason: string }): DateRange => ({
  from: r.from,
  to: r.to ?? r.from,
  label: r.reason,
});

export interface FixtureInputs {
  plan: SeasonPlanInput;
  divisions: { id: number; name: string }[];
  teamName: Map<number, string>;
  court: Map<number, { venue: string; court: string }>;
  /** Kept games' duty teams by game key (for the preview). */
  keptDuty: Map<string, number | null>;
  /** The games published now that publishing removes (decision 266). */
  replaced: Replaced;
}

export type Replaced = Awaited<ReturnType<typeof repo.replacedGames>>;

/** The removed games as the fingerprint holds them: a publish made meanwhile changes them. */
export const replacedKey = (rows: Replaced): string => rows.map((r) => r.id).join(',');

export async function fixtureInputs(db: DbOrTx, seasonId: number, body: FixtureBody): Promise<FixtureInputs> {
  const season = await repo.findSeason(db, seasonId);
  if (!season) throw notFound(SeasonSetupMessages.seasonNotFound);
  if (!season.endsOn) throw new AppError(409, 'no_end_date', M.noEndDate);
  const divisions = await repo.divisionsIn(db, seasonId, body.division_ids);
  if (divisions.length !== body.division_ids.length) throw fieldErrors({ division_ids: M.notInSeason });
  const ids = divisions.map((d) => d.id);
  const [teams, exceptions, slots, courts, busy, kept, played, replaced] = await Promise.all([
    repo.teamsIn(db, ids),
    repo.exceptions(db, seasonId, ids),
    repo.courtSlots(db),
    repo.courtNames(db),
    repo.busyGames(db, season.startsOn, season.endsOn, ids),
    repo.keptGames(db, ids, body.from_round),
    repo.playedFrom(db, ids, body.from_round),
    repo.replacedGames(db, ids, body.from_round),
  ]);
  const tooFew = divisions.filter((d) => teams.filter((t) => t.divisionId === d.id).length < 2).map((d) => d.name);
  if (tooFew.length) throw fieldErrors({ division_ids: M.tooFewTeams(tooFew) });
  for (const d of divisions) {
    const p = played.find((x) => x.divisionId === d.id);
    if (p) throw new AppError(409, 'played_rounds', M.playedRounds(d.name, p.round));
  }
  const fixed: PlacedGame[] = [];
  const keptDuty = new Map<string, number | null>();
  const plans = divisions.map((d): DivisionPlanInput => {
    const keep = keptRounds(
      kept.filter((g) => g.divisionId === d.id),
      d.id,
      fixed,
      keptDuty,
    );
    return {
      id: d.id,
      teams: teams.filter((t) => t.divisionId === d.id).map((t) => t.id),
      legs: body.legs === 2 ? 2 : 1,
      from: season.startsOn,
      to: season.endsOn!,
      weekday: d.weekday,
      doublePointRounds: d.doublePointRounds,
      usesDuty: d.usesDuty,
      keep,
      exceptions: [...exceptions.wide.map(range), ...exceptions.own.filter((e) => e.divisionId === d.id).map(range)],
      keptDuties: Object.fromEntries(
        [...keptDuty].filter(([k, v]) => k.startsWith(`${d.id}:`) && v !== null),
      ) as Record<string, number>,
    };
  });
  return {
    plan: {
      divisions: plans,
      fixed,
      courts: slots.map((s) => ({
        court: s.courtId,
        venue: s.venueId,
        weekday: s.weekday,
        starts: s.starts,
        minutes: s.minutes,
      })),
      busy: busy.map((b) => ({ court: b.court!, date: b.date, start: hhmm(b.start), end: hhmm(b.end) })),
    },
    divisions: divisions.map((d) => ({ id: d.id, name: d.name })),
    teamName: new Map(teams.map((t) => [t.id, t.name])),
    court: new Map(courts.map((c) => [c.id, { venue: c.venue, court: c.court }])),
    keptDuty,
    replaced,
  };
}

/** The kept rounds as the generator takes them; their games on courts join `fixed` (they hold their slots). */
function keptRounds(
  rows: Awaited<ReturnType<typeof repo.keptGames>>,
  divisionId: number,
  fixed: PlacedGame[],
  duty: Map<string, number | null>,
): FixtureRound[] {
  const byRound = new Map<number, FixtureRound>();
  for (const g of rows) {
    const r = byRound.get(g.round) ?? {
      round: g.round,
      date: g.date,
      doublePoints: g.doublePoints,
      games: [],
      byes: [],
    };
    byRound.set(g.round, r);
    if (g.bye !== null) {
      r.byes.push(g.bye);
      continue;
    }
    if (g.home === null || g.away === null) continue;
    const key = gameKey(divisionId, g.round, r.games.length);
    r.games.push({ home: g.home, away: g.away });
    duty.set(key, g.duty);
    if (g.courtId !== null)
      fixed.push({
        key,
        home: g.home,
        away: g.away,
        court: g.courtId,
        venue: g.venueId,
        date: g.date,
        start: hhmm(g.start),
        end: hhmm(g.end),
      });
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}
