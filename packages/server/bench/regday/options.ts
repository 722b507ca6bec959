// The load test's settings (npm run bench:regday, docs/decisions/343): CLI flags, else BENCH_REGDAY_* variables, else
// the figures. Pure, so the test reads them without starting anything.

export interface Options {
  /** Registrations (arrivals) a minute at the top of the ramp. */
  rate: number;
  ramp: number;
  hold: number;
  fall: number;
  /** Step-up mode: arrival rates a minute held one after another for `hold` seconds each (finds the knee). */
  steps: number[];
  /** Server processes (WORKERS) when the script starts the portal itself. */
  workers: number;
  /** Thinking between a journey's steps, seconds [min, max]. */
  think: [number, number];
  /** The share of arrivals that misbehave (double-submit, refresh mid-payment, last places rush, two guardians). */
  misbehave: number;
  /** An already running portal; then `databaseUrl` must name its database. */
  url: string | null;
  databaseUrl: string | null;
  /** SIGKILL one server process this many seconds into the run (decision 341's supervisor replaces it). */
  killWorkerAt: number | null;
  /** A port for the portal the script starts (0: any free one). */
  port: number;
}

/** A smoke run: every misbehaviour happens at least once in its 28 arrivals (every 7th arrival misbehaves). */
export const QUICK: Partial<Options> = { rate: 60, ramp: 10, hold: 20, fall: 5, think: [0.2, 0.5], misbehave: 0.15 };

const DEFAULTS: Options = {
  rate: 600,
  ramp: 120,
  hold: 600,
  fall: 60,
  steps: [],
  workers: 1,
  think: [3, 10],
  misbehave: 0.05,
  url: null,
  databaseUrl: null,
  killWorkerAt: null,
  port: 0,
};

const num = (name: string, v: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} takes a number of 0 or more, not "${v}"`);
  return n;
};

/** "3-10" or "0.2-0.5" seconds; one number: that exact pause. */
function range(v: string): [number, number] {
  const [a, b = a] = v.split('-').map((x) => num('think', x));
  if (a! > b!) throw new Error(`--think takes min-max seconds, not "${v}"`);
  return [a!, b!];
}

const FLAGS: Record<string, (o: Partial<Options>, v: string) => void> = {
  rate: (o, v) => (o.rate = num('rate', v)),
  ramp: (o, v) => (o.ramp = num('ramp', v)),
  hold: (o, v) => (o.hold = num('hold', v)),
  fall: (o, v) => (o.fall = num('fall', v)),
  steps: (o, v) => (o.steps = v.split(',').map((x) => num('steps', x))),
  workers: (o, v) => (o.workers = Math.max(1, Math.round(num('workers', v)))),
  think: (o, v) => (o.think = range(v)),
  misbehave: (o, v) => (o.misbehave = Math.min(1, num('misbehave', v))),
  url: (o, v) => (o.url = v.replace(/\/$/, '')),
  'database-url': (o, v) => (o.databaseUrl = v),
  'kill-worker-at': (o, v) => (o.killWorkerAt = num('kill-worker-at', v)),
  port: (o, v) => (o.port = num('port', v)),
};

/** Flags (`--rate 600` or `--rate=600`, `--quick`) over BENCH_REGDAY_<FLAG> variables over the defaults. */
export function parseOptions(argv: string[], env: Record<string, string | undefined> = {}): Options {
  const fromEnv: Partial<Options> = {};
  for (const [flag, set] of Object.entries(FLAGS)) {
    const v = env[`BENCH_REGDAY_${flag.toUpperCase().replace(/-/g, '_')}`];
    if (v) set(fromEnv, v);
  }
  if (env.DATABASE_URL) fromEnv.databaseUrl ??= env.DATABASE_URL;
  const fromArgs: Partial<Options> = {};
  let quick = env.BENCH_REGDAY_QUICK === '1';
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.replace(/^--/, '').split(/=(.*)/s) as [string, string?];
    if (flag === 'quick') {
      quick = true;
      continue;
    }
    const set = FLAGS[flag];
    if (!set || !argv[i]!.startsWith('--')) throw new Error(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${flag} needs a value`);
    set(fromArgs, value);
  }
  const options = { ...DEFAULTS, ...(quick ? QUICK : {}), ...fromEnv, ...fromArgs };
  if (options.url && !options.databaseUrl)
    throw new Error('--url needs --database-url (or DATABASE_URL): the invariants are read from its database');
  return options;
}
