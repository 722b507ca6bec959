import type { CourtSlots } from './court-slots';
import { planSeason, type SeasonPlanInput } from './season-plan';

// The generator's benchmark: 12 divisions of 10 teams, 18 rounds, 6 courts, to plan well under a second.
// Domain has no clock: `npm run bench` times `runFixtureBenchmark()` itself (docs/decisions/176-fixtures-and-slots.md).

/** Six courts at one venue, each with five one-hour slots on Tuesday and Thursday nights. */
export const BENCH_COURTS: readonly CourtSlots[] = [2, 4].flatMap((weekday) =>
  [1, 2, 3, 4, 5, 6].map((court) => ({
    court,
    venue: 1,
    weekday,
    starts: ['18:00', '19:00', '20:00', '21:00', '22:00'],
    minutes: 60,
  })),
);

/** 12 divisions of 10 teams, double round robin (18 rounds) from February, half on Tuesdays, half on Thursdays. */
export function fixtureBenchmarkInput(): SeasonPlanInput {
  const divisions = Array.from({ length: 12 }, (_, d) => ({
    id: d + 1,
    teams: Array.from({ length: 10 }, (_, t) => (d + 1) * 100 + t),
    legs: 2 as const,
    from: '2026-02-02',
    to: '2026-09-30',
    weekday: d < 6 ? 2 : 4,
    exceptions: [
      { from: '2026-04-06', to: '2026-04-19', label: 'School holidays' },
      { from: '2026-04-25', to: '2026-04-25', label: 'Anzac Day' },
    ],
    doublePointRounds: [18],
    usesDuty: true,
  }));
  return { divisions, courts: BENCH_COURTS };
}

/** Plan the benchmark season once; returns the counts a caller checks (every game placed, every game a duty). */
export function runFixtureBenchmark(input: SeasonPlanInput = fixtureBenchmarkInput()): {
  rounds: number;
  placed: number;
  unplaced: number;
  withoutDuty: number;
} {
  const plan = planSeason(input);
  return {
    rounds: plan.divisions.reduce((n, d) => n + d.fixture.rounds.length, 0),
    placed: plan.allocation.placed.length,
    unplaced: plan.allocation.unplaced.length,
    withoutDuty: plan.divisions.reduce((n, d) => n + (d.duties?.duties.filter((x) => x.duty === null).length ?? 0), 0),
  };
}
