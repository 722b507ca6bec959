import os from 'node:os';
import type { Check } from './invariants';
import type { Phase } from './schedule';
import { formatTable, isError, percentile, table, targets, type Sample } from './stats';

// What the run prints: the per-request table, each phase's rate and targets, the CPU shares and the invariants.

export interface CpuSeconds {
  portal: number;
  postgres: number;
  generator: number;
  machineBusy: number;
  machineTotal: number;
}

const pct = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(0)}%` : '-');

export function phaseLines(phases: Phase[], launched: Map<string, number>, samples: Sample[]): string[] {
  return phases
    .filter((p) => launched.has(p.name))
    .map((p) => {
      const n = launched.get(p.name) ?? 0;
      const t = targets(samples.filter((s) => s.phase === p.name));
      const planned = ((p.from + p.to) / 2).toFixed(0);
      return (
        `${p.name.padEnd(16)} ${String(p.seconds).padStart(4)} s  planned ${planned.padStart(5)}/min  arrived ${((60 * n) / p.seconds).toFixed(0).padStart(5)}/min (${n})` +
        `  read p95 ${t.read.toFixed(0)} ms  write p95 ${t.write.toFixed(0)} ms  errors ${(100 * t.errorShare).toFixed(2)}%  ${t.held ? 'targets held' : 'targets NOT held'}`
      );
    });
}

export function cpuLines(c: CpuSeconds, seconds: number): string[] {
  const cores = os.availableParallelism();
  const load = os.loadavg().map((l) => l.toFixed(2));
  return [
    `CPU over ${seconds.toFixed(0)} s on ${cores} cores (${c.machineTotal.toFixed(0)} core-seconds, ${c.machineBusy.toFixed(0)} busy):`,
    `  portal server processes ${c.portal.toFixed(1)} s (${pct(c.portal, c.machineBusy)} of the busy time)`,
    `  its PostgreSQL backends ${c.postgres.toFixed(1)} s (${pct(c.postgres, c.machineBusy)})`,
    `  this load generator     ${c.generator.toFixed(1)} s (${pct(c.generator, c.machineBusy)})`,
    `  everything else         ${Math.max(0, c.machineBusy - c.portal - c.postgres - c.generator).toFixed(1)} s (other work on the machine)`,
    `  load average (1, 5, 15 min): ${load.join(', ')}`,
  ];
}

export function invariantLines(checks: Check[]): string[] {
  return checks.flatMap((c) => [
    `${c.found.length ? 'BROKEN' : 'holds '}  ${c.name}${c.found.length ? `: ${c.found.length} found` : ''}`,
    ...c.found.slice(0, 10).map((f) => `          ${f}`),
  ]);
}

export function requestTable(samples: Sample[]): string {
  return formatTable(table(samples));
}

/** How many visitors the fair queue (decision 346) held on its waiting page, and for how long. */
export function queueLine(waits: number[]): string {
  const waited = waits.filter((ms) => ms >= 1000).sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  return waited.length
    ? `fair queue: ${waited.length} of ${waits.length} visitors waited a second or more (p50 ${s(percentile(waited, 50))}, p95 ${s(percentile(waited, 95))}, max ${s(waited.at(-1)!)})`
    : `fair queue: all ${waits.length} visitors went straight in`;
}

/** The errors by request and status (0: no answer), to tell a crash from a refusal. */
export function errorLine(samples: Sample[]): string {
  return `errors: ${byKind(samples.filter(isError)) || 'none'}`;
}

/** The refusals no journey asked for (not a double-submit's 409, not a sold-out place), by request, status and reason. */
export function unaskedLine(samples: Sample[]): string {
  return `4xx not asked for: ${byKind(samples.filter((s) => s.status >= 400 && s.status < 500 && !s.expected)) || 'none'}`;
}

function byKind(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    const key = `${s.kind} ${s.status}${s.note ? ` ${s.note}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k} ×${n}`).join(', ');
}
