// npm run bench:web: Lighthouse's mobile profile (slow 4G, a mid-range phone's CPU) on the public pages, with
// Debian's Chromium, against the built app served by the real server on a fresh copy of the demo data.
// BENCH_WEB_URL=http://host:port measures a server already running instead. Each page is measured BENCH_WEB_RUNS times
// (3 unless set) and its median run by performance is reported, with the range of scores: Lighthouse's own advice, as
// one run's blocking time moves by a few hundred ms on a shared 2-core machine.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LIGHTHOUSE = 'lighthouse@12.8.2'; // 13 needs Node 22
const ALL_PAGES = ['/', '/login', '/draw/1/1', '/result', '/member/stats', '/storeview', '/bookingview'];
// BENCH_WEB_PAGES=/,/draw/1/1 measures only those pages.
const PAGES = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',') : ALL_PAGES;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => server.kill() };
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error('the server did not start');
}

if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html')))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const server = process.env.BENCH_WEB_URL ? { url: process.env.BENCH_WEB_URL, stop: () => {} } : await startServer();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));

/**
 * One Lighthouse run of `url`: its scores and figures (performance null when the run failed). Lighthouse now and then
 * fails to record a trace (NO_NAVSTART) on this machine: such a run is tried once more, then counted as failed.
 */
function lighthouse(url, file, attempt = 1) {
  try {
    execFileSync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility',
        `--chrome-path=${chrome}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
      ],
      { cwd: root, stdio: 'inherit' },
    );
  } catch (error) {
    if (attempt < 2) return lighthouse(url, file, attempt + 1);
    console.error(`Lighthouse failed on ${url}: ${error.message.split('\n')[0]}`);
    return { performance: null };
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const a = r.audits;
  if (r.categories.performance.score === null) return { performance: null };
  const js = (a['network-requests']?.details?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((s, i) => s + i.transferSize, 0);
  return {
    performance: Math.round(r.categories.performance.score * 100),
    accessibility: Math.round(r.categories.accessibility.score * 100),
    'FCP s': +(a['first-contentful-paint'].numericValue / 1000).toFixed(1),
    'LCP s': +(a['largest-contentful-paint'].numericValue / 1000).toFixed(1),
    'TBT ms': Math.round(a['total-blocking-time'].numericValue),
    'JS KB': Math.round(js / 1024),
  };
}
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(lighthouse(server.url + page, path.join(out, `${page.replace(/\W+/g, '_') || 'home'}-${run}.json`)));
    const scored = runs.filter((r) => r.performance !== null).sort((a, b) => a.performance - b.performance);
    if (scored.length === 0) throw new Error(`Lighthouse gave no score for ${page}`);
    const median = scored[Math.floor((scored.length - 1) / 2)];
    rows.push({ page, ...median, runs: scored.map((r) => r.performance).join(' ') });
  }
} finally {
  server.stop();
}
console.table(rows);
console.log('targets: performance at least 90, LCP under 2.5 s, at most 150 KB of JavaScript, accessibility 100');
console.log(
  "JS KB counts every script of the run, also the code a page loads once it is idle (selectors, a form's schema);",
);
console.log(
  'the JavaScript a public route loads before it paints is held under 150 KB by the build (packages/web/scripts/size-budget.mjs).',
);
