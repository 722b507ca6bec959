// npm test: unit and API tests (vitest) on PGlite, or with TEST_WITH_POSTGRES=1 (as CI does) the API suite on a real
// PostgreSQL server and only the unit and platform tests on PGlite, then the browser tests; ends with one line
// "N passed, N failed, N flaky".
// A browser test that passed only on its retry is flaky: it is named and fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sayNodeVersion } from './node-version.mjs';

sayNodeVersion('npm test');

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
/** Browser tests that failed and then passed on their retry: named in the summary, and they fail the run. */
const flakyNames = [];
let ok = true;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** Test files that failed outside any test (a hook that timed out, an import error): vitest counts no failed test for
 * them, yet the run fails; named in the summary so the last lines say why. */
const failedFiles = [];

function addVitest(file, passedRun) {
  if (!fs.existsSync(file)) {
    if (!passedRun) failedFiles.push(`${path.basename(file)}: vitest wrote no report`);
    return;
  }
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests;
  totals.failed += j.numFailedTests;
  totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  for (const r of j.testResults ?? []) {
    const testFailed = (r.assertionResults ?? []).some((a) => a.status === 'failed');
    if (r.status === 'failed' && !testFailed) {
      failedFiles.push(
        `${path.relative(root, r.name)}: ${String(r.message ?? '').split('\n')[0] || 'failed outside its tests'}`,
      );
    }
  }
  if (!passedRun && j.numFailedTests === 0 && !failedFiles.length)
    failedFiles.push('vitest failed outside any test file (an unhandled error): see its output above');
}

function addPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = report.stats;
  totals.passed += s.expected;
  totals.failed += s.unexpected;
  totals.flaky += s.flaky;
  totals.skipped += s.skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') flakyNames.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

// With the PostgreSQL pass (CI), the areas' API tests run there only: PGlite keeps the unit tests and the platform
// layer, where the two drivers differ; the browser tests run the whole product on PGlite (decision 243).
const withPostgres = process.env.TEST_WITH_POSTGRES === '1';
const pgliteFiles = withPostgres ? ['packages/domain/', 'packages/web/', 'packages/server/src/platform/'] : [];
const vitestJson = path.join(tmp, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const pgliteOk = run('npx', [
  'vitest',
  'run',
  ...pgliteFiles,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
ok = pgliteOk && ok;
addVitest(vitestJson, pgliteOk);

if (withPostgres) {
  const pg = spawnSync('bash', ['scripts/postgres.sh'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (pg.status !== 0) {
    console.error('Could not start PostgreSQL');
    ok = false;
  } else {
    const pgJson = path.join(tmp, 'vitest-postgres.json');
    fs.rmSync(pgJson, { force: true });
    console.log('\nAPI suite against a real PostgreSQL server');
    const pgOk = run(
      'npx',
      ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`],
      { TEST_DATABASE_URL: pg.stdout.trim() },
    );
    ok = pgOk && ok;
    addVitest(pgJson, pgOk);
  }
}

// Playwright writes its results under E2E_TMP (playwright.config.ts), which may differ from .tmp.
const e2eJson = path.join(root, process.env.E2E_TMP ?? '.tmp', 'e2e-results.json');
fs.rmSync(e2eJson, { force: true });
const e2eOk = run('node', ['scripts/e2e.mjs']);
ok = e2eOk && ok;
addPlaywright(e2eJson);
if (!e2eOk && !fs.existsSync(e2eJson))
  failedFiles.push('the browser tests wrote no report (they did not start): see their output above');

// A test that needed its retry is a bug (a flaky test hides one): name it, count it, and fail the run.
if (flakyNames.length)
  console.log(`\nFlaky (failed, then passed on retry):\n${flakyNames.map((n) => `  ${n}`).join('\n')}`);
if (failedFiles.length) console.log(`\nFailed outside any test:\n${failedFiles.map((n) => `  ${n}`).join('\n')}`);
if (!ok && !failedFiles.length && !totals.failed && !flakyNames.length)
  console.log('\nA step exited with an error outside any test: see its output above.');
const line = `${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(`\n${line}`);
process.exit(ok && totals.failed === 0 && totals.flaky === 0 ? 0 : 1);
