import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { manager } from './registration.fixture';

// Registration rules that need the database: per-address limit, case-only username twins, localities.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 5, perAddress: 4, windowMinutes: 15 } }, { localities: true });
});
afterAll(async () => {
  await t.close();
});

// app.inject's remoteAddress is the client address the limits count.
const post = (url: string, payload: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip });
let nextAddress = 1;
/** Each call from its own address unless one is given, so only the limit test meets the limit. */
const register = (payload: unknown, ip = `10.0.1.${nextAddress++}`) => post('/api/member/register', payload, ip);
const count = async (sql: string) =>
  Number(((await t.database.db.execute(sql)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
const members = () => count('select count(*)::int as n from members');

describe('POST /api/member/register: usernames differing only in case', () => {
  it('answers 409 for "Member01" when "member01" exists, and creates nothing', async () => {
    const before = await members();
    const res = await register({ ...manager, username: 'Member01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'username_taken',
      errors: { username: 'The username has already been taken.' },
    });
    expect(await members()).toBe(before);
  });

  it('sign-in stays case sensitive', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'Member01', password: 'Portal2026' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/member/register: suburb, postcode and state are one locality', () => {
  it.each([
    ['a postcode of another suburb', { suburb: 'HORNSBY', postcode: '3000', state: 'NSW' }],
    ['a state of another suburb', { suburb: 'HORNSBY', postcode: '2077', state: 'VIC' }],
    ['an unknown suburb', { suburb: 'NOWHERE TOWN', postcode: '2077', state: 'NSW' }],
  ])('refuses %s with a field error on suburb and creates nothing', async (_, place) => {
    const before = await members();
    const res = await register({ ...manager, username: 'placecheck1', ...place });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      suburb: 'Please choose a suburb from the list: suburb, postcode and state must match',
    });
    expect(await members()).toBe(before);
  });

  it('accepts a listed locality typed in any case', async () => {
    const res = await register({
      ...manager,
      username: 'placecheck2',
      suburb: 'hornsby heights',
      postcode: '2077',
      state: 'NSW',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/member/register: limited per client address', () => {
  it('answers 429 with a clear message once the address has registered too often, and creates nothing', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 4; i++) {
      const res = await register({ ...manager, username: `limited${i}xx`, email: `limited${i}@example.com.au` }, ip);
      expect(res.statusCode).toBe(200);
    }
    const before = await members();
    const blocked = await register({ ...manager, username: 'limited9xx' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: 'too_many_requests',
      message:
        'Too many registrations from this network. Please wait 15 minutes and try again, or contact the association.',
    });
    expect(blocked.headers['retry-after']).toBe('900');
    expect(await members()).toBe(before);
    // Another address is not affected, and sign-in from the blocked address still works.
    expect((await register({ ...manager, username: 'otheraddr1' }, '10.0.0.10')).statusCode).toBe(200);
    const login = await post('/api/member/login', { username: 'member01', password: 'Portal2026' }, ip);
    expect(login.statusCode).toBe(200);
  });
});
