import type { Page } from '@playwright/test';
import {
  expect,
  fillCard,
  type OwnServer,
  payByCard,
  payToReceipt,
  startServer,
  test,
  watchForAlert,
} from './fixtures';
import { loginOnServer, mailsTo, startPaymentsServer } from './payments-server';

// spec 002 §2, §4, §5, §8 with the sandbox gateway's cards (../shared/CONTRACT.md), on a server of their own: they
// change member01's membership, which the shared server's other tests read.

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPaymentsServer();
});
test.afterAll(async () => {
  await server.stop();
});

const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);

test('member01 is declined with 4000 0000 0000 0002, then renews basketball with 4242 4242 4242 4242: receipt page and email', async ({
  page,
}) => {
  await loginOnServer(page, server, 'member01');
  await page.goto(`${server.url}/member/membership?sport=basketball`);
  await expect(step(page, 0)).toContainText('Basketball Membership');
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 2)).toContainText('$150.00');

  await fillCard(step(page, 2), 'Mia Member', '4000 0000 0000 0002');
  await step(page, 2).getByRole('button', { name: 'Pay' }).click();
  // spec 002 §8 error_payment shows the bank's text, beside our plain words (decision 181).
  await expect(step(page, 2).getByRole('alert')).toContainText(
    "Your bank declined this card. You have not been charged.The bank's answer: Do Not Honour",
  );
  // spec 002 §4: the card fields are cleared after 500 ms, and the form is usable again.
  await expect(page.getByLabel('Card Number')).toHaveValue('');
  await expect(step(page, 2).getByRole('button', { name: 'Pay' })).toBeEnabled();

  await payToReceipt(page, step(page, 2), 'Mia Member');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Receipt #\d+$/);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect(page.getByRole('region', { name: 'Products' })).toContainText('Basketball Membership');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('by card ending 4242');
  await expect
    .poll(() => mailsTo(server, 'member01@example.com.au').some((m) => m.includes(`${title}: your tax invoice`)))
    .toBe(true);

  // Renewed: a year on, so renewing again is too early.
  await page.goto(`${server.url}/member/membership?sport=basketball`);
  await expect(step(page, 0)).toContainText(
    'You do not have to renew your sport membership before a date 31 days before expiry.',
  );
  await expect(step(page, 0).getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('member01 pays $50.00 of the part-paid invoice with SAVE10 and sees the new amount owing', async ({ page }) => {
  await loginOnServer(page, server, 'member01');
  await page.goto(`${server.url}/member/invoices`);
  await page.getByRole('link', { name: /^View invoice/ }).click();
  await expect(page.getByRole('region', { name: 'Payment information' })).toContainText('$240.00');
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('50');
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('textbox', { name: 'Coupon code' }).fill('SAVE10');
  await step(page, 1).getByRole('button', { name: 'Apply coupon' }).click();
  await expect(step(page, 1).getByRole('status')).toContainText('Coupon applied successfully. SAVE10: $10.00 off');
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();
  const summary = step(page, 2).getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('Discount-$10.00');
  await expect(summary).toContainText('Grand total$40.00');
  await payByCard(page, step(page, 2), 'Mia Member');
  // Still owing: back to the invoice, $240.00 - $50.00.
  await expect(page).toHaveURL(/\/member\/invoices\/invoice\/\d+$/);
  await expect(page.getByRole('region', { name: 'Payment information' })).toContainText('Amount outstanding$190.00');
});

test('card form 1 (PAYMENT_FORM=1): member01 renews through the sandbox secure fields; the card never goes with the payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form1 = await startServer({ PAYMENT_FORM: '1' });
  try {
    await loginOnServer(page, form1, 'member01');
    const payments: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ecommerce/membership/basketball') && r.method() === 'POST')
        payments.push(r.postData() ?? '');
    });
    await page.goto(`${form1.url}/member/membership?sport=basketball`);
    await step(page, 0).getByRole('button', { name: 'Continue' }).click();
    await step(page, 1).getByRole('button', { name: 'Continue' }).click();
    await fillCard(page, 'Mia Member');
    await expect(step(page, 2).getByRole('status').filter({ hasText: 'Secure card fields (sandbox)' })).toBeVisible();
    const paid = watchForAlert(page, 'Payment was successful.');
    await step(page, 2).getByRole('button', { name: 'Pay' }).click();
    expect(await paid).toBe(true);
    await expect(page).toHaveURL(/\/member\/orders\/order\/\d+$/);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toContain('"secureFieldCode":"sbxsf_');
    expect(payments[0]).not.toContain('4242');
  } finally {
    await form1.stop();
  }
});
