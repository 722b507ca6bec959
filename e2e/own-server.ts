import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverArgs } from '../scripts/server-args.mjs';

const root = path.resolve(import.meta.dirname, '..');

export interface OwnServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stop the server; its DATA_DIR is removed unless `keepData` (to start it again on the same data). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** A port the system says is free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

/** How long a stopping server whose data is thrown away is waited for before it is killed. */
const STOP_MS = 20_000;

/**
 * A portal server of a test's own, for tests that need site settings the shared server of playwright.config.ts does
 * not have (AUTO_USERNAME, MIN_PASSWORD_LENGTH, PAYMENT_FORM…), change data other tests read, or restart the server:
 * the same built app and start-up as `npm start`, demo data, mail as .eml files in its DATA_DIR. Pass `dataDir` and
 * `port` of a stopped one to start it again on the same data.
 */
export async function startServer(
  settings: Record<string, string> = {},
  opts: { dataDir?: string; port?: number } = {},
): Promise<OwnServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? path.resolve(root, process.env.E2E_TMP ?? '.tmp', `e2e-own-${port}`);
  if (!opts.dataDir) {
    // A copy of the run's prepared demo data (scripts/e2e-data.mjs): it opens in a second instead of seeding anew.
    const copied = spawnSync(process.execPath, [path.join(root, 'scripts/e2e-data.mjs'), '--copy', dataDir], {
      stdio: 'inherit',
    });
    if (copied.status !== 0) throw new Error('could not copy the prepared demo data');
  }
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // a busy test machine's loop delay and pool wait must not send visitors to the fair queue (decision 345)
    QUEUE_MAX_EVENT_LOOP_DELAY_MS: '600000',
    QUEUE_MAX_POOL_WAIT_MS: '600000',
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, serverArgs(root), { cwd: root, env, stdio: 'inherit' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test's own server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    stop: ({ keepData = false } = {}) =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        // A server whose data is thrown away is not waited for past STOP_MS: it is killed, and says so. A backstop
        // (a stop once outlasted the afterAll hook's minute, waiting out a keep-alive connection: decision 354 closes
        // those as their answers end). One whose data is kept for a restart is always waited for.
        if (!keepData) {
          const slow = setTimeout(() => {
            console.warn(`the test's own server on port ${port} did not stop within ${STOP_MS} ms of SIGTERM: killed`);
            child.kill('SIGKILL');
          }, STOP_MS);
          child.once('exit', () => clearTimeout(slow));
        }
      }),
  };
}
