import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { E2E_TMP, decodeQuotedPrintable, expect, latestMailTo, loginAs, test, tokenOf, apiData } from './fixtures';

// Game edits in the back-office (docs/decisions/210) in a real browser: compofficer01 moves a game of member01's
// team after the clash check shows none; member01 finds the email with the old and new time, and the team calendar
// feed has the game at its new time. Screenshots at 1366 and 820 px land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
type StaffGame = {
  game_id: number;
  date: string;
  time_from: string;
  match: string;
  duty: string;
  editable: boolean;
  played: boolean;
  status: string;
};

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sydney = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(d);

test('compofficer01 moves a game; a member of its team gets the email and finds the new time in the team feed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const member = await tokenOf(request, 'member01');
  const team = (
    (await apiData(request, '/api/member/teams', member)) as {
      t_id: number;
      t_name: string;
      t_division: string;
      t_division_id: number;
      t_season: string;
      t_season_status: boolean;
    }[]
  ).find((t) => t.t_season_status)!;
  const officer = await tokenOf(request, 'compofficer01');
  const game = (
    (await apiData(request, `/api/staff/competition/games?division_id=${team.t_division_id}`, officer))
      .games as StaffGame[]
  ).findLast((g) => g.editable && g.status === 'scheduled' && g.match.includes(team.t_name))!; // the last: far down the page
  const newDate = plusDays(game.date, 3); // a weekday: no game of the team, no court taken in the evening
  const started = Date.now();

  await loginAs(page, 'compofficer01');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Game edits' }).click();
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: `${team.t_season} · ${team.t_division}` }).click();
  await page.getByRole('button', { name: `Move: ${game.match}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${game.match}` });
  await dialog.getByRole('textbox', { name: 'Date' }).fill(dmy(newDate));
  await dialog.getByRole('textbox', { name: 'Time' }).fill('19:30');
  await expect(dialog.getByRole('status')).toHaveText('No clash.');
  // who is told, before Save (decision 271)
  const [a, b] = game.match.split(' vs ');
  const told = dialog.getByRole('note', { name: 'Who is emailed' });
  await expect(told).toContainText(`people: both teams (${a} and ${b})`);
  if (game.duty) await expect(told).toContainText(`the duty team (${game.duty})`);
  const people = Number(/Saving emails (\d+) people/.exec((await told.textContent())!)![1]);
  await shot(page, 'game-move-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // the confirmation where the eye is: under the game moved, in view, saying as many people as the dialog said
  const done = page.getByRole('status').filter({ hasText: 'Game moved.' });
  await expect(done).toHaveText(`Game moved. ${people} members were emailed.`, { timeout: 20_000 }); // 22 emails and the list again, on a loaded machine
  await expect(done).toBeInViewport();
  await shot(page, 'game-moved-1366');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'game-edits-820');

  const mail = decodeQuotedPrintable(await latestMailTo('member01@example.com.au', started));
  expect(mail).toContain(`Game changed: ${game.match}`);
  expect(mail).toContain(`Was: ${dmy(game.date)}`);
  expect(mail).toContain(`Now: ${dmy(newDate)} 07:30 pm`);

  const feed = await (await request.get(`/api/draw/teams/${team.t_id}.ics`)).text();
  const event = new ICAL.Component(ICAL.parse(feed))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.uid.startsWith(`game-${game.game_id}@`))!;
  expect(sydney(event.startDate.toJSDate())).toBe(`${newDate}, 19:30`);
});

test("compofficer01 narrows a division's games to one date; played games are marked played", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const officer = await tokenOf(request, 'compofficer01');
  const divisions = (await apiData(request, '/api/staff/competition/results/divisions', officer)) as {
    id: number;
    name: string;
    season: string;
  }[];
  let chosen: { division: (typeof divisions)[number]; played: StaffGame } | undefined;
  for (const division of divisions) {
    const played = (
      (await apiData(request, `/api/staff/competition/games?division_id=${division.id}`, officer)).games as StaffGame[]
    ).find((g) => g.played);
    if (played) {
      chosen = { division, played };
      break;
    }
  }
  const { division, played } = chosen!;
  await loginAs(page, 'compofficer01');
  await page.goto(`/staff/games?division=${division.id}`);
  await page.getByRole('combobox', { name: 'Games on' }).click();
  await page.getByRole('option', { name: dmy(played.date), exact: true }).click();
  const table = page.getByRole('table', { name: 'Game edits' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  for (const row of (await rows.all()).slice(1))
    await expect(row.getByRole('cell').nth(1)).toHaveText(dmy(played.date));
  await expect(table.getByTestId(`game-${played.game_id}`)).toContainText('Played');
  await expect(table.getByTestId(`game-${played.game_id}`).getByRole('button')).toHaveCount(0);
  await shot(page, 'game-edits-date-820');
});
