import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_TMP, expect, loginAs, test, tokenOf, apiData } from './fixtures';

// The back-office's results (docs/decisions/190) in a real browser: compofficer01 scores a venue's game day on one
// sheet with the keyboard, records a forfeit and a player's stat line, and the public draw, standings and stats
// show them. Screenshots at 1366 and 820 px land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const R = '/api/staff/competition/results';
type Team = { id: number; name: string };
type SheetGame = {
  game_id: number;
  division: string;
  division_id: number;
  stage: string;
  decided: boolean;
  team_a: Team | null;
  team_b: Team | null;
};

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * A game day of the demo season with at least three games still to play: the third at the venue the score sheet opens
 * on (the score sheet tests below score the first two), and those games.
 */
async function openDay(request: APIRequestContext) {
  const auth = await tokenOf(request, 'compofficer01');
  type Day = { date: string; venue_id: number; venue: string; games: number; decided: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const days = ((await apiData(request, `${R}/game-days`, auth)) as Day[]).filter((d) => d.date >= today);
  for (const d of days.filter((x) => x.venue_id === days[0]!.venue_id).slice(2)) {
    const games = (
      (await apiData(request, `${R}/sheet?date=${d.date}&venue_id=${d.venue_id}`, auth)).games as SheetGame[]
    ).filter((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round');
    if (games.length >= 3) return { day: d, games };
  }
  throw new Error('no demo game day with three games to play');
}

const standing = async (request: APIRequestContext, divisionId: number, teamId: number) =>
  (
    (await apiData(request, `/api/draw/result?division_id=${divisionId}`)).divisionResult as {
      team_id: number;
      played: number;
      win: number;
      n_forf: number;
    }[]
  ).find((r) => r.team_id === teamId)!;

test('compofficer01 scores a game day, records a forfeit and a stat line; the public draw, standings and stats show them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // one long journey: a sheet, a forfeit, stat lines, the public pages and two widths
  await page.setViewportSize({ width: 1366, height: 900 });
  const { day, games } = await openDay(request);
  const scored = games.slice(0, -1);
  const forfeited = games.at(-1)!;
  const winner = scored[0]!;
  const before = await standing(request, winner.division_id, winner.team_a!.id);
  const forfeitBefore = await standing(request, forfeited.division_id, forfeited.team_b!.id);

  await loginAs(page, 'compofficer01');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Results' }).click();
  await page.getByRole('combobox', { name: 'Game day' }).click();
  await page
    .getByRole('option', {
      name: `${day.date.split('-').reverse().join('/')} · ${day.venue} (${day.decided}/${day.games})`,
    })
    .click();
  const sheet = page.getByRole('table', { name: 'Results' });
  await expect(sheet).toBeVisible();

  // keyboard only: focus the first score, then type and Tab through each game's two scores; Enter saves the sheet
  for (const [i, g] of scored.entries()) {
    await sheet
      .getByRole('textbox', { name: `Score of ${g.team_a!.name}` })
      .first()
      .focus();
    await page.keyboard.type(String(60 + i));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(40 + i));
  }
  await shot(page, 'results-sheet-1366');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    scored.length === 1 ? 'One score saved.' : `${scored.length} scores saved.`,
  );

  await sheet.getByRole('button', { name: `Forfeit: ${forfeited.team_a!.name} v ${forfeited.team_b!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Forfeit: ${forfeited.team_a!.name} v ${forfeited.team_b!.name}` });
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: forfeited.team_b!.name }).click();
  await shot(page, 'results-forfeit-1366');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('status')).toHaveText('The forfeit was recorded.');
  await expect(sheet.getByRole('row').filter({ hasText: `Notified forfeit by ${forfeited.team_b!.name}` })).toHaveCount(
    1,
  );

  // the public answers, at once
  expect(await standing(request, winner.division_id, winner.team_a!.id)).toMatchObject({
    played: before.played + 1,
    win: before.win + 1,
  });
  expect((await standing(request, forfeited.division_id, forfeited.team_b!.id)).n_forf).toBe(forfeitBefore.n_forf + 1);
  const season = (await apiData(request, '/api/draw/seasons'))[0].season_id as number;
  await page.goto(`/draw/${season}/${winner.division_id}/${encodeURIComponent(winner.team_a!.name)}/`);
  const card = page.getByRole('article', { name: `${winner.team_a!.name} vs ${winner.team_b!.name}` });
  await expect(card).toContainText('60', { timeout: 20_000 }); // the draw loads slowly on a loaded machine
  await expect(card).toContainText('40');
  await page.goto('/result');
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('listbox').getByRole('option', { name: winner.division, exact: true }).click();
  const row = page.getByRole('table', { name: 'Standings' }).getByRole('row').filter({ hasText: winner.team_a!.name });
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(before.played + 1)); // Played, after Pos and Team

  // a stat line typed on the game's stats page shows in the public stats
  await page.goto(`/staff/results/games/${winner.game_id}/stats`);
  const lines = page.getByRole('table', { name: `Player stats: ${winner.team_a!.name}` });
  const player = (await lines.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!;
  await lines.getByRole('textbox', { name: `2 pts of ${player}` }).fill('6');
  await lines.getByRole('textbox', { name: `3 pts of ${player}` }).fill('2');
  await page.getByRole('button', { name: 'Save stats' }).click();
  await expect(page.getByRole('status')).toHaveText('One stat line saved.');
  const stats = (await apiData(
    request,
    `/api/draw/stats/division/${winner.division_id}/team/${winner.team_a!.id}/game/${winner.game_id}/stats`,
  )) as { member: string; points: number }[];
  expect(stats.find((s) => s.member === player)?.points).toBe(18);

  // and the other team's lines from a CSV file, by team and playing number
  const other = (await apiData(request, `${R}/games/${winner.game_id}/stats`, await tokenOf(request, 'compofficer01')))
    .teams[1] as { team: string; players: { playing_number: number | null; name: string }[] };
  const numbered = other.players.find((p) => p.playing_number !== null)!;
  const csv = `team,number,one_points,two_points,three_points,fouls,techfouls,unspfouls,disqfouls\r\n"${other.team}",${numbered.playing_number},3,4,1,2,0,0,0\r\n`;
  await page
    .getByLabel('Choose CSV file')
    .setInputFiles({ name: 'stats.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('status')).toHaveText('One stat line saved.');
  const imported = (await apiData(
    request,
    `/api/draw/stats/division/${winner.division_id}/team/${winner.team_b!.id}/game/${winner.game_id}/stats`,
  )) as { member: string; points: number }[];
  expect(imported.find((s) => s.member === numbered.name)?.points).toBe(3 + 8 + 3);

  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'results-stats-820');
  await page.goto(`/staff/results?day=${day.date}|${day.venue_id}`);
  await expect(page.getByRole('table', { name: 'Results' })).toBeVisible();
  await shot(page, 'results-sheet-820');
  await page.goto('/staff/results/adjustments');
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option').filter({ hasText: winner.division }).first().click();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: winner.team_b!.name }).click();
  await page.getByRole('textbox', { name: 'Points' }).fill('-2');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Unpaid fees');
  await page.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(page.getByRole('status')).toHaveText('The adjustment was recorded.');
  await expect(page.getByRole('table', { name: 'Points adjustments' })).toContainText('Unpaid fees');
  await shot(page, 'results-adjustments-820');
});

