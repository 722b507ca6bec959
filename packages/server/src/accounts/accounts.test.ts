import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 5, perAddress: 1000, windowMinutes: 15 } });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/member/login', () => {
  it('answers data.success as a JSON string holding a 1-day access_token', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'member01', password: 'Portal2026', xyz: null, zyx: null },
    });
    expect(res.statusCode).toBe(200);
    const token = JSON.parse(res.json().data.success);
    expect(token.access_token).toMatch(/^[\w-]{40,}$/);
    expect(token.expires_in).toBe(86400);
  });

  it('gives 365 days with Remember Me', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'member01', password: 'Portal2026', remember: true },
    });
    expect(JSON.parse(res.json().data.success).expires_in).toBe(365 * 86400);
  });

  it('is case sensitive and answers invalid_credentials with the spec message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'MEMBER01', password: 'Portal2026' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: 'invalid_credentials',
      message: 'Please note usernames & passwords are case sensitive',
    });
  });

  it('answers 422 with field errors for missing fields', async () => {
    const res = await t.request({ method: 'POST', url: '/api/member/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('answers 422, never 500, for wrong types and huge strings', async () => {
    for (const payload of [
      { username: 5, password: [] },
      { username: 'x'.repeat(10_000), password: 'y' },
      'not json',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/member/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('limits failed attempts per username with 429, even with the right password afterwards', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: 'coach01', password: 'wrong' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'coach01', password: 'Portal2026' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers['retry-after']).toBe('900');
  });
});

describe('POST /api/member/logout', () => {
  it('revokes the token so the profile call answers 401', async () => {
    const token = await t.asMember('manager01');
    expect((await t.request({ method: 'GET', url: '/api/member/user', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/member/logout', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/member/user', token })).statusCode).toBe(401);
  });

  it('refuses an anonymous logout', async () => {
    expect((await t.request({ method: 'POST', url: '/api/member/logout' })).statusCode).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in JSON', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});
