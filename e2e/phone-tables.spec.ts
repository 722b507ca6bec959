import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

// On a phone a member's tables (invoices, receipts, bookings, teams) are cards of label and value: every column in
// sight, nothing scrolled sideways (docs/decisions/144-tables-as-cards-on-a-phone.md).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("member01's invoice shows what is owing and opens from its card; receipts read the same way", async ({ page }) => {
  await loginAs(page, 'member01');
  await page.goto('/member/invoices');
  const list = page.getByRole('list', { name: 'Invoices' });
  const card = list.getByRole('listitem').first();
  await expect(card).toContainText('Mia Member');
  for (const label of ['#', 'Member / Team', 'Due Date', 'Amount', 'Fully Paid', 'Owing']) {
    await expect(card.locator('dt', { hasText: label }).first()).toBeInViewport();
  }
  await expect(card.locator('dt', { hasText: 'Amount' }).locator('+ dd')).toHaveText('$360.00');
  expect(await overflowsSideways(page)).toBe(false);
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('nothing like this');
  await expect(page.getByText('Sorry, No Results found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('');
  await card.getByRole('link', { name: /^View invoice/ }).tap();
  await expect(page).toHaveURL(/\/member\/invoices\/invoice\/\d+$/);

  await page.goto('/member/orders');
  const receipts = page.getByRole('list', { name: 'Receipts' }).getByRole('listitem');
  await expect(receipts.first().locator('dt', { hasText: 'Status' })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
});

test("manager01's noticeboard on a phone: each section's rows as cards with every column, Competition and Comment in sight", async ({
  page,
}) => {
  await loginAs(page, 'manager01');
  await page.goto('/member/noticeboard');
  const section = page.getByRole('list', { name: 'Players looking for a team' });
  const ava = section.getByRole('listitem').filter({ hasText: 'Ava' });
  await expect(ava).toContainText("CompetitionWomen's Open");
  await expect(ava.getByText('Comment', { exact: true })).toBeInViewport();
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `${process.env.E2E_TMP ?? '.tmp'}/shots/noticeboard-390.png`, fullPage: true });
});
