import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config';
import type { Database } from '../src/platform/db';
import type { Mail } from '../src/platform/mail/mailer';
import { openInstallation } from '../src/start';
import { BUSY_MACHINE, injector, resetPostgres, type TestApp } from './harness';

// Servers started as main.ts starts one (src/start.ts, then buildApp), each with a DATA_DIR of its own, like
// machines behind one load balancer sharing one PostgreSQL database. Tests of what must hold across servers
// (bank details, photos, covers, kept answers) start two and ask each in turn. Unlike two machines, both run in one
// process: kept answers are each server's own (one set per database handle, and each opens its own pool), but what a
// module keeps (the bank key in profile/bank-crypto.ts) is shared by both.

export interface TestServer extends Pick<TestApp, 'request' | 'asMember'> {
  app: FastifyInstance;
  database: Database;
  config: Config;
  outbox: Mail[];
  close(): Promise<void>;
}

const quiet = { info: () => {}, warn: () => {} };

/** A new BANK_KEY (32 random bytes, base64), as `openssl rand -base64 32` makes one. */
export const newBankKey = () => crypto.randomBytes(32).toString('base64');

/**
 * Start one server on its own new DATA_DIR (removed at close) with these settings over the test defaults
 * (SEED=demo, LOG_LEVEL=silent); an undefined value unsets one. Rejects when the start is refused.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  opts: { now?: () => Date } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
  const settings = Object.fromEntries(
    Object.entries({ SEED: 'demo', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...BUSY_MACHINE, ...env }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const config = loadConfig(settings as NodeJS.ProcessEnv);
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let database: Database;
  try {
    database = await openInstallation(config, quiet);
  } catch (err) {
    removeDir();
    throw err;
  }
  const outbox: Mail[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    mailer: {
      send: async (mail) => {
        outbox.push(mail);
      },
    },
    now: opts.now,
    logger: false,
  });
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
      removeDir();
    },
  };
}

export interface TwoServers {
  a: TestServer;
  b: TestServer;
  bankKey: string;
  close(): Promise<void>;
}

/**
 * Two servers on the PostgreSQL database at `url`, emptied first: `a` starts first and seeds the demo data, then
 * `b`. Both have DATABASE_URL and the same BANK_KEY, as a deployment behind a load balancer must (README).
 */
export async function startTwoServers(
  url: string,
  opts: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<TwoServers> {
  await (await resetPostgres(url)).close();
  const bankKey = newBankKey();
  const env = { DATABASE_URL: url, BANK_KEY: bankKey, ...opts.env };
  const a = await startServer(env, opts);
  const b = await startServer(env, opts).catch(async (err: unknown) => {
    await a.close();
    throw err;
  });
  return {
    a,
    b,
    bankKey,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
