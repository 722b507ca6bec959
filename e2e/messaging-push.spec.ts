import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PushTexts as T } from '@portal/domain/messaging/push.messages';
import { E2E_TMP, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// App notifications (issue 43, docs/decisions/307). Headless Chromium has no push service: its real
// pushManager.subscribe rejects ("AbortError: Registration failed - permission denied") even with the permission
// granted, so the first test checks the toggle says so. The second gives the page a subscription as a browser's push
// service would (an endpoint on a local HTTPS stub, a P-256 key pair and auth secret the test holds): the toggle saves
// it through the API, staff send a message, the portal's real web-push encryption reaches the stub, the test
// decrypts it (RFC 8291), and the decrypted payload delivered to the page's service worker shows the notification.

const PREFERENCES = '/member/messages/preferences';

test('headless Chromium cannot subscribe: the toggle says notifications could not be turned on', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await loginAs(page, 'member01');
  await page.goto(PREFERENCES);
  const toggle = page.getByRole('switch', { name: T.toggle }).or(page.getByRole('checkbox', { name: T.toggle }));
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.getByRole('alert').filter({ hasText: T.failed })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  const shots = path.join(E2E_TMP, 'messaging-shots');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `push-toggle-${width}.png`) });
  }
});

test('notifications blocked for the site: the toggle says how to allow them', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.goto(PREFERENCES);
  await page.evaluate(() => {
    Notification.requestPermission = async () => 'denied';
  });
  const toggle = page.getByRole('switch', { name: T.toggle }).or(page.getByRole('checkbox', { name: T.toggle }));
  await toggle.click();
  await expect(page.getByRole('alert').filter({ hasText: T.denied })).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

/** RFC 8291 / 8188 decryption of a one-record aes128gcm body with the browser's keys. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ikm = hmac(
    hmac(auth, ecdh.computeSecret(asPublic)),
    Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), asPublic, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

test.describe('a message reaches a browser that allowed app notifications', () => {
  let server: OwnServer;
  let stub: https.Server;
  let stubUrl: string;
  const received: Buffer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // a local HTTPS push service: its self-signed certificate is trusted by the test's own portal server only
    const dir = path.join(E2E_TMP, 'push-stub');
    fs.mkdirSync(dir, { recursive: true });
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ]);
    expect(made.status, String(made.stderr)).toBe(0);
    stub = https.createServer(
      { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push(Buffer.concat(chunks));
          res.writeHead(201).end();
        });
      },
    );
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `https://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    server = await startServer({ NODE_EXTRA_CA_CERTS: path.join(dir, 'cert.pem') });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise((r) => stub?.close(r));
  });

  test('the toggle saves the subscription, the push is encrypted for it, and the service worker shows it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const subscription = {
      endpoint: `${stubUrl}/push/${crypto.randomUUID()}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
    // what the browser's push service would hand back (headless Chromium has none)
    await context.addInitScript((sub) => {
      let current: unknown = null;
      const make = () => ({
        endpoint: sub.endpoint,
        toJSON: () => sub,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        current = make();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    }, subscription);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await loginAs(page, 'member01', undefined, server);
    await page.goto(`${server.url}${PREFERENCES}`);
    const toggle = page.getByRole('switch', { name: T.toggle }).or(page.getByRole('checkbox', { name: T.toggle }));
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
    await expect(toggle).toBeChecked();

    const staff = await tokenOf(page.request, 'admin01', server.url);
    const sent = await page.request.post(`${server.url}/api/staff/messages`, {
      headers: { authorization: staff },
      data: {
        audience: { type: 'everyone' },
        kind: 'competition',
        channels: ['push'],
        subject: 'Saturday washed out',
        body: 'All games on **Saturday** are off.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const payload = decrypt(received[0]!, ecdh, auth);
    expect(JSON.parse(payload)).toEqual({
      title: 'Saturday washed out',
      body: 'All games on Saturday are off.',
      url: `${server.url}/member/messages`,
    });

    // the decrypted payload delivered to the page's own service worker (/sw.js) shows as a notification
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId,
      data: payload,
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
        ),
      )
      .toEqual([['Saturday washed out', 'All games on Saturday are off.']]);

    // off: the browser is forgotten, so the next message has no device to go to
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: T.removed })).toBeVisible();
    await expect(toggle).not.toBeChecked();
  });
});
