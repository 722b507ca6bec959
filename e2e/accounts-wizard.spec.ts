import { expect, test, type Page } from '@playwright/test';
import {
  accountStep,
  agreeAndRegister,
  choose,
  cont,
  contact,
  freezeClock,
  managerPersonal,
  step,
  textbox,
  unique,
} from './accounts-helpers';

// Wizard behaviour of spec 000 §2.3, §4, §5 beyond the happy paths of accounts-registration.spec.ts.

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function netballToStep4(page: Page) {
  await page.goto('/registernetball');
  await accountStep(page, `net${unique()}`);
  await textbox(page, 'First Name').fill('Nell');
  await textbox(page, 'Last Name').fill('Shooter');
  await textbox(page, 'Date of Birth').fill('01021995');
  await cont(page, 1);
  await contact(page, true);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
}

test('fixing the password after a mismatch clears the confirmation error and brings Continue back', async ({
  page,
}) => {
  await page.goto('/registerteamentry');
  await textbox(page, 'Username').fill(`fix${unique()}`);
  await textbox(page, 'Password').fill('Secret12');
  await textbox(page, 'Password Confirmation').fill('Secret13');
  await cont(page, 0);
  await expect(page.getByText('This field confirmation does not match password')).toBeVisible();
  const next = step(page, 0).getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await textbox(page, 'Password').fill('Secret13');
  await expect(page.getByText('This field confirmation does not match password')).toHaveCount(0);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(textbox(page, 'Legal First Name')).toBeVisible();
});

test('pasted phone numbers keep all their digits; the date picker stops at yesterday', async ({ page }) => {
  await page.goto('/registerteamentry');
  await accountStep(page, `pas${unique()}`);
  const d = new Date();
  const yesterday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1).toLocaleDateString('en-CA');
  await expect(page.locator('input[type="date"]')).toHaveAttribute('max', yesterday);
  await managerPersonal(page);
  await textbox(page, 'Mobile').focus();
  await page.keyboard.insertText('0412 345 678');
  await expect(textbox(page, 'Mobile')).toHaveValue('0412345678');
  await textbox(page, 'Emergency Contact Mobile').focus();
  await page.keyboard.insertText('(04) 9876-5432');
  await expect(textbox(page, 'Emergency Contact Mobile')).toHaveValue('0498765432');
  await textbox(page, 'Mobile').fill('0412 345');
  await cont(page, 2);
  await expect(step(page, 2).getByText('This field must be at least 10 characters')).toBeVisible();
});

test('another country clears state of birth; an answer other than yes clears the impairment type', async ({ page }) => {
  await page.goto('/register');
  await accountStep(page, `dep${unique()}`);
  const country = combobox(page, 'Country of Birth');
  await country.fill('Australia');
  await page.getByRole('option', { name: 'Australia', exact: true }).click();
  await choose(page, 'State of Birth', 'Victoria');
  await expect(page.locator('input[name="statebirth"]')).toHaveValue('VIC');
  await country.fill('New Zealand');
  await page.getByRole('option', { name: 'New Zealand', exact: true }).click();
  await expect(combobox(page, 'State of Birth')).toHaveCount(0);
  await country.fill('Australia');
  await page.getByRole('option', { name: 'Australia', exact: true }).click();
  await expect(page.locator('input[name="statebirth"]')).toHaveValue('');
  // Countries go by their common names.
  await country.fill('Chin');
  await expect(page.getByRole('option', { name: 'China', exact: true })).toBeVisible();
  await country.fill('Australia');
  await page.getByRole('option', { name: 'Australia', exact: true }).click();
  await choose(page, 'State of Birth', 'New South Wales');
  await textbox(page, 'Legal First Name').fill('Dee');
  await textbox(page, 'Preferred First Name').fill('Dee');
  await textbox(page, 'Legal Last Name').fill('Pendent');
  await textbox(page, 'Date of Birth').fill('01011990');
  await choose(page, 'Do you identify as Aboriginal or Torres Strait Islander?', 'No');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'How do you identify in terms of gender?', 'Female');
  await cont(page, 1);
  await choose(page, 'Do you have a disability or impairment?', 'Yes');
  await choose(page, 'Impairment Type', 'Sensory and/or Speech Impairment');
  await expect(page.locator('input[name="disabilitytype"]')).toHaveValue('sensory');
  await choose(page, 'Do you have a disability or impairment?', 'Prefer not to say');
  await expect(combobox(page, 'Impairment Type')).toHaveCount(0);
  await choose(page, 'Do you have a disability or impairment?', 'Yes');
  await expect(page.locator('input[name="disabilitytype"]')).toHaveValue('');
});

