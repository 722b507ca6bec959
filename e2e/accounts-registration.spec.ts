import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  accountStep,
  agreeAndRegister,
  cont,
  contact,
  managerPersonal,
  step,
  textbox,
  unique,
} from './accounts-helpers';
import { MAIL_DIR, watchForAlert } from './fixtures';

// Registration and recovery journeys of spec 000 §2.3, §4, §5, §8 (the login journeys live in accounts.spec.ts).

const mailDir = process.env.E2E_MAIL_DIR ?? MAIL_DIR;
async function signOutAndBackIn(page: Page, username: string) {
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret12');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
}

test('a new manager registers, lands on team nomination, signs out and back in', async ({ page }) => {
  const username = `mgr${unique()}`;
  await page.goto('/registerteamentry');
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await accountStep(page, username);
  await managerPersonal(page);
  await contact(page);
  await expect(page.getByRole('heading', { name: 'Participant terms and conditions' })).toBeVisible();
  const created = watchForAlert(page, 'Manager created successful.'); // the spec's overlay lasts 500 ms: seen as it comes
  await agreeAndRegister(page);
  expect(await created).toBe(true);
  await expect(page).toHaveURL(/\/member\/teamnomination$/);
  // The welcome says what to do next (decision 117) until closed, and stays closed.
  const welcome = page.getByRole('alert').filter({ hasText: 'Welcome! Your account is ready and you are signed in.' });
  await expect(welcome).toContainText('Next: nominate your team under Team Nomination.');
  // The member typed the username: no news that it was emailed.
  await expect(welcome).toContainText('Sign in next time with the username you chose');
  await expect(welcome).not.toContainText('Your username has been emailed');
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team Nomination' })).toBeVisible();
  await expect(welcome).toBeHidden();
  await signOutAndBackIn(page, username);
});

test('a new netball member registers, lands on the dashboard, signs out and back in', async ({ page }) => {
  const username = `net${unique()}`;
  await page.goto('/registernetball');
  await accountStep(page, username);
  await textbox(page, 'First Name').fill('Nell');
  await textbox(page, 'Last Name').fill('Shooter');
  await textbox(page, 'Date of Birth').fill('01021995');
  await cont(page, 1);
  await contact(page, true);
  const created = watchForAlert(page, 'Netball Member created successful.'); // the spec's overlay lasts 500 ms: seen as it comes
  await agreeAndRegister(page);
  expect(await created).toBe(true);
  await expect(page).toHaveURL(/\/member\/account$/);
  await signOutAndBackIn(page, username);
});

test('a new member registers on the generic form and lands on the dashboard', async ({ page }) => {
  const username = `mem${unique()}`;
  await page.goto('/register');
  await accountStep(page, username);
  await expect(page.getByText("Registering a child? Enter the child's own details here, not yours")).toBeVisible();
  await managerPersonal(page);
  await contact(page);
  const created = watchForAlert(page, 'Member created successful'); // the spec's overlay lasts 500 ms: seen as it comes
  await agreeAndRegister(page);
  expect(await created).toBe(true);
  await expect(page).toHaveURL(/\/member\/account$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome! Your account is ready' })).toContainText(
    'Next: open Profile',
  );
  await signOutAndBackIn(page, username);
});

