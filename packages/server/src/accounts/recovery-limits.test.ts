import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

// Recovery requests have their own counts (rate_events), apart from failed sign-ins (login_failures).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 3, perAddress: 4, windowMinutes: 15 }, recoveryMailsPerHour: 3 });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip });
const login = (username: string, password: string, ip: string) => post('/api/member/login', { username, password }, ip);
const TOO_MANY = 'Too many requests. Please wait 15 minutes and try again.';

describe('recovery limits', () => {
  it('many forgot-username requests from an address never block sign-in from it', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 4; i++)
      expect((await post('/api/member/username/email', { email: `who${i}@example.com.au` }, ip)).statusCode).toBe(200);
    const blocked = await post('/api/member/username/email', { email: 'who9@example.com.au' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests', message: TOO_MANY });
    expect((await login('member01', 'Portal2026', ip)).statusCode).toBe(200);
  });

  it('failed sign-ins from an address never block recovery from it', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 3; i++) expect((await login('member01', 'wrong', ip)).statusCode).toBe(401);
    expect((await login('member01', 'Portal2026', ip)).statusCode).toBe(429); // the sign-in limit itself still works
    expect((await post('/api/member/password/email', { username: 'coach01' }, ip)).statusCode).toBe(200);
  });

  // Refusing a username's requests would let anyone lock its owner out of recovery (docs/decisions/042): its mail is limited instead.
  it('limits reset mails per username across addresses, and never refuses the request', async () => {
    const mails = () => t.outbox.filter((mail) => mail.to === 'referee01@example.com.au').length;
    for (let i = 0; i < 3; i++)
      expect((await post('/api/member/password/email', { username: 'referee01' }, `10.1.1.${i}`)).statusCode).toBe(200);
    expect(mails()).toBe(3);
    const more = await post('/api/member/password/email', { username: 'referee01' }, '10.1.1.9');
    expect(more.statusCode).toBe(200);
    expect(more.json().data.message).toBe('Email Sent Successfully');
    expect(mails()).toBe(3);
  });

  it('limits username reminders per email address, and answers every request the same', async () => {
    const mails = () =>
      t.outbox.filter((mail) => mail.to === 'coach01@example.com.au' && mail.text.includes('Username: coach01')).length;
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/member/username/email', { email: 'coach01@example.com.au' }, `10.1.2.${i}`)).statusCode,
      ).toBe(200);
    // Reminders are sent after answering: once a later one is out, the earlier ones would be too.
    await post('/api/member/username/email', { email: 'manager01@example.com.au' }, '10.1.2.9');
    await vi.waitFor(() => expect(t.outbox.some((mail) => mail.to === 'manager01@example.com.au')).toBe(true));
    expect(mails()).toBe(3);
  });
});

describe('POST /api/member/password/email when the mail cannot be sent', () => {
  it('answers 503 with a clear message and leaves no usable link', async () => {
    const down = await buildTestApp(
      {},
      {
        mailer: {
          send: async () => {
            throw new Error('SMTP refused');
          },
        },
      },
    );
    try {
      const res = await down.request({
        method: 'POST',
        url: '/api/member/password/email',
        payload: { username: 'member01' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'mail_failed',
        message: 'The email could not be sent just now. Please try again later.',
      });
      const rows = (await down.database.db.execute('select count(*)::int as n from password_resets')) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]!.n).toBe(0);
    } finally {
      await down.close();
    }
  });
});
