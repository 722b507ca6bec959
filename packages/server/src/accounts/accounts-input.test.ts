import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { manager } from './registration.fixture';

// Bad input of every kind on every public accounts call: a 4xx whose field errors are our sentences or the
// spec's (never zod's English), never a 500.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { loginLimits: { perUser: 10_000, perAddress: 10_000, windowMinutes: 15 } },
    { localities: true },
  );
});
afterAll(async () => {
  await t.close();
});

const ZOD_WORDING = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/;
const BAD_VALUES: unknown[] = [42, true, null, [], {}, 'x'.repeat(10_000)];

const calls: [string, Record<string, unknown>][] = [
  ['/api/member/register', { ...manager, username: 'inputcheck1' }],
  [
    '/api/member/register',
    { ...manager, sport: 'netball', username: 'inputcheck2', gender: 'female', phone: '0298765432' },
  ],
  ['/api/member/login', { username: 'member01', password: 'Portal2026', xyz: 'a', zyx: 'b', remember: false }],
  ['/api/member/username/email', { action: 'username-email', email: 'member01@example.com.au' }],
  ['/api/member/password/email', { action: 'password-email', username: 'nobody-here' }],
  [
    '/api/member/password/reset',
    {
      action: 'password-reset',
      token: 'abc',
      username: 'member01',
      password: 'Secret12',
      password_confirmation: 'Secret12',
    },
  ],
  ['/api/member/getData', { type: 'localities', search: 'ho', limit: 5 }],
];

describe.each(calls)('POST %s', (url, base) => {
  it('answers 4xx with our wording for every bad value of every field', async () => {
    const leaks: string[] = [];
    for (const field of Object.keys(base)) {
      for (const value of BAD_VALUES) {
        const res = await t.request({ method: 'POST', url, payload: { ...base, [field]: value } });
        const shown = `${field}=${JSON.stringify(value).slice(0, 12)}`;
        if (res.statusCode >= 500) leaks.push(`${shown}: ${res.statusCode}`);
        if (res.statusCode < 400) continue;
        for (const [key, message] of Object.entries((res.json().errors ?? {}) as Record<string, string>)) {
          if (ZOD_WORDING.test(message)) leaks.push(`${shown} → ${key}: ${message}`);
        }
        if (ZOD_WORDING.test(res.json().message ?? '')) leaks.push(`${shown} → ${res.json().message}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers a body that is not an object with 4xx, never 500', async () => {
    for (const payload of [[], 'text', 5, null]) {
      const res = await t.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(JSON.stringify(res.json())).not.toMatch(/"(Invalid|Too big|Expected)/);
    }
  });
});
