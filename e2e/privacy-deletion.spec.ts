import crypto from 'node:crypto';
import { expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// Issue 44's "Done when" (item 4; docs/decisions/324): parent01 asks to delete Poppy's data on "Your data", admin01
// confirms it in the staff queue, and Poppy is "Former member #id" on her record while her paid renewal (the receipt)
// stays. On a server of its own: Poppy's renewal is paid here and she is de-identified for good.

let server: OwnServer;
let poppy: number;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  server = await startServer();
  const parent = await tokenOf(request, 'parent01', server.url);
  const family = await request.get(`${server.url}/api/member/family`, { headers: { authorization: parent } });
  poppy = ((await family.json()).data as { id: number; firstname: string }[]).find((p) => p.firstname === 'Poppy')!.id;
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

test("parent01 asks to delete Poppy's data; admin01 confirms; Poppy is a former member and her receipt stays", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/privacy`);
  const card = page.getByRole('region', { name: "Delete Poppy Parent's data" });
  await card.getByRole('button', { name: "Ask to delete Poppy Parent's data" }).click();
  await card.getByRole('button', { name: 'Yes, ask for it' }).click();
  await expect(card.getByRole('status')).toContainText('A staff member will confirm it soon.');

  const staff = await browser.newPage();
  try {
    await loginAs(staff, 'admin01', undefined, server);
    await staff.goto(`${server.url}/staff/privacy/deletions`);
    const request = staff.getByRole('article', { name: 'Poppy Parent' });
    await expect(request).toContainText('Asked by Paula Parent (guardian)');
    await request.getByRole('button', { name: 'Confirm and delete' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirm and delete' });
    await expect(dialog).toContainText("Delete Poppy Parent's details now?");
    await dialog.getByRole('button', { name: 'Confirm and delete' }).click();
    await expect(staff.getByRole('status')).toContainText(`Done: now Former member #${poppy}.`);
    await expect(staff.getByRole('article', { name: `Former member #${poppy}` })).toContainText('Done');

    // her record: the name everywhere is "Former member #id", and her paid renewal is still there
    await staff.goto(`${server.url}/staff/members/${poppy}`);
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(`Former member #${poppy}`);
    await staff.getByRole('tab', { name: 'Invoices and orders' }).click();
    await expect(staff.getByRole('tabpanel', { name: 'Invoices and orders' })).toContainText('Basketball Membership');
    await expect(staff.getByText('Poppy')).toHaveCount(0);
  } finally {
    await staff.context().close();
  }

  // parent01's family no longer holds her
  await page.goto(`${server.url}/member/privacy`);
  await expect(page.getByRole('region', { name: 'Download my data' })).toBeVisible();
  await expect(page.getByText('Poppy')).toHaveCount(0);
});
