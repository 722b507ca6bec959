import type { DrawGame, DrawReply, ResultReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { ApiGame, ApiLadderRow } from '@portal/domain/competition/public-api.contract';

// The public API's shapes (docs/decisions/294) made from the public pages' own answers (the draw, the standings and a
// division's teams), so the API says exactly what the pages say and is dropped with them. Pure: no query.

type Stage = ApiGame['stage'];

const FINALS: [key: keyof DrawReply['data']['finalSeries'], stage: Stage, name: string][] = [
  ['Semi_Final', 'semi_final', M.semiFinal],
  ['Final', 'final', M.final],
  ['Grand_Final', 'grand_final', M.grandFinal],
];

const orNull = (text: string) => (text === '' ? null : text);
const hhmm = (localIso: string) => localIso.slice(11, 16);

function teamOf(name: string, ids: ReadonlyMap<string, number>) {
  return name === '' ? null : { id: ids.get(name) ?? null, name };
}

function venueAddress(g: DrawGame): string | null {
  const place = [g.venueSuburb, g.venueState, g.venuePostcode].filter(Boolean).join(' ');
  return orNull([g.venueAddress, place].filter(Boolean).join(', '));
}

function apiGame(g: DrawGame, stage: Stage, round: number | null, ids: ReadonlyMap<string, number>): ApiGame {
  const result = g.forfeit !== null ? 'forfeit' : g.scored ? 'scored' : 'pending';
  return {
    id: g.game,
    stage,
    round,
    round_name: round === null ? FINALS.find(([, s]) => s === stage)![2] : `Round ${round}`,
    date: g.date_time_from.slice(0, 10),
    start: hhmm(g.date_time_from),
    end: hhmm(g.date_time_to),
    venue: orNull(g.venueLabel),
    venue_address: venueAddress(g),
    court: orNull(g.courtLabel),
    home: teamOf(g.team_a_id, ids),
    away: teamOf(g.team_b_id, ids),
    bye: teamOf(g.bye, ids),
    duty: g.duty === 'None' ? null : orNull(g.duty),
    double_points: g.double_points === 'Yes',
    status: g.status,
    result,
    home_score: g.score_team_a_points,
    away_score: g.score_team_b_points,
    forfeited_by: g.forfeit,
  };
}

/** Every game of a division's draw, the regular rounds then the finals; `ids` turns a team's name into its id. */
export function apiGames(draw: DrawReply['data'], ids: ReadonlyMap<string, number>): ApiGame[] {
  return [
    ...draw.divisionDraw.flatMap((r) => r.games.map((g) => apiGame(g, 'regular', r.round, ids))),
    ...FINALS.flatMap(([key, stage]) => draw.finalSeries[key].map((g) => apiGame(g, stage, null, ids))),
  ];
}

/** The ladder in its order, the adjustment added to the points as the standings page shows them. */
export function apiLadder(result: ResultReply['data']): ApiLadderRow[] {
  return result.divisionResult.map((r, i) => {
    const adjustment = result.adjustTeams[String(r.team_id)] ?? 0;
    return {
      position: i + 1,
      team: { id: r.team_id, name: r.team },
      played: r.played,
      won: r.win,
      lost: r.loss,
      drawn: r.draw,
      byes: r.bye,
      forfeits: r.na_forf + r.n_forf + r.adm_forf,
      disqualifications: r.disq,
      points: r.points + adjustment,
      adjustment,
      percentage: Number(r.percentage),
    };
  });
}

/** A team's games of the fixture (a bye is not a game). */
export const teamGames = (games: ApiGame[], teamId: number) =>
  games.filter((g) => g.home?.id === teamId || g.away?.id === teamId);
