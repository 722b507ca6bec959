import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';
import type { OutgoingDelivery } from './channel-port';
import { pushSubscriptions } from './messaging.tables';
import { MAX_PUSH_PAYLOAD, pushChannel, pushPayload } from './push-channel';
import { saveSubscription } from './push.repo';

// Web push end to end (docs/decisions/307): a stub push service on a local port receives what the channel sends; the
// test holds the browser's side (a P-256 key pair and a 16-byte auth secret, as the Push API makes them), decrypts
// the body by RFC 8291 / RFC 8188 with node's crypto alone, and checks the VAPID signature with the key the API gave.

const b64u = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** A browser's push subscription keys. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, p256dh: b64u(ecdh.getPublicKey()), authB64: b64u(auth) };
}

/** RFC 8291 decryption of an aes128gcm body (one record) with the browser's private key and auth secret. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(asPublic);
  const prkKey = hmac(auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** Verify a VAPID Authorization header (vapid t=<JWT>, k=<key>) and answer its claims. */
function vapidClaims(header: string, publicKey: string): Record<string, unknown> {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  expect(m?.[2]).toBe(publicKey);
  const [h, p, sig] = m![1]!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig!, 'base64url'),
  );
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let token: string;
let memberId: number;
let stub: http.Server;
let base: string;
const received: Received[] = [];
/** The status the stub push service answers for a path. */
const statusFor = (path: string) => (path.includes('gone') ? 410 : path.includes('busy') ? 503 : 201);

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  token = await t.asMember('member01');
  const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'member01'));
  memberId = m!.id;
  stub = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor(req.url ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => stub.close(r));
  await t.close();
});

const delivery = (over: Partial<OutgoingDelivery> = {}): OutgoingDelivery => ({
  deliveryId: 1,
  messageId: 1,
  memberId,
  forMemberId: null,
  forName: null,
  channel: 'push',
  kind: 'competition',
  address: null,
  subject: 'Saturday washed out',
  body: 'All games on **Saturday** are off. See https://hkbna.example/draw',
  attachmentKey: null,
  unsubscribeUrl: null,
  messagesUrl: 'https://portal.hkbna.example/messages',
  attempts: 1,
  ...over,
});

const subscriptionsOf = (id: number) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, id));

describe('the push API', () => {
  it('gives the VAPID public key, the same on every call', async () => {
    const a = await t.request({ method: 'GET', url: '/api/member/messages/push/key', token });
    expect(a.statusCode).toBe(200);
    const key = (a.json() as { data: { publicKey: string } }).data.publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const b = await t.request({ method: 'GET', url: '/api/member/messages/push/key', token });
    expect((b.json() as { data: { publicKey: string } }).data.publicKey).toBe(key);
    expect((await t.request({ method: 'GET', url: '/api/member/messages/push/key' })).statusCode).toBe(401);
  });

  const keys = browserKeys();
  it.each([
    ['an http endpoint', { endpoint: 'http://push.example/x', keys: { p256dh: keys.p256dh, auth: keys.authB64 } }],
    ['no endpoint', { keys: { p256dh: keys.p256dh, auth: keys.authB64 } }],
    [
      'a short p256dh',
      { endpoint: 'https://push.example/x', keys: { p256dh: keys.p256dh.slice(1), auth: keys.authB64 } },
    ],
    ['a long auth', { endpoint: 'https://push.example/x', keys: { p256dh: keys.p256dh, auth: `${keys.authB64}AA` } }],
    ['no keys', { endpoint: 'https://push.example/x' }],
  ])('refuses %s with a field error and saves nothing', async (_name, payload) => {
    const res = await t.request({ method: 'POST', url: '/api/member/messages/push/subscriptions', token, payload });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('notification subscription');
    expect(await subscriptionsOf(memberId)).toHaveLength(0);
  });

  it('saves a subscription once per browser, and removes it', async () => {
    const payload = { endpoint: 'https://push.example/send/abc', keys: { p256dh: keys.p256dh, auth: keys.authB64 } };
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request({ method: 'POST', url: '/api/member/messages/push/subscriptions', token, payload });
      expect(res.statusCode).toBe(200);
    }
    expect(await subscriptionsOf(memberId)).toMatchObject([{ endpoint: payload.endpoint, p256dh: keys.p256dh }]);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/messages/push/subscriptions/remove',
      token,
      payload: { endpoint: payload.endpoint },
    });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionsOf(memberId)).toHaveLength(0);
  });
});

describe('the push channel', () => {
  it('sends the notification encrypted for the browser, signed with the shared VAPID key', async () => {
    const browser = browserKeys();
    await saveSubscription(
      t.database.db,
      memberId,
      { endpoint: `${base}/send/one`, p256dh: browser.p256dh, auth: browser.authB64 },
      new Date(),
    );
    const receipt = await pushChannel.send(t.app.platform, delivery({ forName: 'Sam Smith' }));
    expect(receipt).toEqual({ providerRef: 'devices:1' });
    const got = received.find((r) => r.path === '/send/one')!;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    // a resend of the same delivery replaces a copy still waiting at the push service
    expect(got.headers.topic).toBe('delivery-1');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    const publicKey = (
      (await t.request({ method: 'GET', url: '/api/member/messages/push/key', token })).json() as {
        data: { publicKey: string };
      }
    ).data.publicKey;
    const claims = vapidClaims(String(got.headers.authorization), publicKey);
    expect(claims).toMatchObject({ aud: base, sub: 'mailto:office@hkbna.example' });
    expect(JSON.parse(decrypt(got.body, browser.ecdh, browser.auth))).toEqual({
      title: 'Saturday washed out (for Sam Smith)',
      body: 'All games on Saturday are off. See https://hkbna.example/draw',
      url: 'https://portal.hkbna.example/messages',
      tag: 'message-1',
    });
  });

  it.each([
    ['plain', 'Saturday games are off. '.repeat(400)],
    ['multi-byte and escaped', 'Ünïcode “quoted” \\ "and" 🏀 words. '.repeat(400)],
  ])('cuts a long %s body so the payload stays within its bytes', (_name, body) => {
    const payload = pushPayload(delivery({ body }));
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(MAX_PUSH_PAYLOAD - 40);
    expect((JSON.parse(payload) as { body: string }).body).toMatch(/…$/);
  });

  it('forgets a browser the push service says is gone (410), and with none left the member has no device', async () => {
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
    const browser = browserKeys();
    await saveSubscription(
      t.database.db,
      memberId,
      { endpoint: `${base}/send/gone`, p256dh: browser.p256dh, auth: browser.authB64 },
      new Date(),
    );
    await expect(pushChannel.send(t.app.platform, delivery())).rejects.toMatchObject({
      permanent: true,
      message: 'no-device',
    });
    expect(await subscriptionsOf(memberId)).toHaveLength(0);
    await expect(pushChannel.send(t.app.platform, delivery())).rejects.toMatchObject({
      permanent: true,
      message: 'no-device',
    });
  });

  it('keeps a browser whose push service is down and retries later (a plain error)', async () => {
    const browser = browserKeys();
    await saveSubscription(
      t.database.db,
      memberId,
      { endpoint: `${base}/send/busy`, p256dh: browser.p256dh, auth: browser.authB64 },
      new Date(),
    );
    const err: unknown = await pushChannel.send(t.app.platform, delivery()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toHaveProperty('permanent');
    expect(String(err)).toContain('503');
    expect(await subscriptionsOf(memberId)).toHaveLength(1);
  });
});
