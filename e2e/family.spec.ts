import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

// docs/decisions/246: a guardian opens the family page, acts for a child, and comes back to themself through the
// shell's person selector, on a phone (390 px). The demo family: parent01 looks after Poppy Parent and junior01 (Jack).

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });
const topBarName = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Paula|Poppy)$/ });

test('parent01 acts for Poppy from the family page and goes back to herself with the person selector (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'parent01');
  await page.goto('/member/account');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menuOf(page).filter({ visible: true }).getByRole('link', { name: 'Family' }).click();

  await expect(page.getByRole('region', { name: 'Poppy Parent' })).toContainText('No sign-in of their own');
  await expect(page.getByRole('region', { name: 'Jack Junior' })).toContainText('Has their own sign-in');
  await expect(page.getByRole('region', { name: 'Poppy Parent' })).toContainText('Renewal due'); // her membership ends in 10 days
  // A next game's date reads en-AU (Sun 29/11/2026), never the API's DD-MM-YYYY.
  await expect(page.getByRole('region', { name: 'Jack Junior' })).toContainText('Next game');
  await expect(page.getByRole('region', { name: 'Jack Junior' })).not.toContainText(/\d{2}-\d{2}-\d{4}/);
  await page.getByRole('button', { name: 'Act for Poppy Parent' }).click();

  await expect(page).toHaveURL(/\/member\/account$/);
  await expect(page.getByRole('status').filter({ hasText: 'Acting for Poppy Parent' })).toBeVisible();
  await expect(topBarName(page)).toHaveText('Poppy');
  await page.goto('/member/profile');
  await expect(page.getByRole('textbox', { name: 'Legal First Name', exact: true })).toHaveValue('Poppy');

  // back to herself through the shell's person selector
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menuOf(page).filter({ visible: true }).getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: 'Myself' }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
  await expect(topBarName(page)).toHaveText('Paula');
  await expect(page.getByText('Acting for Poppy Parent')).toHaveCount(0);
});

test("parent01's menu shows its links once her family is known, so no link moves down under her tap (decision 356)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'parent01');
  // the family answers last: held until the dashboard, and so the profile, has shown
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/member/family', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/member/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = menuOf(page).filter({ visible: true });
  await expect(menu.getByRole('progressbar', { name: 'Loading the menu' })).toBeVisible();
  const link = menu.getByRole('link', { name: 'Your data' });
  await expect(link).toHaveCount(0);
  release();
  // the links come with the Person selector above them, not before it
  await expect(link).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Person' })).toBeVisible();
  const first = await link.boundingBox();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await link.boundingBox()).toEqual(first);
});

test('parent01 gets a family calendar feed link, shown once, and turns the feed off', async ({ page }) => {
  await loginAs(page, 'parent01');
  await page.goto('/member/family');
  const card = page.getByRole('region', { name: 'Family calendar feed' });
  await expect(card).toContainText('You have no family calendar feed yet.');
  await card.getByRole('button', { name: 'GET FEED LINK' }).click();
  await expect(card.getByRole('textbox', { name: 'Family calendar feed link' })).toHaveValue(/^webcal:\/\/.+\.ics$/);
  await expect(card).toContainText('Copy this link now: it is shown only once.');
  await card.getByRole('button', { name: 'TURN OFF' }).click();
  await expect(card).toContainText('You have no family calendar feed yet.');
  await expect(card.getByRole('textbox', { name: 'Family calendar feed link' })).toHaveCount(0);
});
