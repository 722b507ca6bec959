import sharp from 'sharp';
import { expect, loginAs, test } from './fixtures';
import { startOwnServer } from './profile-server';
import type { Page } from '@playwright/test';

// spec 000 §2.3 / §6: what each demo account's flags allow (CONTRACT.md: member01, manager01, coach01, junior01 have a
// team; junior01 is the only minor; stats are on by default).
const COMMON = ['Profile', 'Invoices', 'Receipts', 'Store', 'Court Hire'];
const ACCOUNTS: { user: string; cards: string[]; drawer: string[] }[] = [
  { user: 'member01', cards: ['Registration', 'Teams', 'Stats', 'Team Nomination'], drawer: ['Registration', 'Teams', 'Team Nomination'] },
  { user: 'manager01', cards: ['Registration', 'Teams', 'Stats', 'Noticeboard', 'Team Nomination'], drawer: ['Registration', 'Teams', 'Team Nomination'] },
  { user: 'coach01', cards: ['Registration', 'Teams', 'Stats', 'Team Nomination'], drawer: ['Registration', 'Teams', 'Team Nomination'] },
  { user: 'referee01', cards: ['Team Nomination', 'Competition Roster', 'Competition Availability'], drawer: ['Team Nomination', 'Competition Roster', 'Competition Availability'] },
  { user: 'official01', cards: ['EFT Details', 'Team Nomination', 'Event Roster'], drawer: ['EFT Details', 'Team Nomination', 'Event Roster'] },
  { user: 'junior01', cards: ['Registration', 'Teams', 'Stats'], drawer: ['Registration', 'Teams'] },
  { user: 'incomplete01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'nonpl01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'freeteam01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'netball01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
];
const CARD_ORDER = ['Profile', 'EFT Details', 'Registration', 'Invoices', 'Teams', 'Stats', 'Noticeboard', 'Receipts', 'Store',
  'Team Nomination', 'Competition Roster', 'Competition Availability', 'Event Roster', 'Court Hire'];
const DRAWER_ORDER = ['Dashboard', 'Profile', 'EFT Details', 'Registration', 'Invoices', 'Teams', 'Receipts', 'Team Nomination',
  'Competition Roster', 'Competition Availability', 'Event Roster', 'Store', 'Court Hire'];
const ordered = (order: string[], names: string[]) => order.filter((n) => names.includes(n));

test.describe('dashboard and drawer by flags', () => {
  for (const { user, cards, drawer } of ACCOUNTS) {
    test(`${user} sees exactly the cards and drawer links its flags allow`, async ({ page }) => {
      await loginAs(page, user);
      await page.goto('/member/account');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Profile');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(ordered(CARD_ORDER, [...COMMON, ...cards]));
      await expect(page.getByRole('navigation', { name: 'Member menu' }).getByRole('link'))
        .toHaveText(ordered(DRAWER_ORDER, ['Dashboard', 'Profile', 'Invoices', 'Receipts', 'Store', 'Court Hire', ...drawer]));
      // spec 000 §2.3: the Sport Profile selector shows for members with a team, on main_sport.
      const selector = page.getByRole('combobox', { name: 'Sport Profile' });
      if (cards.includes('Teams')) await expect(selector).toHaveText('Basketball');
      else await expect(selector).toHaveCount(0);
    });
  }
});

test('the dashboard says "Loading Data..." until the profile arrives', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.route('**/api/member/user', async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
  await page.goto('/member/account');
  await expect(page.getByText('Loading Data...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Mia' })).toBeVisible();
});

test('the Registration card shows PLEASE RENEW with REGISTER NOW for member01 and REGISTERED for manager01', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  const card = page.getByRole('region', { name: 'Registration' });
  await expect(card).toContainText('Expiry date: ');
  await expect(card).toContainText('PLEASE RENEW');
  await expect(card.getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute('href', '/member/membership?sport=basketball');

  await loginAs(page, 'manager01');
  await page.goto('/member/account');
  await expect(page.getByRole('region', { name: 'Registration' })).toContainText('REGISTERED');
  await expect(page.getByRole('link', { name: 'REGISTER NOW' })).toHaveCount(0);
});

