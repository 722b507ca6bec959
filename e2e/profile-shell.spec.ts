import type { Page } from '@playwright/test';
import { expect, E2E_TMP, loginAs, test } from './fixtures';
import { NETBALL, mockProfile } from './profile-fixtures';

// spec 000 §2.3 member shell: "A logged-in menu also offers a sport profile selector (default text 'Select Sport
// Profile') listing the user's sports", on every member page, phone included (docs/decisions/105-sport-profile-selector.md).

const PHONE = { width: 390, height: 844 };
const twoSports = (p: Record<string, unknown> & { sports: unknown[] }) => ({ ...p, sports: [...p.sports, NETBALL] });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });
const selectorOf = (page: Page) => menuOf(page).getByRole('combobox', { name: 'Sport Profile' });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${E2E_TMP}/screens/${name}.png`, animations: 'disabled' });

async function chooseSport(page: Page, sport: string) {
  await selectorOf(page).click();
  await page.getByRole('option', { name: sport, exact: true }).click();
}

test('the menu chooses the sport profile from a page other than the dashboard (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await mockProfile(page, twoSports);
  await loginAs(page, 'member01');
  await page.goto('/member/invoices');
  await expect(selectorOf(page)).toHaveText('Basketball'); // main_sport
  await chooseSport(page, 'Netball');
  await expect(selectorOf(page)).toHaveText('Netball');
  await expect(page).toHaveURL(/\/member\/invoices$/); // choosing stays on the page, as on the dashboard
  await expect(menuOf(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/member/profile?sport=netball',
  );
  await expect(menuOf(page).getByRole('link', { name: 'Registration' })).toHaveAttribute(
    'href',
    '/member/membership?sport=netball',
  );
  await shot(page, 'menu-sport-1366');

  // the dashboard reads the same choice
  await menuOf(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Registration' })).toContainText('UNREGISTERED');
  await expect(page.getByRole('combobox', { name: 'Sport Profile' })).toHaveCount(1); // the menu's only (decision 221)

  // a page that names its sport in the query follows the choice
  await menuOf(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/member\/profile\?sport=netball$/);
  await chooseSport(page, 'Basketball');
  await expect(page).toHaveURL(/\/member\/profile\?sport=basketball$/);
});

test('the menu chooses the sport profile on a phone (390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await mockProfile(page, twoSports);
  await loginAs(page, 'member01');
  await page.goto('/member/orders');
  await expect(selectorOf(page)).toBeHidden(); // inside the closed drawer
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(selectorOf(page)).toHaveText('Basketball');
  await selectorOf(page).click();
  await expect(page.getByRole('option', { name: 'Netball', exact: true })).toBeVisible();
  await shot(page, 'menu-sport-390-open');
  await page.getByRole('option', { name: 'Netball', exact: true }).click();
  await expect(selectorOf(page)).toHaveText('Netball');
  await expect(menuOf(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/member/profile?sport=netball',
  );
  await shot(page, 'menu-sport-390');
  const box = (await selectorOf(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  await menuOf(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(menuOf(page)).toBeHidden(); // a link closes the drawer
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Sport Profile' })).toHaveText('Netball');
});

test('the menu selector reads "Select Sport Profile" until a sport of the member is current', async ({ page }) => {
  await mockProfile(page, (p) => ({ ...p, main_sport: '' }));
  await loginAs(page, 'netball01');
  await page.goto('/member/store');
  await expect(selectorOf(page)).toHaveText('Select Sport Profile');
  await chooseSport(page, 'Netball');
  await expect(selectorOf(page)).toHaveText('Netball');
});

test('nonpl01 (demo data) sees the non_pl text on its Registration card, at 390 px too', async ({ page }) => {
  await loginAs(page, 'nonpl01');
  for (const size of [{ width: 1366, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/member/account');
    await expect(page.getByRole('region', { name: 'Registration' })).toHaveText(
      'RegistrationYour profile does not need a registration. Please contact the association for any question.',
    );
    await shot(page, `nonpl01-dashboard-${size.width}`);
  }
});