test('compofficer01 gives a division FIBA ladder rules and the public standings rank by them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const season = (await apiData(request, '/api/draw/seasons'))[0].season_id as number;
  const divisions = (await apiData(request, `/api/draw/seasons/${season}/divisions`)) as {
    division_id: number;
    division_name: string;
  }[];
  const division = divisions.find((d) => d.division_name === "Men's A Grade")!;
  const points = async () =>
    (
      (await apiData(request, `/api/draw/result?division_id=${division.division_id}`)).divisionResult as {
        team_id: number;
        points: number;
      }[]
    )
      .map((r) => `${r.team_id}:${r.points}`)
      .sort()
      .join(',');
  const before = await points();

  await loginAs(page, 'compofficer01');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Ladder rules' }).click();
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option').filter({ hasText: "Men's A Grade" }).first().click();
  await expect(page.getByText('This division has no rules of its own yet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Win', exact: true })).toHaveValue('3');
  await page.getByRole('button', { name: 'Use the basketball default' }).click();
  await expect(page.getByRole('textbox', { name: 'Win', exact: true })).toHaveValue('2');
  const order = page.getByRole('list', { name: /^Tiebreakers, in order/ });
  await expect(order.getByRole('listitem').first()).toHaveText('1. Ladder points (with adjustments)');
  await expect(order.getByRole('listitem').nth(1)).toHaveText('2. Head-to-head record among the tied teams');
  await shot(page, 'ladder-rules-1366');
  await page.getByRole('button', { name: 'Save ladder rules' }).click();
  await expect(page.getByRole('status')).toHaveText("The ladder rules of Men's A Grade were saved.");
  expect(await points()).not.toBe(before);
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'ladder-rules-820');
});