test('the gender hint stays under the error; a suburb typed in full is chosen on leaving the field', async ({
  page,
}) => {
  await page.goto('/registerteamentry');
  await accountStep(page, `hint${unique()}`);
  await cont(page, 1);
  const hint = 'Competition categories are male and female. Please contact the association if you have specific needs.';
  await expect(step(page, 1).getByText(hint)).toBeVisible();
  await expect(step(page, 1).getByText('This field is required').first()).toBeVisible();
  await managerPersonal(page);
  await page.getByRole('combobox', { name: 'Suburb' }).fill('wahroonga');
  await page.keyboard.press('Tab');
  await expect(textbox(page, 'Postcode')).toHaveValue('2076');
  await expect(page.getByRole('combobox', { name: 'Suburb' })).toHaveValue('WAHROONGA');
});

test('Register on step 4 opens the first failing earlier step and focuses its field', async ({ page }) => {
  await page.goto('/registerteamentry');
  await accountStep(page, `back${unique()}`);
  await managerPersonal(page);
  await contact(page);
  await tab(page, 'Personal Details').click();
  await textbox(page, 'Legal Last Name').fill('');
  await tab(page, "Privacy / TC's").click();
  await agreeAndRegister(page);
  await expect(page.getByText('Error! Please check all steps above for errors')).toBeVisible();
  await expect(textbox(page, 'Legal Last Name')).toBeFocused();
  await expect(step(page, 1).getByText('This field is required')).toBeVisible();
});

test('a server field error opens its step, focused, and is listed by label under "Errors:" on step 4', async ({
  page,
}) => {
  await page.goto('/registerteamentry');
  await accountStep(page, `srv${unique()}`);
  await managerPersonal(page);
  await textbox(page, 'Email').fill('walt@example.com.au');
  await textbox(page, 'Mobile').fill('0412345678');
  await textbox(page, 'Address').fill('1 Peats Ferry Road');
  await page.getByRole('combobox', { name: 'Suburb' }).fill('hornsb');
  await page.getByRole('option', { name: /^HORNSBY NSW 2077/ }).click();
  await textbox(page, 'Postcode').fill('2000'); // not Hornsby's postcode: only the server knows
  await choose(page, 'Do you have a disability or impairment?', 'No');
  await textbox(page, 'Emergency Contact Full Name').fill('Wendy Walker');
  await textbox(page, 'Emergency Contact Mobile').fill('0498765432');
  await cont(page, 2);
  await agreeAndRegister(page);
  const message = 'Please choose a suburb from the list: suburb, postcode and state must match';
  await expect(step(page, 2).getByText(message)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Suburb' })).toBeFocused();
  await tab(page, "Privacy / TC's").click();
  await expect(page.getByRole('alert').filter({ hasText: 'Errors:' })).toContainText(`Suburb: ${message}`);
});

test('the success overlay shows for 500 ms before the redirect, and the cart is cleared', async ({ page }) => {
  await netballToStep4(page);
  await page.evaluate(() => localStorage.setItem('portal.cart', JSON.stringify([{ product_quantity: 2 }])));
  await freezeClock(page);
  await step(page, 3).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Netball Member created successful.')).toBeVisible();
  await page.clock.runFor(400);
  await expect(page).toHaveURL(/\/registernetball$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/member\/account$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.cart'))).toBeNull();
});

test('the overlay Close button goes on at once', async ({ page }) => {
  await netballToStep4(page);
  await freezeClock(page);
  await step(page, 3).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Netball Member created successful.')).toBeVisible();
  await page.clock.runFor(400); // before the 500 ms redirect
  await expect(page).toHaveURL(/\/registernetball$/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
});

test('the home page links to the netball registration', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Netball Registration' }).click();
  await expect(page).toHaveURL(/\/registernetball$/);
  await expect(page.getByRole('heading', { name: 'New Netball Member Registration' })).toBeVisible();
});
