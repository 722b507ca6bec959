import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';
import { loadConfig } from '../platform/config';
import { createMailer } from '../platform/mail/mailer';
import { buildTestApp, type TestApp } from '../../test/harness';

// The whole recovery loop through the real mailer: .eml files in DATA_DIR/mail, and a real SMTP server.

const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const tmpDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tmpDirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));
  tmpDirs.push(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://portal.example.org',
    ...env,
  } as NodeJS.ProcessEnv);
  return buildTestApp(
    { dataDir, publicUrl: config.publicUrl, smtpUrl: config.smtpUrl },
    { mailer: createMailer(config) },
  );
}

async function loop(t: TestApp, readMail: () => Promise<string[]>) {
  const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, payload });
  expect((await post('/api/member/username/email', { email: 'manager01@example.com.au' })).statusCode).toBe(200);
  // The username mail is sent after the answer: wait for it to arrive.
  let mails: string[] = [];
  await vi.waitFor(
    async () => {
      mails = await readMail();
      expect(mails.length).toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );
  expect(mails[0]).toContain('Username: manager01');
  expect(mails[0]).toMatch(/Content-Type: text\/html/);
  expect(mails[0]).toContain('Hornsby Ku-ring-gai Basketball');

  const old = await t.asMember('manager01');
  expect((await post('/api/member/password/email', { username: 'manager01' })).statusCode).toBe(200);
  mails = await readMail();
  const resetMail = mails.find((m) => m.includes('/password/reset/'))!;
  const token = /https:\/\/portal\.example\.org\/password\/reset\/([\w-]+)/.exec(resetMail)![1]!;
  const res = await post('/api/member/password/reset', {
    token,
    username: 'manager01',
    password: 'Fresh2026',
    password_confirmation: 'Fresh2026',
  });
  expect(res.statusCode).toBe(200);
  expect(readLoginToken(res.json()).expires_in).toBe(365 * 86400);
  expect((await t.request({ method: 'GET', url: '/api/member/user', token: old })).statusCode).toBe(401);
  expect(await t.asMember('manager01', 'Fresh2026')).toMatch(/^Bearer/);
}

describe('recovery through .eml files (no SMTP_URL)', () => {
  it('writes each message to DATA_DIR/mail and the loop works from it', async () => {
    const t = await appWith({});
    try {
      const dir = path.join(t.config.dataDir, 'mail');
      await loop(t, async () => {
        const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        return Promise.all(files.map(async (f) => decodeQp(await fs.readFile(path.join(dir, f), 'utf8'))));
      });
      // RFC 5322: every line of the file ends in CRLF, none in a bare LF.
      const [first] = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml'));
      const raw = await fs.readFile(path.join(dir, first!), 'utf8');
      expect(raw).toContain('\r\n');
      expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    } finally {
      await t.close();
    }
  });
});

describe('recovery through a real SMTP server (SMTP_URL)', () => {
  it('sends every message through SMTP and the loop works from it', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(decodeQp(Buffer.concat(chunks).toString('utf8')));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await loop(t, async () => [...received]);
      expect(await fs.readdir(path.join(t.config.dataDir, 'mail')).catch(() => [])).toEqual([]);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
