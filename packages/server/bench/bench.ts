// npm run bench: requests per second and p99 latency of each scenario, as a ratio to a bare Fastify route
// measured in the same run at the same concurrency. Servers run in child processes; autocannon runs here.
// Scenarios marked `quiet` are measured again on a server with LOG_LEVEL=warn (the logging's cost, for the record).
// With DATABASE_URL, scenarios marked `postgres` are measured again on that PostgreSQL (migrated, demo seed when empty).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchModules } from './modules';
import type { BenchScenario } from './bench-module';
import { fixtureBenchRow } from './fixtures.bench';
import { importBenchRow } from './import.bench';
import { MESSAGE_BENCH, messageBenchRow } from './messaging.bench';
import { processSeconds } from './regday/cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10); // per scenario, and as long again for the bare route beside it
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 2;
const only = process.env.BENCH_ONLY; // substring filter on scenario names
const PIN = pinning();

/**
 * On a machine of 2 to 7 cores, the load generator (this process) and the server under test each get cores of their
 * own (taskset), so one does not take the other's turns: the server's figures then say what it does with its core(s),
 * not how the scheduler shared two. BENCH_PIN=0 turns it off.
 */
function pinning(): { server: string } | null {
  const cores = os.availableParallelism();
  if (process.env.BENCH_PIN === '0' || cores < 2 || process.platform !== 'linux') return null;
  const half = Math.floor(cores / 2);
  try {
    execFileSync('taskset', ['-pc', `0-${half - 1}`, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null; // no taskset here: shared as before
  }
  return { server: `${half}-${cores - 1}` };
}

type Server = { child: ChildProcess; port: number; prepared: Record<string, string | number> };

/**
 * Start a server process (serve.ts). Its standard output, the log, goes to a file as with `npm start > portal.log`:
 * read through a pipe here, the log would cost the load generator's own CPU. READY comes on descriptor 3.
 */
function startServer(args: string[], env: Record<string, string> = {}): Promise<Server> {
  const log = fs.openSync(
    path.join(os.tmpdir(), `portal-bench-${args[0]}${env.LOG_LEVEL ? `-${env.LOG_LEVEL}` : ''}.log`),
    'w',
  );
  const node = [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), ...args];
  const [command, ...argv] = PIN ? ['taskset', '-c', PIN.server, ...node] : node;
  const child = spawn(command!, argv, {
    stdio: ['ignore', log, 'inherit', 'pipe'],
    env: { ...process.env, ...env },
  });
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (.*)\n/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), prepared: JSON.parse(m[2]!) });
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} server exited with ${code}`)));
  });
}

type MeasureOpts = {
  method?: string;
  body?: unknown;
  bodies?: unknown[];
  tokens?: string[];
  headers?: Record<string, string>;
};

/** A request changed in turn: the next of `bodies` as its body, the next of `tokens` as its bearer token. */
function inTurn(bodies: unknown[] | undefined, tokens: string[] | undefined) {
  let turn = 0;
  return (req: autocannon.Request) => {
    const i = turn++;
    return {
      ...req,
      ...(bodies ? { body: JSON.stringify(bodies[i % bodies.length]) } : {}),
      ...(tokens ? { headers: { ...req.headers, authorization: `Bearer ${tokens[i % tokens.length]}` } } : {}),
    };
  };
}

/**
 * One measurement against the server process `pid`: requests a second, p99, errors, and the server's own CPU time per
 * request (µs, from /proc; null where there is none). The rate times that CPU time says whether the server had its
 * core(s) at full use, so whether a ratio compares the work per request or the host's sharing of its cores.
 */
async function measure(url: string, pid: number, connections: number, opts: MeasureOpts, seconds: number) {
  const cpuBefore = processSeconds(pid);
  const result = await autocannon({
    ...(opts.bodies || opts.tokens ? { requests: [{ setupRequest: inTurn(opts.bodies, opts.tokens) }] } : {}),
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    method: (opts.method ?? 'GET') as 'GET',
    headers: { ...(opts.body || opts.bodies ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const cpuAfter = processSeconds(pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuUs =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, errors, cpuUs };
}

async function token(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Portal2026' }),
  });
  return JSON.parse(((await res.json()) as { data: { success: string } }).data.success).access_token as string;
}

type Target = NonNullable<BenchScenario['target']>;
type Figure = { rps: number; p99: number; errors: number; cpuUs: number | null };
const rows: string[] = [];
let failed = false;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** ", server CPU 34 µs/req (bare 16)": the rounds' medians, when /proc gave them. */
function cpuOf(runs: Figure[], bares: Figure[]): string {
  const app = runs.map((x) => x.cpuUs).filter((x) => x !== null);
  const base = bares.map((x) => x.cpuUs).filter((x) => x !== null);
  if (app.length === 0 || base.length === 0) return '';
  return `, server CPU ${median(app).toFixed(1)} µs/req (bare ${median(base).toFixed(1)})`;
}

/**
 * Measure each scenario against one app server, in ROUNDS rounds of the bare route then the scenario, each for
 * SECONDS / ROUNDS, after a warm-up of the scenario that is not counted. The ratio is the median of the rounds' ratios:
 * on a shared two-core machine the bare route itself moves by a third within minutes, so each scenario is compared
 * with the bare route measured beside it, not with one measured at the start. Figures are the rounds' medians.
 */
async function run(
  server: Server,
  scenarios: BenchScenario[],
  label: string,
  targetOf: (s: BenchScenario) => Target | undefined,
) {
  const base = `http://127.0.0.1:${server.port}`;
  for (const s of scenarios) {
    const connections = s.connections ?? 50;
    const headers = { ...s.headers, ...(s.as ? { authorization: `Bearer ${await token(base, s.as)}` } : {}) };
    const opts = { method: s.method, body: s.body, bodies: s.bodies, tokens: s.tokens, headers };
    const pid = server.child.pid!;
    await measure(`${base}${s.path}`, pid, connections, opts, WARM_UP);
    const bares: Figure[] = [];
    const runs: Figure[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      bares.push(await measure(bareUrl, bare.child.pid!, connections, {}, SECONDS / ROUNDS));
      runs.push(await measure(`${base}${s.path}`, pid, connections, opts, SECONDS / ROUNDS));
    }
    const ratio = median(runs.map((r, i) => r.rps / bares[i]!.rps));
    const r = {
      rps: median(runs.map((x) => x.rps)),
      p99: median(runs.map((x) => x.p99)),
      errors: runs.reduce((n, x) => n + x.errors, 0),
    };
    const b = { rps: median(bares.map((x) => x.rps)), p99: median(bares.map((x) => x.p99)) };
    const target = targetOf(s);
    const verdicts: string[] = [];
    if (target?.minRatio !== undefined)
      verdicts.push(ratio >= target.minRatio ? `PASS ratio>=${target.minRatio}` : `FAIL ratio<${target.minRatio}`);
    if (target?.minRps !== undefined)
      verdicts.push(r.rps >= target.minRps ? `PASS >=${target.minRps} req/s` : `FAIL <${target.minRps} req/s`);
    if (target?.maxP99Ms !== undefined)
      verdicts.push(r.p99 <= target.maxP99Ms ? `PASS p99<=${target.maxP99Ms}ms` : `FAIL p99>${target.maxP99Ms}ms`);
    if (verdicts.some((v) => v.startsWith('FAIL')) || r.errors) failed = true;
    const cpu = cpuOf(runs, bares);
    const spread = runs.map((x, i) => `${Math.round(x.rps)}/${Math.round(bares[i]!.rps)}`).join(' ');
    rows.push(
      `${s.name}${label} @${connections}: ${Math.round(r.rps)} req/s (x${ratio.toFixed(2)} of bare ${Math.round(b.rps)}), p99 ${r.p99} ms (bare ${b.p99} ms)${cpu}` +
        `${r.errors ? `, ${r.errors} errors/non-2xx` : ''}${verdicts.length ? `  [${verdicts.join(', ')}]` : ''}  rounds ${spread}`,
    );
    console.log(rows[rows.length - 1]);
  }
}

