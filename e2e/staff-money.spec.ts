import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_TMP, expect, type OwnServer, payByCard, test, tokenOf } from './fixtures';
import { loginOnServer, mailsTo, startPaymentsServer } from './payments-server';
import { typePasswordAgain } from './staff-password';

// The back-office's money (docs/decisions/200, 201) in a real browser, on a server of its own (it adds an invoice to
// manager01's team and pays it): finance01 invoices the team, manager01 pays part with the sandbox card, finance01
// refunds that payment, and manager01's receipt shows the refund. Screenshots at 1366 and 820 px land in
// E2E_TMP/staff-shots.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'staff-shots');
const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPaymentsServer();
});
test.afterAll(async () => {
  await server.stop();
});
test.use({ viewport: DESKTOP });

let invoiceUrl = '';

test("finance01 invoices manager01's team: lines with GST included, emailed to the managers", async ({ page }) => {
  await loginOnServer(page, server, 'finance01');
  await page.goto(`${server.url}/staff`);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toContainText('Hornsby Hawks');
  await shot(page, 'invoices-1366');

  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByRole('combobox', { name: 'Team' }).fill('Hornsby Haw');
  await page
    .getByRole('option', { name: /^Hornsby Hawks/ })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Winter team fee');
  await dialog.getByRole('textbox', { name: 'Item' }).fill('Team fee');
  await dialog.getByRole('textbox', { name: 'Price incl. GST' }).fill('110');
  await expect(dialog).toContainText('Total: $110.00 (GST included $10.00)');
  await shot(page, 'new-invoice-1366');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();

  await expect(page.getByRole('heading', { name: /^Invoice #\d+: Hornsby Hawks$/ })).toBeVisible();
  invoiceUrl = new URL(page.url()).pathname;
  const totals = page.getByRole('table', { name: 'Total' });
  await expect(totals).toContainText('GST included$10.00');
  await expect(totals).toContainText('Amount owing$110.00');
  const id = invoiceUrl.split('/').pop();
  await expect
    .poll(() => mailsTo(server, 'manager01').some((m) => m.includes(`Invoice #${id}`) && m.includes('$110.00')))
    .toBe(true);
});

test('manager01 pays $55.00 of it with the sandbox card', async ({ page }) => {
  const id = invoiceUrl.split('/').pop();
  await loginOnServer(page, server, 'manager01');
  await page.goto(`${server.url}/member/invoices/invoice/${id}`);
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('55');
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();
  await payByCard(page, step(page, 2), 'Mark Manager');
});

test('finance01 refunds $22.00 of that payment with a reason; the invoice owes it again and the receipt shows it', async ({
  page,
}) => {
  await loginOnServer(page, server, 'finance01');
  await page.goto(`${server.url}${invoiceUrl}`);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments).toContainText('$55.00');
  await expect(page.getByRole('table', { name: 'Total' })).toContainText('Amount owing$55.00');
  await payments.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund receipt #\d+$/ });
  await expect(dialog).toContainText('Up to $55.00 can be refunded to the card.');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('60');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Two players left the team');
  await dialog.getByRole('button', { name: 'Refund to card' }).click();
  await typePasswordAgain(page); // a refund asks the password again (decision 263)
  await expect(dialog.getByText('Only $55.00 of this payment can still be refunded.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('22');
  await dialog.getByRole('button', { name: 'Refund to card' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^\$22\.00 of receipt #\d+ was refunded\.$/ })).toBeVisible();
  await expect(payments).toContainText(/Refunded \$22\.00 on .* by finance01: Two players left the team/);
  await expect(page.getByRole('table', { name: 'Total' })).toContainText('Amount owing$77.00');
  await shot(page, 'invoice-refunded-1366');
  await page.setViewportSize(TABLET);
  await shot(page, 'invoice-refunded-820');
  await page.getByRole('link', { name: 'All invoices' }).click();
  await expect(page.getByRole('grid', { name: 'Invoices' })).toContainText('$77.00', { timeout: 20_000 });
  await shot(page, 'invoices-820');

  await loginOnServer(page, server, 'manager01');
  await page.goto(`${server.url}/member/orders`);
  await expect(page.getByText('Partially Refunded').first()).toBeVisible();
});

test('finance01 reads the GST summary of today and the payments by day, as tables with CSV', async ({ page }) => {
  await loginOnServer(page, server, 'finance01');
  await page.goto(`${server.url}/staff`);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('table', { name: 'Payments by day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments by day' })).toContainText('$22.00');
  await shot(page, 'reports-1366');
  await page.getByRole('combobox', { name: 'Reports' }).click();
  await page.getByRole('option', { name: 'GST summary (BAS)' }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  const gst = page.getByRole('table', { name: 'GST summary (BAS)' });
  await expect(gst).toContainText('GST collected, net of refunds (1A)');
  await expect(gst).toContainText('GST-free donations, net of refunds');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^gst-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  await page.setViewportSize(TABLET);
  await shot(page, 'reports-820');
});

test("member01 renews; finance01 refunds the whole payment from member01's record, and the membership is due again", async ({
  page,
  request,
}) => {
  // member01 renews through the API (the membership page's own journey is payments-card.spec's)
  const auth = { Authorization: await tokenOf(request, 'member01', server.url) };
  const before = (
    await (await request.get(`${server.url}/api/ecommerce/membership/basketball`, { headers: auth })).json()
  ).data.sport.expiry_date as string;
  const paid = await request.post(`${server.url}/api/ecommerce/membership/basketball`, {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: {
      cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' },
      couponCart: null,
      donationCart: [],
      membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
      sport: 'basketball',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await loginOnServer(page, server, 'finance01');
  await page.goto(`${server.url}/staff/members`);
  await page.getByLabel('Name, username, email, mobile or member number').fill('member01');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('grid', { name: 'Members' }).getByRole('row').filter({ hasText: 'member01' }).click();
  await expect(page.getByRole('heading', { name: 'Mia Member' })).toBeVisible();
  await page.getByRole('tab', { name: 'Invoices and orders' }).click();
  const orders = page.getByRole('table', { name: 'Orders' });
  const order = orders.getByRole('row').filter({ hasText: 'Basketball Membership' }).first();
  await expect(order).toContainText('$150.00');
  await order.getByRole('button', { name: /^Refund Receipt #\d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund receipt #\d+$/ });
  await expect(dialog).toContainText('Up to $150.00 can be refunded to the card.');
  await expect(dialog).toContainText(
    'It paid for a membership: refunding all of it also gives the membership back, as it was before.',
  );
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Moved interstate before the season');
  await dialog.getByRole('button', { name: 'Refund to card' }).click();
  await typePasswordAgain(page);
  const expiry = before.replaceAll('-', '/');
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(
      `^\\$150\\.00 of receipt #\\d+ was refunded\\. Mia Member's Basketball membership is given back: it expires ${expiry} again\\.$`,
    ),
  );
  await expect(order).toContainText('$150.00 refunded');
  await expect(order.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await shot(page, 'record-membership-refunded-1366');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('table', { name: 'Sports' })).toContainText(`basketball${expiry}`);

  const after = (
    await (await request.get(`${server.url}/api/ecommerce/membership/basketball`, { headers: auth })).json()
  ).data;
  expect(after).toMatchObject({ can_renew: true, sport: { expiry_date: before } });
});
