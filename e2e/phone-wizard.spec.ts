import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { accountStep, choose, cont, contact, step, textbox, unique } from './accounts-helpers';

// The shared wizard behaviour and the sign-in and recovery wording on a phone (decisions 114-117).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });

/** Wholly on screen and not under the sticky app bar. */
async function inSight(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const bar = (await page.locator('header').first().boundingBox())!;
  expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
}

/** After Continue or Back: the step's title and its first field on screen, the field focused. */
async function opened(page: Page, title: string, field: Locator) {
  await expect(field).toBeFocused();
  await inSight(page, page.locator('.MuiStepLabel-root').filter({ hasText: title }));
  await inSight(page, field);
}

test('every Continue and Back of the manager wizard shows the new step and focuses its first field; a future date of birth shows its error', async ({
  page,
}) => {
  await page.goto('/registerteamentry');
  await accountStep(page, `ph${unique()}`);
  await opened(page, 'Personal Details', textbox(page, 'Legal First Name'));

  await textbox(page, 'Legal First Name').fill('Pia');
  await textbox(page, 'Preferred First Name').fill('Pia');
  await textbox(page, 'Legal Last Name').fill('Phone');
  await textbox(page, 'Date of Birth').fill('01012099');
  await page.getByRole('combobox', { name: 'Country of Birth' }).fill('New Zealand');
  await page.getByRole('option', { name: 'New Zealand', exact: true }).click();
  await choose(page, 'Do you identify as Aboriginal or Torres Strait Islander?', 'No');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'How do you identify in terms of gender?', 'Female');
  await cont(page, 1);
  // The refused Continue focuses the date and shows its error clear of the bar (the other fields above are fine).
  const dobError = step(page, 1).getByText("Date must be before today's date");
  await expect(textbox(page, 'Date of Birth')).toBeFocused();
  await inSight(page, dobError);
  // Continue stays disabled (spec 000 §2.3); beside it, a way back to the error.
  await step(page, 1).getByRole('button', { name: 'Continue' }).scrollIntoViewIfNeeded();
  await expect(step(page, 1).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await step(page, 1).getByRole('button', { name: 'Go to Date of Birth' }).click();
  await expect(textbox(page, 'Date of Birth')).toBeFocused();
  await inSight(page, dobError);
  expect(await axeViolations(page)).toEqual([]);

  await textbox(page, 'Date of Birth').fill('21061988');
  await cont(page, 1);
  await opened(page, 'Contact Details', textbox(page, 'Email'));
  await contact(page);
  await opened(page, "Privacy / TC's", page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
  await step(page, 3).getByRole('button', { name: 'Back' }).click();
  await opened(page, 'Contact Details', textbox(page, 'Email'));
});

test('a failed sign-in says so first; a dead reset link says so before anything is typed; the mail sent says where to look', async ({
  page,
}) => {
  await page.goto('/login');
  await textbox(page, 'Username').fill(`nobody${unique()}`);
  await textbox(page, 'Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sign in failed.');
  const text = (await alert.textContent())!;
  expect(text.indexOf('Sign in failed.')).toBeLessThan(
    text.indexOf('Please note usernames & passwords are case sensitive'),
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/password/reset/not-a-real-token');
  const dead = page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' });
  await expect(dead).toBeVisible();
  await expect(textbox(page, 'Username')).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  await dead.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByText('Enter your username, not your email address.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/username/email');
  await textbox(page, 'Username').fill('member01');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('Email Sent Successfully. Look in your inbox, and in your spam or junk folder.'),
  ).toBeVisible();
});
