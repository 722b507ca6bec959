import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseOption, loginAs, startServer, typeDate, type OwnServer } from './fixtures';

// Working With Children Checks by hand (issue 44, decisions 315, 317), on a server of its own as it changes checks
// other tests read: coach01 enters her check on her profile (the expiry typed digit by digit) and it waits; admin01
// finds it on /staff/safeguarding beside the position it is needed for, looks it up on the state's service and
// records it verified; Carla's profile then says Verified.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, username, undefined, server);
  return page;
}

test('a coach enters her check and a staff member verifies it by hand', async ({ browser }) => {
  test.setTimeout(120_000);
  const carla = await signedIn(browser, 'coach01');
  await carla.goto(`${server.url}/member/profile`);
  const card = carla.getByRole('region', { name: 'Working With Children Check' });
  await expect(card).toBeVisible({ timeout: 30_000 }); // the profile loads first (slow on a busy machine)
  await expect(card.getByText('Not provided')).toBeVisible();
  await chooseOption(carla, card.getByRole('combobox', { name: 'State or territory' }), 'New South Wales');
  await card.getByRole('textbox', { name: 'Check number' }).fill('wwc0123456v');
  await typeDate(card.getByRole('textbox', { name: 'Expiry date' }), '30/06/2029');
  await card.getByRole('button', { name: 'Save check' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Your Working With Children Check was saved. Staff will verify it.',
  );
  await expect(card.getByText('Waiting to be verified')).toBeVisible();

  const admin = await signedIn(browser, 'admin01');
  await admin.goto(`${server.url}/staff/safeguarding`);
  const grid = admin.getByRole('grid', { name: 'Working With Children Checks' });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const row = grid.getByRole('row').filter({ hasText: 'WWC0123456V' });
  await expect(row.getByText('Waiting to be verified')).toBeVisible();
  await expect(row.getByText(/^Coach, /)).toBeVisible(); // the position the check is needed for
  await row.getByRole('link', { name: 'Carla Coach' }).click();

  await expect(admin.getByRole('heading', { name: 'Carla Coach’s check' })).toBeVisible();
  const record = admin.getByRole('form', { name: 'Record a result' });
  await expect(record.getByRole('combobox', { name: 'Result' })).toHaveText('Verified: the card is current');
  await typeDate(record.getByRole('textbox', { name: 'Expiry date shown' }), '30/06/2029');
  await record.getByRole('textbox', { name: 'Note' }).fill('Verified on the NSW OCG service, ref 4471');
  await record.getByRole('button', { name: 'Record result' }).click();
  await expect(record.getByRole('status')).toHaveText('The result was recorded.');
  await expect(admin.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText('Verified on the NSW OCG service, ref 4471')).toBeVisible();

  await carla.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Checked \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
});
