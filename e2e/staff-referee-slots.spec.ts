import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_TMP, expect, loginAs, startServer, test, type OwnServer, tokenOf, apiData } from './fixtures';

// One truth about who referees a game (issue 40 item 5, decisions 278, 279), in a real browser at 1366 px with an
// 820 px look: the referee roster shows the referees Game edits lists, each division needs its own number of
// referees, and publishing a date with open places says how many before it publishes.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'staff-shots');
const REFEREE = 'Rhys Referee';
const GALSTON = 'Galston Recreation Centre';

type Slot = { function: string; member_id: number | null; name: string | null };
type BoardGame = {
  game_id: number;
  date: string;
  division: string;
  division_id: number;
  team_a: string;
  team_b: string;
  slots: Slot[];
};
type Board = {
  dates: { date: string; published: boolean; open_places: number; places: number; games_without_referee: number }[];
  games: BoardGame[];
};

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const get = async <T>(request: APIRequestContext, url: string, authorization: string): Promise<T> =>
  apiData(request, url, authorization);

/** The board's answer for a range, as refcoord01 reads it. */
async function boardOf(request: APIRequestContext, from: string, to: string, venueName?: string): Promise<Board> {
  const coord = await tokenOf(request, 'refcoord01');
  const options = await get<{
    seasons: { season_id: number; active: boolean }[];
    venues: { venue_id: number; venue_name: string }[];
  }>(request, '/api/staff/rosters/referee/options', coord);
  const season = options.seasons.find((s) => s.active)!.season_id;
  const venue = venueName ? options.venues.find((v) => v.venue_name === venueName)!.venue_id : '';
  return get<Board>(
    request,
    `/api/staff/rosters/referee?season=${season}&from=${from}&to=${to}&type=referee&venue=${venue}`,
    coord,
  );
}

/** Type a date a key at a time (the app's date fields react to whole dates). */
async function typeDate(page: Page, name: string, iso: string) {
  const box = page.getByRole('search', { name: 'Referee roster' }).getByRole('textbox', { name });
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await box.pressSequentially(dmy(iso));
}

async function openBoard(page: Page, from: string, to: string, venue?: string) {
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Referee roster' }).click();
  await expect(page.getByRole('heading', { name: 'Referee roster' })).toBeVisible();
  await typeDate(page, 'From', from);
  await typeDate(page, 'To', to);
  const filters = page.getByRole('search', { name: 'Referee roster' });
  if (venue) {
    await filters.getByLabel('Venue').click();
    await page.getByRole('option', { name: venue }).click();
  }
  await filters.getByRole('button', { name: 'Show' }).click();
}

test.use({ viewport: DESKTOP });

test('the referee roster shows the referees Game edits lists, and a division needing three referees gets a third place', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const today = sydneyToday();
  // a coming published date whose games have their referees (the demo's second coming Saturday)
  const ahead = await boardOf(request, addDays(today, 1), addDays(today, 30));
  const game = ahead.games.find(
    (g) => ahead.dates.find((d) => d.date === g.date)?.published && g.slots.every((s) => s.name && s.name !== REFEREE),
  )!;
  expect(game).toBeDefined();
  const officer = await tokenOf(request, 'compofficer01');
  const edits = await get<{ games: { game_id: number; referees: string[] }[] }>(
    request,
    `/api/staff/competition/games?division_id=${game.division_id}`,
    officer,
  );
  const listed = edits.games.find((g) => g.game_id === game.game_id)!.referees;
  expect(listed).toHaveLength(2);

  await loginAs(page, 'refcoord01');
  await openBoard(page, game.date, game.date);
  const day = page.getByRole('region', { name: dmy(game.date) });
  const match = `${game.team_a} vs ${game.team_b}`;
  // the two referees Game edits lists are the ones the board shows (they were empty boxes: not on the officials list)
  for (const n of [1, 2])
    await expect(day.getByRole('combobox', { name: `Referee ${n}, ${match}` })).not.toHaveValue('');
  const shown = await Promise.all(
    [1, 2].map(async (n) =>
      (await day
        .getByRole('combobox', { name: `Referee ${n}, ${match}` })
        .locator('option:checked')
        .textContent())!.replace(/ \(.*\)$/, ''),
    ),
  );
  expect(shown.sort()).toEqual([...listed].sort());

  // the division needs three referees: a third place opens, and referee01 takes it
  await page.getByRole('combobox', { name: `Referees per game: ${game.division}` }).selectOption('3');
  await expect(
    page.getByRole('status').filter({ hasText: `Games of ${game.division} need 3 referees.` }),
  ).toBeVisible();
  const third = day.getByRole('combobox', { name: `Referee 3, ${match}` });
  await expect(third).toHaveValue('');
  const value = await third.locator('option', { hasText: REFEREE }).getAttribute('value');
  await third.selectOption(value!);
  await expect(page.getByRole('status').filter({ hasText: `${REFEREE} is Referee 3.` })).toBeVisible();
  await expect(third).toHaveValue(value!);
  await shot(page, 'referee-slots-1366');
  await page.setViewportSize(TABLET);
  await shot(page, 'referee-slots-820');
  // the roster fits a tablet: its wide tables scroll in their own boxes, the page does not scroll sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);

  // Game edits reads the same record: three referees now
  const after = await get<{ games: { game_id: number; referees: string[] }[] }>(
    request,
    `/api/staff/competition/games?division_id=${game.division_id}`,
    officer,
  );
  expect(after.games.find((g) => g.game_id === game.game_id)!.referees.sort()).toEqual([...listed, REFEREE].sort());
});

