import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { createMailer } from '../platform/mail/mailer';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { buildTestApp, type TestApp } from '../../test/harness';
import { gatewayDouble } from '../../test/gateway-double';
import { membershipBody, newKey, waitFor } from './payments-test-kit';

// A mail server that refuses the receipt (451, as a busy or greylisting server does), then takes it: the receipt
// waits in the outbox and is delivered on a later attempt, through the real SMTP mailer. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.

const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

let refusals = 0;
const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(_address, _session, done) {
    if (refusals > 0) {
      refusals -= 1;
      const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      return done(err);
    }
    done();
  },
  onData(stream, _session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push(decodeQp(Buffer.concat(chunks).toString('utf8')));
      done();
    });
  },
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const config = loadConfig({
    DATA_DIR: '.tmp/test-data',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  } as NodeJS.ProcessEnv);
  t = await buildTestApp(
    { smtpUrl: config.smtpUrl, mailOutbox: { pollMs: 20, retryBaseMs: 50, maxAttempts: 5 } },
    { mailer: createMailer(config), gateway: gatewayDouble() },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('receipt mail through an SMTP server that refuses, then accepts', () => {
  it('is delivered once, on a later attempt', async () => {
    refusals = 2;
    const res = await t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/basketball',
      payload: membershipBody(),
      token: await t.asMember('member01'),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => received.some((m) => m.includes('Receipt #')));
    // The worker marks the row sent once the SMTP server has answered the message's end: wait for that write.
    const sentRow = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'member01@example.com.au')))[0];
    await waitFor(async () => (await sentRow())?.status === 'sent');
    const row = await sentRow();
    const receipts = received.filter((m) => m.includes('Receipt #'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain('To: member01@example.com.au');
    expect(receipts[0]).toContain(
      'Tax Invoice: Hornsby Ku-ring-gai Basketball & Netball Association, ABN 41 912 345 621.',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row!.lastError).toBeNull();
  });
});
