import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_TMP, expect, loginAs, test } from './fixtures';

// The back-office's results (docs/decisions/190) in a real browser: compofficer01 scores a venue's game day on one
// sheet with the keyboard, records a forfeit and a player's stat line, and the public draw, standings and stats
// show them. Screenshots at 1366 and 820 px land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const R = '/api/staff/competition/results';
type Team = { id: number; name: string };
type SheetGame = { game_id: number; division: string; division_id: number; stage: string; decided: boolean; team_a: Team | null; team_b: Team | null };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  return `Bearer ${(JSON.parse((await res.json()).data.success) as { access_token: string }).access_token}`;
}

const data = async (request: APIRequestContext, url: string, authorization?: string) =>
  (await (await request.get(url, { headers: authorization ? { authorization } : {} })).json()).data;

/**
 * A game day of the demo season with at least three games still to play: the third at the venue the score sheet opens
 * on (staff-score-sheet.spec scores the first two), and those games.
 */
async function openDay(request: APIRequestContext) {
  const auth = await tokenOf(request, 'compofficer01');
  type Day = { date: string; venue_id: number; venue: string; games: number; decided: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const days = ((await data(request, `${R}/game-days`, auth)) as Day[]).filter((d) => d.date >= today);
  for (const d of days.filter((x) => x.venue_id === days[0]!.venue_id).slice(2)) {
    const games = ((await data(request, `${R}/sheet?date=${d.date}&venue_id=${d.venue_id}`, auth)).games as SheetGame[])
      .filter((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round');
    if (games.length >= 3) return { day: d, games };
  }
  throw new Error('no demo game day with three games to play');
}

const standing = async (request: APIRequestContext, divisionId: number, teamId: number) =>
  ((await data(request, `/api/draw/result?division_id=${divisionId}`)).divisionResult as { team_id: number; played: number; win: number; n_forf: number }[])
    .find((r) => r.team_id === teamId)!;

test('compofficer01 scores a game day, records a forfeit and a stat line; the public draw, standings and stats show them', async ({ page, request }) => {
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
  await page.getByRole('option', { name: `${day.date.split('-').reverse().join('/')} · ${day.venue} (${day.decided}/${day.games})` }).click();
  const sheet = page.getByRole('table', { name: 'Results' });
  await expect(sheet).toBeVisible();

  // keyboard only: focus the first score, then type and Tab through each game's two scores; Enter saves the sheet
  for (const [i, g] of scored.entries()) {
    await sheet.getByRole('textbox', { name: `Score of ${g.team_a!.name}` }).first().focus();
    await page.keyboard.type(String(60 + i));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(40 + i));
  }
  await shot(page, 'results-sheet-1366');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(scored.length === 1 ? 'One score saved.' : `${scored.length} scores saved.`);

  await sheet.getByRole('button', { name: `Forfeit: ${forfeited.team_a!.name} v ${forfeited.team_b!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Forfeit: ${forfeited.team_a!.name} v ${forfeited.team_b!.name}` });
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: forfeited.team_b!.name }).click();
  await shot(page, 'results-forfeit-1366');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('status')).toHaveText('The forfeit was recorded.');
  await expect(sheet.getByRole('row').filter({ hasText: `Notified forfeit by ${forfeited.team_b!.name}` })).toHaveCount(1);

  // the public answers, at once
  expect(await standing(request, winner.division_id, winner.team_a!.id)).toMatchObject({ played: before.played + 1, win: before.win + 1 });
  expect((await standing(request, forfeited.division_id, forfeited.team_b!.id)).n_forf).toBe(forfeitBefore.n_forf + 1);
  const season = (await data(request, '/api/draw/seasons'))[0].season_id as number;
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
  const stats = (await data(request, `/api/draw/stats/division/${winner.division_id}/team/${winner.team_a!.id}/game/${winner.game_id}/stats`)) as { member: string; points: number }[];
  expect(stats.find((s) => s.member === player)?.points).toBe(18);

  // and the other team's lines from a CSV file, by team and playing number
  const other = (await data(request, `${R}/games/${winner.game_id}/stats`, await tokenOf(request, 'compofficer01'))).teams[1] as { team: string; players: { playing_number: number | null; name: string }[] };
  const numbered = other.players.find((p) => p.playing_number !== null)!;
  const csv = `team,number,one_points,two_points,three_points,fouls,techfouls,unspfouls,disqfouls\r\n"${other.team}",${numbered.playing_number},3,4,1,2,0,0,0\r\n`;
  await page.getByLabel('Choose CSV file').setInputFiles({ name: 'stats.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('status')).toHaveText('One stat line saved.');
  const imported = (await data(request, `/api/draw/stats/division/${winner.division_id}/team/${winner.team_b!.id}/game/${winner.game_id}/stats`)) as { member: string; points: number }[];
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

test('compofficer01 gives a division FIBA ladder rules and the public standings rank by them', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const season = (await data(request, '/api/draw/seasons'))[0].season_id as number;
  const divisions = (await data(request, `/api/draw/seasons/${season}/divisions`)) as { division_id: number; division_name: string }[];
  const division = divisions.find((d) => d.division_name === "Men's A Grade")!;
  const points = async () => ((await data(request, `/api/draw/result?division_id=${division.division_id}`)).divisionResult as { team_id: number; points: number }[])
    .map((r) => `${r.team_id}:${r.points}`).sort().join(',');
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
