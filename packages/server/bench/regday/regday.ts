// npm run bench:regday (issue 46 items 1-3, docs/decisions/343 and 344): registration day as an open model. Arrivals
// come at a rate a minute that ramps, holds and falls; each registers through a wizard's calls, renews a membership
// or enters a team and pays with the sandbox card, and views the public pages three times; 5% misbehave. Then the
// per-request table, each phase's targets, the CPU shares, and the invariants read from PostgreSQL: the exit code is
// 1 when one breaks (timings never fail it). `--quick` for a smoke run; `--help` lists the options.
import pg from 'pg';
import { Client, pause } from './client';
import { backendsOf, CpuTally, machineSeconds } from './cpu';
import { settledChecks } from './invariants';
import { enterTeam, register, renew, think, view, type World } from './journeys';
import { lastPlaces, misbehaviourOf, twoGuardians } from './misbehave';
import { parseOptions, type Options } from './options';
import { runTag } from './people';
import { freshDatabase, startPortal, type Portal } from './portal';
import { cpuLines, errorLine, invariantLines, phaseLines, queueLine, requestTable, unaskedLine } from './report';
import { arrivals, phasesOf, totalSeconds, type Arrival } from './schedule';
import { isError, targets } from './stats';

const HELP = `npm run bench:regday -- [--quick] [--rate 600] [--ramp 120] [--hold 600] [--fall 60] [--steps 600,1200,...]
  [--workers 1] [--think 3-10] [--misbehave 0.05] [--kill-worker-at <s>] [--port 0] [--url <portal> --database-url <pg>]
(each also as BENCH_REGDAY_<OPTION>, e.g. BENCH_REGDAY_RATE=1200; PORTAL_TEST_DB names the fresh database)`;

/** One arrival's journey: a public view, a registration, a payment, two more views; some misbehave on the way. */
async function arrival(w: World, db: pg.Pool, o: Options, n: number): Promise<void> {
  const bad = misbehaviourOf(n, o.misbehave);
  await view(w, n);
  const m = await register(w, n, undefined, bad === 'double-submit');
  if (!m) return;
  await think(w);
  await view(w, n + 1);
  await think(w);
  const style = bad === 'double-submit' ? 'double' : bad === 'refresh' ? 'refresh' : 'once';
  if (m.form === 'manager') await enterTeam(w, m, n, style);
  else await renew(w, m, style);
  if (bad === 'last-places') await lastPlaces(w, db, n);
  if (bad === 'two-guardians') await twoGuardians(w, m, n);
  await think(w);
  await view(w, n + 2);
}

/** SIGKILL one server process at `at` seconds; answers what happened once the supervisor has replaced it. */
async function killWorker(portal: Portal, at: number, started: number): Promise<string> {
  await pause(Math.max(0, started + at * 1000 - performance.now()));
  const before = portal.servers();
  const victim = before[0];
  if (!victim || victim === portal.pid) return 'no server process to kill: --kill-worker-at needs --workers 2 or more';
  process.kill(victim, 'SIGKILL');
  const killedAt = performance.now();
  while (!portal.servers().some((p) => !before.includes(p)) && performance.now() - killedAt < 180_000) await pause(100);
  const replaced = portal.servers().find((p) => !before.includes(p));
  return replaced
    ? `killed server process ${victim} at ${at} s; the supervisor forked process ${replaced} in its place ${((performance.now() - killedAt) / 1000).toFixed(1)} s later`
    : `killed server process ${victim} at ${at} s; none started in its place within 3 minutes`;
}

/** Start each arrival's journey at its time (never waiting for answers); in step-up mode stop after the knee. */
async function launch(w: World, db: pg.Pool, o: Options, plan: Arrival[], started: number) {
  const launched = new Map<string, number>();
  const journeys: Promise<void>[] = [];
  let failed = 0;
  let lag = 0;
  let previous = '';
  let stopped: string | null = null;
  for (const [n, a] of plan.entries()) {
    if (a.phase !== previous && previous.endsWith('/min')) {
      if (!targets(w.client.samples.filter((s) => s.phase === previous)).held) {
        stopped = previous;
        break;
      }
    }
    previous = a.phase;
    const wait = started + a.at * 1000 - performance.now();
    if (wait > 0) await pause(wait);
    lag = Math.max(lag, -wait);
    w.client.phase = a.phase;
    launched.set(a.phase, (launched.get(a.phase) ?? 0) + 1);
    journeys.push(arrival(w, db, o, n).catch(() => void failed++));
  }
  return { launched, journeys, failures: () => failed, lag, stopped };
}

