import { expect, loginAs, test } from './fixtures';

test('the built app runs under its Content-Security-Policy without violations or script errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Welcome to the online platform/ })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('the member shell works on a phone: the drawer opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Member menu' }).last();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/member\/profile\?sport=basketball$/);
});
