import { decodeQuotedPrintable, expect, latestMailTo, loginAs, test, watchForAlert } from './fixtures';
import type { Page } from '@playwright/test';

// spec 002 §2, §4, §5, §8: invoices, receipts and vouchers in a real browser, against the demo data of
// ../shared/CONTRACT.md. Payments by card are in payments-card.spec.ts.

const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);

async function openOwnInvoice(page: Page, username: string) {
  await loginAs(page, username);
  await page.goto('/member/invoices');
  await page
    .getByRole('link', { name: /^View invoice/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/member\/invoices\/invoice\/\d+$/);
}

test('member01 sees the part-paid invoice, its detail and ADD PAYMENT', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.goto('/member/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('columnheader')).toHaveText([
    '#',
    'Member / Team',
    'Due Date',
    'Amount',
    'Fully Paid',
    'Owing',
    'View',
  ]);
  await expect(table.getByRole('row').nth(1)).toContainText('Mia Member');
  await expect(table.getByRole('row').nth(1)).toContainText('$360.00');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('nothing like this');
  await expect(table).toContainText('Sorry, No Results found');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('');
  await page.getByRole('link', { name: /^View invoice/ }).click();
  await expect(page.getByRole('region', { name: 'Payment information' })).toContainText('Receipt #');
  await expect(page.getByRole('region', { name: 'Products' })).toContainText('Season player fee');
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('Amount to Pay', { exact: true })).toBeVisible();
});

test('manager01 sees the team invoice; coach01 has none', async ({ page }) => {
  await loginAs(page, 'manager01');
  await page.goto('/member/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('Hornsby Hawks');
  await loginAs(page, 'coach01');
  await page.goto('/member/invoices');
  await expect(page.getByText('Sorry, No Invoices Yet')).toBeVisible();
});

test('the amount to pay: above the amount owing resets to 0 with the spec message, a non-numeric value becomes 0; Continue waits for $1', async ({
  page,
}) => {
  await openOwnInvoice(page, 'member01');
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  const amount = page.getByRole('textbox', { name: 'Amount to pay' });
  await expect(amount).toHaveValue(/^\d+\.\d\d$/);
  await amount.fill('99999');
  await expect(page.getByText('Amount to pay cannot be greater than the amount owing')).toBeVisible();
  await expect(amount).toHaveValue('0');
  await expect(step(page, 0).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await amount.fill('25');
  await amount.pressSequentially('x');
  await expect(amount).toHaveValue('0'); // spec 002 §5: a non-numeric value becomes 0
  await amount.fill('abc');
  await expect(amount).toHaveValue('0');
  await expect(step(page, 0).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await amount.fill('10');
  await expect(step(page, 0).getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('a voucher worth more than the amount asks first; declining removes it', async ({ page }) => {
  await openOwnInvoice(page, 'member01');
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('10');
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('textbox', { name: 'Voucher Number' }).fill('GIFT20260001');
  await step(page, 1).getByRole('textbox', { name: 'Voucher Pin' }).fill('0000');
  await step(page, 1).getByRole('button', { name: 'Apply voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voucher worth more than the total' });
  await expect(dialog).toContainText('The remaining $15.00 will not be refunded.');
  await dialog.getByRole('button', { name: 'No, remove it' }).click();
  await expect(page.getByText('Voucher applied successfully.')).toHaveCount(0);
  await step(page, 1).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount to pay' })).toBeEnabled();
});

test('junior01 redeems AKV20260001 on the season fees and completes without a card; member01 cannot redeem it', async ({
  page,
}) => {
  await openOwnInvoice(page, 'junior01');
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('100');
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('textbox', { name: 'Voucher Number' }).fill('AKV20260001');
  await step(page, 1).getByRole('textbox', { name: 'Voucher Pin' }).fill('1503');
  await step(page, 1).getByRole('checkbox', { name: 'Active & Creative Kids voucher' }).check();
  await step(page, 1).getByRole('button', { name: 'Apply voucher' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Voucher applied successfully.' })).toBeVisible();
  // spec 002 §5: the amount is locked once a voucher is applied.
  await step(page, 1).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount to pay' })).toBeDisabled();
  // The steps swap with an animation: Continue is clicked once it has stopped moving.
  await expect(step(page, 1)).toBeHidden();
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 2).getByText('No Payment required. Click button below to complete process.')).toBeVisible();
  const paid = watchForAlert(page, 'Payment was successful.');
  await step(page, 2).getByRole('button', { name: 'Complete' }).click();
  expect(await paid).toBe(true);
  // Not paid in full: back to the invoice, which now owes $80.00.
  await expect(page).toHaveURL(/\/member\/invoices\/invoice\/\d+$/);
  await expect(page.getByRole('region', { name: 'Payment information' })).toContainText('$80.00');

  await openOwnInvoice(page, 'member01');
  await page.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('textbox', { name: 'Voucher Number' }).fill('AKV20260001');
  await step(page, 1).getByRole('textbox', { name: 'Voucher Pin' }).fill('1503');
  await step(page, 1).getByRole('checkbox', { name: 'Active & Creative Kids voucher' }).check();
  await step(page, 1).getByRole('button', { name: 'Apply voucher' }).click();
  await expect(step(page, 1).getByRole('alert')).toHaveText(
    'Invalid Active & Creative Kids voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.',
  );
});

test("member01's receipts, newest first; a receipt is a tax invoice and Re-send Receipt mails it", async ({ page }) => {
  await loginAs(page, 'member01');
  await page.goto('/member/orders');
  const table = page.getByRole('table', { name: 'Receipts' });
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Date', 'Description', 'Status', 'Amount']);
  const dates = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();
  const key = (d: string) => d.replace(/^(\d\d)\/(\d\d)\/(\d{4}).*$/, '$3$2$1');
  expect(dates.map(key)).toEqual([...dates.map(key)].sort().reverse());
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Receipt #\d+$/);
  const invoice = page.getByRole('region', { name: 'Tax Invoice' });
  await expect(invoice).toContainText('ABN 41 912 345 621');
  await expect(page.getByRole('region', { name: 'Products' })).toContainText('GST included in total');
  const before = Date.now();
  await page.getByRole('button', { name: 'Re-send Receipt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Receipt sent successfully' })).toBeVisible();
  const mail = decodeQuotedPrintable(await latestMailTo('member01@example.com.au', before));
  expect(mail).toContain('Receipt #');
  expect(mail).toContain('ABN 41 912 345 621');
});

test('another member\'s receipt reads "No Receipt Data"', async ({ page }) => {
  await loginAs(page, 'member01');
  const orders = await (
    await page.request.get('/api/ecommerce/orders', {
      headers: {
        authorization: `Bearer ${decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'portal_token')!.value)}`,
      },
    })
  ).json();
  await loginAs(page, 'coach01');
  await page.goto(`/member/orders/order/${orders.data[0].o_id}`);
  await expect(page.getByRole('heading', { name: 'No Receipt Data' })).toBeVisible();
});
