import type { PreviewRound, PublishedFixture } from '@portal/domain/competition/fixtures.staff.contract';
import type { publishedGames } from './fixtures.staff.repo';

// A season's published fixture as the staff fixtures page shows it (issue 40): the rows of one query grouped by
// division and round, in the preview's shape, so the page draws it with the preview's table and round cards.

type Row = Awaited<ReturnType<typeof publishedGames>>[number];
const hhmm = (t: string) => t.slice(0, 5);

export function publishedDivisions(
  rows: readonly Row[],
  teams: ReadonlyMap<number, number>,
): PublishedFixture['divisions'] {
  const out = new Map<number, { id: number; name: string; teams: number; rounds: Map<number, PreviewRound> }>();
  for (const r of rows) {
    const d = out.get(r.divisionId) ?? {
      id: r.divisionId,
      name: r.division,
      teams: teams.get(r.divisionId) ?? 0,
      rounds: new Map(),
    };
    out.set(r.divisionId, d);
    const round = d.rounds.get(r.round) ?? {
      round: r.round,
      date: r.date,
      double_points: r.doublePoints,
      kept: false,
      games: [],
      byes: [],
    };
    d.rounds.set(r.round, round);
    if (r.bye !== null) round.byes.push(r.bye);
    else
      round.games.push({
        home: r.home ?? '',
        away: r.away ?? '',
        date: r.date,
        start: hhmm(r.start),
        end: hhmm(r.end),
        venue: r.venue ?? '',
        court: r.court ?? '',
        duty: r.duty,
      });
  }
  return [...out.values()].map((d) => ({ ...d, rounds: [...d.rounds.values()] }));
}
