// Browser tests: install Debian's Chromium when missing, build the web app, run Playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('bash', ['scripts/ensure-chromium.sh']);
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build', '-w', '@portal/web']);
run('node', ['scripts/e2e-data.mjs', '--reset']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
