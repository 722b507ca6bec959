import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseOption, loginAs, startServer, typeDate, watchForAlert, type OwnServer } from './fixtures';

// Positions of trust (issue 44 item 2, decision 320), the first "Done when": manager01 names Omar Haddad, whose check
// waits for staff (the demo's story, trust.seed.ts), coach of the Hawks, and the team page says he is waiting; admin01
// verifies the check by hand and he is the coach; the verification sandbox's signed webhook bars the check, which
// takes him out at once, and the staff list of checks shows why. On a server of its own: it changes the Hawks.

const WAITING = 'Coach — waiting for a Working With Children Check';
const REMOVED = 'Coach — removed until a valid Working With Children Check is verified';

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

/** The team page's overlay sentence after `act` (it lasts a second), then gone. */
async function overlay(page: Page, text: string, act: () => Promise<unknown>): Promise<void> {
  const seen = watchForAlert(page, text);
  await act();
  expect(await seen).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeHidden();
}

test('a coach waits for a verified check, is the coach once staff verify it, and is removed when it is barred', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const mark = await signedIn(browser, 'manager01');
  await mark.goto(`${server.url}/member/teams`);
  await mark.getByRole('link', { name: 'View Hornsby Hawks' }).first().click();
  await expect(mark.getByRole('heading', { name: 'Team: Hornsby Hawks' })).toBeVisible();
  const info = mark.getByRole('region', { name: 'Team Information' });
  // the demo's coach has entered no check yet
  await expect(info.getByText(WAITING)).toBeVisible();

  // the coach leaves; Omar Haddad is named coach
  await mark.getByRole('button', { name: 'Remove Coach position' }).click();
  await overlay(mark, 'Position removed successfully', () =>
    mark.getByRole('dialog', { name: 'Remove Position' }).getByRole('button', { name: 'Confirm' }).click(),
  );
  await expect(info.getByText(WAITING)).toHaveCount(0);
  await mark.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = mark.getByRole('dialog', { name: 'Add New Member Request' });
  const row = mark.getByRole('region', { name: 'Member 1' });
  await row.getByLabel('Firstname').fill('Omar');
  await row.getByLabel('Lastname').fill('Haddad');
  await typeDate(row.getByLabel('Date of Birth'), '19/07/1995');
  await chooseOption(mark, row.getByRole('combobox', { name: 'Gender' }), 'Male');
  await chooseOption(mark, row.getByRole('combobox', { name: 'Role' }), 'Coach');
  await overlay(mark, 'New Member added successfully', () =>
    row.getByRole('button', { name: 'ADD New Member' }).click(),
  );
  await overlay(mark, 'New members request sent successfully', () =>
    dialog.getByRole('button', { name: 'Send Request' }).click(),
  );
  await expect(info.getByText('Omar Haddad')).toBeVisible();
  await expect(info.getByText(WAITING)).toBeVisible();

  // admin01 finds the check beside the position it is needed for and verifies it by hand
  const admin = await signedIn(browser, 'admin01');
  await admin.goto(`${server.url}/staff/safeguarding`);
  const grid = admin.getByRole('grid', { name: 'Working With Children Checks' });
  await expect(grid).toBeVisible({ timeout: 60_000 }); // the back-office's first load, on a busy machine
  const listed = grid.getByRole('row').filter({ hasText: 'WWC2400100V' });
  await expect(listed.getByText('Waiting to be verified')).toBeVisible();
  await expect(listed.getByText("Coach, Hornsby Hawks (Men's A Grade)")).toBeVisible();
  await listed.getByRole('link', { name: 'Omar Haddad' }).click();
  const record = admin.getByRole('form', { name: 'Record a result' });
  await expect(record.getByRole('combobox', { name: 'Result' })).toHaveText('Verified: the card is current');
  await typeDate(record.getByRole('textbox', { name: 'Expiry date shown' }), '30/06/2030');
  await record.getByRole('textbox', { name: 'Note' }).fill('Verified on the NSW OCG service');
  await record.getByRole('button', { name: 'Record result' }).click();
  await expect(record.getByRole('status')).toHaveText('The result was recorded.');

  await mark.reload();
  await expect(info.getByText('Omar Haddad')).toBeVisible({ timeout: 30_000 });
  await expect(info.getByText(WAITING)).toHaveCount(0);
  await expect(info.getByText(REMOVED)).toHaveCount(0);

  // the verification service bars the card: its signed webhook takes him out at once
  await admin.goto(`${server.url}/staff/safeguarding/sandbox`);
  const card = admin.getByRole('listitem', { name: 'Omar Haddad' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Barred' }).click();
  await expect(admin.getByRole('status')).toHaveText(
    'Omar Haddad: the sandbox sent "Barred" and the portal accepted it.',
  );

  await mark.reload();
  await expect(info.getByText(REMOVED)).toBeVisible({ timeout: 30_000 });

  // the staff list says why: barred, by the verification service
  await admin.goto(`${server.url}/staff/safeguarding`);
  const barred = grid.getByRole('row').filter({ hasText: 'WWC2400100V' });
  await expect(barred.getByText('Barred', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(barred.getByText("Coach, Hornsby Hawks (Men's A Grade)")).toBeVisible();
});
