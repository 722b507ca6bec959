import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { newBankKey } from '../../test/two-servers';
import { BUSY_MACHINE, resetPostgres } from '../../test/harness';
import { manager } from '../accounts/registration.fixture';
import { processShare } from './cluster';
import { loadConfig } from './config';
import type { Database } from './db';
import { members } from './members.tables';
import { selectRows } from './member-rows';

// Issue 46's "done when": a test kills one of the cluster's processes mid-run. The portal starts as main.ts starts it
// with WORKERS=2 on PostgreSQL (decision 341); six clients keep reading and registering new members, each request on a
// connection of its own, while one server process is killed (SIGKILL). The other answers meanwhile, the supervisor
// starts another in its place, nothing answers an HTTP error, only requests already on the killed process's
// connections are lost, and every registration answered is there once, none twice.

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const CLIENTS = 6;
const children: ChildProcess[] = [];
let database: Database | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Sent {
  kind: 'read' | 'register';
  username?: string;
  start: number;
  end: number;
  status?: number;
  error?: string;
}

/** One request on a connection of its own (no keep-alive: a connection never outlives the process that took it). */
function send(port: number, method: string, url: string, body?: object): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', (err) => resolve({ error: err.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (err) => resolve({ error: err.message }));
    req.end(payload);
  });
}

/** A name of letters only for person n (registration takes no digits in names). */
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
    .join('');

describe('processShare', () => {
  it.each([
    [1, 20, 20],
    [2, 20, 10],
    [3, 20, 6],
    [8, 4, 1],
  ])('with WORKERS=%i a process hands a channel its share of MESSAGES_PER_SECOND=%i: %i', (workers, rate, share) => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/portal', WORKERS: String(workers) });
    const perProcess = processShare({ ...config, messaging: { ...config.messaging, perSecond: rate } });
    expect(perProcess.messaging.perSecond).toBe(share);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('WORKERS=2, one server process killed mid-run (PostgreSQL)', () => {
  it(
    'the other answers, the supervisor starts another in its place, and every registration answered is there once',
    { timeout: 600_000 },
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      database = await resetPostgres(url);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
      const port = await freePort();
      const supervisor = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          BANK_KEY: newBankKey(),
          WORKERS: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED: 'demo',
          LOG_LEVEL: 'info',
          LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
          ...BUSY_MACHINE, // a busy test machine's loop delay must not send registrations to the fair queue (decision 345)
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(supervisor);
      const listening: number[] = [];
      const ended: number[] = [];
      let exited: number | null | undefined;
      supervisor.on('exit', (code) => (exited = code));
      readline.createInterface({ input: supervisor.stdout! }).on('line', (line) => {
        if (!line.startsWith('{')) return;
        const entry = JSON.parse(line) as { msg?: string; worker?: number; pid?: number };
        if (entry.pid !== supervisor.pid) return;
        if (entry.msg === 'server process listening') listening.push(entry.worker!);
        if (entry.msg === 'server process ended: starting another in its place') ended.push(entry.worker!);
      });
      await until('two server processes', () => listening.length === 2, 180_000);

      const sent: Sent[] = [];
      let stop = false;
      let n = 0;
      const client = async (c: number) => {
        while (!stop) {
          const start = Date.now();
          if (c < 2) {
            const i = ++n;
            const username = `cluster${i}`;
            const answer = await send(port, 'POST', '/api/member/register', {
              ...manager,
              username,
              firstname: `Kay${letters(i)}`,
              prefname: `Kay${letters(i)}`,
              email: `cluster${i}@example.com.au`,
            });
            sent.push({ kind: 'register', username, start, end: Date.now(), ...answer });
          } else {
            const answer = await send(port, 'GET', c % 2 ? '/api/settings' : '/api/health/ready');
            sent.push({ kind: 'read', start, end: Date.now(), ...answer });
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
      const answered = () => sent.filter((s) => s.status === 200);
      await until('a registration answered', () => answered().some((s) => s.kind === 'register'), 60_000);
      await until('some answers', () => answered().length >= 40, 60_000);

      const [killed, kept] = listening as [number, number];
      const killedAt = Date.now();
      process.kill(killed, 'SIGKILL');
      await until('a process in its place', () => listening.length === 3, 120_000);
      const replacedAt = Date.now();
      const replacement = listening[2]!;
      const before = sent.length;
      await until('answers after the replacement', () => sent.length >= before + 40, 60_000);
      stop = true;
      await Promise.all(clients);

      // The supervisor saw it end and put another in its place; the kept one never stopped.
      expect(ended).toEqual([killed]);
      expect([alive(killed), alive(kept), alive(replacement)]).toEqual([false, true, true]);
      // The other process answered while one was gone: reads and registrations alike.
      const meanwhile = answered().filter((s) => s.start > killedAt && s.end < replacedAt);
      expect(meanwhile.filter((s) => s.kind === 'read').length).toBeGreaterThan(10);
      expect(meanwhile.filter((s) => s.kind === 'register').length).toBeGreaterThan(0);
      // Nothing answered an HTTP error; the only losses are requests already on the killed process's connections.
      expect(sent.filter((s) => s.status !== undefined && s.status !== 200)).toEqual([]);
      const lost = sent.filter((s) => s.error);
      expect(lost.length).toBeLessThanOrEqual(CLIENTS);
      for (const s of lost) expect(s.start).toBeLessThanOrEqual(killedAt + 1000);

      // Every registration answered is there once; one lost with its process is there once or not at all.
      const registered = sent.filter((s) => s.kind === 'register');
      const rows = await database.db
        .select({ username: members.username })
        .from(members)
        .where(
          inArray(
            members.username,
            registered.map((s) => s.username!),
          ),
        );
      const count = (u: string) => rows.filter((r) => r.username === u).length;
      const wrong = registered.filter((s) => (s.status === 200 ? count(s.username!) !== 1 : count(s.username!) > 1));
      expect(wrong).toEqual([]);
      expect(registered.filter((s) => s.status === 200).length).toBeGreaterThan(5);
      const twice = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from (select lower(email) from members where email like 'cluster%'
          group by lower(email) having count(*) > 1) d`,
      );
      expect(twice[0]!.n).toBe(0);

      // A stop ends every process: the supervisor exits once they have.
      supervisor.kill('SIGTERM');
      await until('the supervisor to stop', () => exited !== undefined, 60_000);
      expect(exited).toBe(0);
      await until('its processes to stop', () => !alive(kept) && !alive(replacement), 10_000);
    },
  );
});