test('publishing a date with open referee places says how many are open and asks before publishing', async ({
  page,
  request,
}) => {
  const tomorrow = addDays(sydneyToday(), 1);
  const galston = await boardOf(request, tomorrow, addDays(tomorrow, 13), GALSTON);
  const date = galston.dates.find((d) => !d.published && d.open_places > 0)!;
  expect(date).toBeDefined();

  await loginAs(page, 'refcoord01');
  await openBoard(page, tomorrow, addDays(tomorrow, 13), GALSTON);
  const day = page.getByRole('region', { name: dmy(date.date) });
  await expect(day).toContainText(`${date.open_places} of ${date.places} referee places open`);
  await day.getByRole('button', { name: `Publish ${dmy(date.date)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the roster' });
  const games =
    date.games_without_referee === 1 ? '1 game still has' : `${date.games_without_referee} games still have`;
  await expect(dialog).toContainText(
    `${games} no referee and ${date.open_places} referee places are open (of ${date.places} places): publish anyway?`,
  );
  await expect(dialog).not.toContainText('spec 002');
  await expect(dialog.getByRole('button', { name: `Publish ${dmy(date.date)} anyway` })).toBeVisible();
  await shot(page, 'referee-publish-open-1366');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(day).toContainText('Not published');
});

// Moving a game changes what other tests read of the shared server: this one has a server of its own.
test.describe('on a server of its own', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test('referee01 accepts a published game in MY ROSTER; the coordinator sees it, and sees the place flagged once the game moves', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    const request = context.request;
    const today = sydneyToday();
    await loginAs(page, 'referee01');
    await page.goto('/member/referee');
    await page.getByRole('button', { name: 'MY ROSTER' }).click();
    const card = page.getByRole('article').first();
    const match = (await card.getByRole('paragraph').nth(1).textContent())!;
    await card.getByRole('button', { name: `Accept ${match}` }).click();
    await expect(card.getByRole('group', { name: `Accepted: ${match}` })).toBeVisible();
    await shot(page, 'referee-accepted-1366');

    // the game moves later that day: the coordinator's board flags the place, and Keep takes the flag away
    const ahead = await boardOf(request, addDays(today, 1), addDays(today, 30));
    const game = ahead.games.find(
      (g) => `${g.team_a} vs ${g.team_b}` === match && g.slots.some((s) => s.name === REFEREE),
    )!;
    const fn = game.slots.find((s) => s.name === REFEREE)!.function;
    const officer = await tokenOf(request, 'compofficer01');
    const { courts } = await get<{ courts: { id: number; name: string }[] }>(
      request,
      `/api/staff/competition/games?division_id=${game.division_id}`,
      officer,
    );
    const moved = await request.post(`/api/staff/competition/games/${game.game_id}/edit`, {
      headers: { authorization: officer },
      data: { action: 'move', date: game.date, time_from: '21:00', court_id: courts.at(-1)!.id },
    });
    expect(moved.status()).toBe(200);
    const coord = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
    await loginAs(coord, 'refcoord01');
    await openBoard(coord, game.date, game.date);
    const label = `${fn}, ${match}`;
    await expect(coord.getByRole('note', { name: `${label}: Game moved: confirm or choose another` })).toBeVisible();
    await coord.getByRole('button', { name: `Keep ${REFEREE}, ${label}` }).click();
    await expect(
      coord.getByRole('status').filter({ hasText: `${REFEREE} stays ${fn} at the game's new time.` }),
    ).toBeVisible();
    await expect(coord.getByRole('note', { name: `${label}: Game moved: confirm or choose another` })).toHaveCount(0);
    await coord.setViewportSize(TABLET);
    await shot(coord, 'referee-kept-820');
    await coord.context().close();
    await context.close();
  });
});