test('incomplete01 sees the missing-information alert and is turned away from payment pages', async ({ page }) => {
  await loginAs(page, 'incomplete01');
  await page.goto('/member/account');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Missing information, please update your profile');
  for (const path of ['/member/membership?sport=basketball', '/member/invoices/invoice/1/payment']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Redirecting' }))
      .toHaveText('Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.');
  }
});

test('a failed profile load signs the member out and goes to login', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.route('**/api/member/user', (route) => route.fulfill({ status: 500, json: { error: 'server_error', message: 'x' } }));
  await page.goto('/member/account');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'portal_token')).toBeUndefined();
});

test('a token the server no longer accepts also ends on login', async ({ page }) => {
  await page.context().addCookies([{ name: 'portal_token', value: 'revoked-or-made-up', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test.describe('profile page', () => {
  test('shows the banner, the required messages beside their fields, and the dismissible alert', async ({ page }) => {
    await loginAs(page, 'incomplete01');
    await page.goto('/member/profile?sport=Basketball');
    await expect(page.getByText('cannot be changed here. Please contact the association')).toBeVisible();
    await expect(page.getByLabel('Legal First Name')).toBeDisabled();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveAccessibleDescription('This field is required');
    const alert = page.getByRole('alert').filter({ hasText: 'Error! Please check the form above for errors' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('junior01 reads the parent/guardian wording on the terms', async ({ page }) => {
    await loginAs(page, 'junior01');
    await page.goto('/member/profile');
    await expect(page.getByText('a parent or guardian must read and agree')).toBeVisible();
    await expect(page.getByLabel('I have read and agree to the Terms and Conditions on behalf of the applicant')).toBeChecked();
  });

  test('a photo over 500 KB is refused in the browser; a small PNG is saved and shown', async ({ page }) => {
    await loginAs(page, 'freeteam01');
    await page.goto('/member/profile');
    const big = Buffer.alloc(600 * 1024, 1);
    await page.getByLabel('Profile picture').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('Profile picture size should be less than 500 KB!')).toBeVisible();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e65100' } }).png().toBuffer();
    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Profile picture size should be less than 500 KB!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await page.goto('/member/profile');
    await expect(page.getByRole('img', { name: 'Profile photo of Fred' })).toHaveAttribute('src', /^blob:/);
  });
});

test('official01 saves bank details and sees each validation message', async ({ page }) => {
  await loginAs(page, 'official01');
  await page.goto('/member/account');
  await page.getByRole('link', { name: /EFT Details/ }).first().click();
  await expect(page).toHaveURL(/\/member\/eftaccount$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Account Name' })).toHaveAccessibleDescription('This field is required');
  await expect(page.getByRole('alert').filter({ hasText: 'Error! Please check the form above for errors' })).toBeVisible();
  await page.getByLabel('Account Name').fill('Olivia Official');
  await page.getByLabel('BSB Number').fill('06214');
  await page.getByLabel('Account Number').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid BSB')).toBeVisible();
  await expect(page.getByText('Please enter a valid account')).toBeVisible();
  await page.getByLabel('BSB Number').fill('062145');
  await page.getByLabel('Account Number').fill('12345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bank details saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('BSB Number')).toHaveValue('062145');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
});

/** loginAs against another server (fixtures' loginAs posts to the shared one). */
async function loginOn(page: Page, url: string, username: string): Promise<void> {
  const res = await page.request.post(`${url}/api/member/login`, { data: { username, password: 'Portal2026' } });
  const token = JSON.parse((await res.json()).data.success) as { access_token: string };
  await page.context().addCookies([{ name: 'portal_token', value: token.access_token, domain: '127.0.0.1', path: '/', sameSite: 'Strict' }]);
}

test('member01 updates the profile; the change survives a reload and a server restart', async ({ page }) => {
  test.setTimeout(120_000);
  // Its own server and DATA_DIR, so the restart and member01's new details touch no other test.
  let server = await startOwnServer();
  try {
    await loginOn(page, server.url, 'member01');
    await page.goto(`${server.url}/member/profile?sport=basketball`);
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('0400111222');
    await page.getByLabel('Skills').fill('Scoring bench');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await page.goto(`${server.url}/member/profile`);
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('0400111222');

    await server.stop();
    server = await startOwnServer({ keepData: true, port: server.port });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('0400111222');
    await expect(page.getByLabel('Skills')).toHaveValue('Scoring bench');
  } finally {
    await server.stop();
  }
});