test('a taken username shows the conflict overlay', async ({ page }) => {
  await page.goto('/register');
  await accountStep(page, 'member01');
  await managerPersonal(page);
  await contact(page);
  await agreeAndRegister(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The username has already been taken.' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('every validation message of spec 000 §5 appears for its bad input', async ({ page }) => {
  test.setTimeout(120_000); // one long journey through all four steps
  await page.goto('/registerteamentry');
  await cont(page, 0);
  await expect(step(page, 0).getByText('This field is required')).toHaveCount(3);
  await expect(step(page, 0).getByText('Please check the form above for errors.')).toBeVisible();
  // After a Continue, the fields check live as they are typed in (lib/forms: validate on submit, then on change).
  await textbox(page, 'Username').fill('abc');
  await textbox(page, 'Password').fill('abcdefgh');
  await textbox(page, 'Password Confirmation').fill('abcdefgX');
  await expect(page.getByText('This field must be at least 6 characters')).toBeVisible();
  await expect(
    page.getByText('This field must contain at least 1 uppercase letter, 1 lowercase letter and 1 numeric character'),
  ).toBeVisible();
  await expect(page.getByText('This field confirmation does not match password')).toBeVisible();
  await accountStep(page, `val${unique()}`);
  await textbox(page, 'Date of Birth').fill('31022000');
  await cont(page, 1);
  await expect(page.getByText('This field must be a valid date')).toBeVisible();
  await textbox(page, 'Date of Birth').fill('01013000');
  await expect(page.getByText("Date must be before today's date")).toBeVisible();
  await managerPersonal(page);
  await textbox(page, 'Email').fill('walt@');
  await cont(page, 2);
  await expect(page.getByText('This field must be a valid email')).toBeVisible();
  await contact(page);
  // Register with an unticked agreement: the step error and the general alert (spec 000 §4).
  await step(page, 3).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Error! Please check all steps above for errors')).toBeVisible();
  // Every step is now clickable.
  await page.getByRole('tab', { name: 'Account Details' }).click();
  await expect(textbox(page, 'Username')).toBeVisible();
});

test('a minor sees the parent/guardian terms, with "on behalf of the applicant"', async ({ page }) => {
  await page.goto('/registerteamentry');
  await accountStep(page, `kid${unique()}`);
  await managerPersonal(page, '15/03/2014');
  await contact(page);
  await expect(page.getByRole('heading', { name: 'Parent / guardian consent' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions on behalf of the applicant' }),
  ).toBeVisible();
});

function newestMail(address: string, after: number): string {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.includes(address)) : [];
  const fresh = files
    .map((f) => path.join(mailDir, f))
    .filter((f) => fs.statSync(f).mtimeMs >= after)
    .sort();
  const raw = fresh.length ? fs.readFileSync(fresh.at(-1)!, 'utf8') : '';
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

test('forgot username emails the username, then goes home after 3 s', async ({ page }) => {
  const start = Date.now() - 1000;
  await page.goto('/username/email');
  await page.getByRole('button', { name: 'Send Username' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await textbox(page, 'Email').fill('coach01@example.com.au');
  await page.getByRole('button', { name: 'Send Username' }).click();
  await expect(page.getByText('Email Sent Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await expect.poll(() => newestMail('coach01@example.com.au', start)).toContain('Username: coach01');
});

/** A fresh netball member made through the API, so the reset loop changes nobody else's password. */
async function throwawayMember(page: Page): Promise<{ username: string; email: string }> {
  const username = `rst${unique()}`;
  const email = `${username}@example.com.au`;
  const res = await page.request.post('/api/member/register', {
    data: {
      sport: 'netball',
      username,
      password: 'Portal2026',
      password_confirmation: 'Portal2026',
      firstname: 'Rita',
      lastname: 'Reset',
      dob: '02/02/1990',
      gender: 'female',
      email,
      mobile: '0412345678',
      phone: '0298765432',
      address: '1 Peats Ferry Road',
      suburb: 'HORNSBY',
      postcode: '2077',
      state: 'NSW',
      ec_fullname: 'Ron Reset',
      ec_mobile: '0498765432',
      agreed_to_terms: true,
      agreed_to_privacy: true,
    },
  });
  expect(res.status()).toBe(200);
  return { username, email };
}

test('password reset loop through the emailed link revokes the old session', async ({ page, browser }) => {
  const { username, email } = await throwawayMember(page);
  const other = await browser.newContext();
  const oldSession = await other.request.post('/api/member/login', { data: { username, password: 'Portal2026' } });
  const oldToken = JSON.parse((await oldSession.json()).data.success).access_token as string;
  const start = Date.now() - 1000;
  await page.goto('/password/email');
  await textbox(page, 'Username').fill('nobody-at-all');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await textbox(page, 'Username').fill(username);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email Sent Successfully')).toBeVisible();
  let link = '';
  await expect
    .poll(() => (link = /http:\/\/[^\s"<]+\/password\/reset\/[\w-]+/.exec(newestMail(email, start))?.[0] ?? ''))
    .not.toBe('');
  await page.goto(new URL(link).pathname);
  await textbox(page, 'Username').fill(username);
  await textbox(page, 'Password').fill('Reset2026x');
  await textbox(page, 'Password Confirmation').fill('Reset2026x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/account$/, { timeout: 6000 });
  const stale = await other.request.get('/api/member/user', { headers: { authorization: `Bearer ${oldToken}` } });
  expect(stale.status()).toBe(401);
  // The link works once.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await textbox(page, 'Username').fill(username);
  await textbox(page, 'Password').fill('Again2026x');
  await textbox(page, 'Password Confirmation').fill('Again2026x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await other.close();
});

test('a reset page without a token goes home', async ({ page }) => {
  await page.goto('/password/reset');
  await expect(page).toHaveURL(/\/$/);
});
