import type { Browser } from '@playwright/test';
import { accountStep, agreeAndRegister, contact, managerPersonal, step, textbox, unique } from './accounts-helpers';
import { expect, payByCard, startServer, test, type OwnServer } from './fixtures';
import { loginOnServer } from './payments-server';

// Issue 46's "done when" for the fair queue (decisions 345, 346): a server of its own with room for two visitors at a
// time (QUEUE_MAX_INSIDE=2). member01 is paying an invoice and visitor A registering: both inside. B and C, arriving
// next on phones, get the waiting page with places 1 and 2. member01 pays (never cut off); B, the first to arrive, is
// let in, C moved up to place 1 and still waiting; A finishes registering (never cut off); then C is let in.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a server's start on a busy machine
  server = await startServer({ QUEUE_MAX_INSIDE: '2' });
});
test.afterAll(async () => {
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };
const visitor = async (browser: Browser, viewport = PHONE) =>
  (await browser.newContext({ baseURL: server.url, viewport })).newPage();

test('past its room, newcomers wait in order of arrival while the visitors inside pay and register', async ({
  browser,
}) => {
  // four browsers and a server of its own beside CI's two workers: 43 s there once, over a minute another time
  test.setTimeout(150_000);
  // member01 opens an invoice's payment: a checkout, inside
  const payer = await visitor(browser, { width: 1280, height: 900 });
  await loginOnServer(payer, server, 'member01');
  await payer.goto(`${server.url}/member/invoices`);
  await payer.getByRole('link', { name: /^View invoice/ }).click();
  await payer.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await expect(payer).toHaveURL(/\/member\/invoices\/invoice\/\d+\/payment$/);
  await payer.getByRole('textbox', { name: 'Amount to pay' }).fill('20');

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

  // member01, inside, pays while two wait: nobody paying is cut off
  await step(payer, 0).getByRole('button', { name: 'Continue' }).click();
  await step(payer, 1).getByRole('button', { name: 'Continue' }).click();
  await payByCard(payer, step(payer, 2), 'Mia Member');
  await expect(payer).toHaveURL(/\/member\/invoices\/invoice\/\d+$/);

  // the payer's room goes to B, the first to arrive, whose registration shows by itself; C moves up and waits on
  await expect(textbox(b, 'Username')).toBeVisible({ timeout: 10_000 });
  await expect(b).toHaveURL(/\/register$/);
  await expect(c.getByRole('status')).toContainText('Your place in the queue: 1');
  await expect(c.getByRole('heading', { level: 1, name: "You're in the queue" })).toBeVisible();
  await expect(textbox(c, 'Username')).toHaveCount(0);

  // A, inside all along, registers: never cut off; A's room goes to C
  await accountStep(a, `queue${unique()}`);
  await managerPersonal(a);
  await contact(a);
  await agreeAndRegister(a);
  await expect(a).toHaveURL(/\/member\/account$/);
  await expect(textbox(c, 'Username')).toBeVisible({ timeout: 10_000 });
  await expect(c).toHaveURL(/\/registernetball$/);
});
