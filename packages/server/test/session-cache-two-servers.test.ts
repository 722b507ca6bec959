import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessions } from '../src/accounts/accounts.service';
import { sessionBatchOf } from '../src/platform/db';
import { POLL_MS } from '../src/platform/kept-versions';
import { sessionScope } from '../src/platform/session-cache';
import { startTwoServers, type TestServer, type TwoServers } from './two-servers';

// Sign-in reads kept on PostgreSQL (docs/decisions/348-signed-in-reads-kept-on-postgres.md): two servers, each with its
// own pool and kept answers, on one database. Server B keeps a member's read (its second request sends no statement);
// a sign-out, every session ended (as a password reset or a deactivation does) or a staff role revoked on server A is
// refused by B at its next read of the counts: within POLL_MS under traffic, 2 s and a round trip at most; the test
// allows as much again for a busy machine. On A itself the next request refuses it.
const url = process.env.TEST_DATABASE_URL;
const BOUND_MS = 2 * POLL_MS;
const SLACK_MS = 2 * POLL_MS;

let servers: TwoServers;
beforeAll(async () => {
  if (url) servers = await startTwoServers(url);
});
afterAll(async () => {
  await servers?.close();
});

const status = async (server: TestServer, path: string, token: string) =>
  (await server.request({ method: 'GET', url: path, token })).statusCode;

/** B answers `path` with `token` from a kept read: the second request sends no sign-in statement. */
async function keptOn(server: TestServer, path: string, token: string, expected: number) {
  expect(await status(server, path, token)).toBe(expected);
  const batch = sessionBatchOf(server.database.db)!;
  const sent = batch.statements;
  expect(await status(server, path, token)).toBe(expected);
  expect(batch.statements).toBe(sent);
}

/** Ask `server` until it answers `expected`; the milliseconds it took, from the write's end. */
async function refusedWithin(server: TestServer, path: string, token: string, expected: number): Promise<number> {
  const from = Date.now();
  await expect.poll(() => status(server, path, token), { timeout: BOUND_MS + SLACK_MS, interval: 50 }).toBe(expected);
  return Date.now() - from;
}

describe.skipIf(!url)('kept sign-in reads on two servers sharing one database', () => {
  it('refuses on the other server a token signed out on one, and at once on the one that signed it out', async () => {
    const { a, b } = servers;
    const token = await a.asMember('member01');
    await keptOn(b, '/api/member/user', token, 200);
    await keptOn(a, '/api/member/user', token, 200);
    expect((await a.request({ method: 'POST', url: '/api/member/logout', token })).statusCode).toBe(200);
    expect(await status(a, '/api/member/user', token)).toBe(401);
    expect(await refusedWithin(b, '/api/member/user', token, 401)).toBeLessThan(BOUND_MS + SLACK_MS);
  });

  it("refuses on the other server every session of a member whose sessions were ended (a password reset's step)", async () => {
    const { a, b } = servers;
    const tokens = [await a.asMember('coach01'), await a.asMember('coach01')];
    for (const token of tokens) await keptOn(b, '/api/member/user', token, 200);
    await endSessions(a.database.db, await memberIdOf(a, 'coach01'), new Date());
    for (const token of tokens)
      expect(await refusedWithin(b, '/api/member/user', token, 401)).toBeLessThan(BOUND_MS + SLACK_MS);
  });

  it('refuses staff calls on the other server once a role is revoked on one', async () => {
    const { a, b } = servers;
    const admin = await a.asMember('admin01');
    const grant = { username: 'manager01', role: 'finance_officer' };
    expect(
      (await a.request({ method: 'POST', url: '/api/staff/roles/grant', token: admin, payload: grant })).statusCode,
    ).toBe(200);
    const staff = await a.asMember('manager01');
    await keptOn(b, '/api/staff/me', staff, 200);
    expect(
      (await a.request({ method: 'POST', url: '/api/staff/roles/revoke', token: admin, payload: grant })).statusCode,
    ).toBe(200);
    expect(await status(a, '/api/staff/me', staff)).toBe(403);
    expect(await refusedWithin(b, '/api/staff/me', staff, 403)).toBeLessThan(BOUND_MS + SLACK_MS);
  });

  it("keeps another member's read when one member's rows change", async () => {
    const { a, b } = servers;
    const [one, other] = await Promise.all([a.asMember('junior01'), a.asMember('freeteam01')]);
    await keptOn(b, '/api/member/user', one, 200);
    await keptOn(b, '/api/member/user', other, 200);
    expect((await a.request({ method: 'POST', url: '/api/member/logout', token: other })).statusCode).toBe(200);
    await refusedWithin(b, '/api/member/user', other, 401);
    const batch = sessionBatchOf(b.database.db)!;
    const sent = batch.statements;
    // in different parts of the sessions (member id mod 64)
    expect(sessionScope(await memberIdOf(a, 'junior01'))).not.toBe(sessionScope(await memberIdOf(a, 'freeteam01')));
    expect(await status(b, '/api/member/user', one)).toBe(200);
    expect(batch.statements).toBe(sent);
  });
});

async function memberIdOf(server: TestServer, username: string): Promise<number> {
  const res = (await server.database.db.execute(
    sql`select id from members where username = ${username}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return res.rows[0]!.id;
}
