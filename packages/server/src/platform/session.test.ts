import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';
import { getProfile } from '../profile/profile.service';
import type { MemberCtx } from './context';
import { authenticate } from './sign-in';
import { sessionBatchOf } from './db';
import { sessionScope } from './session-cache';
import { firstRoundsOver } from './worker';
import { MEMBER01_FORM, multipart } from '../profile/profile-test-kit';

// The signed-in path (docs/decisions/101-signed-in-path.md): one database round trip for GET /api/member/user, and on
// PostgreSQL no session cache (the reads of one turn share a statement: decision 126), so a token refused on one server is refused on every server sharing the database at
// once. The embedded PGlite keeps sign-in reads until its next write (decision 124).
const onPglite = !process.env.TEST_DATABASE_URL;

let now = new Date();
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  // the message sender's rounds (its own statements, every second while busy) are not reads of the requests counted here
  const quietSender = { pollMs: 3_600_000, perSecond: 1, retryBaseMs: 60_000, maxAttempts: 3, leaseMs: 120_000 };
  t = await buildTestApp({ messaging: quietSender }, { now: () => now });
  // A second server on the same database, as two processes sharing one PostgreSQL.
  other = await buildApp({
    config: t.config,
    db: t.database.db,
    mailer: { send: async () => {} },
    now: () => now,
    logger: false,
  });
  await other.ready();
  // the workers' first rounds (at ready: the outbox, reminders, recovery…) are not reads of the requests either
  await Promise.all([firstRoundsOver(t.app), firstRoundsOver(other)]);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const profileOn = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/member/user', headers: { authorization: token } });

describe('GET /api/member/user', () => {
  it('signs in and reads the profile in one round trip (and its token expiry), then nothing until a write to it', async () => {
    const token = await t.asMember('member01');
    const db = t.database.db;
    const ids = (await t.database.db.execute(
      sql`select id from members where username in ('member01', 'coach01') order by username desc`,
    )) as unknown as { rows: { id: number }[] };
    const samePart = sessionScope(ids.rows[0]!.id) === sessionScope(ids.rows[1]!.id);
    const batch = sessionBatchOf(db);
    const execute = vi.spyOn(db, 'execute');
    const select = vi.spyOn(db, 'select');
    // PostgreSQL: one gathered statement per read (decision 126), never through drizzle, then kept (decision 348)
    // The kept answers' poll of cache_versions (at most once a second, decision 169) is not a read of the request: on
    // a slow machine it falls between two requests.
    const requestSelects = () =>
      select.mock.calls.filter(([fields]) => !(fields && 'scope' in fields && 'version' in fields)).length;
    const trips = () => [execute.mock.calls.length, requestSelects(), batch?.statements ?? 0];
    const before = batch?.statements ?? 0;
    expect((await profileOn(t.app, token)).statusCode).toBe(200);
    expect(trips()).toEqual(onPglite ? [1, 1, 0] : [0, 0, before + 1]);
    expect((await profileOn(t.app, token)).statusCode).toBe(200);
    expect(trips()).toEqual(onPglite ? [1, 1, 0] : [0, 0, before + 1]);
    // PGlite: any write (here an unrelated member's preference) and the next read goes to the database again;
    // PostgreSQL: only a write counted in the member's own part of the sessions (one of 64, decision 348)
    await t.database.db.execute(sql`update members set updated_at = now() where username = 'coach01'`);
    expect((await profileOn(t.app, token)).statusCode).toBe(200);
    expect(trips()).toEqual(onPglite ? [3, 2, 0] : [1, 0, before + (samePart ? 2 : 1)]);
    await t.database.db.execute(sql`update members set updated_at = now() where username = 'member01'`);
    expect((await profileOn(t.app, token)).statusCode).toBe(200);
    expect(trips()).toEqual(onPglite ? [5, 3, 0] : [2, 0, before + (samePart ? 3 : 2)]);
    execute.mockRestore();
    select.mockRestore();
  });

  it('answers requests that arrive together each with its own member, a logged-out token refused among them', async () => {
    const names = ['member01', 'manager01', 'coach01', 'junior01'];
    const tokens = await Promise.all(names.map((name) => t.asMember(name)));
    const gone = await t.asMember('freeteam01');
    expect((await t.request({ method: 'POST', url: '/api/member/logout', token: gone })).statusCode).toBe(200);
    const replies = await Promise.all([...tokens, tokens[0]!, gone].map((token) => profileOn(other, token)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 401]);
    expect(replies.slice(0, 5).map((r) => (r.json() as { data: { username: string } }).data.username)).toEqual([
      ...names,
      'member01',
    ]);
  });

  it('shows a profile change on the very next read, also on the other server', async () => {
    const token = await t.asMember('member01');
    const before = (await profileOn(other, token)).json() as { data: { prefname: string } };
    expect(before.data.prefname).toBe(MEMBER01_FORM.prefname);
    const update = await t.request({
      method: 'POST',
      url: '/api/member/user',
      token,
      payload: multipart({ ...MEMBER01_FORM, prefname: 'Mimi' }),
    });
    expect(update.statusCode).toBe(200);
    expect(((await profileOn(other, token)).json() as { data: { prefname: string } }).data.prefname).toBe('Mimi');
    await t.request({ method: 'POST', url: '/api/member/user', token, payload: multipart(MEMBER01_FORM) });
  });

  it('keeps no answer past a change of what it was made from, even one that leaves updated_at alone (decision 139)', async () => {
    const token = await t.asMember('member01');
    const first = await profileOn(other, token);
    expect((await profileOn(other, token)).body).toBe(first.body);
    await t.database.db.execute(sql`update members set prefname = 'Zed' where username = 'member01'`);
    expect(((await profileOn(other, token)).json() as { data: { prefname: string } }).data.prefname).toBe('Zed');
    await t.database.db.execute(
      sql`update members set prefname = ${MEMBER01_FORM.prefname} where username = 'member01'`,
    );
    expect((await profileOn(other, token)).body).toBe(first.body);
  });

  it('answers what the profile service reads query by query', async () => {
    for (const username of ['member01', 'manager01', 'freeteam01']) {
      const token = await t.asMember(username);
      const res = await profileOn(t.app, token);
      const fromService = await serviceProfile(token);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(fromService)));
    }
  });

  it('refuses a logged-out token at once on every server sharing the database', async () => {
    const token = await t.asMember('coach01');
    expect((await profileOn(other, token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/member/logout', token })).statusCode).toBe(200);
    expect((await profileOn(other, token)).statusCode).toBe(401);
    expect(
      (await other.inject({ method: 'GET', url: '/api/member/eft', headers: { authorization: token } })).statusCode,
    ).toBe(401);
  });

  it('refuses a token the moment it expires', async () => {
    const token = await t.asMember('junior01');
    expect((await profileOn(t.app, token)).statusCode).toBe(200);
    const signedInAt = now;
    try {
      // A session without Remember Me lasts one day.
      now = new Date(signedInAt.getTime() + 86_400_000 - 1000);
      expect((await profileOn(t.app, token)).statusCode).toBe(200);
      now = new Date(signedInAt.getTime() + 86_400_000);
      expect((await profileOn(t.app, token)).statusCode).toBe(401);
      expect((await profileOn(other, token)).statusCode).toBe(401);
    } finally {
      now = signedInAt;
    }
  });
});

/** The profile as the service builds it without the one-query read (sports and teams read separately). */
async function serviceProfile(token: string) {
  const request = { headers: { authorization: token }, ip: '127.0.0.1', log: t.app.log, server: t.app } as never;
  const ctx = await authenticate(request, true);
  return getProfile(ctx as MemberCtx);
}
