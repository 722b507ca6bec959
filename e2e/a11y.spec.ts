import type { Page } from '@playwright/test';
import { loadedViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

// Every page on a phone (390 px, decisions 118 and 144): axe-core's rules (WCAG 2.1 A/AA and best practice) find no violation.
// The app's CSP allows no inline script: the test page lets axe in, as a browser extension would.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });

/** Opens a page and returns axe's violations once it has loaded. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return loadedViolations(page, path);
}

async function hrefOf(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

test('public pages have no axe violation at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = [
    '/',
    '/login',
    '/draw/1/1',
    '/result',
    '/member/stats',
    '/storeview',
    '/bookingview',
    '/teamentry',
    '/register',
    '/registernetball',
    '/registerteamentry',
    '/username/email',
    '/password/email',
    '/password/reset/not-a-token',
    '/no-such-page',
  ];
  const all: string[] = [];
  for (const p of pages) all.push(...(await violations(page, p)));
  expect(all).toEqual([]);
});

test('member pages have no axe violation at 390 px', async ({ page }) => {
  test.setTimeout(150_000);
  const all: string[] = [];
  await loginAs(page, 'member01');
  const invoice = await hrefOf(page, '/member/invoices', '/member/invoices/invoice/');
  const order = await hrefOf(page, '/member/orders', '/member/orders/order/');
  const team = await hrefOf(page, '/member/teams', '/member/teams/team/');
  for (const p of [
    '/member/account',
    '/member/profile',
    '/member/membership',
    '/member/invoices',
    invoice,
    `${invoice}/payment`,
    '/member/orders',
    order,
    '/member/teams',
    team,
    '/member/teamnomination',
    '/member/store',
    '/member/checkout',
    '/member/booking',
    '/member/mybooking',
    '/member/stats',
    '/draw/1/1',
  ])
    all.push(...(await violations(page, p)));
  await page.context().clearCookies();
  await loginAs(page, 'manager01');
  all.push(...(await violations(page, '/member/noticeboard')));
  await page.context().clearCookies();
  await loginAs(page, 'referee01');
  for (const p of ['/member/referee', '/member/refereeavail']) all.push(...(await violations(page, p)));
  await page.context().clearCookies();
  await loginAs(page, 'official01');
  for (const p of ['/member/roster', '/member/eftaccount']) all.push(...(await violations(page, p)));
  expect(all).toEqual([]);
});
