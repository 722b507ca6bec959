import path from 'node:path';
import { textbox } from './accounts-helpers';
import { E2E_TMP, expect, loginAs, startServer, test, typeDate, type OwnServer } from './fixtures';

// The back-office's registrations opening (issue 46 item 4, decision 347) in a real browser, on a server of its own
// (the opening holds every registration of the server it is set on). admin01 opens "Registrations opening" from the
// back-office's navigation, types a time in the past (refused by its field, nothing saved), then 19:00 a month ahead,
// digit by digit; a visitor on a phone starting a registration sees that registrations are not open yet and when
// they open. The administrator removes the time, and the visitor's registration form shows. Screenshots of both land
// in E2E_TMP/staff-shots.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a server's start on a busy machine
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** dd/mm/yyyy in Sydney, `days` from now. */
const sydneyDate = (days: number) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + days * 86_400_000))
    .replace(/-/g, '/');

test('an administrator sets when registrations open; visitors see it, and its removal opens them', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await (
    await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } })
  ).newPage();
  await loginAs(admin, 'admin01', undefined, server);
  await admin.goto('/staff');
  await admin
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Registrations opening' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Registrations opening' })).toBeVisible();
  await expect(admin.getByText('No opening time is set: registrations are open.')).toBeVisible();

  const field = admin.getByRole('textbox', { name: 'Registrations open at' });
  await typeDate(field, `${sydneyDate(-2)} 19:00`);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Choose a time in the future')).toBeVisible();
  await expect(admin.getByText('No opening time is set: registrations are open.')).toBeVisible();

  const opens = sydneyDate(30);
  await typeDate(field, `${opens} 19:00`);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status')).toHaveText('Opening time saved.');
  await expect(admin.getByText(`Registrations open at ${opens} 19:00 (Sydney time).`)).toBeVisible();
  await admin.screenshot({ path: path.join(E2E_TMP, 'staff-shots', 'registration-opening.png'), fullPage: true });

  // a visitor on a phone: the registration waits for the opening, and says when
  const visitor = await (
    await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } })
  ).newPage();
  await visitor.goto('/register');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Registrations are not open yet' })).toBeVisible();
  await expect(visitor.getByText(`Registrations open at ${opens} 07:00 pm (Sydney time).`)).toBeVisible();
  await expect(textbox(visitor, 'Username')).toHaveCount(0);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: path.join(E2E_TMP, 'staff-shots', 'registration-not-open.png'), fullPage: true });

  // the opening removed: registrations are open again, kept after a reload of the back-office's page
  await admin.getByRole('button', { name: 'Remove the opening time' }).click();
  await expect(admin.getByRole('status')).toHaveText('Registrations are open: the opening time is removed.');
  await admin.reload();
  await expect(admin.getByText('No opening time is set: registrations are open.')).toBeVisible();
  await visitor.reload();
  await expect(textbox(visitor, 'Username')).toBeVisible();
});