/** Draw divisions for the public views (the active season's). */
async function drawDivisions(w: World): Promise<number[]> {
  const seasons = await w.client.send({ method: 'GET', kind: '/api/draw/seasons', path: '/api/draw/seasons' });
  const season = (seasons.body as { data: { season_id: number }[] }).data[0]?.season_id ?? 1;
  const list = await w.client.send({
    method: 'GET',
    kind: '/api/draw/seasons/:id/divisions',
    path: `/api/draw/seasons/${season}/divisions`,
  });
  return ((list.body as { data?: { division_id: number }[] }).data ?? []).map((d) => d.division_id);
}

async function run(o: Options): Promise<number> {
  const databaseUrl = o.url ? o.databaseUrl! : freshDatabase();
  const portal = o.url ? null : await startPortal(databaseUrl, o.workers, o.port);
  const url = o.url ?? portal!.url;
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const client = new Client(url);
  const w: World = { client, tag: runTag(), think: o.think, drawDivisions: [], tokens: [], queueWaits: [] };
  let errors = false;
  try {
    client.phase = 'setup';
    w.drawDivisions = await drawDivisions(w);
    const since = (await db.query<{ now: Date }>("select now() - interval '1 second' as now")).rows[0]!.now;
    const phases = phasesOf(o);
    const plan = arrivals(phases);
    console.log(
      `npm run bench:regday: ${plan.length} arrivals over ${totalSeconds(phases)} s (${phases.map((p) => `${p.name} ${p.seconds} s`).join(', ')}), WORKERS=${o.workers}${o.url ? ` (running portal ${o.url})` : ''}, think ${o.think.join('-')} s, ${100 * o.misbehave}% misbehave`,
    );
    const serverPids = () => (portal ? [portal.pid, ...portal.servers()] : []);
    const portalCpu = new CpuTally();
    const pgCpu = new CpuTally();
    portalCpu.start(serverPids());
    pgCpu.start(backendsOf(dbName));
    const machine0 = machineSeconds();
    const gen0 = process.cpuUsage();
    const sampler = setInterval(() => {
      portalCpu.sample(serverPids());
      pgCpu.sample(backendsOf(dbName));
    }, 1000);
    const started = performance.now();
    const killed = o.killWorkerAt !== null && portal ? killWorker(portal, o.killWorkerAt, started) : null;
    const { launched, journeys, failures, lag, stopped } = await launch(w, db, o, plan, started);
    client.phase = 'after';
    await Promise.all(journeys);
    const seconds = (performance.now() - started) / 1000;
    portalCpu.sample(serverPids());
    pgCpu.sample(backendsOf(dbName));
    clearInterval(sampler);
    const machine1 = machineSeconds();
    const gen = process.cpuUsage(gen0);
    const samples = client.samples.filter((s) => s.phase !== 'setup');
    errors = samples.some(isError);
    console.log(`\n${requestTable(samples)}\n`);
    for (const line of phaseLines(phases, launched, samples)) console.log(line);
    console.log(
      `arrivals: ${plan.length} planned, ${journeys.length} started (latest ${lag.toFixed(0)} ms behind the clock), ${failures()} journeys failed in the generator; the last journey ended ${seconds.toFixed(0)} s after the first began`,
    );
    console.log(errorLine(samples));
    console.log(unaskedLine(samples));
    console.log(queueLine(w.queueWaits));
    if (stopped) console.log(`stopped stepping up: the targets did not hold at ${stopped}`);
    if (killed) console.log(await killed);
    console.log('');
    const cpu = {
      portal: portalCpu.seconds(),
      postgres: pgCpu.seconds(),
      generator: (gen.user + gen.system) / 1e6,
      machineBusy: machine1.busy - machine0.busy,
      machineTotal: machine1.total - machine0.total,
    };
    for (const line of cpuLines(cpu, seconds)) console.log(line);
    console.log('\ninvariants (PostgreSQL, what the run made; payments and receipts given up to 4 minutes to settle):');
    const checks = await settledChecks(db, since, 240_000);
    for (const line of invariantLines(checks)) console.log(line);
    return checks.some((c) => c.found.length) ? 1 : 0;
  } finally {
    await client.close();
    await db.end();
    await portal?.stop(errors);
  }
}

if (process.argv.includes('--help')) console.log(HELP);
else process.exitCode = await run(parseOptions(process.argv.slice(2), process.env));
