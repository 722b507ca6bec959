import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiData, E2E_TMP, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// Moving in (issue 42 "Done when", decision 302), on a server of its own (the imported people would show in other
// tests' lists): the administrator imports PlayHQ's Participants report of 300 people in 60 families across 20 teams,
// reads the dry run (every refused row, the matches), imports, finds the families, teams and rosters in place, imports
// the same file again to no change, and undoes it; GameDay's member report and the portal's template import the same
// way. Screenshots at 390 and 1366 px land in E2E_TMP/import-shots.

const FILES = path.join(import.meta.dirname, 'import-files');
const SHOTS = path.join(E2E_TMP, 'import-shots');
let server: OwnServer;
// axe's script is added to the page
test.use({ bypassCSP: true });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A full-page screenshot at 390 px (a phone) and at 1366 px, back to 1366. */
async function shots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** The count the dry run shows beside `label` (a term of its list of counts). */
const countOf = async (page: Page, label: string) =>
  Number(
    (
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd|preceding-sibling::dd')
        .first()
        .textContent()
    )?.replace(/,/g, ''),
  );

/** From the import page, a file checked: the dry run opens at /staff/imports/:id. */
async function checkFile(page: Page, file: string) {
  await page.goto(`${server.url}/staff/imports`);
  await expect(page.getByRole('heading', { name: 'Import people', level: 1 })).toBeVisible();
  await page.getByLabel('Choose a CSV file').setInputFiles(path.resolve(FILES, file));
  const name = path.basename(file);
  await expect(page.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`))).toBeVisible();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page).toHaveURL(/\/staff\/imports\/\d+$/);
  await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  await expect(page.getByText('Nothing is written yet: this is a check of the file.')).toBeVisible();
}

/** Each near match decided "Same person" (the member offered first), then "Import N people", waited to its end. */
async function importChecked(page: Page) {
  const near = await countOf(page, 'Near matches to decide');
  if (near) {
    await page.getByRole('tab', { name: /^Near matches/ }).click();
    const groups = page.getByRole('radiogroup');
    await expect(groups).toHaveCount(near);
    for (const group of await groups.all())
      await group
        .getByRole('radio', { name: /^Same person as/ })
        .first()
        .check();
  }
  await page.getByRole('button', { name: /^Import .* (people|person)$/ }).click();
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  // the page reads the import by its id: a reload mid-way shows the same import
  await page.reload();
  await expect(page.getByText('Imported', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ of [\d,]+$/ })).toBeVisible();
}

/** "Undo this import", confirmed; answers the undo's summary. */
async function undo(page: Page) {
  await page.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('People this import created are removed');
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'What the undo did' })).toBeVisible();
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
}

test('an administrator imports PlayHQ participants: the dry run, the import, its families and teams, again to no change, and undo', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'admin01', undefined, server);
  await page.goto(`${server.url}/staff`);
  await page.getByRole('link', { name: 'Import people' }).click();
  await checkFile(page, 'playhq-participants.csv');
  await expect(page.getByText('This file is a PlayHQ Participants report.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Read “First Name” as' })).toHaveValue('firstname');

  // every refused row with its line, column and reason; the matches with people already here
  expect(await countOf(page, 'Rows refused')).toBe(5);
  await expect(page.getByRole('table', { name: 'Refused rows' }).getByRole('row')).toHaveCount(6);
  const matched =
    (await countOf(page, 'People to change')) +
    (await countOf(page, 'Already here, unchanged')) +
    (await countOf(page, 'Near matches to decide'));
  expect(matched).toBe(3);
  expect(await countOf(page, 'Teams to create')).toBe(20);
  await shots(page, 'playhq-dry-run');
  expect(await axeViolations(page, 'the dry run')).toEqual([]);
  await importChecked(page);
  await shots(page, 'playhq-done');
  expect(await axeViolations(page, 'the import done')).toEqual([]);

  // the season's teams are in place: Winter 2027 with its 20 teams
  const season = async () =>
    page
      .goto(`${server.url}/staff/seasons`)
      .then(() => page.getByRole('grid', { name: 'Seasons' }).getByRole('row').filter({ hasText: 'Winter 2027' }));
  const importPage = page.url();
  await expect((await season()).getByRole('gridcell', { name: '20', exact: true })).toBeVisible();

  // a child of an imported family (a row with an account holder): their guardian and their team's roster place
  await page.goto(importPage);
  const child = page
    .getByRole('table', { name: 'Created' })
    .getByRole('row')
    .filter({ has: page.locator('td:nth-child(3):not(:empty)') })
    .first();
  const holder = (await child.locator('td').nth(2).textContent())!;
  await child.getByRole('link').click();
  await expect(page).toHaveURL(/\/staff\/members\/\d+$/);
  const childRecord = page.url();
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByRole('table', { name: 'Teams' }).getByRole('row').nth(1)).toContainText('Winter 2027');
  await page.getByRole('tab', { name: 'Family' }).click();
  await expect(page.getByRole('table', { name: 'Guardians' })).toContainText(holder);

  // the same file again: nothing to create or change
  await checkFile(page, 'playhq-participants.csv');
  expect(await countOf(page, 'New people')).toBe(0);
  expect(await countOf(page, 'People to change')).toBe(0);
  await importChecked(page);
  await expect(page.getByText('0 people created')).toBeVisible();
  await expect(page.getByText('0 people changed')).toBeVisible();

  // the list of imports, and undo of the first
  await page.getByRole('link', { name: 'All imports' }).click();
  const rows = page.getByRole('table', { name: 'Past imports' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await shots(page, 'past-imports');
  await rows.nth(2).getByRole('link', { name: 'playhq-participants.csv' }).click();
  await undo(page);
  await shots(page, 'playhq-undone');
  await page.goto(childRecord);
  await expect(page.getByText('There is no member with that number.')).toBeVisible();
  await expect(await season()).toHaveCount(0);
});

for (const [file, kind] of [
  ['gameday-members.csv', 'GameDay member report'],
  ['portal-template.csv', "the portal's template"],
] as const)
  test(`an administrator imports ${kind} and undoes it`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'admin01', undefined, server);
    await checkFile(page, file);
    await expect(page.getByText(new RegExp(`^This file is (a )?${kind}\\.$`))).toBeVisible();
    // a column read otherwise: Check again makes a new dry run of the same file with it
    const checked = page.url();
    const mobile = page.getByRole('combobox', { name: /^Read “Mobile” as$/ });
    await mobile.selectOption({ label: 'Not imported' });
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page).not.toHaveURL(checked);
    await expect(mobile).toHaveValue('');
    expect(await countOf(page, 'New people')).toBeGreaterThan(0);
    await importChecked(page);
    // the adults it created are invited to claim their sign-in, at a pace
    const invitations = page.getByRole('region', { name: 'Sign-ins for imported people' });
    await invitations.getByLabel('Invitations an hour').fill('120');
    await invitations.getByRole('button', { name: 'Start the invitations' }).click();
    await expect(invitations.getByRole('status')).toContainText('120 an hour');
    await undo(page);
  });

test('a near match is decided before the import: the same person takes the file’s details, and undo puts them back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // member01 with another birth date and the same postcode: the duplicate finder's near match (decision 298)
  const me = (await apiData(
    page.request,
    `${server.url}/api/member/user`,
    await tokenOf(page.request, 'member01', server.url),
  )) as { id: number; firstname: string; lastname: string; gender: string; postcode: string; dob: string };
  const dob = me.dob === '01-01-1970' ? '02/01/1970' : '01/01/1970';
  const header = fs
    .readFileSync(path.join(FILES, 'portal-template.csv'), 'utf8')
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)[0]!;
  const cells: Record<string, string> = {
    'First Name': me.firstname,
    'Last Name': me.lastname,
    'Date of Birth': dob,
    Gender: me.gender.charAt(0).toUpperCase() + me.gender.slice(1),
    Postcode: me.postcode,
  };
  const file = path.join(E2E_TMP, 'near-match.csv');
  fs.writeFileSync(
    file,
    `${header}\n${header
      .split(',')
      .map((c) => cells[c] ?? '')
      .join(',')}\n`,
  );

  await loginAs(page, 'admin01', undefined, server);
  await checkFile(page, file);
  expect(await countOf(page, 'Near matches to decide')).toBe(1);
  const start = page.getByRole('button', { name: 'Import one person' });
  await expect(start).toBeDisabled();
  await expect(page.getByText('Decide the near match first.')).toBeVisible();
  await page.getByRole('tab', { name: /^Near matches/ }).click();
  const group = page.getByRole('radiogroup');
  await expect(group.getByRole('radio', { name: 'New person' })).toBeVisible();
  await group.getByRole('radio', { name: `Same person as ${me.firstname} ${me.lastname} (member ${me.id})` }).check();
  await expect(start).toBeEnabled();
  await importChecked(page);
  await expect(page.getByText('one person changed')).toBeVisible();
  await page.getByRole('tab', { name: 'Near matches' }).click();
  const changed = page.getByRole('table', { name: 'Near matches' }).getByRole('row').nth(1);
  await expect(changed).toContainText('Same person');
  await expect(changed.getByRole('link', { name: `${me.firstname} ${me.lastname}` })).toHaveAttribute(
    'href',
    `/staff/members/${me.id}`,
  );
  await undo(page);
  await expect(page.getByText('Details put back as they were: 1')).toBeVisible();
});

test('the export of everything, in the template, imports again with no change (issue 42 item 8)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'admin01', undefined, server);
  await page.goto(`${server.url}/staff/imports`);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything (CSV)' }).click();
  const file = path.join(E2E_TMP, 'portal-export.csv');
  await (await downloaded).saveAs(file);
  await checkFile(page, file);
  await expect(page.getByText("This file is the portal's template.")).toBeVisible();
  expect(await countOf(page, 'New people')).toBe(0);
  expect(await countOf(page, 'People to change')).toBe(0);
  expect(await countOf(page, 'Already here, unchanged')).toBeGreaterThan(0);
});

test('a registration in a sport goes out in the export and comes back in words in the dry run (issue 42 item 8)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'admin01', undefined, server);
  await page.goto(`${server.url}/staff/imports`);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything (CSV)' }).click();
  const lines = fs
    .readFileSync(await (await downloaded).path(), 'utf8')
    .split('\r\n')
    .map((l) => l.split(','));
  const column = lines[0]!.indexOf('Basketball Registered Until');
  expect(column).toBeGreaterThan(0);
  // a member registered in basketball: every row of theirs registered until 31/12/2030 instead
  const registered = lines.find((l) => /^\d{2}\/\d{2}\/\d{4}$/.test(l[column] ?? ''))!;
  const [number, until] = [registered[0], registered[column]!];
  const changed = lines.map((l) => (l[0] === number ? l.map((c, i) => (i === column ? '31/12/2030' : c)) : l));
  const file = path.join(E2E_TMP, 'portal-export-registration.csv');
  fs.writeFileSync(file, changed.map((l) => l.join(',')).join('\r\n'));
  await checkFile(page, file);
  expect(await countOf(page, 'People to change')).toBe(1);
  await page.getByRole('tab', { name: /^Changes/ }).click();
  await expect(page.getByText(`Basketball: registered until: ${until} → 31/12/2030`)).toBeVisible();
});
