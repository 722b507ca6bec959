import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface AccountsServer { url: string; dataDir: string; stop(): Promise<void> }

/** A port the system says is free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A portal server of its own, started with site settings the shared test server does not have (e.g.
 * AUTO_USERNAME=true, MIN_PASSWORD_LENGTH=8): same built app (WEB_DIST), fresh DATA_DIR, demo data.
 */
export async function startAccountsServer(settings: Record<string, string>): Promise<AccountsServer> {
  const port = await freePort();
  const dataDir = path.resolve(root, process.env.E2E_TMP ?? '.tmp', `e2e-accounts-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, ...settings, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', PUBLIC_URL: url,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`accounts server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url, dataDir,
    stop: () => new Promise<void>((resolve) => {
      const done = () => { fs.rmSync(dataDir, { recursive: true, force: true }); resolve(); };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    }),
  };
}
