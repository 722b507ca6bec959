import fs from 'node:fs';

// CPU seconds from Linux's /proc: the portal's processes (a supervisor and its WORKERS), the PostgreSQL backends of
// its database, and the whole machine, so the report can say what share of the 2 cores each had (decision 344).

const TICK = 100; // USER_HZ: 100 on every Linux the project runs on

/** CPU seconds (user + system) a process has used, or null once it is gone. */
export function processSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK; // utime, stime (fields 14 and 15 of the line)
  } catch {
    return null;
  }
}

/** The pids a process has started (its server processes, for a supervisor). */
export function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** PostgreSQL backends serving `database` (their process title names it). */
export function backendsOf(database: string): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.split(' ').includes(database)) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The machine's busy and total CPU seconds since boot, over every core. */
export function machineSeconds(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = cpu[3]! + (cpu[4] ?? 0);
  return { busy: (total - idle) / TICK, total: total / TICK };
}

/**
 * Keeps the last CPU reading of every pid it is shown, so a process killed mid-run (or a backend that closed) still
 * counts what it used until its last reading.
 */
export class CpuTally {
  private readonly last = new Map<number, { first: number; now: number }>();
  private started = false;

  sample(pids: number[]): void {
    for (const pid of pids) {
      const s = processSeconds(pid);
      if (s === null) continue;
      const seen = this.last.get(pid);
      // a pid first seen mid-run counts from zero (a new worker or backend); one seen at the start from then
      this.last.set(pid, { first: seen?.first ?? (this.started ? 0 : s), now: s });
    }
  }

  start(pids: number[]): void {
    this.sample(pids);
    this.started = true;
  }

  seconds(): number {
    let sum = 0;
    for (const { first, now } of this.last.values()) sum += now - first;
    return sum;
  }
}
