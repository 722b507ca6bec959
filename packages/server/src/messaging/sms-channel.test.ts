import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { loadConfig } from '../platform/config';
import type { Platform } from '../platform/context';
import type { OutgoingDelivery } from './channel-port';
import { smsSandbox } from './messaging.tables';
import { INTERRUPTED, smsChannel } from './sms-channel';

// SMS (docs/decisions/308): the sandbox records the text with its segments and encoding; ClickSend gets one message
// per call with basic auth, and its answers sort into sent, retry later and give up now.

let t: TestApp;
let stub: http.Server;
let endpoint: string;
const received: { method: string; path: string; authorization?: string; body: unknown }[] = [];
/** What the stub ClickSend answers next: HTTP status and JSON body. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  stub = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as unknown,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => stub.close(r));
  await t.close();
});

const delivery = (over: Partial<OutgoingDelivery> = {}): OutgoingDelivery => ({
  deliveryId: 77,
  messageId: 9,
  memberId: 42,
  forMemberId: null,
  forName: null,
  channel: 'sms',
  kind: 'competition',
  address: '0412 345 678',
  subject: 'Saturday washed out',
  body: 'All games are **off**.',
  attachmentKey: null,
  unsubscribeUrl: null,
  messagesUrl: 'https://portal.hkbna.example/messages',
  attempts: 1,
  ...over,
});

describe('the sandbox', () => {
  it('records the SMS to the E.164 number with its segments and encoding', async () => {
    const receipt = await smsChannel.send(t.app.platform, delivery());
    const [row] = await t.database.db.select().from(smsSandbox).orderBy(desc(smsSandbox.id)).limit(1);
    expect(row).toMatchObject({
      toNumber: '+61412345678',
      body: 'HKBNA: Saturday washed out\nAll games are off.',
      segments: 1,
      encoding: 'GSM-7',
    });
    expect(receipt).toEqual({ providerRef: `sandbox:${row!.id}`, segments: 1 });
  });

  it('counts an emoji message in UCS-2 segments', async () => {
    const receipt = await smsChannel.send(t.app.platform, delivery({ body: `Go team 🏀 ${'x'.repeat(60)}` }));
    const [row] = await t.database.db.select().from(smsSandbox).orderBy(desc(smsSandbox.id)).limit(1);
    expect(row).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(receipt.segments).toBe(2);
  });

  it('a delivery whose server stopped while sending is not recorded twice: the sandbox finds it by our reference', async () => {
    const first = await smsChannel.send(t.app.platform, delivery({ deliveryId: 501 }));
    const again = await smsChannel.send(t.app.platform, delivery({ deliveryId: 501, interrupted: true, attempts: 2 }));
    expect(again).toEqual(first);
    const rows = await t.database.db.select().from(smsSandbox).where(eq(smsSandbox.reference, 'delivery-501'));
    expect(rows).toHaveLength(1);
    // never sent before it was interrupted: it goes now
    await smsChannel.send(t.app.platform, delivery({ deliveryId: 502, interrupted: true, attempts: 2 }));
    expect(await t.database.db.select().from(smsSandbox).where(eq(smsSandbox.reference, 'delivery-502'))).toHaveLength(
      1,
    );
  });

  it.each([
    ['no number', null],
    ['a landline', '02 9876 5432'],
  ])('%s fails at once (no-mobile)', async (_name, address) => {
    await expect(smsChannel.send(t.app.platform, delivery({ address }))).rejects.toMatchObject({
      permanent: true,
      message: 'no-mobile',
    });
  });
});

describe('ClickSend', () => {
  let platform: Platform;
  beforeAll(() => {
    const config = loadConfig({
      SMS_PROVIDER: 'clicksend',
      CLICKSEND_USERNAME: 'hkbna',
      CLICKSEND_API_KEY: 'SECRET-KEY-1234',
      CLICKSEND_ENDPOINT: endpoint,
      SMS_FROM: 'HKBNA',
      PUBLIC_URL: 'https://portal.hkbna.example',
    } as NodeJS.ProcessEnv);
    platform = { ...t.app.platform, config };
  });

  it('posts one message with basic auth, the sender and our reference, and takes its id and parts', async () => {
    received.length = 0;
    answer = {
      status: 200,
      body: {
        http_code: 200,
        response_code: 'SUCCESS',
        data: {
          messages: [{ status: 'SUCCESS', message_id: 'BF7AD270-0DE2-418B-B606-71D527D9C1AE', message_parts: 2 }],
        },
      },
    };
    const receipt = await smsChannel.send(platform, delivery({ unsubscribeUrl: 'https://portal.hkbna.example/u/1' }));
    expect(receipt).toEqual({ providerRef: 'BF7AD270-0DE2-418B-B606-71D527D9C1AE', segments: 2 });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/v3/sms/send',
        authorization: `Basic ${Buffer.from('hkbna:SECRET-KEY-1234').toString('base64')}`,
        body: {
          messages: [
            {
              to: '+61412345678',
              body: 'HKBNA: Saturday washed out\nAll games are off.\nOpt out: https://portal.hkbna.example/u/1',
              source: 'portal',
              custom_string: 'delivery-77',
              from: 'HKBNA',
            },
          ],
        },
      },
    ]);
  });

  it.each([
    ['a bad request (400)', 400, { response_code: 'BAD_REQUEST' }, true, 'BAD_REQUEST'],
    [
      'an invalid recipient',
      200,
      { response_code: 'SUCCESS', data: { messages: [{ status: 'INVALID_RECIPIENT' }] } },
      true,
      'INVALID_RECIPIENT',
    ],
    [
      'low credit',
      200,
      { response_code: 'SUCCESS', data: { messages: [{ status: 'INSUFFICIENT_CREDIT' }] } },
      false,
      'INSUFFICIENT_CREDIT',
    ],
    ['wrong credentials (401)', 401, { response_code: 'UNAUTHORIZED' }, false, 'UNAUTHORIZED'],
    ['too many requests (429)', 429, {}, false, '429'],
    ['a server error (500)', 500, 'oops', false, '500'],
  ])('%s: permanent %s', async (_name, status, body, permanent, said) => {
    answer = { status, body };
    const err: unknown = await smsChannel.send(platform, delivery()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { permanent?: boolean }).permanent === true).toBe(permanent);
    expect(String(err)).toContain(said);
    expect(String(err)).not.toContain('SECRET-KEY');
  });

  it('an interrupted delivery is not sent again through ClickSend (it cannot say whether it went): at most once', async () => {
    received.length = 0;
    await expect(smsChannel.send(platform, delivery({ interrupted: true, attempts: 2 }))).rejects.toMatchObject({
      permanent: true,
      message: INTERRUPTED,
    });
    expect(received).toHaveLength(0);
  });

  it('an unreachable ClickSend is retried later', async () => {
    const config = {
      ...platform.config,
      sms: { ...platform.config.sms, clicksend: { ...platform.config.sms.clicksend, endpoint: 'http://127.0.0.1:1' } },
    };
    const err: unknown = await smsChannel.send({ ...platform, config }, delivery()).catch((e: unknown) => e);
    expect(String(err)).toContain('ClickSend unreachable');
    expect(err).not.toHaveProperty('permanent');
  });

  it('will not start without its credentials', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'clicksend' } as NodeJS.ProcessEnv)).toThrow(/CLICKSEND_USERNAME/);
  });
});