const bare = await startServer(['bare']);
const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
// The bare route warmed as each scenario is before its rounds: a cold one (its code not yet optimised) answered about a
// third slower in the first scenario's rounds than later, which flattered that scenario's ratio.
await measure(bareUrl, bare.child.pid!, 50, {}, WARM_UP * 2);
const pick = (scenarios: BenchScenario[]) => scenarios.filter((s) => !only || s.name.includes(only));

console.log(
  `Preparing the app on PGlite (demo seed${benchModules.some((m) => m.prepare) ? ' and large-association data' : ''})…`,
);
const app = await startServer(['app']);
await run(app, pick(benchModules.flatMap((m) => m.scenarios(app.prepared))), '', (s) => s.target);
app.child.kill();

// The logging's cost, for the record: the scenarios that ask for it on a server with LOG_LEVEL=warn (their modules' data).
const quietModules = benchModules.filter((m) => m.scenarios({}).some((s) => s.quiet));
const quietScenarios = (prepared: Record<string, string | number>) =>
  pick(quietModules.flatMap((m) => m.scenarios(prepared)).filter((s) => s.quiet));
if (quietModules.length && quietScenarios({}).length && process.env.LOG_LEVEL !== 'warn') {
  console.log('Preparing the app on PGlite with LOG_LEVEL=warn…');
  const quiet = await startServer(['app', ...quietModules.map((m) => m.name)], { LOG_LEVEL: 'warn' });
  await run(quiet, quietScenarios(quiet.prepared), ' [LOG_LEVEL=warn]', () => undefined);
  quiet.child.kill();
}

