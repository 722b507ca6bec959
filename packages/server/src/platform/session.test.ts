import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';
import { getProfile } from '../profile/profile.service';
import { authenticate, type MemberCtx } from './auth';

// The signed-in path (docs/decisions/101-signed-in-path.md): one database round trip for GET /api/member/user, and no
// session cache, so a token refused on one server is refused on every server sharing the database at once.

let now = new Date();
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now });
  // A second server on the same database, as two processes sharing one PostgreSQL.
  other = await buildApp({ config: t.config, db: t.database.db, mailer: { send: async () => {} }, now: () => now, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const profileOn = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/member/user', headers: { authorization: token } });

describe('GET /api/member/user', () => {
  it('signs in and reads the profile in one round trip', async () => {
    const token = await t.asMember('member01');
    const db = t.database.db;
    const execute = vi.spyOn(db, 'execute');
    const select = vi.spyOn(db, 'select');
    const res = await profileOn(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(select).not.toHaveBeenCalled();
    execute.mockRestore();
    select.mockRestore();
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
    expect((await other.inject({ method: 'GET', url: '/api/member/eft', headers: { authorization: token } })).statusCode).toBe(401);
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
