import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_TMP, expect, loginAs, test } from './fixtures';

// The back-office's coupons (docs/decisions/239) in a real browser: finance01 adds a percent coupon, and member01
// applies it when paying part of their invoice and sees the discount (no payment is made). Screenshots of the
// coupons page at 1366 and 820 px, and of the vouchers and ACK redemptions pages, land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test.use({ viewport: { width: 1366, height: 900 } });

test('finance01 adds a 20 percent coupon; member01 applies it at checkout and sees the discount', async ({
  page,
  browser,
}) => {
  const code = `TWENTY${Date.now() % 100000}`;
  await loginAs(page, 'finance01');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('grid', { name: 'Coupons' })).toContainText('HALFPRICE');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add coupon' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Percent off' }).fill('101');
  await dialog.getByRole('button', { name: 'Add coupon' }).click();
  await expect(dialog.getByText('Enter a percentage from 1 to 100.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Percent off' }).fill('20');
  await dialog.getByRole('textbox', { name: 'Uses per member (empty: no limit)' }).fill('1');
  await shot(page, 'coupon-dialog-1366');
  await dialog.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByRole('status')).toHaveText(`Coupon ${code} was added.`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('20%');
  await expect(row).toContainText('Live');
  await shot(page, 'coupons-1366');
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(row).toBeVisible();
  await shot(page, 'coupons-820');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByRole('grid', { name: 'Vouchers' })).toContainText('GIFT20260001');
  await shot(page, 'vouchers-1366');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'ACK redemptions' }).click();
  await expect(page.getByRole('heading', { name: 'Active & Creative Kids redemptions', level: 1 })).toBeVisible();
  await expect(page.getByText(/No Active & Creative Kids voucher was redeemed|in all$/)).toBeVisible();
  await shot(page, 'akv-redemptions-1366');

  const member = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginAs(member, 'member01');
  await member.goto('/member/invoices');
  await member.getByRole('link', { name: /^View invoice/ }).click();
  await member.getByRole('link', { name: 'ADD PAYMENT' }).click();
  await member.getByRole('textbox', { name: 'Amount to pay' }).fill('50');
  await step(member, 0).getByRole('button', { name: 'Continue' }).click();
  await step(member, 1).getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await step(member, 1).getByRole('button', { name: 'Apply coupon' }).click();
  await expect(step(member, 1).getByRole('status')).toContainText(`Coupon applied successfully. ${code}: 20% off`);
  await step(member, 1).getByRole('button', { name: 'Continue' }).click();
  const summary = step(member, 2).getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('Discount-$10.00');
  await expect(summary).toContainText('Grand total$40.00');
  await member.close();
});
