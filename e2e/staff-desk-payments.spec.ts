import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseOption, E2E_TMP, expect, payToReceipt, test, typeDate, type OwnServer } from './fixtures';
import { loginOnServer, mailsTo, startPaymentsServer } from './payments-server';

// The treasurer's week at the desk (issue 40 items 3 and 11; docs/decisions/273), on a server of its own: finance01
// finds the overdue $90.00 invoice in the list, records the parent's cash at the desk, reverses it with a reason,
// reads the payments by method and the GST summary; an old payment says why it has no Refund; a renewal's receipt
// gives the new expiry. Screenshots at 1366 and 820 px land in E2E_TMP/desk-shots.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'desk-shots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Today in the association's zone as the pages show it, dd/mm/yyyy. */
const todayDmy = () =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPaymentsServer();
});
test.afterAll(async () => {
  await server.stop();
});

for (const [width, viewport] of [
  ['1366', DESKTOP],
  ['820', TABLET],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test(`the overdue invoice is marked in the list, and $90.00 cash at the desk pays it (${width})`, async ({
      page,
    }) => {
      await loginOnServer(page, server, 'finance01');
      await page.goto(`${server.url}/staff/invoices`);
      const grid = page.getByRole('grid', { name: 'Invoices' });
      const overdue = grid.getByRole('row').filter({ hasText: 'Summer social league fees' });
      // the back-office's first paint loads its pages' code: a slow machine takes its time
      await expect(overdue).toContainText('Overdue', { timeout: 30_000 });
      await shot(page, `invoices-${width}`);
      await overdue.click();

      await expect(page.getByRole('heading', { name: /^Invoice #\d+: Dana/ })).toBeVisible();
      await expect(page.getByText('(Overdue)')).toBeVisible();
      await page.getByRole('button', { name: 'Record a payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a payment at the desk' });
      await expect(dialog).toContainText('The invoice owes $90.00.');
      await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('90.00');
      // a cheque needs its number: refused in the form before anything is sent
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Paid by' }), 'Cheque');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(dialog).toContainText('Enter the cheque number.');
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Paid by' }), 'Cash');
      await typeDate(dialog.getByRole('textbox', { name: 'Received on' }), todayDmy());
      await shot(page, `record-payment-${width}`);
      await dialog.getByRole('button', { name: 'Record payment' }).click();

      await expect(page.getByText(/^\$90\.00 by cash was recorded: receipt #\d+\.$/)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('table', { name: 'Total' })).toContainText('Amount owing$0.00');
      const payments = page.getByRole('table', { name: 'Payments' });
      await expect(payments).toContainText(`Cash, received ${todayDmy()}`);
      await expect(payments).toContainText('Taken at the desk (cash)');
      await expect(page.getByRole('button', { name: 'Record a payment' })).toBeHidden();
      await expect(page.getByText('(Overdue)')).toBeHidden();
      await shot(page, `invoice-paid-${width}`);
      await expect.poll(() => mailsTo(server, 'dana.d@example.net').some((m) => m.includes('paid by cash'))).toBe(true);

      // counted twice: reversed with a reason, once; the invoice owes it again
      await payments.getByRole('button', { name: 'Reverse' }).click();
      const reverse = page.getByRole('dialog', { name: /^Reverse receipt #\d+$/ });
      await reverse.getByRole('textbox', { name: 'Reason' }).fill('Counted twice');
      await reverse.getByRole('button', { name: 'Reverse payment' }).click();
      await expect(
        page.getByText(/^Receipt #\d+ \(\$90\.00\) was reversed: the invoice owes it again\.$/),
      ).toBeVisible();
      await expect(payments).toContainText(/Reversed \$90\.00 on .* by finance01: Counted twice/);
      await expect(payments.getByRole('button', { name: 'Reverse' })).toBeHidden();
      await expect(page.getByRole('table', { name: 'Total' })).toContainText('Amount owing$90.00');
    });

    test(`the reports count it under cash, and the GST summary by method (${width})`, async ({ page }) => {
      await loginOnServer(page, server, 'finance01');
      await page.goto(`${server.url}/staff/reports`);
      await expect(page.getByRole('table', { name: 'Payments by day' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('combobox', { name: 'Reports' }).click();
      await page.getByRole('option', { name: 'Payments by method' }).click();
      await page.getByRole('button', { name: 'Show' }).click();
      const table = page.getByRole('table', { name: 'Payments by method' });
      // the first run took $90.00 and reversed it; the second run another $90.00
      await expect(table.getByRole('row').filter({ hasText: /^Cash/ })).toContainText(
        width === '1366' ? '$90.00' : '$180.00',
      );
      await shot(page, `payments-by-method-${width}`);
      await page.getByRole('combobox', { name: 'Reports' }).click();
      await page.getByRole('option', { name: 'GST summary (BAS)' }).click();
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page.getByRole('table', { name: 'GST summary (BAS)' })).toContainText(
        'Received by cash, net of refunds and reversals$0.00',
      );
    });

    test(`an old card payment says why it has no Refund (${width})`, async ({ page }) => {
      await loginOnServer(page, server, 'finance01');
      await page.goto(`${server.url}/staff/invoices`);
      await page.getByRole('textbox', { name: 'Description, member or team' }).fill('Winter season fees');
      const row = page
        .getByRole('grid', { name: 'Invoices' })
        .getByRole('row')
        .filter({ hasText: 'Winter season fees' })
        .first();
      await expect(row).toBeVisible({ timeout: 30_000 });
      await row.click();
      const payments = page.getByRole('table', { name: 'Payments' });
      await expect(payments).toContainText('$120.00');
      await expect(payments).toContainText("Made before the portal's card gateway");
      await expect(payments.getByRole('button', { name: 'Refund' })).toBeHidden();
      await shot(page, `no-refund-why-${width}`);
    });
  });
}

/** Today and 12 months on, dd/mm/yyyy: what a membership renewed today expires (29/02 has no day a year on). */
const yearOnDmy = () => {
  const [d, m, y] = todayDmy().split('/');
  return `${d === '29' && m === '02' ? '28' : d}/${m}/${Number(y) + 1}`;
};

test.describe('a membership paid at the desk (decision 274)', () => {
  test.use({ viewport: DESKTOP });

  test("finance01 records Dana's lapsed basketball membership paid in cash: 12 months on, with a receipt", async ({
    page,
  }) => {
    await loginOnServer(page, server, 'finance01');
    await page.goto(`${server.url}/staff/members`);
    await page.getByLabel('Name, username, email, mobile or member number').fill('duplicate02');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('grid', { name: 'Members' }).getByRole('row').filter({ hasText: 'duplicate02' }).click();
    await expect(page.getByRole('heading', { name: 'Dana Duplicate' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Record a membership payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a membership paid at the desk' });
    await expect(dialog).toContainText(
      `The Basketball membership costs $150.00, paid in full; it will then expire ${yearOnDmy()}.`,
    );
    await expect(dialog.getByRole('combobox', { name: 'Paid by' })).toHaveText('Cash');
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
    await typeDate(dialog.getByRole('textbox', { name: 'Received on' }), todayDmy());
    await shot(page, 'membership-desk-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'membership-desk-390');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Record payment' }).click();

    await expect(
      page.getByText(
        new RegExp(`^\\$150\\.00 by cash was recorded: receipt #\\d+\\. The membership now expires ${yearOnDmy()}\\.$`),
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Sports' }).getByRole('row').filter({ hasText: 'basketball' }),
    ).toContainText(yearOnDmy());
    // renewed: nothing is due any more, so the button goes
    await expect(page.getByRole('button', { name: 'Record a membership payment' })).toBeHidden();
    await expect
      .poll(() =>
        mailsTo(server, 'dana.d@example.net').some((m) => m.includes(`Membership now expires ${yearOnDmy()}`)),
      )
      .toBe(true);
    await page.getByRole('tab', { name: 'Invoices and orders' }).click();
    await expect(
      page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: 'Basketball Membership' }).first(),
    ).toContainText('$150.00');
  });

  test('a competition officer, who may not take money, is offered neither', async ({ page }) => {
    await loginOnServer(page, server, 'compofficer01');
    await page.goto(`${server.url}/staff/members`);
    await page.getByLabel('Name, username, email, mobile or member number').fill('member01');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('grid', { name: 'Members' }).getByRole('row').filter({ hasText: 'member01' }).click();
    // Mia's basketball is due in 20 days (the renewal below pays it): a finance officer would be offered it
    await expect(page.getByRole('table', { name: 'Sports' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Record a membership payment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Record a team entry payment' })).toHaveCount(0);
  });
});

test.describe('a team entry paid at the desk (decision 275)', () => {
  test.use({ viewport: DESKTOP });

  test("finance01 enters Mark Manager's new team in Mixed Social, paid by cheque: the place is taken, a receipt is mailed", async ({
    page,
  }) => {
    await loginOnServer(page, server, 'finance01');
    await page.goto(`${server.url}/staff/members`);
    await page.getByLabel('Name, username, email, mobile or member number').fill('manager01');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('grid', { name: 'Members' }).getByRole('row').filter({ hasText: 'manager01' }).click();
    await expect(page.getByRole('heading', { name: 'Mark Manager' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Record a team entry payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter a team paid at the desk' });
    await dialog.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: /^Mixed Social, .*: \$550\.00 \(\d+ of 12 places left\)$/ }).click();
    await expect(dialog).toContainText(
      /Mixed Social: the entry fee is \$550\.00, paid in full \(\d+ of 12 places left\)\. Mark Manager is the team's manager/,
    );
    await dialog.getByRole('textbox', { name: 'Team name' }).fill('Desk Dingoes');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Paid by' }), 'Cheque');
    await dialog.getByRole('textbox', { name: 'Cheque number or reference' }).fill('000123');
    await typeDate(dialog.getByRole('textbox', { name: 'Received on' }), todayDmy());
    await shot(page, 'team-entry-desk-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'team-entry-desk-390');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Record payment' }).click();

    await expect(
      page.getByText(
        /^\$550\.00 by cheque was recorded: receipt #\d+\. Desk Dingoes is entered in Mixed Social, waiting for the association to accept it\.$/,
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => mailsTo(server, 'manager01@example.com.au').some((m) => m.includes('Team entry: Mixed Social')))
      .toBe(true);
    await page.getByRole('tab', { name: 'Invoices and orders' }).click();
    await expect(
      page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: 'Team entry: Desk Dingoes' }),
    ).toContainText('$550.00');

    // the same team again: already entered and paid, said in the dialog, nothing recorded
    await page.getByRole('button', { name: 'Record a team entry payment' }).click();
    await dialog.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: /^Mixed Social, / }).click();
    await dialog.getByRole('textbox', { name: 'Team name' }).fill('Desk Dingoes');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toContainText('Desk Dingoes is already entered in Mixed Social: it is paid already.');
  });
});

test.describe("a renewal's receipt", () => {
  test.use({ viewport: DESKTOP });
  test('member01 renews basketball: the receipt gives the new expiry', async ({ page }) => {
    await loginOnServer(page, server, 'member01');
    await page.goto(`${server.url}/member/membership?sport=basketball`);
    const step = (i: number) => page.locator(`[data-step="${i}"]`);
    await step(0).getByRole('button', { name: 'Continue' }).click();
    await step(1).getByRole('button', { name: 'Continue' }).click();
    const products = await payToReceipt(page, step(2), 'Mia Member');
    await expect(products).toContainText(/Basketball Membership.*Membership now expires \d\d\/\d\d\/\d{4}/);
    await shot(page, 'renewal-receipt-1366');
  });
});
