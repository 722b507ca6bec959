import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

// Nobody can lock a member out (docs/decisions/042-sign-in-limits.md). app.inject's remoteAddress is the client address.

const SLOWDOWN_SECONDS = 1;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    loginLimits: { perUser: 5, perAddress: 30, windowMinutes: 15 },
    loginSlowdownMaxSeconds: SLOWDOWN_SECONDS,
    recoveryMailsPerHour: 3,
  });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
const forgot = (username: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/member/password/email', payload: { username }, remoteAddress: ip });
const deviceCookie = (res: { headers: Record<string, unknown> }) =>
  /portal_device=[\w-]+/.exec(String(res.headers['set-cookie']))![0];
const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
};

describe('sign-in limits', () => {
  it('five wrong passwords from five addresses and five reset requests: the member still signs in and recovers', async () => {
    for (let i = 0; i < 5; i++) expect((await login('member01', 'wrong', `10.3.1.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await forgot('member01', `10.3.2.${i}`)).statusCode).toBe(200);
    expect((await login('member01', 'Portal2026', '10.3.0.1')).statusCode).toBe(200);
    const recovery = await forgot('member01', '10.3.0.1');
    expect(recovery.statusCode).toBe(200);
    expect(recovery.json().data.message).toBe('Email Sent Successfully');
    // Three mails in the hour, whoever asked: each holds a live link, and the mailbox is not flooded.
    expect(
      t.outbox.filter((mail) => mail.to === 'member01@example.com.au' && mail.text.includes('/password/reset/')),
    ).toHaveLength(3);
  });

  it('wrong passwords from other addresses never stop the member on a device they signed in from; guessing from one address gets 429', async () => {
    const first = await login('coach01', 'Portal2026', '10.4.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    // Past five failures across addresses every further try (these guesses too) waits a second.
    for (let a = 1; a <= 2; a++) {
      for (let i = 0; i < 5; i++)
        expect((await login('coach01', `guess-${a}-${i}`, `10.4.1.${a}`)).statusCode).toBe(401);
      const blocked = await login('coach01', 'Portal2026', `10.4.1.${a}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    }
    // The member's device, at home or on another network: straight through, not slowed.
    const [home, homeMs] = await timed(() => login('coach01', 'Portal2026', '10.4.0.1', cookie));
    expect(home.statusCode).toBe(200);
    expect(homeMs).toBeLessThan(SLOWDOWN_SECONDS * 1000);
    expect((await login('coach01', 'Portal2026', '10.4.9.9', cookie)).statusCode).toBe(200);
    // A browser the member never used: slowed, never refused.
    const [elsewhere, elsewhereMs] = await timed(() => login('coach01', 'Portal2026', '10.4.8.8'));
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhereMs).toBeGreaterThanOrEqual(SLOWDOWN_SECONDS * 1000 - 50);
  });

  it('a device cookie the member never signed in with counts for nothing, and a trusted device that guesses is refused too', async () => {
    const other = deviceCookie(await login('manager01', 'Portal2026', '10.5.0.1'));
    for (let i = 0; i < 5; i++) expect((await login('official01', 'wrong', '10.5.0.2', other)).statusCode).toBe(401);
    expect((await login('official01', 'Portal2026', '10.5.0.2', other)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await login('manager01', 'wrong', '10.5.0.3', other)).statusCode).toBe(401);
    expect((await login('manager01', 'Portal2026', '10.5.0.3', other)).statusCode).toBe(429);
  });

  it('a reset link trusts the device that used it', async () => {
    expect((await forgot('referee01', '10.6.0.1')).statusCode).toBe(200);
    const token = /\/password\/reset\/([\w-]+)/.exec(t.outbox.at(-1)!.text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/member/password/reset',
      remoteAddress: '10.6.0.1',
      payload: { token, username: 'referee01', password: 'NewPass99', password_confirmation: 'NewPass99' },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = deviceCookie(reset);
    for (let i = 0; i < 5; i++) expect((await login('referee01', 'wrong', '10.6.0.1')).statusCode).toBe(401);
    expect((await login('referee01', 'NewPass99', '10.6.0.1')).statusCode).toBe(429);
    expect((await login('referee01', 'NewPass99', '10.6.0.1', cookie)).statusCode).toBe(200);
  });

  it('a shared address (a school, club Wi-Fi) where 30 sign-ins failed: a new browser there is slowed, not refused; a guessed username still is', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i % 10}`, 'wrong', '10.7.0.1')).statusCode).toBe(401);
    const [netball, netballMs] = await timed(() => login('netball01', 'Portal2026', '10.7.0.1'));
    expect(netball.statusCode).toBe(200);
    expect(netballMs).toBeGreaterThanOrEqual(SLOWDOWN_SECONDS * 1000 - 50);
    for (let i = 0; i < 5; i++) expect((await login('junior01', `guess-${i}`, '10.7.0.1')).statusCode).toBe(401);
    expect((await login('junior01', 'Portal2026', '10.7.0.1')).statusCode).toBe(429);
  });
});
