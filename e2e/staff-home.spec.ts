import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseOption, E2E_TMP, expect, loginAs, loginThroughUi, test } from './fixtures';

// Issue 40 items 4 and 9 (decisions 276, 277): staff land on the back-office home, whose cards follow the role and
// each open their list filtered; the administrator can do the work, sees what each role may do and why not, and
// grants a role to a member found by name. Screenshots land in E2E_TMP/staff-home-shots for a person to look at.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'staff-home-shots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Open a card's link and see the list it leads to, filtered in its address; then back to the home. */
async function follow(page: Page, title: string, link: string, url: RegExp, heading: string) {
  await card(page, title)
    .getByRole('link', { name: `${title}: ${link}` })
    .click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

// Every card, and which role sees it (only work the role's permissions allow).
const CARDS = [
  'Team entries',
  'Invoices',
  "Today's scores",
  'Referees',
  "Officials' bank details",
  'Mail',
  'Messages',
  'Court hire',
  'Duplicate people',
] as const;
// every role may read the messages it sends (issue 43): the Messages card counts deliveries that failed
const SEES: [string, readonly (typeof CARDS)[number][]][] = [
  ['admin01', CARDS],
  ['compofficer01', ['Team entries', "Today's scores", 'Messages']],
  ['refcoord01', ['Referees', 'Messages']],
  ['finance01', ['Invoices', "Officials' bank details", 'Messages']],
  ['venue01', ['Court hire', 'Messages']],
];

for (const [name, viewport] of [
  ['1366', DESKTOP],
  ['820', TABLET],
] as const) {
  test.describe(`a volunteer signs in on Saturday at ${name} px`, () => {
    test.use({ viewport });

    for (const [username, cards] of SEES) {
      test(`${username} lands on the back-office home and sees the cards of their own work, each with its count and a link`, async ({
        page,
      }) => {
        await loginThroughUi(page, username);
        await expect(page).toHaveURL(/\/staff$/);
        await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
        for (const title of CARDS) await expect(card(page, title), title).toHaveCount(cards.includes(title) ? 1 : 0);
        for (const title of cards) await expect(card(page, title).getByRole('link').first(), title).toBeVisible();
        await expect(page.getByText('Handled in a later part of the back-office')).toHaveCount(0);
        await shot(page, `home-${username}-${name}`);
      });
    }
  });
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('each card of the home opens its list, filtered in the address, and the list honours the filter', async ({
    page,
  }) => {
    await loginAs(page, 'admin01');
    await page.goto('/staff');
    await follow(page, 'Invoices', 'Overdue', /\/staff\/invoices\?state=overdue$/, 'Invoices');
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText('Overdue');
    await chooseOption(page, page.getByRole('combobox', { name: 'Show' }), 'Money owing');
    await expect(page).toHaveURL(/state=owing$/);
    await page.goto('/staff');
    await follow(page, 'Team entries', 'Waiting list', /\/staff\/entries\?status=waitlisted$/, 'Team entries');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Waiting list');
    await page.goto('/staff');
    await follow(page, "Today's scores", 'Enter scores', /\/staff\/results/, 'Results');
    await page.goto('/staff');
    await follow(page, 'Referees', 'Referee roster', /\/staff\/referee-roster$/, 'Referee roster');
    await page.goto('/staff');
    await card(page, "Officials' bank details").getByRole('link', { name: "Officials' bank details: See who" }).click();
    await expect(page).toHaveURL(/\/staff\/officials-pay\?missing=bank$/);
    await page.goto('/staff');
    await follow(page, 'Court hire', 'Court blocks', /\/staff\/court-blocks$/, 'Court blocks');
    await page.goto('/staff');
    await follow(page, 'Messages', 'Sent messages', /\/staff\/messages$/, 'Messages');
    await page.goto('/staff');
    await follow(page, 'Mail', 'Mail that failed', /\/staff\/mail\?status=failed$/, 'Mail');
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText('Failed (given up)');
    await expect(page.getByRole('table', { name: 'Failed (given up)' })).toBeVisible();
    await shot(page, 'mail-1366');
  });

  test('the administrator can do the work of every area, and the roles page says what each role may do and what an administrator may not, and why', async ({
    page,
  }) => {
    await loginAs(page, 'admin01');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    for (const item of [
      'Results',
      'Game edits',
      'Referee roster',
      "Officials' pay",
      'Court blocks',
      'Store products',
      'Mail',
    ]) {
      await expect(nav.getByRole('link', { name: item, exact: true }), item).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Store products', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();
    await nav.getByRole('link', { name: 'Court blocks', exact: true }).click();
    await expect(page.getByRole('button', { name: 'New block' })).toBeVisible();

    await nav.getByRole('link', { name: 'Staff roles' }).click();
    const table = page.getByRole('table', { name: 'What each role may do' });
    await expect(
      table
        .getByRole('row', { name: /Enter scores, forfeits, stat lines and adjustments/ })
        .getByRole('img', { name: 'May' }),
    ).toHaveCount(2);
    const limits = page.getByRole('alert', { name: 'What an administrator may not do, and why' });
    await expect(limits).toContainText('Show bank details in clear');
    await expect(limits).toContainText('Bank details in clear stay with the finance officer');
    await shot(page, 'roles-table-1366');
  });

  // Fiona, not Colin: staff.spec reads Colin's roles and the referee coordinator's grants in the audit trail
  test('a role is granted to a member found by name, not a typed username', async ({ page }) => {
    await loginAs(page, 'admin01');
    await page.goto('/staff/roles');
    const member = page.getByRole('combobox', { name: 'Member' });
    await member.pressSequentially('Fiona');
    await page.getByRole('option', { name: /Fiona Finance \(finance01/ }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Role' }), 'Venue manager');
    await page.getByRole('button', { name: 'Grant role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a staff role' });
    await expect(dialog).toContainText('Grant venue manager to finance01?');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fiona Finance is now venue manager.' })).toBeVisible();
    await page.getByRole('button', { name: 'Revoke Venue manager from finance01' }).click();
    await page.getByRole('dialog', { name: 'Revoke a staff role' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('button', { name: 'Revoke Venue manager from finance01' })).toHaveCount(0);
  });
});
