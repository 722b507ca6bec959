import fs from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// spec 001 §2, §4, §8: the public draw, standings and stats pages, as a league follower uses them (no sign-in).

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function divisionId(page: Page, name: string): Promise<{ season: number; division: number }> {
  const season = (await (await page.request.get('/api/draw/seasons')).json()).data[0].season_id as number;
  const divisions = (await (await page.request.get(`/api/draw/seasons/${season}/divisions`)).json()).data as { division_id: number; division_name: string }[];
  return { season, division: divisions.find((d) => d.division_name === name)!.division_id };
}

test('a follower picks season, division, round and team on the draw', async ({ page }) => {
  await page.goto('/draw');
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(/^(Summer|Winter) \d{4}$/);
  await pick(page, 'Division', "Men's A Grade");
  await expect(page.getByRole('heading', { name: 'Round #1', exact: true })).toBeVisible();
  for (const heading of ['Semi Finals', 'Finals', 'Grand Finals']) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  // division note in rounds, never in finals; double point round marked
  await expect(page.getByRole('region', { name: 'Round #1', exact: true }).getByText('Note: Games are 4 x 10 minute quarters. Arrive 15 minutes early.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grand Finals' }).getByText(/^Note:/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Round #6' }).getByText('* double point round')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Round #1', exact: true }).getByText('full time').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Round' }).click();
  const choices = await page.getByRole('option').allTextContents();
  expect(choices).toEqual(['All Rounds', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'Semi Final', 'Final', 'Grand Final']);
  await page.getByRole('option', { name: '3', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Round #3']);

  await pick(page, 'Team', 'Hornsby Hawks');
  await expect(page).toHaveURL(/\/draw\/\d+\/\d+\/Hornsby%20Hawks\/$/);
  const round = page.getByRole('combobox', { name: 'Round' });
  await expect(round).toHaveText('All Rounds');
  await expect(round).toHaveAttribute('aria-disabled', 'true');
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  for (const text of await cards.allTextContents()) expect(text).toContain('Hornsby Hawks');

  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(round).not.toHaveAttribute('aria-disabled', 'true');
});

test('route parameters preselect season, division and team', async ({ page }) => {
  const { season, division } = await divisionId(page, 'U14 Boys');
  await page.goto(`/draw/${season}/${division}/Berowra%20Bears%20U14/`);
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('U14 Boys');
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('Berowra Bears U14');
  await expect(page.getByRole('combobox', { name: 'Round' })).toHaveAttribute('aria-disabled', 'true');
});

test('an unscored game offers a Google link and a valid .ics download in Australia/Sydney', async ({ page }) => {
  const { season, division } = await divisionId(page, 'U14 Boys');
  await page.goto(`/draw/${season}/${division}/`);
  await page.getByRole('combobox', { name: 'Round' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  const card = page.getByRole('article').first();
  const google = new URL(await card.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href') ?? '');
  expect(google.searchParams.get('ctz')).toBe('Australia/Sydney');
  expect(google.searchParams.get('text')).toMatch(/ - Games$/);
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T090000\/\d{8}T095000$/);

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Add to Apple Calendar' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^game-\d+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe(google.searchParams.get('text'));
  expect(event.location).toBe('Galston Recreation Centre, 10 Arcadia Road, GALSTON, NSW 2159');
  expect(event.uid).toMatch(/^game-\d+$/);
  const sydney = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  const cardDate = (await card.textContent())!.match(/(\d{2})-(\d{2})-(\d{4})/)!;
  expect(sydney.format(event.startDate.toJSDate())).toBe(`${cardDate[1]}/${cardDate[2]}/${cardDate[3]}, 09:00`);
  expect(sydney.format(event.endDate.toJSDate())).toBe(`${cardDate[1]}/${cardDate[2]}/${cardDate[3]}, 09:50`);
});

/** The ladder computed by hand from the draw: win 3, draw 2, loss 1, bye 3, admin forfeit 0 (Mixed Social's only forfeit), double rounds x2. */
function handLadder(draw: { divisionDraw: { games: Record<string, unknown>[] }[] }, adjust: Record<string, number>, ids: Record<string, number>) {
  const t: Record<string, { played: number; win: number; loss: number; draw: number; adm: number; bye: number; points: number }> = {};
  const row = (n: string) => (t[n] ??= { played: 0, win: 0, loss: 0, draw: 0, adm: 0, bye: 0, points: 0 });
  Object.keys(ids).forEach(row);
  for (const g of draw.divisionDraw.flatMap((r) => r.games)) {
    const x = g.double_points === 'Yes' ? 2 : 1;
    if (g.bye) continue; // Mixed Social has 10 teams: no byes
    if (!g.scored) continue;
    const a = row(String(g.team_a_id)), b = row(String(g.team_b_id));
    a.played++; b.played++;
    if (g.forfeit) {
      const [loser, winner] = g.forfeit === g.team_a_id ? [a, b] : [b, a];
      loser.loss++; loser.adm++; winner.win++; winner.points += 3 * x;
    } else if (g.score_team_a_points === g.score_team_b_points) {
      a.draw++; b.draw++; a.points += 2 * x; b.points += 2 * x;
    } else {
      const [w, l] = Number(g.score_team_a_points) > Number(g.score_team_b_points) ? [a, b] : [b, a];
      w.win++; l.loss++; w.points += 3 * x; l.points += x;
    }
  }
  return Object.entries(t).map(([team, r]) => ({
    team, ...r, pct: r.played ? ((r.win / r.played) * 100).toFixed(2) : '0.00', shown: r.points + (adjust[String(ids[team])] ?? 0),
  })).sort((p, q) => q.shown - p.shown || Number(q.pct) - Number(p.pct) || p.team.localeCompare(q.team));
}

test('the standings match a hand-computed ladder', async ({ page }) => {
  const { division } = await divisionId(page, 'Mixed Social');
  const draw = (await (await page.request.get(`/api/draw?division_id=${division}`)).json()).data;
  const result = (await (await page.request.get(`/api/draw/result?division_id=${division}`)).json()).data;
  const teams = (await (await page.request.get(`/api/draw/seasons/divisions/${division}/teams`)).json()).data as { team_name: string; team_id: number }[];
  const expected = handLadder(draw, result.adjustTeams, Object.fromEntries(teams.map((x) => [x.team_name, x.team_id])));
  expect(expected.some((r) => r.adm === 1)).toBe(true);

  await page.goto('/result');
  await pick(page, 'Division', 'Mixed Social');
  await expect(page.getByRole('heading', { name: /^Results as \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Standings' });
  await expect(table.getByRole('columnheader')).toHaveText(['Team', 'Played', 'Win', 'Loss', 'Draw', 'W/L %', 'Non-Advised Forfeit', 'Notified Forfeit', 'Admin Forfeit', 'Disq', 'Bye', 'Adjust', 'Points']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  for (const [i, r] of expected.entries()) {
    const adjust = result.adjustTeams[String(teams.find((x) => x.team_name === r.team)!.team_id)] ?? 0;
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([r.team, String(r.played), String(r.win), String(r.loss), String(r.draw), r.pct, '0', '0', String(r.adm), '0', String(r.bye), String(adjust), String(r.shown)]);
  }
  await expect(page.getByText('* Calculations may include double point rounds')).toBeVisible();
});

test('on a phone, standings rows expand one at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/result');
  await pick(page, 'Division', "Women's Open");
  const table = page.getByRole('table', { name: 'Standings' });
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Team', 'Played', 'Points']);
  const toggles = table.getByRole('button', { name: /^Show details of / });
  await toggles.first().click();
  await expect(table.getByText('W/L %')).toHaveCount(1);
  await table.getByRole('button', { name: /^Show details of / }).nth(1).click();
  await expect(table.getByText('W/L %')).toHaveCount(1);
  await expect(table.getByRole('button', { name: /^Hide details of / })).toHaveCount(1);
});

test('a follower drills the stats down to one game', async ({ page }) => {
  await page.goto('/member/stats');
  await pick(page, 'Season', (await (await page.request.get('/api/draw/stats/seasons')).json()).data[0].season_name);
  await pick(page, 'Division', "Women's Open");
  await pick(page, 'Team', 'Hornsby Hornets');
  await expect(page.getByRole('table', { name: 'Player stats' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Game Date' }).click();
  await page.getByRole('option').first().click();
  const table = page.getByRole('table', { name: 'Player stats' });
  await expect(table.getByRole('cell', { name: 'Mia Member' })).toBeVisible();
  const names = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(names.length).toBeLessThanOrEqual(10);
  await page.getByLabel('Search').fill('zzz');
  await expect(page.getByText('Sorry, No Results found for "zzz"')).toBeVisible();
  // clearing the team clears the game and hides the table (spec 001 §4)
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('table', { name: 'Player stats' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Game Date' })).toHaveValue('');
});

test('an archived season game without box scores says Sorry, No Stats Yet', async ({ page }) => {
  const seasons = (await (await page.request.get('/api/draw/stats/seasons')).json()).data;
  await page.goto('/member/stats');
  await pick(page, 'Season', seasons[1].season_name);
  await pick(page, 'Division', 'U14 Boys');
  await pick(page, 'Team', 'Hornsby Hawks U14');
  await page.getByRole('combobox', { name: 'Game Date' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText('Sorry, No Stats Yet')).toBeVisible();
});
