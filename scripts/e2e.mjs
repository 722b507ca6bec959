// Browser tests: install Debian's Chromium when missing, build the web app and the server bundle the test servers
// start from (PORTAL_SERVER_BUNDLE, scripts/server-bundle.mjs), run Playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('bash', ['scripts/ensure-chromium.sh']);
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build', '-w', '@portal/web']);
const bundle = spawnSync('node', ['scripts/server-bundle.mjs'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (bundle.status !== 0) process.exit(bundle.status ?? 1);
const env = { ...process.env, PORTAL_SERVER_BUNDLE: bundle.stdout.trim() };
run('node', ['scripts/e2e-data.mjs', '--reset'], { env });
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env });
