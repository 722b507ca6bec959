import { expect, test } from '@playwright/test';
import { loginThroughUi } from './fixtures';
import { freezeClock, textbox } from './accounts-helpers';

// Recovery forms' own messages (spec 000 §5, §8) and the cart at sign-in (§4).

test('forgot password asks for the username', async ({ page }) => {
  await page.goto('/password/email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
});

test('reset password asks for username, password and confirmation', async ({ page }) => {
  await page.goto('/password/reset/some-token');
  await expect(page.getByText('6 characters minimum')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password Confirmation is required')).toBeVisible();
});

test('a dead reset link says so and stays, with a link to request a new one', async ({ page }) => {
  await page.goto('/password/reset/not-a-real-token');
  await textbox(page, 'Username').fill('member01');
  await textbox(page, 'Password').fill('Secret12');
  await textbox(page, 'Password Confirmation').fill('Secret12');
  await freezeClock(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' });
  await expect(alert).toBeVisible();
  await page.clock.runFor(2500); // longer than the 2 s of an invalid_username alert
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/password\/email$/);
});

test('the Close button of the "Email Sent Successfully" overlay goes home at once', async ({ page }) => {
  await page.goto('/username/email');
  await textbox(page, 'Email').fill('nobody@example.com.au');
  await freezeClock(page);
  await page.getByRole('button', { name: 'Send Username' }).click();
  await expect(page.getByText('Email Sent Successfully')).toBeVisible();
  await page.clock.runFor(1000); // a third of the way to the 3 s redirect
  await expect(page).toHaveURL(/\/username\/email$/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('signing in clears the cart', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('portal.cart', JSON.stringify([{ product_quantity: 3 }])));
  await loginThroughUi(page, 'member01');
  await expect(page).toHaveURL(/\/member\/account$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.cart'))).toBeNull();
});
