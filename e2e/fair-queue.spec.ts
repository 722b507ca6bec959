import type { Browser } from '@playwright/test';
import { accountStep, agreeAndRegister, contact, managerPersonal, textbox, unique } from './accounts-helpers';
import { expect, startServer, test, type OwnServer } from './fixtures';

// Issue 46's "done when" for the fair queue (decisions 345, 346): a server of its own with room for one visitor at a
// time (QUEUE_MAX_INSIDE=1). Visitor A starts a registration and is inside; B and C, arriving next on phones, get the
// waiting page with places 1 and 2; A finishes registering (never cut off); B is let in, and only then, with C moved
// up to place 1 and still waiting.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a server's start on a busy machine
  server = await startServer({ QUEUE_MAX_INSIDE: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };
const visitor = async (browser: Browser, viewport = PHONE) =>
  (await browser.newContext({ baseURL: server.url, viewport })).newPage();

test('past its room, newcomers wait in order of arrival while the visitor inside registers', async ({ browser }) => {
  // three browsers and a server of its own beside CI's two workers: 43 s there once, over a minute another time
  test.setTimeout(120_000);
  const a = await visitor(browser, { width: 1280, height: 900 });
  await a.goto('/register');
  await expect(textbox(a, 'Username')).toBeVisible();

  const b = await visitor(browser);
  await b.goto('/register');
  await expect(b.getByRole('heading', { level: 1, name: "You're in the queue" })).toBeVisible();
  await expect(b.getByRole('status')).toContainText('Your place in the queue: 1');
  await expect(b.getByRole('status')).toContainText("You're next.");

  const c = await visitor(browser);
  await c.goto('/registernetball');
  await expect(c.getByRole('status')).toContainText('Your place in the queue: 2');
  await expect(c.getByRole('status')).toContainText('Estimated wait');
  const wide = await c.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390); // nothing runs off a phone's screen

  // A, inside, registers while two wait: nobody inside is cut off
  await accountStep(a, `queue${unique()}`);
  await managerPersonal(a);
  await contact(a);
  await agreeAndRegister(a);
  await expect(a).toHaveURL(/\/member\/account$/);

  // A's room goes to B, the first to arrive, whose registration shows by itself; C moves up and waits on
  await expect(textbox(b, 'Username')).toBeVisible({ timeout: 10_000 });
  await expect(b).toHaveURL(/\/register$/);
  await expect(c.getByRole('status')).toContainText('Your place in the queue: 1');
  await expect(c.getByRole('heading', { level: 1, name: "You're in the queue" })).toBeVisible();
  await expect(textbox(c, 'Username')).toHaveCount(0);
});
