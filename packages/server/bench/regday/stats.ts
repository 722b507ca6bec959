// What each request took, by kind (method and route pattern), and the table the run prints. Pure.

/** One answered (or failed) request. */
export interface Sample {
  /** "GET /api/draw", "POST /api/member/register" … */
  kind: string;
  /** The phase it was sent in (ramp, hold, 1200/min …). */
  phase: string;
  ms: number;
  /** HTTP status, or 0 for a network error (reset, refused, timed out). */
  status: number;
  /** A 4xx the journey asked for (a double-submit's second, a sold-out place): counted apart from errors. */
  expected: boolean;
  /** An error answer's `error` key (queue_busy …) or the network error. */
  note?: string;
}

export interface Row {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  expected4xx: number;
  other4xx: number;
}

/** Nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** An error is what a member would see as the portal failing: a 5xx or no answer. */
export const isError = (s: Pick<Sample, 'status'>) => s.status === 0 || s.status >= 500;

export function row(kind: string, samples: Sample[]): Row {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const fourxx = samples.filter((s) => s.status >= 400 && s.status < 500);
  return {
    kind,
    count: samples.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? 0,
    errors: samples.filter(isError).length,
    expected4xx: fourxx.filter((s) => s.expected).length,
    other4xx: fourxx.filter((s) => !s.expected).length,
  };
}

/** One row per kind of request, busiest first, then the reads, writes and all together. */
export function table(samples: Sample[]): Row[] {
  const byKind = new Map<string, Sample[]>();
  for (const s of samples) (byKind.get(s.kind) ?? byKind.set(s.kind, []).get(s.kind)!).push(s);
  const rows = [...byKind].map(([k, v]) => row(k, v)).sort((a, b) => b.count - a.count || (a.kind < b.kind ? -1 : 1));
  return [
    ...rows,
    row('all public reads (GET)', samples.filter(isPublicRead)),
    row('all writes (register, pay, add a child)', samples.filter(isWrite)),
    row('all', samples),
  ];
}

/** Public pages and their data: what the "public reads p95 < 300 ms" is about. */
export const PUBLIC_READS = ['GET /api/settings', 'GET /api/draw', 'GET /api/draw/result', 'GET /api/draw/seasons'];
export const isPublicRead = (s: Pick<Sample, 'kind'>) => PUBLIC_READS.includes(s.kind);

/** POSTs that only read (lookups, the player check) or ask the fair queue: not what "writes p95 < 1 s" is about. */
const READ_POSTS = [
  'POST /api/member/getData',
  'POST /api/ecommerce/teamnomination/checkplayer',
  'POST /api/queue/enter',
];
export const isWrite = (s: Pick<Sample, 'kind'>) => s.kind.startsWith('POST') && !READ_POSTS.includes(s.kind);

/** The targets (item 2): reads p95 < 300 ms, writes p95 < 1 s, errors < 0.1%. */
export function targets(samples: Sample[]): { read: number; write: number; errorShare: number; held: boolean } {
  const read = row('', samples.filter(isPublicRead)).p95;
  const write = row('', samples.filter(isWrite)).p95;
  const errorShare = samples.length ? samples.filter(isError).length / samples.length : 0;
  return { read, write, errorShare, held: read < 300 && write < 1000 && errorShare < 0.001 };
}

const pad = (v: string | number, n: number) => String(v).padStart(n);

export function formatTable(rows: Row[]): string {
  const w = Math.max(30, ...rows.map((r) => r.kind.length));
  const head = `${'request'.padEnd(w)} ${pad('count', 7)} ${pad('p50', 7)} ${pad('p95', 7)} ${pad('p99', 7)} ${pad('max', 7)} ${pad('errors', 6)} ${pad('4xx asked', 9)} ${pad('4xx other', 9)}`;
  const lines = rows.map(
    (r) =>
      `${r.kind.padEnd(w)} ${pad(r.count, 7)} ${pad(Math.round(r.p50), 7)} ${pad(Math.round(r.p95), 7)} ${pad(Math.round(r.p99), 7)} ${pad(Math.round(r.max), 7)} ${pad(r.errors, 6)} ${pad(r.expected4xx, 9)} ${pad(r.other4xx, 9)}`,
  );
  return [head + '   (times in ms)', ...lines].join('\n');
}
