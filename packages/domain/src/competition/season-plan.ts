import type { CourtBusy, CourtSlots } from './court-slots';
import { assignDuties, type DutyPlan } from './duty-teams';
import { generateFixture, type FixtureInput, type FixturePlan } from './fixture-generator';
import { allocateSlots, type Allocation, type GameRequest, type PlacedGame } from './slot-allocator';

// One call for the generator's whole job (docs/decisions/176-fixtures-and-slots.md): each division's rounds, then
// every new game of every division onto the courts together (divisions share courts), then the duty teams of the
// divisions that use them. Kept rounds are not placed again: their games come in as `fixed`.

export interface DivisionPlanInput extends FixtureInput {
  id: number;
  /** The only courts this division may use (all when absent). */
  courts?: readonly number[];
  /** The division's games have a duty team. */
  usesDuty?: boolean;
  /** Duty teams of its kept games (in `fixed`), by game key: they stay and count towards the balance. */
  keptDuties?: Readonly<Record<string, number>>;
}

export interface SeasonPlanInput {
  divisions: readonly DivisionPlanInput[];
  courts: readonly CourtSlots[];
  /** Games already placed: kept rounds of a regenerated division, divisions not being generated. */
  fixed?: readonly PlacedGame[];
  busy?: readonly CourtBusy[];
}

export interface DivisionPlan {
  id: number;
  fixture: FixturePlan;
  duties: DutyPlan | null;
}

export interface SeasonPlan {
  divisions: DivisionPlan[];
  /** Every new game's court and time, and what could not be placed (a round without a date: 'no_playing_date'). */
  allocation: Allocation;
}

/** The key of a generated game: division, round and index in the round, e.g. '12:3:0'. */
export const gameKey = (division: number, round: number, index: number) => `${division}:${round}:${index}`;

/** Fixtures, courts and times, and duty teams for several divisions at once. */
export function planSeason(input: SeasonPlanInput): SeasonPlan {
  const fixtures = input.divisions.map((d) => ({ d, fixture: generateFixture(d) }));
  const requests: GameRequest[] = [];
  const undated: GameRequest[] = [];
  for (const { d, fixture } of fixtures) {
    const firstNew = (d.keep ?? []).reduce((n, r) => Math.max(n, r.round), 0);
    for (const r of fixture.rounds.filter((x) => x.round > firstNew)) {
      r.games.forEach((g, i) => {
        const req: GameRequest = {
          key: gameKey(d.id, r.round, i),
          date: r.date ?? '',
          home: g.home,
          away: g.away,
          ...(d.courts ? { courts: d.courts } : {}),
          ...(d.usesDuty ? { group: d.id } : {}),
        };
        (r.date ? requests : undated).push(req);
      });
    }
  }
  requests.sort((a, b) => a.date.localeCompare(b.date));
  const allocation = allocateSlots({ courts: input.courts, games: requests, fixed: input.fixed, busy: input.busy });
  allocation.unplaced.push(
    ...undated.map((g) => ({
      key: g.key,
      date: g.date,
      home: g.home,
      away: g.away,
      reason: 'no_playing_date' as const,
    })),
  );
  const divisions = fixtures.map(({ d, fixture }): DivisionPlan => {
    if (!d.usesDuty) return { id: d.id, fixture, duties: null };
    const own = new Set(d.teams);
    const mine = [...(input.fixed ?? []), ...allocation.placed].filter((g) => own.has(g.home) && own.has(g.away));
    return { id: d.id, fixture, duties: assignDuties(mine, d.teams, d.keptDuties) };
  });
  return { divisions, allocation };
}
