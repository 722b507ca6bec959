import fs from 'node:fs';
import path from 'node:path';
import { apiData, chooseOption, decodeQuotedPrintable, expect, loginAs, startServer, test, tokenOf } from './fixtures';
import type { OwnServer } from './fixtures';
import { browserSubscription, startPushStub, type PushStub } from './push-stub';

// Issue 43's whole journey on one server: compofficer01 tells the juniors' division that Saturday is washed out, by
// email, app notification and SMS. Paula (parent01) looks after junior01, a minor in that division; she turned
// association news off (not competition changes), chose SMS for competition changes, and her browser allowed app
// notifications. She finds the message for Jack on her Messages page and in the mail folder, her browser's push
// service gets it encrypted for her keys, and her SMS shows its parts on the message's page; Jack finds it too.

let server: OwnServer;
let stub: PushStub;
const started = Date.now();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stub = await startPushStub('push-stub-journey');
  server = await startServer({ NODE_EXTRA_CA_CERTS: stub.certPath });
});
test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

/** The mail to `address` in the server's own folder whose text has `having`, waiting for it. */
async function mailTo(address: string, having: string): Promise<string> {
  const dir = path.join(server.dataDir, 'mail');
  let found = '';
  await expect(async () => {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(address)) : [];
    const texts = files
      .filter((f) => fs.statSync(path.join(dir, f)).mtimeMs >= started - 1000)
      .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
    found = texts.find((t) => t.includes(having)) ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 90_000 });
  return found;
}

test('Saturday washed out reaches a division: Messages, mail, push and SMS, news off but competition changes on', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const api = page.request;
  const paula = await tokenOf(api, 'parent01', server.url);
  const jack = await tokenOf(api, 'junior01', server.url);

  // Paula's choices: news off everywhere, competition changes by email, app and SMS; her browser subscribed
  const on = { email: true, push: true, sms: true };
  const saved = await api.put(`${server.url}/api/member/messages/preferences`, {
    headers: { authorization: paula },
    data: {
      preferences: {
        games: on,
        competition: on,
        news: { email: false, push: false, sms: false },
        payments: { email: true, push: true, sms: false },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const browser = browserSubscription(stub);
  const subscribed = await api.post(`${server.url}/api/member/messages/push/subscriptions`, {
    headers: { authorization: paula },
    data: browser.subscription,
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);

  const team = (
    (await apiData(api, `${server.url}/api/member/teams`, jack)) as {
      t_division: string;
      t_season: string;
      t_season_status: boolean;
    }[]
  ).find((t) => t.t_season_status)!;

  // compofficer01 writes in the back-office: the division, all three ways
  await loginAs(page, 'compofficer01', undefined, server);
  await page.goto(`${server.url}/staff/messages/new`);
  await chooseOption(page, page.getByRole('combobox', { name: 'Send to' }), 'A division');
  await chooseOption(page, page.getByRole('combobox', { name: 'Season' }), team.t_season);
  await chooseOption(page, page.getByRole('combobox', { name: 'Division' }), team.t_division);
  await page.getByRole('checkbox', { name: 'App notification' }).check();
  await page.getByRole('checkbox', { name: 'SMS' }).check();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Saturday washed out');
  await page.getByRole('textbox', { name: 'Text' }).fill('All games this Saturday are off: the courts are flooded.');
  const preview = page.getByRole('region', { name: 'Who will receive it' });
  await expect(preview).toContainText(/\d+ by sms/);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday washed out' })).toBeVisible({ timeout: 20_000 });

  // Paula's browser: its push service got the message, encrypted for her keys, named for Jack
  await expect.poll(() => stub.received.length, { timeout: 60_000 }).toBeGreaterThan(0);
  expect(JSON.parse(browser.decrypt(stub.received[0]!))).toMatchObject({
    title: 'Saturday washed out (for Jack Junior)',
    body: 'All games this Saturday are off: the courts are flooded.',
  });

  // her mail, and Jack's own (his address is not his guardian's)
  expect(await mailTo('parent01@example.com.au', 'Saturday washed out')).toContain('the courts are flooded');
  expect(await mailTo('junior01@example.com.au', 'Saturday washed out')).toContain('the courts are flooded');

  // the message's page: Paula's SMS went, with its parts counted
  const grid = page.getByRole('grid', { name: 'Who received it' });
  const smsRow = grid.getByRole('row').filter({ hasText: /SMS \(\d+ parts?\)/ });
  await page.setViewportSize({ width: 1366, height: 1400 }); // the grid draws only the rows in view
  await expect(async () => {
    await page.reload();
    await page.getByRole('textbox', { name: 'Search by name' }).fill('Paula');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(smsRow).toContainText('Sent', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(smsRow).toContainText('Jack');
  await expect(smsRow).toContainText('0412000111');

  // Paula's Messages page holds it, for Jack
  await page.context().clearCookies();
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/messages`);
  const item = page.getByRole('link', { name: /Saturday washed out/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Jack');
});
