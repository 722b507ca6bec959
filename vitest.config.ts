import { defineConfig } from 'vitest/config';
import { preactAliases } from './packages/web/build/preact.ts';

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on a 2-core machine. The API files spend much of their
    // time waiting on PGlite and on timers, so two workers finish the suite sooner.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          // A test that builds an app with its own settings or clock migrates and seeds a database of its own: on a busy
          // 2-core machine that alone can take half a minute, and far longer when the machine is shared (a setup of
          // acting.test and session.test passed 90 s on a machine at load 15): a hook may take three minutes.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // On a real PostgreSQL server each worker has a database of its own (test/worker-database.ts).
          setupFiles: ['packages/server/test/worker-database.ts'],
          // One module graph per worker: the harness's migrated and seeded templates serve every file it runs.
          isolate: false,
        },
      },
      {
        // The web app runs on Preact (decision 136): its tests do too.
        resolve: { alias: preactAliases },
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test-setup.ts'],
          // Packages that import React go through the aliases too, instead of being loaded by Node as they are.
          server: { deps: { inline: [/react-hook-form/, /@tanstack[\\/]react-query/] } },
        },
      },
    ],
  },
});
