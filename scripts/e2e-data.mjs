// A migrated and demo-seeded DATA_DIR made once per browser-test run and copied for every server the tests start:
// a copy opens in about a second, where migrating, importing localities and seeding take about ten.
//   node scripts/e2e-data.mjs --reset        forget the previous run's copy (the code may have changed)
//   node scripts/e2e-data.mjs --copy DIR     make it when missing (under a lock), then copy it into DIR
// The demo seed reads only TIME_ZONE and TAX_RATE of the settings; a server with other values must not use a copy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverArgs } from './server-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.resolve(root, process.env.E2E_TMP ?? '.tmp');
const template = path.join(tmp, 'e2e-template');
const ready = path.join(template, 'ready');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : (process.argv[i + 1] ?? '');
};

function make() {
  if (fs.existsSync(ready)) return;
  fs.rmSync(template, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: template, SEED: 'demo', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.TIME_ZONE;
  delete env.TAX_RATE;
  const r = spawnSync(process.execPath, [...serverArgs(root), '--prepare'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(ready, '');
}

fs.mkdirSync(tmp, { recursive: true });
if (process.argv.includes('--reset')) fs.rmSync(template, { recursive: true, force: true });
if (process.argv.includes('--make')) make();
const target = arg('--copy');
if (target) {
  const made = spawnSync(
    'flock',
    [path.join(tmp, 'e2e-template.lock'), process.execPath, import.meta.filename, '--make'],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) process.exit(made.status ?? 1);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(template, target, { recursive: true });
  fs.rmSync(path.join(target, 'ready'), { force: true });
}
