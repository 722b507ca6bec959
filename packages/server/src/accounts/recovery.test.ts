import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 50, perAddress: 1000, windowMinutes: 15 } }, { now: () => now });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token?: string) => t.request({ method: 'POST', url, payload, token });
const linkToken = (text: string) => /\/password\/reset\/([\w-]+)/.exec(text)![1]!;

describe('POST /api/member/username/email', () => {
  it('emails every username registered with the address, in text and HTML, with the association name', async () => {
    const res = await post('/api/member/username/email', {
      action: 'username-email',
      email: 'MEMBER01@example.com.au',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Email Sent Successfully');
    await vi.waitFor(() => expect(t.outbox.length).toBeGreaterThan(0));
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe('MEMBER01@example.com.au');
    expect(mail.text).toContain('Username: member01');
    expect(mail.html).toContain('Username: member01');
    expect(mail.subject).toContain(t.config.site.associationName);
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.outbox.length;
    const res = await post('/api/member/username/email', { email: 'nobody@example.com.au' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Email Sent Successfully');
    // A known address asked next: once its mail is out, a mail to the unknown one would be out too.
    await post('/api/member/username/email', { email: 'member01@example.com.au' });
    await vi.waitFor(() => expect(t.outbox.length).toBeGreaterThan(before));
    expect(t.outbox.slice(before).map((mail) => mail.to)).toEqual(['member01@example.com.au']);
  });

  it('answers field errors for a missing or invalid email', async () => {
    expect((await post('/api/member/username/email', {})).json().errors).toEqual({ email: 'This field is required' });
    expect((await post('/api/member/username/email', { email: 'x@' })).json().errors).toEqual({
      email: 'This field must be a valid email',
    });
  });
});

describe('password reset loop', () => {
  async function requestLink(username: string): Promise<string> {
    const before = t.outbox.length;
    const res = await post('/api/member/password/email', { action: 'password-email', username });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Email Sent Successfully');
    expect(t.outbox.length).toBe(before + 1);
    const mail = t.outbox.at(-1)!;
    expect(mail.text).toContain(`${t.config.publicUrl}/password/reset/`);
    return linkToken(mail.text);
  }
  const reset = (token: string, username: string, password = 'NewPass99') =>
    post('/api/member/password/reset', {
      action: 'password-reset',
      token,
      username,
      password,
      password_confirmation: password,
    });

  it('answers "Incorrect username or password." for an unknown username', async () => {
    const res = await post('/api/member/password/email', { username: 'nobody01' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'invalid_credentials', message: 'Incorrect username or password.' });
    expect((await post('/api/member/password/email', {})).json().errors).toEqual({ username: 'Username is required' });
  });

  it('resets with the emailed link: 365-day token, old sessions revoked, link single use', async () => {
    const oldSession = await t.asMember('coach01');
    const token = await requestLink('coach01');
    const res = await reset(token, 'coach01');
    expect(res.statusCode).toBe(200);
    const fresh = readLoginToken(res.json());
    expect(fresh.expires_in).toBe(365 * 86400);
    expect((await t.request({ method: 'GET', url: '/api/member/user', token: oldSession })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/member/user', token: `Bearer ${fresh.access_token}` })).statusCode,
    ).toBe(200);
    expect(await t.asMember('coach01', 'NewPass99')).toMatch(/^Bearer/);
    const again = await reset(token, 'coach01', 'Another99');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('invalid_token');
    expect(await t.asMember('coach01', 'NewPass99')).toMatch(/^Bearer/); // the reused link changed nothing
  });

  it('refuses an expired link (60 minutes) and changes nothing', async () => {
    const token = await requestLink('referee01');
    now = new Date(now.getTime() + 61 * 60_000);
    try {
      const res = await reset(token, 'referee01');
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('invalid_token');
      expect(await t.asMember('referee01')).toMatch(/^Bearer/);
    } finally {
      now = new Date();
    }
  });

  it('refuses a username that does not own the link, and leaves the link usable', async () => {
    const token = await requestLink('official01');
    const wrong = await reset(token, 'member01');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_username',
      errors: { username: 'Incorrect username or password.' },
    });
    expect(await t.asMember('member01')).toMatch(/^Bearer/);
    expect((await reset(token, 'official01')).statusCode).toBe(200);
  });

  it('answers field errors for bad reset input, never 500', async () => {
    const res = await post('/api/member/password/reset', { token: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      username: 'Username is required',
      password: 'Password is required',
      password_confirmation: 'Password Confirmation is required',
    });
    for (const payload of [
      { token: 'x'.repeat(10_000), username: 'member01', password: 'Secret12', password_confirmation: 'Secret12' },
      { token: "' OR 1=1 --", username: 'member01', password: 'Secret12', password_confirmation: 'Secret12' },
      { token: 'abc', username: 'member01', password: 'Secret12', password_confirmation: 'Other123' },
      { token: 5, username: [], password: {}, password_confirmation: null },
    ]) {
      const r = await post('/api/member/password/reset', payload);
      expect(r.statusCode).toBe(422);
      expect(Object.keys(r.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    expect(await t.asMember('member01')).toMatch(/^Bearer/);
  });
});

describe('GET /api/docs', () => {
  it('documents the registration and recovery calls', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/member/register', '/api/member/password/reset', '/api/member/getData']),
    );
  });
});
