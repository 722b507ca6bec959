import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../app';
import { injector } from '../../test/harness';
import { startServer, type TestServer } from '../../test/two-servers';
import { MEMBER01_FORM, multipart, noisePng } from '../profile/profile-test-kit';
import { loadConfig } from './config';
import { openPglite } from './db';
import { moveToPostgres } from './move-to-postgres';
import { openInstallation, START_STEPS } from '../start';
import { queryOf, queryOfDb, type Query } from './table-copy';

// npm run move-to-postgres (docs/decisions/152-moving-to-postgresql.md): the demo installation in a DATA_DIR moves
// into an empty PostgreSQL database, and a server started there has the same members, orders, invoices, bookings,
// photos and bank details, and signs in (its sequences run on past the copied ids).
const url = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../..');
const quiet = { info: () => {}, warn: () => {} };

/** What members see, asked as each of them: compared before and after the move. */
const READS: [string, string][] = [
  ['member01', '/api/member/user'],
  ['member01', '/api/ecommerce/invoices'],
  ['member01', '/api/ecommerce/orders'],
  ['member01', '/api/ecommerce/payments'],
  ['member01', '/api/booking/mybookings'],
  ['manager01', '/api/ecommerce/invoices'],
  ['manager01', '/api/member/user'],
  ['official01', '/api/member/eft'],
  ['member01', '/api/member/user/photo'],
  ['manager01', '/api/member/user/photo'],
];
type Reads = Record<string, string>;
async function readAll(server: Pick<TestServer, 'request' | 'asMember'>): Promise<Reads> {
  const tokens = new Map<string, string>();
  const reads: Reads = {};
  for (const [who, address] of READS) {
    if (!tokens.has(who)) tokens.set(who, await server.asMember(who));
    const res = await server.request({ method: 'GET', url: address, token: tokens.get(who) });
    expect(res.statusCode, `${who} ${address}`).toBe(200);
    reads[`${who} ${address}`] = address.endsWith('/photo') ? res.rawPayload.toString('base64') : res.body;
  }
  return reads;
}

const TABLES: Record<string, string> = {
  members:
    'SELECT id, username, password_hash, email, dob, photo_path, acct_bsb_enc, updated_at FROM members ORDER BY id',
  orders: 'SELECT * FROM orders ORDER BY id',
  invoices: 'SELECT * FROM invoices ORDER BY id',
  bookings: 'SELECT * FROM bookings ORDER BY id',
  photos: 'SELECT key, md5(bytes) AS md5, version FROM stored_files ORDER BY key',
};
async function rowsOf(query: Query): Promise<Record<string, string>> {
  await query("SET TimeZone TO 'UTC'");
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(TABLES))
    out[name] = JSON.stringify(await query(`SELECT json_agg(t)::text AS rows FROM (${text}) t`));
  return out;
}

let dataDir: string;
let before: Reads;
let target: pg.Client;
beforeAll(async () => {
  if (!url) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-move-'));
  // A target as a new database is: nothing in it (the tests before this one migrated it).
  target = new pg.Client({ connectionString: url });
  await target.connect();
  await target.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');

  // The demo installation, used a little: a photo, bank details, and a photo an older version left in UPLOAD_DIR.
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const source = await openInstallation(config, quiet);
  const app = await buildApp({ config, db: source.db, mailer: { send: async () => {} }, logger: false });
  const server = injector(app);
  const member01 = await server.asMember('member01');
  const png = await noisePng(240, 180);
  expect(
    (
      await server.request({
        method: 'POST',
        url: '/api/member/user',
        token: member01,
        payload: multipart(MEMBER01_FORM, { name: 'me.png', type: 'image/png', data: png }),
      })
    ).statusCode,
  ).toBe(200);
  const official01 = await server.asMember('official01');
  expect(
    (
      await server.request({
        method: 'POST',
        url: '/api/member/eft',
        token: official01,
        payload: { acctname: 'Olivia Official', acctbsb: '062145', acctnumber: '12345678' },
      })
    ).statusCode,
  ).toBe(200);
  const sql = queryOfDb(source.db);
  await sql('ALTER TABLE members DROP CONSTRAINT members_photo_path_stored_files_key_fk');
  const [{ id }] = (await sql<{ id: number }>(
    "UPDATE members SET photo_path = 'photos/' || id || '-older.jpg' WHERE username = 'manager01' RETURNING id",
  )) as [{ id: number }];
  await sql(
    'ALTER TABLE members ADD CONSTRAINT members_photo_path_stored_files_key_fk FOREIGN KEY (photo_path) REFERENCES stored_files (key) NOT VALID',
  );
  fs.mkdirSync(path.join(dataDir, 'uploads', 'photos'), { recursive: true });
  fs.writeFileSync(
    path.join(dataDir, 'uploads', 'photos', `${id}-older.jpg`),
    await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer(),
  );
  await app.close();
  await source.close();

  const restarted = await openInstallation(config, quiet); // moves the older photo in, as any start does
  const app2 = await buildApp({ config, db: restarted.db, mailer: { send: async () => {} }, logger: false });
  before = await readAll(injector(app2));
  await app2.close();
  await restarted.close();
}, 300_000);
afterAll(async () => {
  await target?.end();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!url)('npm run move-to-postgres', () => {
  it('moves the demo installation: the same rows, photos and bank details, and a server there signs in and reads them', async () => {
    const run = spawnSync('npm', ['run', '--silent', 'move-to-postgres', '--', url!], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, BANK_KEY: '', DATABASE_URL: '' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Moved \d+ rows of \d+ tables and \d+ sequences; every table compared equal\.$/m);
    expect(run.stdout).toContain(`and BANK_KEY set to the contents of ${path.join(dataDir, 'bank.key')}.`);

    const source = await openPglite(dataDir);
    try {
      expect(await rowsOf(queryOf(target))).toEqual(await rowsOf(queryOfDb(source.db)));
    } finally {
      await source.close();
    }
    const bankKey = fs.readFileSync(path.join(dataDir, 'bank.key'), 'utf8');
    const server = await startServer({ DATABASE_URL: url, BANK_KEY: bankKey, SEED: 'none' });
    try {
      const after = await readAll(server); // signs in: new access_tokens rows after the copied ones
      expect(after).toEqual(before);
      expect(JSON.parse(after['official01 /api/member/eft']!).data).toEqual({
        acct_name: 'Olivia Official',
        acct_bsb: '062145',
        acct_number: '12345678',
      });
      expect(JSON.parse(after['member01 /api/member/user']!).data.profilephoto).toBe(true);
    } finally {
      await server.close();
    }
  }, 300_000);

  it('refuses a database that holds rows, changing nothing', async () => {
    const { n } = (await target.query<{ n: number }>('SELECT count(*)::int AS n FROM members')).rows[0]!;
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
    await expect(moveToPostgres(config, url!, START_STEPS, quiet)).rejects.toThrow(
      /^The database at postgres:\/\/.*:\*\*\*@.* is not empty \(.*hold rows\): move into a new, empty database/,
    );
    expect((await target.query<{ n: number }>('SELECT count(*)::int AS n FROM members')).rows[0]!.n).toBe(n);
  }, 300_000);
});
