// The API suite on a real PostgreSQL server (TEST_DATABASE_URL): each vitest worker takes a database of its own, the
// first worker the one named in the URL and worker N its sibling NAME_N (scripts/postgres.sh creates them), so two
// files run at once without emptying each other's tables. Runs before every file of the server project; the base URL
// is kept aside so a second file in the same worker (isolate: false) derives the same database.
const base = process.env.TEST_DATABASE_URL_BASE ?? process.env.TEST_DATABASE_URL;
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
if (base) {
  process.env.TEST_DATABASE_URL_BASE = base;
  if (worker > 1) {
    const url = new URL(base);
    url.pathname = `${url.pathname}_${worker}`;
    process.env.TEST_DATABASE_URL = url.toString();
  }
}
