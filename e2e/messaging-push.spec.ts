import path from 'node:path';
import { PushTexts as T } from '@portal/domain/messaging/push.messages';
import { E2E_TMP, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';
import { browserSubscription, startPushStub, type PushStub } from './push-stub';

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

test.describe('a message reaches a browser that allowed app notifications', () => {
  let server: OwnServer;
  let stub: PushStub;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stub = await startPushStub();
    server = await startServer({ NODE_EXTRA_CA_CERTS: stub.certPath });
  });
  test.afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  test('the toggle saves the subscription, the push is encrypted for it, and the service worker shows it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { subscription, decrypt } = browserSubscription(stub);
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
    await expect.poll(() => stub.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const payload = decrypt(stub.received[0]!);
    expect(JSON.parse(payload)).toEqual({
      title: 'Saturday washed out',
      body: 'All games on Saturday are off.',
      url: `${server.url}/member/messages`,
      tag: `message-${(JSON.parse(await sent.text()) as { data: { id: number } }).data.id}`,
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
