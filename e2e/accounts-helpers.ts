import { expect, type Page } from '@playwright/test';

// Steps of the registration wizards (spec 000 §2.3), shared by the accounts browser tests.

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
export const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
export const cont = (page: Page, i: number) => step(page, i).getByRole('button', { name: 'Continue' }).click();

export async function accountStep(page: Page, username: string) {
  await textbox(page, 'Username').fill(username);
  await textbox(page, 'Password').fill('Secret12');
  await textbox(page, 'Password Confirmation').fill('Secret12');
  await cont(page, 0);
}

export interface PersonDetails {
  first: string;
  last: string;
  dob: string;
  gender: 'Male' | 'Female';
}

/** Fill the registration's personal step (spec 000 §2.3) for one person, born in NSW, without going on. */
export async function fillPersonal(page: Page, p: PersonDetails) {
  await textbox(page, 'Legal First Name').fill(p.first);
  await textbox(page, 'Preferred First Name').fill(p.first);
  await textbox(page, 'Legal Last Name').fill(p.last);
  await textbox(page, 'Date of Birth').fill(p.dob.replace(/\//g, ''));
  await page.getByRole('combobox', { name: 'Country of Birth' }).fill('Australia');
  await page.getByRole('option', { name: 'Australia', exact: true }).click();
  await choose(page, 'State of Birth', 'New South Wales');
  await choose(page, 'Do you identify as Aboriginal or Torres Strait Islander?', 'No');
  await choose(page, 'Gender', p.gender);
  await choose(page, 'How do you identify in terms of gender?', p.gender);
}

export async function managerPersonal(page: Page, dob = '21/06/1988') {
  await fillPersonal(page, { first: 'Walt', last: 'Walker', dob, gender: 'Male' });
  await cont(page, 1);
}

export async function contact(page: Page, netball = false) {
  await textbox(page, 'Email').fill('walt@example.com.au');
  await textbox(page, 'Mobile').fill('0412345678');
  if (netball) await textbox(page, 'Home Phone').fill('0298765432');
  await textbox(page, 'Address').fill('1 Peats Ferry Road');
  await page.getByRole('combobox', { name: 'Suburb' }).fill('hornsb');
  await page.getByRole('option', { name: /^HORNSBY NSW 2077/ }).click();
  await expect(textbox(page, 'Postcode')).toHaveValue('2077');
  if (!netball) await choose(page, 'Do you have a disability or impairment?', 'No');
  await textbox(page, 'Emergency Contact Full Name').fill('Wendy Walker');
  await textbox(page, 'Emergency Contact Mobile').fill('0498765432');
  await cont(page, 2);
}

export async function agreeAndRegister(page: Page) {
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await step(page, 3).getByRole('button', { name: 'Register' }).click();
}

/** Stop the page's timers (Playwright's clock flows with real time until paused): time passes only through runFor. */
export async function freezeClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}