// The score sheet as a first-time volunteer meets it on a game day (issue 40, decision 272): it opens on today's
// game day (or the next one), the keyboard alone enters eight scores with few keys, typed scores survive a forfeit
// recorded meanwhile, and a minus sign is refused with a message. In this file, so that no other test scores games of
// the same teams at the same time (the journey above counts a team's games played).

type OpenGame = {
  game_id: number;
  time: string;
  decided: boolean;
  forfeit: unknown;
  disqualified_team_id: number | null;
  team_a: Team | null;
  team_b: Team | null;
};
type GameDay = { date: string; venue_id: number; venue: string; games: number; decided: number };
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const open = (g: OpenGame) =>
  !g.decided && g.team_a !== null && g.team_b !== null && g.forfeit === null && g.disqualified_team_id === null;

/** Today's game day, or the next one (what the page opens on), or with `later` the first game day after it with eight games to score; and its games to score. */
async function gameDay(request: APIRequestContext, later = false) {
  const auth = await tokenOf(request, 'compofficer01');
  const days = ((await apiData(request, `${R}/game-days`, auth)) as GameDay[]).filter(
    (d) => d.date >= sydneyToday() && d.decided < d.games,
  );
  for (const day of later ? days.slice(1) : days.slice(0, 1)) {
    const games = (
      (await apiData(request, `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`, auth)).games as OpenGame[]
    ).filter(open);
    if (!later || games.length >= 8) return { day, games };
  }
  throw new Error('no game day with eight games to score');
}
const hm12 = (t: string) => {
  const [h, m] = t.split(':').map(Number) as [number, number];
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};

/** Every key a person presses, counted. */
function keyboard(page: Page) {
  const counter = {
    keys: 0,
    press: async (key: string) => {
      counter.keys += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      counter.keys += text.length;
      await page.keyboard.type(text);
    },
    /** Tab until `target` has the focus (at most 80 presses). */
    tabTo: async (target: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++)
        await counter.press('Tab');
      await expect(target).toBeFocused();
    },
  };
  return counter;
}

