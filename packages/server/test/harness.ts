import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config';
import { migrateMemory, newMemoryPglite, openPostgres, wrapPglite, type Database } from '../src/platform/db';
import type { Mail, Mailer } from '../src/platform/mail/mailer';
import type { PaymentGateway } from '../src/platform/gateway-port';
import { seedIfEmpty } from '../src/seed';
import { loadLocalities } from '../src/profile/lookups.seed';
import { DEMO_PASSWORD } from '../src/accounts/accounts.seed';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';

/**
 * A test machine is busy with other tests (CI, the browsers): the fair queue's load measures that depend on it (the
 * event loop's delay, the pool's wait, docs/decisions/345) would send a test's visitors to the queue now and then. Tests
 * of the queue's load gate set their own limits.
 */
export const BUSY_MACHINE = { QUEUE_MAX_EVENT_LOOP_DELAY_MS: '600000', QUEUE_MAX_POOL_WAIT_MS: '600000' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Messages "sent" through the recording mailer (tests that need real SMTP start smtp-server themselves). */
  outbox: Mail[];
  /** Sign in as a demo account and return the Authorization header value. */
  asMember(username: string, password?: string): Promise<string>;
  /** app.inject with an optional bearer token. */
  request(opts: {
    method: string;
    url: string;
    token?: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and demo-seeded database per call: in-memory PGlite by default, or the PostgreSQL
 * server in TEST_DATABASE_URL (CI runs the API suite once that way; each call then gets its own schema-free
 * database by truncating — see resetPostgres).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  opts: { now?: () => Date; mailer?: Mailer; gateway?: PaymentGateway; localities?: boolean } = {},
): Promise<TestApp> {
  const config = loadConfig(
    { DATA_DIR: '.tmp/test-data', SEED: 'demo', LOG_LEVEL: 'silent', ...BUSY_MACHINE } as NodeJS.ProcessEnv,
    overrides,
  );
  const database = await openTestDatabase(config, opts.now?.(), opts.localities ?? false);
  const outbox: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? {
    send: async (mail) => {
      outbox.push(mail);
    },
  };
  const app = await buildApp({ config, db: database.db, mailer, gateway: opts.gateway, now: opts.now, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    outbox,
    ...injector(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Requests to an app through app.inject, and sign-in as a demo account (the calls every API test makes). */
export function injector(app: FastifyInstance): Pick<TestApp, 'request' | 'asMember'> {
  const request: TestApp['request'] = ({ method, url, token, payload, headers }) =>
    app.inject({
      method: method as never,
      url,
      payload: payload as never,
      headers: { ...(token ? { authorization: token } : {}), ...headers },
    });
  return {
    request,
    asMember: async (username, password = DEMO_PASSWORD) => {
      const res = await request({ method: 'POST', url: '/api/member/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return `Bearer ${readLoginToken(res.json()).access_token}`;
    },
  };
}

/**
 * Type the staff member's password again on this token (docs/decisions/263): bank details in clear, the ABA file and
 * refunds are then allowed on it for some minutes. Answers the token.
 */
export async function confirmPassword(
  t: Pick<TestApp, 'request'>,
  token: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/staff/confirm-password', token, payload: { password } });
  if (res.statusCode !== 200) throw new Error(`confirm-password failed: ${res.statusCode} ${res.body}`);
  return token;
}

type Pglite = ReturnType<typeof newMemoryPglite>;
let migrated: Promise<Pglite> | null = null;
const seeded = new Map<string, Promise<Pglite>>();

/**
 * Migrating costs 2–5 s and seeding about 1 s: each worker migrates one template, seeds one copy per distinct
 * (time zone, tax rate, clock) and clones that for every test app (../shared/STACK.md pitfall 10). The server project
 * runs without isolation, so the templates outlive a test file.
 */
async function seededTemplate(config: Config, now: Date | undefined, localities: boolean): Promise<Pglite> {
  // The demo seed reads only the time zone and the tax rate of the settings.
  const key = JSON.stringify([config.site.timeZone, config.site.taxRate, now?.toISOString() ?? null, localities]);
  let tpl = seeded.get(key);
  if (!tpl) {
    tpl = (async () => {
      migrated ??= (async () => {
        const m = newMemoryPglite();
        await migrateMemory(m);
        return m;
      })();
      const copy = (await (await migrated).clone()) as Pglite;
      const { db } = wrapPglite(copy);
      await seedIfEmpty(db, config, now);
      if (localities) await loadLocalities(db);
      return copy;
    })();
    seeded.set(key, tpl);
  }
  return tpl;
}

async function openTestDatabase(config: Config, now: Date | undefined, localities: boolean): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await resetPostgres(url);
    await seedIfEmpty(database.db, config, now);
    if (localities) await loadLocalities(database.db);
    return database;
  }
  return wrapPglite((await (await seededTemplate(config, now, localities)).clone()) as Pglite);
}

/**
 * TRUNCATE takes every table's exclusive lock; a worker of another app of the same test file (started a moment before)
 * may hold one and wait for another, and PostgreSQL then ends one side as a deadlock (40P01): try again.
 */
async function truncateAll(database: Database, tables: string[], attempt = 1): Promise<void> {
  try {
    await database.db.execute(`truncate ${tables.join(', ')} restart identity cascade`);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code !== '40P01' || attempt >= 5) throw error;
    await truncateAll(database, tables, attempt + 1);
  }
}

/** Real PostgreSQL: migrate, then empty every table so each test file starts from the demo seed. */
export async function resetPostgres(url: string): Promise<Database> {
  const database = await openPostgres(url);
  const res = await database.db.execute<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'",
  );
  const tables = (res as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  // The audit trail refuses TRUNCATE (migration 0023); its owner may lift that for a test database's reset.
  const audit = tables.includes('"audit_log"');
  if (audit) await database.db.execute('alter table audit_log disable trigger audit_log_no_truncate');
  if (tables.length) await truncateAll(database, tables);
  if (audit) await database.db.execute('alter table audit_log enable trigger audit_log_no_truncate');
  return database;
}
