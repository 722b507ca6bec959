// A server process for the benchmark: `bare` (a bare Fastify route) or `app` (the real app on a fresh PGlite
// with the demo seed plus every bench module's data). Prints "READY <port> <json of prepared values>".
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openPglite } from '../src/platform/db';
import { seedIfEmpty } from '../src/platform/seed';
import { benchModules } from './modules';

const kind = process.argv[2];
if (kind === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port} {}`);
} else {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'demo', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });
  const database = await openPglite(null);
  await seedIfEmpty(database.db, config);
  const prepared: Record<string, string | number> = {};
  for (const m of benchModules) Object.assign(prepared, await m.prepare?.(database.db, config));
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port} ${JSON.stringify(prepared)}`);
}
