import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// E2E_TMP (default .tmp) and E2E_PORT let two runs share a machine; WEB_DIST picks the built app the server serves.
const TMP = process.env.E2E_TMP ?? '.tmp';

/** Browser tests against the built app served by the real server on a fresh DATA_DIR, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `${TMP}/test-results`,
  // Two workers, their browsers and the server share two cores: a journey can take twice its quiet time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 1,
  reporter: [['list'], ['json', { outputFile: `${TMP}/e2e-results.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs about a quarter of a test's time: record it when a failed test runs again.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // The first start makes the run's prepared demo data (migrate, localities, seed): minutes on a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // The fair queue's load measures of a busy test machine would queue visitors now and then (docs/decisions/345):
    // the browser tests' server is not gated on them; e2e/fair-queue.spec.ts forces its own server's room instead.
    env: { PORT: String(PORT), QUEUE_MAX_EVENT_LOOP_DELAY_MS: '600000', QUEUE_MAX_POOL_WAIT_MS: '600000' },
  },
});
