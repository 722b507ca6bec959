import cluster from 'node:cluster';
import { buildApp } from './app';
import { jsonLineLog, processShare, superviseWorkers } from './platform/cluster';
import { loadConfig } from './platform/config';
import { Refused } from './platform/installation';
import { openInstallation } from './start';

// The only file that listens: read env, open, migrate, check and seed the database (start.ts), build, listen.
// Whatever the server writes (database, mail with live reset links, keys) is for its own user only.
process.umask(0o077);
const config = loadConfig();
// WORKERS above 1 (docs/decisions/341): this first process opens the database once (migrations and seed run here,
// never in two processes at once), then supervises that many server processes sharing the port; each of them opens
// the database again as any server does at its start (nothing left to migrate), quietly, and serves.
const supervisor = config.workers > 1 && cluster.isPrimary;
const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };
const database = await openInstallation(config, cluster.isWorker ? quiet : undefined).catch((err: unknown) => {
  if (!(err instanceof Refused)) throw err;
  console.error(err.message);
  process.exit(1);
});
// `--prepare`: migrate and seed, then stop (a deploy step, or a ready-made data folder for browser tests).
if (process.argv.includes('--prepare')) {
  await database.close();
  process.exit(0);
}
if (supervisor) {
  await database.close();
  superviseWorkers(config.workers, jsonLineLog(config.logLevel));
} else {
  const app = await buildApp({ config: processShare(config), db: database.db });

  // In a cluster a process may hear both the terminal's SIGINT and the supervisor's SIGTERM: stop once.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port: config.port, host: config.host });
  if (config.publicUrlGuessed && !cluster.isWorker)
    app.log.warn(
      `PUBLIC_URL is not set: links in mail will use ${config.publicUrl}; set PUBLIC_URL to the address members use.`,
    );
  app.log.info(
    `Portal ready on http://${config.host}:${config.port} (${database.kind}, Node ${process.version}` +
      `${cluster.isWorker ? `, one of ${config.workers} server processes` : ''})`,
  );
}
