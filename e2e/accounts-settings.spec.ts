import { expect, test } from '@playwright/test';
import { cont, contact, freezeClock, step, textbox } from './accounts-helpers';
import { startServer, type OwnServer } from './fixtures';

// Site settings of spec 000 §2.3, §5: generated usernames (field hidden, note shown, username in the overlay) and
// the minimum password length, on a server of its own started with AUTO_USERNAME=true and MIN_PASSWORD_LENGTH=8.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ AUTO_USERNAME: 'true', MIN_PASSWORD_LENGTH: '8' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('with generated usernames and an 8-character minimum, a netball member registers and is told the username', async ({
  page,
}) => {
  await page.goto(`${server.url}/registernetball`);
  await expect(
    page.getByText('Your username will be generated from your first and last name and emailed to you.'),
  ).toBeVisible();
  await expect(textbox(page, 'Username')).toHaveCount(0);
  await expect(page.getByText('8 characters minimum')).toBeVisible();
  await textbox(page, 'Password').fill('Secret1');
  await textbox(page, 'Password Confirmation').fill('Secret1');
  await cont(page, 0);
  await expect(page.getByText('This field must be at least 8 characters')).toBeVisible();
  await textbox(page, 'Password').fill('Secret12');
  await textbox(page, 'Password Confirmation').fill('Secret12');
  await cont(page, 0);
  await textbox(page, 'First Name').fill('Gena');
  await textbox(page, 'Last Name').fill('Rated');
  await textbox(page, 'Date of Birth').fill('01021995');
  await cont(page, 1);
  await contact(page, true);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await freezeClock(page); // the overlay stays until the page's clock moves
  await step(page, 3).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Netball Member created successful. Your username is genarated.')).toBeVisible();
  await page.clock.runFor(600);
  await expect(page).toHaveURL(/\/member\/account$/);
  const login = await page.request.post(`${server.url}/api/member/login`, {
    data: { username: 'genarated', password: 'Secret12' },
  });
  expect(login.status()).toBe(200);
});
