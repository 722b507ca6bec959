import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_TMP, expect, loginAs, test } from './fixtures';

// Season setup and fixtures from /staff (decisions 185, 186) in a real browser: compofficer01 creates a season with
// two divisions of 7 and 8 teams, generates and previews the fixture (byes visible), publishes it, and the public
// draw shows it with the byes. The season is archived and in the past, so the demo's seasons keep their places in the
// public lists. Screenshots at 1366 and 820 px land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addDivision(page: Page, name: string, teams: string[]) {
  await page.getByRole('button', { name: 'Add division', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add division' });
  await choose(page, dialog, 'Division group', 'Senior: Saturday Open');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Entry price ($)').fill('450');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`Division ${name} saved.`);
  await page.getByRole('button', { name: `Add teams ${name}` }).click();
  const teamsDialog = page.getByRole('dialog', { name: `Add teams: ${name}` });
  await teamsDialog.getByRole('textbox', { name: 'Team names, one a line, in seeding order' }).fill(teams.join('\n'));
  await teamsDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText(`${teams.length} teams added to ${name}.`);
}

const names = (prefix: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${prefix} ${['Hawks', 'Owls', 'Kites', 'Wrens', 'Larks', 'Finches', 'Robins', 'Swifts'][i]}`,
  );

test('compofficer01 sets up a season of 7 and 8 teams, publishes its fixture, and the public draw shows it with byes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'compofficer01');
  await page.goto('/staff/seasons');
  await page.getByRole('button', { name: 'New season' }).click();
  const dialog = page.getByRole('dialog', { name: 'New season' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Summer Saturdays 2026');
  await dialog.getByRole('textbox', { name: 'First day' }).fill('10012026');
  await dialog.getByRole('textbox', { name: 'Last day' }).fill('28032026');
  await dialog.getByLabel('Archived').check();
  await shot(page, 'season-new-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Summer Saturdays 2026', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Season Summer Saturdays 2026 created.');

  await page.getByRole('button', { name: 'Add division group' }).click();
  const group = page.getByRole('dialog', { name: 'Add division group' });
  await choose(page, group, 'Grade', 'Senior');
  await group.getByRole('textbox', { name: 'Name', exact: true }).fill('Saturday Open');
  await group.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText('Division group Saturday Open added.');
  await addDivision(page, 'Saturday Seven', names('Seven', 7));
  await addDivision(page, 'Saturday Eight', names('Eight', 8));
  await page.getByRole('button', { name: 'Add exception date' }).click();
  const exception = page.getByRole('dialog', { name: 'Add exception date' });
  await exception.getByRole('textbox', { name: 'From' }).fill('24012026');
  await exception.getByLabel('Reason').fill('Australia Day weekend');
  await exception.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Exception dates' })).toContainText('24/01/2026: Australia Day weekend');
  await shot(page, 'season-setup-1366');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'season-setup-820');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('link', { name: 'Fixtures' }).click();
  await expect(page.getByRole('heading', { name: 'Fixtures: Summer Saturdays 2026' })).toBeVisible();
  const fixtures = page.url();
  await page.getByRole('button', { name: 'Generate preview' }).click();
  const seven = page.getByRole('grid', { name: 'Saturday Seven Table' });
  await expect(seven).toBeVisible();
  await expect(page.getByRole('list', { name: 'Could not be placed' })).toHaveCount(0);
  await page
    .getByRole('tablist', { name: 'Saturday Seven preview' })
    .getByRole('tab', { name: 'As the draw shows it' })
    .click();
  await expect(page.getByText(/^Bye: Seven /)).toHaveCount(7);
  await expect(page.getByText('Round 1 · 10/01/2026', { exact: true })).toHaveCount(1); // Seven's cards; Eight stays on its table
  await expect(page.getByText(/^Round \d+ · 24\/01\/2026/)).toHaveCount(0); // the exception date is skipped
  await shot(page, 'fixtures-preview-1366');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'fixtures-preview-820');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish the fixture' }).getByRole('button', { name: 'Publish' }).click();
  // where visitors find an archived season's games follows (decision 269; staff-new-season.spec reads it whole)
  await expect(page.getByRole('status')).toHaveText(
    /^Fixture published: 49 games in 2 divisions\. Visitors see these games .*\(Summer Saturdays 2026 is archived\)\.$/,
  );
  await expect(
    page.getByRole('region', { name: 'Published fixture' }).getByRole('grid', { name: 'Saturday Seven Table' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Public draw: Saturday Seven' }).click();
  await expect(page.getByRole('heading', { name: 'Round #1', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Bye: Seven / })).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Round #1', exact: true }).getByRole('article')).toHaveCount(4);
  await shot(page, 'fixtures-public-draw-1366');

  // Regenerating from round 5 removes the 21 games published in rounds 5 to 7: the preview says so, and the dialog
  // asks for them by number before anything goes (decision 266).
  await page.goto(fixtures);
  const fromRound = page.getByRole('textbox', { name: 'Generate from round' });
  await fromRound.fill('');
  await fromRound.pressSequentially('5');
  await page.getByRole('button', { name: 'Generate preview' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Publishing removes 21 games published from round 5 on.' }),
  ).toContainText('Saturday Eight: 12 · Saturday Seven: 9');
  await page.getByRole('button', { name: 'Publish' }).click();
  const ask = page.getByRole('dialog', { name: 'Publish the fixture' });
  await expect(ask).toContainText('Publishing removes 21 games published from round 5 on.');
  await shot(page, 'fixtures-publish-removes-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'fixtures-publish-removes-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await ask.getByRole('button', { name: 'Remove 21 games and publish' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Fixture published: 21 games in 2 divisions; 21 games published before removed\. Visitors see /,
  );
});
