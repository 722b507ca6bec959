import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_TMP ?? '.tmp', 'e2e-profile-data');

export interface OwnServer { url: string; port: number; stop(): Promise<void> }

/**
 * A second portal server on its own port and DATA_DIR, for the test that restarts the server (the shared one of
 * playwright.config.ts must keep running for the other tests). Same built app, same start-up as `npm start`.
 */
export async function startOwnServer(opts: { keepData?: boolean; port?: number } = {}): Promise<OwnServer> {
  const port = opts.port ?? 3290 + Math.floor(Math.random() * 50);
  if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`own server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url, port,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
