import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { putFiles } from '../platform/file-store';
import { createMailer } from '../platform/mail/mailer';
import { mailOutbox } from '../platform/mail/outbox.tables';
import type { OutgoingDelivery } from './channel-port';
import { emailChannel } from './email-channel';
import { messageMail } from './message-mail';

// The email channel (docs/decisions/306): through the outbox, queued once per delivery whatever became of the first
// copy; the association named with its contact, whom it is for, the Messages page, the unsubscribe link in the footer
// and in List-Unsubscribe headers; an attachment kept as a key and attached from stored_files when sent.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    publicUrl: 'https://portal.hkbna.example',
    mailOutbox: { pollMs: 20, retryBaseMs: 20, maxAttempts: 3 },
  });
});
afterAll(async () => {
  await t.close();
});

const UNSUBSCRIBE = 'https://portal.hkbna.example/unsubscribe/42.news.sig';
const delivery = (over: Partial<OutgoingDelivery> = {}): OutgoingDelivery => ({
  deliveryId: 501,
  messageId: 9,
  memberId: 42,
  forMemberId: 43,
  forName: 'Sam Smith',
  channel: 'email',
  kind: 'news',
  address: 'parent@example.com.au',
  subject: 'Saturday washed out',
  body: 'All games on **Saturday** are off <b>today</b>.\n\n- Check the [draw](https://hkbna.example/draw)',
  attachmentKey: null,
  unsubscribeUrl: UNSUBSCRIBE,
  messagesUrl: 'https://portal.hkbna.example/messages',
  attempts: 1,
  ...over,
});

const rowsOf = (deliveryId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `message-delivery:${deliveryId}`));

describe('the message as an email', () => {
  it('names the association and how to reach it, whom it is for, the Messages page and the unsubscribe link', () => {
    const mail = messageMail(t.config, delivery());
    expect(mail.subject).toBe(
      'Saturday washed out (for Sam Smith) | Hornsby Ku-ring-gai Basketball & Netball Association',
    );
    expect(mail.text).toBe(
      [
        'Hornsby Ku-ring-gai Basketball & Netball Association',
        '',
        'For Sam Smith, whom you look after.',
        '',
        'All games on Saturday are off <b>today</b>.',
        '',
        '- Check the draw (https://hkbna.example/draw)',
        '',
        'Read this and every message sent to you in the portal: https://portal.hkbna.example/messages',
        '',
        '--',
        'Sent by Hornsby Ku-ring-gai Basketball & Netball Association · office@hkbna.example · https://portal.hkbna.example',
        `You get association news because you are a member or guardian. Unsubscribe: ${UNSUBSCRIBE}`,
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('All games on <strong>Saturday</strong> are off &lt;b&gt;today&lt;/b&gt;.');
    expect(mail.html).toContain('<a href="https://hkbna.example/draw" style="color:#1565c0">draw</a>');
    expect(mail.html).toContain('For Sam Smith, whom you look after.');
    expect(mail.html).toContain('href="mailto:office@hkbna.example"');
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}" style="color:#1565c0">turn these off</a>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a transactional message (no unsubscribe link) has no unsubscribe line or headers', () => {
    const mail = messageMail(t.config, delivery({ kind: 'games', unsubscribeUrl: null, forName: null }));
    expect(mail.headers).toBeUndefined();
    expect(mail.text).not.toMatch(/unsubscribe|For /i);
    expect(mail.html).not.toMatch(/unsubscribe|turn these off/i);
    expect(mail.subject).toBe('Saturday washed out | Hornsby Ku-ring-gai Basketball & Netball Association');
  });
});

describe('the email channel', () => {
  it('queues the mail in the outbox once, even when the delivery is sent again after the mail went', async () => {
    const first = await emailChannel.send(t.app.platform, delivery());
    expect(first.providerRef).toMatch(/^mail:\d+$/);
    // a retry while it waits, and again once the outbox has sent it (the pending-only unique key no longer holds)
    expect(await emailChannel.send(t.app.platform, delivery())).toEqual(first);
    await expect.poll(async () => (await rowsOf(501))[0]?.status, { interval: 20, timeout: 5000 }).toBe('sent');
    expect(await emailChannel.send(t.app.platform, delivery())).toEqual(first);
    expect(await rowsOf(501)).toHaveLength(1);
    expect(t.outbox.filter((m) => m.to === 'parent@example.com.au')).toHaveLength(1);
  });

  it('two claims of one delivery at once queue one mail', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => emailChannel.send(t.app.platform, delivery({ deliveryId: 502 }))),
    );
    expect(new Set(answers.map((a) => a.providerRef)).size).toBe(1);
    expect(await rowsOf(502)).toHaveLength(1);
  });

  it('keeps the attachment as its key and attaches the stored bytes when it sends', async () => {
    const bytes = Buffer.from('%PDF-1.4 the wet weather policy');
    await putFiles(t.database.db, [{ key: 'attachments/abc/wet-weather.pdf', bytes }]);
    await emailChannel.send(
      t.app.platform,
      delivery({ deliveryId: 503, address: 'att@example.com.au', attachmentKey: 'attachments/abc/wet-weather.pdf' }),
    );
    const [row] = await rowsOf(503);
    expect(row).toMatchObject({
      attachmentKey: 'attachments/abc/wet-weather.pdf',
      headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>` },
    });
    await expect
      .poll(() => t.outbox.find((m) => m.to === 'att@example.com.au'), { interval: 20, timeout: 5000 })
      .toBeTruthy();
    const sent = t.outbox.find((m) => m.to === 'att@example.com.au') as { attachments?: unknown; headers?: unknown };
    expect(sent.attachments).toEqual([{ filename: 'wet-weather.pdf', content: bytes }]);
    expect(sent.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a delivery with no address fails at once (no-email)', async () => {
    await expect(emailChannel.send(t.app.platform, delivery({ deliveryId: 504, address: null }))).rejects.toMatchObject(
      {
        permanent: true,
        message: 'no-email',
      },
    );
    expect(await rowsOf(504)).toHaveLength(0);
  });
});

describe('the .eml writer', () => {
  it('writes the List-Unsubscribe headers and the attachment', async () => {
    const dataDir = path.resolve('.tmp-b43/eml-test');
    await fs.rm(dataDir, { recursive: true, force: true });
    const mailer = createMailer({ ...t.config, smtpUrl: undefined, dataDir });
    const mail = messageMail(t.config, delivery());
    const bytes = Buffer.from('%PDF-1.4 the wet weather policy');
    await mailer.send({ ...mail, attachments: [{ filename: 'wet-weather.pdf', content: bytes }] });
    const [file] = await fs.readdir(path.join(dataDir, 'mail'));
    const eml = await fs.readFile(path.join(dataDir, 'mail', file!), 'utf8');
    expect(eml).toContain(`List-Unsubscribe: <${UNSUBSCRIBE}>\r\n`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(eml).toMatch(/Content-Disposition: attachment; filename=wet-weather\.pdf/);
    expect(eml).toContain(bytes.toString('base64'));
  });
});