// The same server code on PostgreSQL (DATABASE_URL): only the scenarios that ask for it, and only their modules' data.
const databaseUrl = process.env.DATABASE_URL;
const pgModules = benchModules.filter((m) => m.scenarios({}).some((s) => s.postgres));
if (databaseUrl && pgModules.length) {
  console.log('Preparing the app on PostgreSQL (DATABASE_URL; demo seed when empty)…');
  const pgApp = await startServer(['app-pg', ...pgModules.map((m) => m.name)]);
  const scenarios = pick(pgModules.flatMap((m) => m.scenarios(pgApp.prepared)).filter((s) => s.postgres));
  await run(pgApp, scenarios, ' [PostgreSQL]', (s) => s.postgres?.target);
  pgApp.child.kill();
}

// The import of 20,000 people (decision 299) runs in this process on DATABASE_URL, and is undone after.
if (databaseUrl && (!only || 'import of 20,000 people'.includes(only))) {
  const imported = await importBenchRow(databaseUrl);
  rows.push(imported.row);
  console.log(imported.row);
  if (imported.failed) failed = true;
}

// A message to 5,000 members queued (issue 43, decision 304) in this process on DATABASE_URL, removed after.
if (databaseUrl && (!only || MESSAGE_BENCH.includes(only))) {
  const queued = await messageBenchRow(databaseUrl);
  rows.push(queued.row);
  console.log(queued.row);
  if (queued.failed) failed = true;
}

// The fixture generator runs in this process: it is pure domain code, with no server to measure.
if (!only || 'fixture generator'.includes(only)) {
  const fixtures = fixtureBenchRow();
  rows.push(fixtures.row);
  console.log(fixtures.row);
  if (fixtures.failed) failed = true;
}

const logLevel = process.env.LOG_LEVEL ?? 'info (default)';
console.log(
  `\n=== npm run bench (${SECONDS} s per scenario in ${ROUNDS} rounds beside the bare route, 2 cores, PGlite${databaseUrl ? ' and PostgreSQL' : ''}, log level ${logLevel}) ===`,
);
for (const row of rows) console.log(row);
bare.child.kill();
process.exit(failed ? 1 : 0);
