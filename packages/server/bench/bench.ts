// npm run bench: requests per second and p99 latency of each scenario, as a ratio to a bare Fastify route
// measured in the same run at the same concurrency. Servers run in child processes; autocannon runs here.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchModules } from './modules';
import type { BenchScenario } from './bench-module';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY; // substring filter on scenario names

function startServer(kind: 'bare' | 'app'): Promise<{ child: ChildProcess; port: number; prepared: Record<string, string | number> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (.*)\n/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), prepared: JSON.parse(m[2]!) });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function measure(url: string, connections: number, opts: { method?: string; body?: unknown; bodies?: unknown[]; headers?: Record<string, string> } = {}) {
  let turn = 0;
  const bodies = opts.bodies;
  const result = await autocannon({
    ...(bodies ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(bodies[turn++ % bodies.length]) }) }] } : {}),
    url, connections, duration: SECONDS, pipelining: 1,
    method: (opts.method ?? 'GET') as 'GET',
    headers: { ...(opts.body || opts.bodies ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

async function token(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/member/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Portal2026' }),
  });
  return JSON.parse(((await res.json()) as { data: { success: string } }).data.success).access_token as string;
}

const bare = await startServer('bare');
console.log(`Preparing the app (demo seed${benchModules.some((m) => m.prepare) ? ' and large-association data' : ''})…`);
const app = await startServer('app');
const base = `http://127.0.0.1:${app.port}`;
const bareUrl = `http://127.0.0.1:${bare.port}/bare`;

const scenarios: BenchScenario[] = benchModules.flatMap((m) => m.scenarios(app.prepared)).filter((s) => !only || s.name.includes(only));
const bareBy = new Map<number, { rps: number; p99: number }>();
const rows: string[] = [];
let failed = false;
for (const s of scenarios) {
  const connections = s.connections ?? 50;
  if (!bareBy.has(connections)) {
    const b = await measure(bareUrl, connections);
    bareBy.set(connections, b);
    rows.push(`bare Fastify route @${connections}: ${Math.round(b.rps)} req/s, p99 ${b.p99} ms`);
  }
  const b = bareBy.get(connections)!;
  const headers = { ...s.headers, ...(s.as ? { authorization: `Bearer ${await token(base, s.as)}` } : {}) };
  const r = await measure(`${base}${s.path}`, connections, { method: s.method, body: s.body, bodies: s.bodies, headers });
  const ratio = r.rps / b.rps;
  const verdicts: string[] = [];
  if (s.target?.minRatio !== undefined) verdicts.push(ratio >= s.target.minRatio ? `PASS ratio>=${s.target.minRatio}` : `FAIL ratio<${s.target.minRatio}`);
  if (s.target?.maxP99Ms !== undefined) verdicts.push(r.p99 <= s.target.maxP99Ms ? `PASS p99<=${s.target.maxP99Ms}ms` : `FAIL p99>${s.target.maxP99Ms}ms`);
  if (verdicts.some((v) => v.startsWith('FAIL')) || r.errors) failed = true;
  rows.push(`${s.name} @${connections}: ${Math.round(r.rps)} req/s (x${ratio.toFixed(2)} of bare), p99 ${r.p99} ms (bare ${b.p99} ms)` +
    `${r.errors ? `, ${r.errors} errors/non-2xx` : ''}${verdicts.length ? `  [${verdicts.join(', ')}]` : ''}`);
  console.log(rows[rows.length - 1]);
}

console.log(`\n=== npm run bench (${SECONDS} s per measurement, 2 cores, embedded PGlite) ===`);
for (const row of rows) console.log(row);
bare.child.kill();
app.child.kill();
process.exit(failed ? 1 : 0);
