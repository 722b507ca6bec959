import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 50, perAddress: 1000, windowMinutes: 15 } }, { now: () => now });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, payload });
const check = async (token: unknown) => {
  const res = await post('/api/member/password/reset/check', { token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data.usable as boolean;
};
async function requestLink(username: string): Promise<string> {
  expect((await post('/api/member/password/email', { username })).statusCode).toBe(200);
  return /\/password\/reset\/([\w-]+)/.exec(t.outbox.at(-1)!.text)![1]!;
}
const reset = (token: string, username: string) =>
  post('/api/member/password/reset', { token, username, password: 'NewPass99', password_confirmation: 'NewPass99' });

describe('POST /api/member/password/reset/check', () => {
  it('says a fresh link is usable, and not once it has been used', async () => {
    const token = await requestLink('coach01');
    expect(await check(token)).toBe(true);
    expect(await check(token)).toBe(true); // asking changes nothing
    expect((await reset(token, 'coach01')).statusCode).toBe(200);
    expect(await check(token)).toBe(false);
  });

  it('says an expired link is not usable', async () => {
    const token = await requestLink('referee01');
    now = new Date(now.getTime() + 61 * 60_000);
    try {
      expect(await check(token)).toBe(false);
    } finally {
      now = new Date();
    }
    expect(await check(token)).toBe(true);
  });

  it('says an unknown, empty or odd token is not usable, never 500', async () => {
    expect(await check('not-a-real-token')).toBe(false);
    expect(await check('')).toBe(false);
    expect(await check("' OR 1=1 --")).toBe(false);
    expect((await post('/api/member/password/reset/check', { token: 'x'.repeat(10_000) })).statusCode).toBe(422);
    expect((await post('/api/member/password/reset/check', { token: 5 })).statusCode).toBe(422);
    expect((await post('/api/member/password/reset/check', {})).statusCode).toBe(422);
  });
});
