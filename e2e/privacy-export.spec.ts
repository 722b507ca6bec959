import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { decodeQuotedPrintable, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// Issue 44's "Done when" (item 3; docs/decisions/322): parent01 downloads the family's data — Poppy's — and finds her
// registration, orders and messages in it and nobody else's. On a server of its own: Poppy's renewal is paid here.

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
  await page
    .getByRole('navigation', { name: 'Member menu' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Your data' })
    .click();
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
