// npm start: build the web app when it is missing or older than its sources (after a git pull, say), then run the
// server (it migrates, seeds an empty database and serves web + API).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sayNodeVersion } from './node-version.mjs';

sayNodeVersion('npm start');

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'packages/web/dist/index.html');
// What the web build reads: its own sources and config, and the domain package it imports.
const sources = [
  'packages/web/src',
  'packages/web/build',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/domain/src',
  'package-lock.json',
].map((p) => path.join(root, p));

/** The newest modification time under a file or folder (0 when it is missing). */
function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

const built = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
const stale = sources.some((p) => newest(p) > built);
if (!built || stale || process.env.REBUILD === '1') {
  console.log(built ? 'The web sources changed since the last build: building the web app…' : 'Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
