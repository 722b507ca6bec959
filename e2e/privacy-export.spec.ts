import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  chooseOption,
  decodeQuotedPrintable,
  expect,
  loginAs,
  startServer,
  test,
  tokenOf,
  type OwnServer,
} from './fixtures';

// Issue 44's "Done when" (item 3; docs/decisions/322): parent01 downloads the family's data — Poppy's — and finds her
// registration, orders and messages in it and nobody else's. On a server of its own: Poppy's renewal is paid here.
// And APP 13 (decision 323): parent01 asks to correct Poppy's date of birth, admin01 answers from the queue, parent01
// reads the answer.

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  server = await startServer();
  // A message to everyone whose membership is due (Poppy and Oscar, each through their guardian), then Poppy's renewal
  // paid by parent01 acting for her.
  const admin = await tokenOf(request, 'admin01', server.url);
  const sent = await request.post(`${server.url}/api/staff/messages`, {
    headers: { authorization: admin },
    data: {
      audience: { type: 'renewal-due', withinDays: 30 },
      kind: 'payments',
      channels: ['email'],
      subject: 'Renewal time for juniors',
      body: 'Your membership is due soon.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const parent = await tokenOf(request, 'parent01', server.url);
  const family = await request.get(`${server.url}/api/member/family`, { headers: { authorization: parent } });
  const people = (await family.json()).data as { id: number; firstname: string }[];
  const poppy = people.find((p) => p.firstname === 'Poppy')!.id;
  const paid = await request.post(`${server.url}/api/ecommerce/membership/basketball`, {
    headers: { authorization: parent, 'x-act-for': String(poppy), 'idempotency-key': crypto.randomUUID() },
    data: {
      cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Paula Parent', cardExpiry: '12/30', cardCVC: '123' },
      couponCart: null,
      donationCart: [],
      membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
      sport: 'basketball',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
});

/** The mail to parent01 with the download link, waiting for it. */
async function downloadLink(): Promise<string> {
  const dir = path.join(server.dataDir, 'mail');
  const find = () =>
    (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [])
      .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.includes('parent01@example.com.au') && m.includes('/member/privacy?download='))
      .map((m) => /\/member\/privacy\?download=[A-Za-z0-9_-]+/.exec(m)![0]);
  await expect.poll(() => find().length, { timeout: 30_000 }).toBeGreaterThan(0);
  return find()[0]!;
}

test("parent01 downloads Poppy's data: her registration, orders and messages, and nobody else's", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/account`);
  // the dashboard has shown (its data too) before the menu is used, and the menu's link is followed
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Member menu' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Your data' })
    .click();
  await expect(page).toHaveURL(/\/member\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: "Download Poppy Parent's data" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We are making the file' })).toBeVisible();

  await page.goto(`${server.url}${await downloadLink()}`);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the file' }).click();
  const file = await (await saving).path();
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(fs.readFileSync(file)))).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  await expect(page.getByText('Downloaded.')).toBeVisible();

  expect(JSON.parse(files['profile.json']!)).toMatchObject([
    { firstname: 'Poppy', lastname: 'Parent', dob: '2015-05-10' },
  ]);
  expect(JSON.parse(files['memberships.json']!)).toMatchObject([{ sport: 'basketball' }]);
  expect(files['orders.json']).toContain('Basketball Membership');
  expect(files['receipts.csv']).toContain('15000');
  expect(files['messages.json']).toContain('Renewal time for juniors');
  expect(files['family.csv']).toContain('Paula');
  const everything = Object.values(files).join('\n');
  for (const someoneElse of ['Oscar', 'Peter', 'Jack', 'parent02', 'junior01'])
    expect(everything, someoneElse).not.toContain(someoneElse);
});

test("parent01 asks to correct Poppy's date of birth; admin01 answers from the queue; parent01 reads the answer", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/privacy`);
  const ask = page.getByRole('region', { name: 'Ask us to correct something' });
  await chooseOption(page, ask.getByRole('combobox', { name: 'About' }), 'Poppy Parent');
  await ask.getByRole('textbox', { name: 'What is wrong' }).fill('Date of birth');
  await ask.getByRole('textbox', { name: 'What it should be' }).fill('11/05/2015, not 10/05/2015');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(ask.getByText('Sent. We will answer here.')).toBeVisible();
  await expect(ask.getByRole('list', { name: 'Your requests to correct' })).toContainText('Waiting for an answer');

  const staff = await browser.newPage();
  try {
    await loginAs(staff, 'admin01', undefined, server);
    await staff.goto(`${server.url}/staff/privacy/corrections`);
    const request = staff.getByRole('article', { name: 'Poppy Parent' });
    await expect(request).toContainText('Poppy Parent (asked by Paula Parent)');
    await expect(request).toContainText('11/05/2015, not 10/05/2015');
    await request.getByRole('textbox', { name: 'Answer to the member' }).fill('Corrected on her record.');
    await request.getByRole('button', { name: 'Answer' }).click();
    await expect(staff.getByText('No requests here.')).toBeVisible();
  } finally {
    await staff.context().close();
  }

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Ask us to correct something' })
      .getByRole('list', { name: 'Your requests to correct' }),
  ).toContainText('Corrected on her record.');
});
