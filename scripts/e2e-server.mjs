// The server for browser tests: the built app, a fresh copy of the prepared demo DATA_DIR, mail written as .eml files.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverArgs } from './server-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_TMP ?? '.tmp', 'e2e-data');
const copied = spawnSync(process.execPath, [path.join(root, 'scripts/e2e-data.mjs'), '--copy', dataDir], {
  stdio: 'inherit',
});
if (copied.status !== 0) process.exit(copied.status ?? 1);
const port = process.env.PORT ?? '3210';
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'demo',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // Many browser tests fail logins on purpose from one address; the per-address limit has its own API test.
  LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
};
delete env.SMTP_URL;
delete env.DATABASE_URL;
const server = spawn(process.execPath, serverArgs(root), { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
