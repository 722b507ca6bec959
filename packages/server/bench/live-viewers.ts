// npm run bench:live (issue 45 item 5, docs/decisions/338): one server holds BENCH_LIVE_VIEWERS live-score streams
// (2,000 by default; half watch the game, half its division) while a competition officer scores the game, one basket
// per round; each round's delay is measured from the moment the basket is sent to the moment each viewer has its
// state, and the report gives p50/p95/max of the delay to the LAST viewer of each round (the figure), of every
// viewer, and the server's memory with the viewers held. On PGlite, or on DATABASE_URL's PostgreSQL when it is set.
// The server runs in a child process (serve.ts), the viewers here.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLoginToken, type LoginReply } from '@portal/domain/accounts/login.contract';
import { basket, openStream, type StreamViewer } from '../test/live-kit';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 20);
/** The bound: every viewer has the score within two seconds of the tap. */
const TARGET_MS = 2_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

function startServer(): Promise<{ port: number; prepared: Record<string, number>; pid: number; stop(): void }> {
  const log = fs.openSync(path.join(os.tmpdir(), 'portal-bench-live.log'), 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), onPostgres ? 'app-pg' : 'app', 'live'],
    { stdio: ['ignore', log, 'inherit', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (.*)\n/.exec(out);
      if (m) resolve({ port: Number(m[1]), prepared: JSON.parse(m[2]!), pid: child.pid!, stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

/** Resident memory of a process in MB (Linux), or null elsewhere. */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (values: number[]) => {
  const s = [...values].sort((x, y) => x - y);
  return { p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1)! };
};
const ms = (v: number) => `${v.toFixed(0)} ms`;

const server = await startServer();
const base = `http://127.0.0.1:${server.port}`;
const { live_game: gameId, live_division: divisionId } = server.prepared;
try {
  const rssBefore = rssMb(server.pid);
  const login = await fetch(`${base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'compofficer01', password: 'Portal2026' }),
  });
  const token = `Bearer ${readLoginToken((await login.json()) as LoginReply).access_token}`;
  const post = async (what: string, body: unknown) => {
    const res = await fetch(`${base}/api/live/games/${gameId}/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { last_seq: number } }).data;
  };

  const opened = performance.now();
  const viewers: StreamViewer[] = [];
  for (let i = 0; i < VIEWERS; i += 100) {
    const batch = Array.from({ length: Math.min(100, VIEWERS - i) }, (_, j) =>
      openStream(
        (i + j) % 2 ? `${base}/api/live/stream?game_id=${gameId}` : `${base}/api/live/stream?division_id=${divisionId}`,
      ),
    );
    viewers.push(...(await Promise.all(batch)));
  }
  const refused = viewers.filter((v) => v.status !== 200).length;
  if (refused) throw new Error(`${refused} of ${VIEWERS} streams were refused`);
  const openMs = performance.now() - opened;
  const rssHeld = rssMb(server.pid);

  const device = crypto.randomUUID();
  // a PostgreSQL database kept from an earlier run may hold the game already: the officer moves it here, going on
  const { last_seq: from } = await post('claim', { device, take_over: true });
  const lastViewer: number[] = [];
  const everyViewer: number[] = [];
  let missed = 0;
  for (let seq = from + 1; seq <= from + ROUNDS; seq++) {
    const sent = performance.now();
    await post('entries', { device, entries: [basket(seq, seq % 2 ? 'a' : 'b', 2)] });
    const seen = (s: { game_id: number; last_seq: number }) => s.game_id === gameId && s.last_seq >= seq;
    const got = await Promise.allSettled(viewers.map((v) => v.waitFor(seen, 10_000)));
    missed += got.filter((g) => g.status === 'rejected').length;
    const times = got.flatMap((g) => (g.status === 'fulfilled' ? [g.value - sent] : []));
    everyViewer.push(...times);
    lastViewer.push(Math.max(...times));
  }
  for (const v of viewers) v.close();

  const last = summary(lastViewer);
  const every = summary(everyViewer);
  console.log(`npm run bench:live — ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`);
  console.log(`viewers held: ${VIEWERS} (opened in ${ms(openMs)}), rounds: ${ROUNDS}, missed: ${missed}`);
  console.log(
    `server memory: ${rssBefore ?? '?'} MB before the viewers, ${rssHeld ?? '?'} MB with them` +
      (rssBefore && rssHeld ? ` (${(((rssHeld - rssBefore) * 1024) / VIEWERS).toFixed(1)} KB a viewer)` : ''),
  );
  console.log(`delay to the last viewer of a round: p50 ${ms(last.p50)}, p95 ${ms(last.p95)}, max ${ms(last.max)}`);
  console.log(`delay to every viewer:                p50 ${ms(every.p50)}, p95 ${ms(every.p95)}, max ${ms(every.max)}`);
  const pass = missed === 0 && last.max < TARGET_MS;
  console.log(`${pass ? 'PASS' : 'FAIL'}: every viewer within ${ms(TARGET_MS)} of the basket`);
  process.exitCode = pass ? 0 : 1;
} finally {
  server.stop();
}
