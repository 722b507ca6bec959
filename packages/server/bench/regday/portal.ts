import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pause } from './client';
import { childrenOf } from './cpu';

// The portal under test, started as `npm start` starts it (main.ts: migrations, the demo seed, WORKERS processes
// under the supervisor of decision 341) on a fresh PostgreSQL database from scripts/postgres.sh.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'packages/server/src/main.ts');

/** A new empty database on the project's PostgreSQL (PORTAL_TEST_DB names it; default portal_regday). */
export function freshDatabase(): string {
  const out = execFileSync('bash', [path.join(ROOT, 'scripts/postgres.sh')], {
    env: { ...process.env, PORTAL_TEST_DB: process.env.PORTAL_TEST_DB ?? 'portal_regday', PORTAL_TEST_WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.toString().trim().split('\n').at(-1)!;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Portal {
  url: string;
  /** The first process: the server itself (WORKERS=1) or the supervisor. */
  pid: number;
  /** The processes that answer requests now. */
  servers(): number[];
  /** Stop the portal; its log is kept (and its path printed) when `keepLog`, else removed with its data. */
  stop(keepLog?: boolean): Promise<void>;
}

/** Start main.ts and wait until it answers ready (and, above one worker, every server process is up). */
export async function startPortal(databaseUrl: string, workers: number, port: number): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-regday-'));
  const logFile = path.join(dataDir, 'portal.log');
  const log = fs.openSync(logFile, 'w');
  const listen = port || (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BANK_KEY: crypto.randomBytes(32).toString('base64'),
      WORKERS: String(workers),
      PORT: String(listen),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // one address sends every sign-in of the run
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${listen}`;
  const servers = () => (workers > 1 ? childrenOf(child.pid!) : [child.pid!]);
  const end = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal ended at its start; see ${logFile}`);
    if (Date.now() > end) throw new Error(`the portal was not ready in 5 minutes; see ${logFile}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready && servers().length >= workers) break;
    await pause(250);
  }
  return {
    url,
    pid: child.pid!,
    servers,
    stop: async (keepLog = false) => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (keepLog) console.log(`the portal's log, kept for its errors: ${logFile}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
