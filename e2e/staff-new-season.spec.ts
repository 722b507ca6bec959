import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, E2E_TMP, expect, loginAs, startServer, test, type OwnServer } from './fixtures';

// A first-time volunteer's job "a new season and its fixture" (issue 40), on a server of its own (next season stays in
// the public lists): compofficer01 makes next season (not active, from February), a division of ten teams and one
// still without teams, Easter Saturday off; the fixture page starts with the empty division unticked, the preview says
// which Saturday it skipped and why, and where visitors will find the games; once published the page shows the
// fixture; a visitor's draw and standings still open on the season being played (decision 269). Screenshots at 1366
// and 820 px land in E2E_TMP/new-season-shots.

const SHOTS = path.join(E2E_TMP, 'new-season-shots');
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A full-page screenshot at 1366 px and at 820 px (a tablet), back to 1366. */
async function shots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: width === 1366 ? 900 : 1180 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Type a date as a person does, a key at a time. */
async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.click();
  await field.pressSequentially(ddmmyyyy);
}

const TEN = ['Hawks', 'Owls', 'Kites', 'Wrens', 'Larks', 'Finches', 'Robins', 'Swifts', 'Falcons', 'Herons'].map(
  (n) => `Six ${n}`,
);

test('a volunteer makes next season and publishes its fixture; the public stays on the season being played', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const played = (
    (await (await page.request.get(`${server.url}/api/draw/seasons`)).json()).data as { season_name: string }[]
  )[0]!.season_name;
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'compofficer01', undefined, server);
  await page.goto(`${server.url}/staff/seasons`);
  await page.getByRole('button', { name: 'New season' }).click();
  const dialog = page.getByRole('dialog', { name: 'New season' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Summer 2027');
  await typeDate(dialog.getByRole('textbox', { name: 'First day' }), '06022027');
  await typeDate(dialog.getByRole('textbox', { name: 'Last day' }), '26062027');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Summer 2027', level: 1 })).toBeVisible();

  // item 11: the seasons list shows each season's last day, at a tablet's width too
  await page.goto(`${server.url}/staff/seasons`);
  await page.setViewportSize({ width: 820, height: 1180 });
  const row = page.getByRole('row').filter({ hasText: 'Summer 2027' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('gridcell').filter({ hasText: '26/06/2027' })).toBeInViewport();
  const playedRow = page.getByRole('row').filter({ hasText: played });
  await expect(playedRow.getByRole('gridcell').nth(2)).toHaveText(/^\d\d\/\d\d\/\d{4}$/); // its last game's day, not blank
  await shots(page, 'seasons-list');
  await row.getByRole('gridcell', { name: 'Summer 2027' }).click();

  await page.getByRole('button', { name: 'Add division group' }).click();
  const group = page.getByRole('dialog', { name: 'Add division group' });
  await chooseOption(page, group.getByRole('combobox', { name: 'Grade' }), 'Senior');
  await group.getByRole('textbox', { name: 'Name', exact: true }).fill('Saturday Open');
  await group.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText('Division group Saturday Open added.');
  for (const name of ['Saturday Six', 'Saturday Late']) {
    await page.getByRole('button', { name: 'Add division', exact: true }).click();
    const division = page.getByRole('dialog', { name: 'Add division' });
    await chooseOption(page, division.getByRole('combobox', { name: 'Division group' }), 'Senior: Saturday Open');
    await division.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await division.getByLabel('Entry price ($)').fill('450');
    await division.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`Division ${name} saved.`);
  }
  await page.getByRole('button', { name: 'Add teams Saturday Six' }).click();
  const teams = page.getByRole('dialog', { name: 'Add teams: Saturday Six' });
  await teams.getByRole('textbox', { name: 'Team names, one a line, in seeding order' }).fill(TEN.join('\n'));
  await teams.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText('10 teams added to Saturday Six.');
  await page.getByRole('button', { name: 'Add exception date' }).click();
  const exception = page.getByRole('dialog', { name: 'Add exception date' });
  await typeDate(exception.getByRole('textbox', { name: 'From' }), '27032027');
  await exception.getByLabel('Reason').fill('Easter Saturday');
  await exception.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Exception dates' })).toContainText('27/03/2027: Easter Saturday');
  await shots(page, 'season-setup');

  // item 8: the division without teams starts unticked, so the first preview works
  await page.getByRole('link', { name: 'Fixtures' }).click();
  await expect(page.getByRole('heading', { name: 'Fixtures: Summer 2027' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Saturday Late (no teams yet)' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Saturday Six (10 teams)' })).toBeChecked();
  await expect(page.getByText('No fixture published yet for this season.')).toBeVisible();
  await shots(page, 'fixtures-start');
  await page.getByRole('button', { name: 'Generate preview' }).click();
  await expect(page.getByRole('list', { name: 'Saturday Six: Dates skipped' })).toHaveText(
    '27/03/2027 skipped: Easter Saturday',
  );
  const note = `Visitors see these games on the public draw and standings when they choose Summer 2027 under Season; both open on ${played}, the season being played, until Summer 2027 is switched on (Active) and ${played} ends (its last day passes or it is switched off).`;
  await expect(page.getByText(note)).toBeVisible();
  await shots(page, 'fixtures-preview');

  // item 1: the publish says where visitors find the games, before and after
  await page.getByRole('button', { name: 'Publish' }).click();
  const ask = page.getByRole('dialog', { name: 'Publish the fixture' });
  await expect(ask).toContainText(note);
  await shots(page, 'fixtures-publish');
  await ask.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText(`Fixture published: 45 games in 1 division. ${note}`);
  // item 8: the published fixture is on the staff page, round by round
  const published = page.getByRole('region', { name: 'Published fixture' });
  await expect(published.getByRole('grid', { name: 'Saturday Six Table' })).toBeVisible();
  await published.getByRole('tab', { name: 'As the draw shows it' }).click();
  await expect(published.getByText('Round 8 · 03/04/2027', { exact: true })).toBeVisible();
  await shots(page, 'fixtures-published');

  // item 1: a visitor (no remembered selection) opens the draw and the standings on the season being played
  const visitor = await (await browser.newContext()).newPage();
  for (const route of ['/draw', '/result']) {
    await visitor.goto(`${server.url}${route}`);
    await expect(visitor.getByRole('combobox', { name: 'Season' }).locator('option:checked')).toHaveText(played);
  }
  await visitor.goto(`${server.url}/draw`);
  await visitor.getByRole('combobox', { name: 'Season' }).selectOption({ label: 'Summer 2027' });
  await expect(visitor.getByRole('combobox', { name: 'Division' })).toBeVisible();
  await visitor.context().close();
});
