import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

// The profile and the shell on a phone (decisions 118-121): the profile keeps unsaved work and says "Saved"; the
// dashboard's alert guides to the missing fields; the shell's skip link, touch targets and logout apart from the name.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });

const LEAVE = 'Leave without saving?';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('unsaved profile changes are not lost without a question: a menu link, a reload, Logout and Back all ask', async ({
  page,
}) => {
  await loginAs(page, 'coach01');
  await page.goto('/member/account');
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu.getByRole('link', { name: 'Profile' }).tap();
  const skills = page.getByLabel('Skills');
  const typed = `Scoring bench ${Date.now()}`;
  await skills.fill(typed);

  // a menu link asks; Stay keeps the page and the value
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu.getByRole('link', { name: 'Dashboard' }).tap();
  const dialog = page.getByRole('dialog', { name: LEAVE });
  await expect(dialog).toBeVisible();
  // axe reads colours as they are: wait for the dialog's fade-in to end
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Stay' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/member\/profile/);
  await expect(skills).toHaveValue(typed);
  // a reload asks through the browser's own prompt; staying keeps the value
  const prompt = page.waitForEvent('dialog');
  void page.reload().catch(() => null);
  expect((await prompt).type()).toBe('beforeunload');
  await (await prompt).dismiss();
  await expect(skills).toHaveValue(typed);

  // Logout asks in the same dialog before signing out; Stay keeps the page, the value and the session
  await page.getByRole('button', { name: 'Logout' }).tap();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/member\/profile/);
  await expect(skills).toHaveValue(typed);

  // Back asks too; Leave goes, and the dashboard starts at its top
  await page.evaluate(() => history.back());
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).tap();
  await expect(page).toHaveURL(/\/member\/account$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

// Split from the questions above: together the two took up to 44 s of the 60 s a test has in a loaded CI run.
test('an untouched profile leaves without a question; a save says "Saved" where the dashboard starts', async ({
  page,
}) => {
  await loginAs(page, 'coach01');
  await page.goto('/member/account');
  const skills = page.getByLabel('Skills');
  const typed = `Scoring bench ${Date.now()}`;
  const dialog = page.getByRole('dialog', { name: LEAVE });

  // an untouched form leaves without a question
  await page.getByRole('region', { name: 'Profile' }).getByRole('link', { name: 'Update' }).tap();
  await page.getByRole('button', { name: 'Cancel' }).tap();
  await expect(page).toHaveURL(/\/member\/account$/);
  await expect(dialog).toHaveCount(0);

  // a saved change goes to the dashboard without a question, which says so at the top, focused
  await page.getByRole('region', { name: 'Profile' }).getByRole('link', { name: 'Update' }).tap();
  await skills.fill(typed);
  await page.getByRole('button', { name: 'Update' }).tap();
  await expect(page).toHaveURL(/\/member\/account$/);
  const saved = page.getByRole('status').filter({ hasText: 'Saved. Your profile is up to date.' });
  await expect(saved).toBeInViewport();
  await expect(saved).toBeFocused();
  await expect(dialog).toHaveCount(0);
});

test('Logout with unsaved profile changes: Leave signs out and goes home with no second question', async ({ page }) => {
  await loginAs(page, 'coach01');
  await page.goto('/member/profile');
  await page.getByLabel('Skills').fill(`Half-typed ${Date.now()}`);
  const prompts: string[] = [];
  page.on('dialog', (d) => {
    prompts.push(d.type());
    void d.accept();
  });
  await page.getByRole('button', { name: 'Logout' }).tap();
  const dialog = page.getByRole('dialog', { name: LEAVE });
  await dialog.getByRole('button', { name: 'Leave' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/\?redirect=%2Fmember%2Fprofile$/); // signed out: the login asks
  expect(prompts).toEqual([]);
});

test('the missing-information alert guides to the first missing field; the shell skips to content and keeps logout apart', async ({
  page,
}) => {
  await loginAs(page, 'incomplete01');
  await page.goto('/member/account');
  await expect(page.getByRole('heading', { name: 'Welcome, Ian' })).toBeVisible();

  // the shell: a skip link first, touch-sized header controls, the short name on one line, logout set apart
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const bar = page.getByRole('banner');
  for (const control of await bar.locator('button, a').all()) {
    const box = (await control.boundingBox())!;
    expect(
      Math.min(box.width, box.height),
      (await control.getAttribute('aria-label')) ?? (await control.innerText()),
    ).toBeGreaterThanOrEqual(44);
  }
  await expect(bar.getByText('HKBNA', { exact: true })).toBeVisible();
  const name = (await bar.getByRole('button', { name: 'Ian' }).boundingBox())!;
  const logout = (await bar.getByRole('button', { name: 'Logout' }).boundingBox())!;
  expect(logout.x - (name.x + name.width)).toBeGreaterThanOrEqual(8);

  // the alert's link: the missing fields marked, the first focused below the app bar
  await page.getByRole('link', { name: 'Missing information, please update your profile' }).tap();
  await expect(page).toHaveURL(/\/member\/profile\?sport=basketball&complete=1$/);
  const mobile = page.getByRole('textbox', { name: 'Mobile', exact: true });
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAccessibleDescription('This field is required');
  await expect(
    page.getByRole('textbox', { name: 'Emergency Contact Full Name', exact: true }),
  ).toHaveAccessibleDescription('This field is required');
  await expect(
    page.getByRole('textbox', { name: 'Emergency Contact Mobile', exact: true }),
  ).toHaveAccessibleDescription('This field is required');
  expect((await mobile.boundingBox())!.y).toBeGreaterThanOrEqual(56);
  await expect(mobile).toBeInViewport();
  // a mark goes as soon as the field is right
  await mobile.fill('0412345678');
  await expect(mobile).not.toHaveAccessibleDescription('This field is required');
  expect(await axeViolations(page)).toEqual([]);
});