test("a volunteer opens the score sheet on today's game day and enters eight scores with the keyboard alone, in few keys", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { day, games } = await gameDay(request);
  // today's game day in Sydney: eight games on a Saturday, fewer on another day (the count below follows)
  expect(games.length).toBeGreaterThanOrEqual(2);
  const eight = games.slice(0, 8);
  const n = eight.length;
  await loginAs(page, 'compofficer01');
  const keys = keyboard(page);
  await page.goto('/staff/results');
  const picker = page.getByRole('combobox', { name: 'Game day' });
  await expect(picker).toBeVisible();
  const label = `${dmy(day.date)} · ${day.venue}`;
  if (!((await picker.textContent()) ?? '').includes(label)) {
    // the page did not open on today's game day: reach the picker, open it and walk its options to it
    await keys.tabTo(picker);
    await keys.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    for (let i = 0; i < 200; i++) {
      const active = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (active.includes(label)) break;
      await keys.press('ArrowDown');
    }
    await keys.press('Enter');
  }
  const sheet = page.getByRole('table', { name: 'Results' });
  await expect(page.getByRole('heading', { name: `${day.venue} · ${dmy(day.date)}` })).toBeVisible();
  for (const [i, g] of eight.entries()) {
    await keys.tabTo(sheet.getByRole('textbox', { name: `Score of ${g.team_a!.name}` }).first());
    await keys.type(String(50 + i));
    await keys.tabTo(sheet.getByRole('textbox', { name: `Score of ${g.team_b!.name}` }).first());
    await keys.type(String(30 + i));
  }
  await keys.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`${n} scores saved.`);
  console.log(`keys to enter eight scores, from opening the score sheet page to saved: ${keys.keys}`);
  fs.mkdirSync(E2E_TMP, { recursive: true });
  fs.writeFileSync(path.join(E2E_TMP, 'score-sheet-keys.txt'), String(keys.keys));
  // 32 digits, a Tab between the two scores of a game and to the next game, and Enter: nothing to reach, no actions between
  expect(keys.keys).toBe(4 * n + n + (n - 1) + 1);
});

test('scores typed on the sheet survive a forfeit recorded on the eighth game, and a minus sign is refused with a message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { day, games } = await gameDay(request, true);
  expect(games.length).toBeGreaterThanOrEqual(8);
  const [seven, eighth] = [games.slice(0, 7), games[7]!];
  await loginAs(page, 'compofficer01');
  await page.goto(`/staff/results?day=${day.date}|${day.venue_id}`);
  const sheet = page.getByRole('table', { name: 'Results' });
  const score = (team: Team) => sheet.getByRole('textbox', { name: `Score of ${team.name}` }).first();
  await expect(sheet).toBeVisible({ timeout: 30_000 }); // a game day's sheet on a loaded machine
  await expect(sheet.getByRole('row').nth(1)).toContainText(hm12(games[0]!.time)); // times as elsewhere: 06:30 pm
  for (const [i, g] of seven.entries()) {
    await score(g.team_a!).focus();
    await page.keyboard.type(String(70 + i));
    await score(g.team_b!).focus();
    await page.keyboard.type(String(20 + i));
  }
  const match = `${eighth.team_a!.name} v ${eighth.team_b!.name}`;
  await sheet.getByRole('button', { name: `Forfeit: ${match}` }).click();
  const dialog = page.getByRole('dialog', { name: `Forfeit: ${match}` });
  await expect(dialog).toContainText(
    `${match}: choose the team that forfeits; the other team wins. Scores typed on the sheet stay as they are.`,
  );
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: eighth.team_a!.name }).click();
  await shot(page, 'score-sheet-forfeit-1366');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('status')).toHaveText('The forfeit was recorded.');
  await expect(sheet.getByRole('row').filter({ hasText: `Notified forfeit by ${eighth.team_a!.name}` })).toHaveCount(1);
  for (const [i, g] of seven.entries()) {
    await expect(score(g.team_a!)).toHaveValue(String(70 + i));
    await expect(score(g.team_b!)).toHaveValue(String(20 + i));
  }
  // focus stays on the sheet (the next empty score, or Save), not at the top of the page
  expect(await page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true);

  // a minus sign stays as typed and is refused with a message; nothing is saved until it is mended
  const first = seven[0]!;
  await score(first.team_b!).fill('');
  await score(first.team_b!).focus();
  await page.keyboard.type('-3');
  await expect(score(first.team_b!)).toHaveValue('-3');
  const message = 'A score is a whole number from 0 to 250, without a minus sign.';
  await expect(sheet.getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Save score sheet' }).click();
  await expect(sheet.getByText(message)).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await shot(page, 'score-sheet-minus-1366');
  await score(first.team_b!).fill('');
  await score(first.team_b!).focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('7 scores saved.');
  await expect(score(first.team_b!)).toHaveValue('3');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'score-sheet-820');
});
