import { createHash } from 'node:crypto';
import type { FixturePreview, PreviewRound } from '@portal/domain/competition/fixtures.staff.contract';
import { UnplacedReasonTexts } from '@portal/domain/competition/fixtures.staff.messages';
import { skippedDaysOf } from '@portal/domain/competition/fixture-generator';
import { gameKey, type SeasonPlan } from '@portal/domain/competition/season-plan';
import type { PlacedGame } from '@portal/domain/competition/slot-allocator';
import { replacedKey, type FixtureInputs } from './fixture-inputs';

// A season plan as the staff preview shows it (names, courts, byes; decision 186) and as publish writes it (ids).

/** A new game to write: its round number, slot, teams, duty and double points. */
export interface NewGame {
  round: number;
  date: string;
  start: string;
  end: string;
  courtId: number;
  home: number;
  away: number;
  duty: number | null;
  doublePoints: boolean;
}
/** A bye to write: the team without a game in a round, on the round's date and times. */
export interface NewBye {
  round: number;
  date: string;
  start: string;
  end: string;
  team: number;
}
export interface DivisionWrite {
  divisionId: number;
  rounds: number[];
  games: NewGame[];
  byes: NewBye[];
}

type Division = SeasonPlan['divisions'][number];
type Round = Division['fixture']['rounds'][number];

/** The games and byes of a round (on its date) that publish writes. */
function writeRound(
  write: DivisionWrite,
  r: Round,
  date: string,
  games: PlacedGame[],
  duty: Map<string, number | null>,
) {
  write.rounds.push(r.round);
  for (const g of games)
    write.games.push({
      round: r.round,
      date: g.date,
      start: g.start,
      end: g.end,
      courtId: g.court,
      home: g.home,
      away: g.away,
      duty: duty.get(g.key) ?? null,
      doublePoints: r.doublePoints,
    });
  const start = games[0]?.start ?? '09:00';
  const end = games.reduce((e, g) => (g.end > e ? g.end : e), games[0]?.end ?? '10:00');
  for (const team of r.byes) write.byes.push({ round: r.round, date, start, end, team });
}

/** One division of the preview, by names, and what publish writes for it. */
function divisionPreview(
  inputs: FixtureInputs,
  dp: Division,
  placed: Map<string, PlacedGame>,
  fromRound: number,
  name: (id: number) => string,
) {
  const division = inputs.divisions.find((d) => d.id === dp.id)!;
  const duty = new Map<string, number | null>([
    ...inputs.keptDuty,
    ...(dp.duties?.duties ?? []).map((x) => [x.key, x.duty] as const),
  ]);
  const write: DivisionWrite = { divisionId: dp.id, rounds: [], games: [], byes: [] };
  const rounds = dp.fixture.rounds.map((r): PreviewRound => {
    const kept = r.round < fromRound;
    const games = r.games
      .map((_, i) => placed.get(gameKey(dp.id, r.round, i)))
      .filter((g): g is PlacedGame => g !== undefined)
      .sort((a, b) => a.start.localeCompare(b.start) || a.court - b.court);
    if (!kept && r.date) writeRound(write, r, r.date, games, duty);
    return {
      round: r.round,
      date: r.date,
      double_points: r.doublePoints,
      kept,
      byes: r.byes.map(name),
      games: games.map((g) => {
        const c = inputs.court.get(g.court);
        const d = duty.get(g.key);
        return {
          home: name(g.home),
          away: name(g.away),
          date: g.date,
          start: g.start,
          end: g.end,
          venue: c?.venue ?? '',
          court: c?.court ?? '',
          duty: d ? name(d) : null,
        };
      }),
    };
  });
  const removes = inputs.replaced.filter((g) => g.divisionId === dp.id && g.bye === null).length;
  const input = inputs.plan.divisions.find((d) => d.id === dp.id)!;
  const preview = {
    id: dp.id,
    name: division.name,
    teams: input.teams.length,
    rounds,
    removes,
    skipped: skippedDaysOf(input, dp.fixture),
  };
  return { preview, write };
}

/** The preview of the plan; `publicNote` says where visitors will find its games (decision 269; not in the fingerprint). */
export function previewOf(
  inputs: FixtureInputs,
  plan: SeasonPlan,
  fromRound: number,
  publicNote: string,
): { preview: FixturePreview; writes: DivisionWrite[] } {
  const placed = new Map<string, PlacedGame>(
    [...(inputs.plan.fixed ?? []), ...plan.allocation.placed].map((g) => [g.key, g]),
  );
  const name = (id: number) => inputs.teamName.get(id) ?? '';
  const writes: DivisionWrite[] = [];
  const divisions = plan.divisions.map((dp) => {
    const { preview, write } = divisionPreview(inputs, dp, placed, fromRound, name);
    writes.push(write);
    return preview;
  });
  const divisionName = (key: string) => inputs.divisions.find((d) => key.startsWith(`${d.id}:`))?.name ?? '';
  const unplaced = plan.allocation.unplaced.map((u) => ({
    division: divisionName(u.key),
    round: Number(u.key.split(':')[1]),
    home: name(u.home),
    away: name(u.away),
    date: u.date || null,
    reason: u.reason,
    reason_text: UnplacedReasonTexts[u.reason],
  }));
  const body = { divisions, unplaced };
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ ...body, replaced: replacedKey(inputs.replaced) }))
    .digest('hex');
  return { preview: { ...body, public_note: publicNote, fingerprint }, writes };
}
