import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import type { Mail } from './mailer';
import { enqueueMail } from './outbox';
import { mailOutbox } from './outbox.tables';

// docs/decisions/261: a message that carries a secret keeps its bodies in mail_outbox only until it is sent or given
// up; an ordinary message keeps them (a receipt can be read again).

const CODE = 'Zq8-secret-code-4711';
const sent: Mail[] = [];
let t: TestApp;
beforeAll(async () => {
  const mailer = {
    send: async (mail: Mail) => {
      if (mail.to.startsWith('refused')) throw new Error('550 no such mailbox');
      sent.push(mail);
    },
  };
  t = await buildTestApp({ mailOutbox: { pollMs: 20, retryBaseMs: 20, maxAttempts: 1 } }, { mailer });
});
afterAll(async () => {
  await t.close();
});

const message = (to: string, secret?: boolean): Mail => ({
  to,
  subject: 'Your code',
  text: `Your code: ${CODE}\n`,
  html: `<p>Your code: ${CODE}</p>`,
  ...(secret ? { secret } : {}),
});

describe('a message carrying a secret', () => {
  it('is sent with its code, and then no code is left in mail_outbox; given up, neither; an ordinary message keeps its bodies', async () => {
    const to = ['secret@example.com.au', 'refused-secret@example.com.au', 'plain@example.com.au'];
    await t.database.db.transaction(async (tx) => {
      await enqueueMail(tx, message(to[0]!, true), { now: new Date() });
      await enqueueMail(tx, message(to[1]!, true), { now: new Date() });
      await enqueueMail(tx, message(to[2]!), { now: new Date() });
    });
    const rows = () =>
      t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
    await expect
      .poll(async () => (await rows()).map((r) => r.status), { interval: 20, timeout: 5000 })
      .toEqual(['sent', 'failed', 'sent']);
    expect(sent.find((m) => m.to === to[0])?.text).toContain(CODE);
    const [secret, refused, plain] = await rows();
    for (const row of [secret!, refused!]) {
      expect(row.secret).toBe(true);
      expect(JSON.stringify(row)).not.toContain(CODE);
    }
    expect([plain!.secret, plain!.textBody, plain!.htmlBody]).toEqual([
      false,
      message(to[2]!).text,
      message(to[2]!).html,
    ]);
  });
});
