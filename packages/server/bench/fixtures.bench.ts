import { performance } from 'node:perf_hooks';
import { runFixtureBenchmark } from '@portal/domain/competition/fixture-bench';

// The fixture generator's target (decision 176): 12 divisions of 10 teams over 18 rounds on 6 courts planned (fixture,
// courts and slots, duty teams) in under a second. Timed in-process, best and median of ROUNDS plans after a warm-up.

const ROUNDS = 7;
const TARGET_MS = 1000;

/** One row for the bench summary, and whether it failed its target. */
export function fixtureBenchRow(): { row: string; failed: boolean } {
  runFixtureBenchmark();
  const times: number[] = [];
  let counts = runFixtureBenchmark();
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    counts = runFixtureBenchmark();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const complete = counts.unplaced === 0 && counts.withoutDuty === 0;
  const failed = median >= TARGET_MS || !complete;
  const verdict = failed
    ? `FAIL ${complete ? `median>=${TARGET_MS}ms` : `${counts.unplaced} unplaced, ${counts.withoutDuty} without duty`}`
    : `PASS median<${TARGET_MS}ms`;
  return {
    row: `fixture generator (12 divisions x 10 teams, 18 rounds, 6 courts: ${counts.placed} games placed): median ${median.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms  [${verdict}]`,
    failed,
  };
}
