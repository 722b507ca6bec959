// A server process for the benchmark: `bare` (a bare Fastify route), `app` (the real app on a fresh PGlite with the
// demo seed plus the data of the modules named after it, or of every bench module) or `app-pg` (the real app on
// DATABASE_URL, demo seed when empty, plus the data of the modules named after it). The app logs as `npm start` does:
// default level, one line per request to standard output (LOG_LEVEL in the environment overrides). Writes
// "READY <port> <json of prepared values>" to descriptor 3.
import fs from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openPglite, openPostgres } from '../src/platform/db';
import { seedIfEmpty } from '../src/seed';
import { benchModules } from './modules';

/** Tell bench.ts (on descriptor 3, a pipe it opened) where to send requests. */
function ready(address: unknown, prepared: Record<string, string | number>) {
  fs.writeSync(3, `READY ${(address as { port: number }).port} ${JSON.stringify(prepared)}\n`);
}

const [kind, ...moduleNames] = process.argv.slice(2);
if (kind === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app.server.address(), {});
} else {
  const onPostgres = kind === 'app-pg';
  const { DATABASE_URL, ...env } = process.env;
  const config = loadConfig({
    ...env,
    ...(onPostgres ? { DATABASE_URL } : {}),
    SEED: 'demo',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  });
  const database = onPostgres ? await openPostgres(DATABASE_URL!) : await openPglite(null);
  await seedIfEmpty(database.db, config);
  const prepared: Record<string, string | number> = {};
  for (const m of benchModules.filter((b) => moduleNames.length === 0 || moduleNames.includes(b.name)))
    Object.assign(prepared, await m.prepare?.(database.db, config));
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app.server.address(), prepared);
}
