import fs from 'node:fs';
import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// spec 001 §2, §4, §8: the public draw, standings and stats pages, as a league follower uses them (no sign-in).

/** en-AU card and game dates, weekday first (the API keeps DD-MM-YYYY). */
const SHOWN_DATE = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d{2})\/(\d{2})\/(\d{4})/;

/** A choice in a selector: the browser's own select (season, round) or a searchable one (division, team, game). */
async function pick(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  if (await field.evaluate((el) => el.tagName === 'SELECT')) {
    // a visitor's tap comes first: on a page the server rendered, the app takes it over then (decision 332)
    await field.focus();
    await page.locator('html[data-app="ready"]').or(page.locator('html:not(:has(#portal-ssr))')).waitFor();
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The option a select shows. */
const shown = (select: Locator) => select.locator('option:checked');

async function clear(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
}

const data = async (page: Page, url: string) => (await (await page.request.get(url)).json()).data;

async function ids(page: Page, name: string, seasonIndex = 0): Promise<{ season: number; division: number }> {
  const season = (await data(page, '/api/draw/seasons'))[seasonIndex].season_id as number;
  const divisions = (await data(page, `/api/draw/seasons/${season}/divisions`)) as {
    division_id: number;
    division_name: string;
  }[];
  return { season, division: divisions.find((d) => d.division_name === name)!.division_id };
}

test('a follower picks season, division, round and team on the draw', async ({ page }) => {
  const seasons = (await data(page, '/api/draw/seasons')) as { season_id: number; season_name: string }[];
  await page.goto('/draw');
  await expect(page.getByText('Choose a division to see its draw.')).toBeVisible();
  await pick(page, 'Season', seasons[0]!.season_name);
  await pick(page, 'Division', "Men's A Grade");
  await expect(page.getByRole('heading', { name: 'Round #1', exact: true })).toBeVisible();
  for (const heading of ['Semi Finals', 'Finals', 'Grand Finals'])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  // the division note once, above the rounds; the double point round marked; dates as en-AU
  await expect(page.getByText(/^Note:/)).toHaveText([
    'Note: Games are 4 x 10 minute quarters. Arrive 15 minutes early.',
  ]);
  await expect(page.getByRole('region', { name: 'Round #6' }).getByText('* double point round')).toBeVisible();
  const round1 = page.getByRole('region', { name: 'Round #1', exact: true });
  await expect(round1.getByText('full time').first()).toBeVisible();
  await expect(round1.getByRole('article').first()).toContainText(/Wed \d{2}\/\d{2}\/\d{4}/);

  const round = page.getByRole('combobox', { name: 'Round' });
  expect(await round.locator('option').allTextContents()).toEqual([
    'All Rounds',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
    'Semi Final',
    'Final',
    'Grand Final',
  ]);
  await pick(page, 'Round', 'Grand Final');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Grand Finals']);
  await expect(page.getByText(/^Note:/)).toHaveCount(0); // never in finals
  await pick(page, 'Round', '3');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Round #3']);

  // §4: a team forces All Rounds and locks the round; its own games only (not the ones it only does duty for)
  await pick(page, 'Team', 'Hornsby Hawks');
  await expect(page).toHaveURL(/\/draw\/\d+\/\d+\/Hornsby%20Hawks\/$/);
  await expect(shown(round)).toHaveText('All Rounds');
  await expect(round).toBeDisabled();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12); // 8 teams, no byes, finals still TBA
  for (const label of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
    expect(label).toContain('Hornsby Hawks');
  // clearing the team unlocks the round, still on All Rounds (not round 3 again)
  await clear(page, 'Team');
  await expect(round).toBeEnabled();
  await expect(shown(round)).toHaveText('All Rounds');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(15); // 12 rounds and 3 finals sections

  // §4: changing season resets division, round, team and the note
  await pick(page, 'Round', '5');
  await pick(page, 'Season', seasons[1]!.season_name);
  await expect(page).toHaveURL(new RegExp(`/draw/${seasons[1]!.season_id}/$`));
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('');
  await expect(shown(round)).toHaveText('All Rounds');
  await expect(page.getByText(/^Note:/)).toHaveCount(0);
  await expect(page.getByText('Choose a division to see its draw.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Division' }).click();
  expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(["Men's A Grade", 'U14 Boys']);
});

test('route parameters preselect season, division and team; ones that do not belong are dropped', async ({ page }) => {
  const { season, division } = await ids(page, 'U14 Boys');
  await page.goto(`/draw/${season}/${division}/Berowra%20Bears%20U14/`);
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('U14 Boys');
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('Berowra Bears U14');
  await expect(page.getByRole('combobox', { name: 'Round' })).toBeDisabled();

  await page.goto(`/draw/${season}/${division}/Nobody/`);
  await expect(page).toHaveURL(new RegExp(`/draw/${season}/${division}/$`));
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Round' })).toBeEnabled();

  const archived = (await ids(page, 'U14 Boys', 1)).season;
  await page.goto(`/draw/${archived}/${division}/`); // an active-season division under the archived season
  await expect(page).toHaveURL(new RegExp(`/draw/${archived}/$`));
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('');

  await page.goto(`/member/stats/${season}/${division}/999999/`);
  await expect(page).toHaveURL(new RegExp(`/member/stats/${season}/${division}/$`));
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('U14 Boys');
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('');
});

test('the selectors work from the keyboard: type to search, arrows and Enter choose, Escape closes, Clear empties', async ({
  page,
}) => {
  const { season, division } = await ids(page, 'U14 Boys');
  await page.goto(`/draw/${season}/${division}/`);
  const team = page.getByRole('combobox', { name: 'Team' });
  await team.focus();
  await page.keyboard.type('bero');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Berowra Bears U14']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Berowra%20Bears%20U14\/$/);
  await expect(team).toHaveValue('Berowra Bears U14');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(team).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`/draw/${season}/${division}/$`));
  // the round is the browser's own select: the keyboard moves through its options
  const round = page.getByRole('combobox', { name: 'Round' });
  await round.focus();
  await page.keyboard.press('ArrowDown');
  await expect(round.locator('option:checked')).toHaveText('1');
});

test('an unscored game offers a Google link and a valid .ics download in Australia/Sydney', async ({ page }) => {
  const { season, division } = await ids(page, 'U14 Boys');
  await page.goto(`/draw/${season}/${division}/`);
  await pick(page, 'Round', '12');
  const card = page.getByRole('article').first();
  const google = new URL((await card.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')) ?? '');
  expect(google.searchParams.get('ctz')).toBe('Australia/Sydney');
  expect(google.searchParams.get('text')).toMatch(/ - Games$/);
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T090000\/\d{8}T095000$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Add to Apple Calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^game-\d+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  expect(event.summary).toBe(google.searchParams.get('text'));
  expect(event.location).toBe('Galston Recreation Centre, 10 Arcadia Road, GALSTON, NSW 2159');
  expect(event.uid).toMatch(/^game-\d+@[a-z0-9.-]+$/);
  expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  expect(ics).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m); // an instant in UTC
  const sydney = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const [, weekday, dd, mm, yyyy] = (await card.textContent())!.match(SHOWN_DATE)!;
  expect(weekday).toBe('Sun');
  expect(sydney.format(event.startDate.toJSDate())).toBe(`${dd}/${mm}/${yyyy}, 09:00`);
  expect(sydney.format(event.endDate.toJSDate())).toBe(`${dd}/${mm}/${yyyy}, 09:50`);
});

test('a game on an excluded date says why it offers no calendar links', async ({ page }) => {
  const { season, division } = await ids(page, 'U14 Boys');
  await page.goto(`/draw/${season}/${division}/`);
  await pick(page, 'Round', '10');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByText('No games on this date (excluded)')).toHaveCount(3);
  await expect(cards.getByRole('link', { name: /Add to (Google|Apple) Calendar/ })).toHaveCount(0);
  await pick(page, 'Round', '11'); // the next Sunday is an ordinary one
  await expect(page.getByText('No games on this date (excluded)')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveCount(3);
});

/**
 * The ladder worked out from the draw by the rules of docs/decisions/020: win 3, draw 2, loss 1, admin forfeit 0 for
 * the forfeiting team (Mixed Social's only forfeit kind), a win for the other; double point games x2.
 */
function handLadder(
  draw: { divisionDraw: { games: Record<string, unknown>[] }[] },
  adjust: Record<string, number>,
  teamIds: Record<string, number>,
) {
  const t: Record<string, { played: number; win: number; loss: number; draw: number; adm: number; points: number }> =
    {};
  const row = (n: string) => (t[n] ??= { played: 0, win: 0, loss: 0, draw: 0, adm: 0, points: 0 });
  Object.keys(teamIds).forEach(row);
  for (const g of draw.divisionDraw.flatMap((r) => r.games)) {
    if (!g.scored || g.bye) continue; // Mixed Social has 10 teams: no byes
    const x = g.double_points === 'Yes' ? 2 : 1;
    const a = row(String(g.team_a_id)),
      b = row(String(g.team_b_id));
    a.played++;
    b.played++;
    if (g.forfeit) {
      const [loser, winner] = g.forfeit === g.team_a_id ? [a, b] : [b, a];
      loser.loss++;
      loser.adm++;
      winner.win++;
      winner.points += 3 * x;
    } else if (g.score_team_a_points === g.score_team_b_points) {
      a.draw++;
      b.draw++;
      a.points += 2 * x;
      b.points += 2 * x;
    } else {
      const [w, l] = Number(g.score_team_a_points) > Number(g.score_team_b_points) ? [a, b] : [b, a];
      w.win++;
      l.loss++;
      w.points += 3 * x;
      l.points += x;
    }
  }
  return Object.entries(t)
    .map(([team, r]) => ({
      team,
      ...r,
      pct: r.played ? ((r.win / r.played) * 100).toFixed(2) : '0.00',
      adjust: adjust[String(teamIds[team])] ?? 0,
    }))
    .map((r) => ({ ...r, shown: r.points + r.adjust }))
    .sort((p, q) => q.shown - p.shown || Number(q.pct) - Number(p.pct) || p.team.localeCompare(q.team));
}

test('the standings match a hand-computed ladder', async ({ page }) => {
  const { division } = await ids(page, 'Mixed Social');
  const draw = await data(page, `/api/draw?division_id=${division}`);
  const result = await data(page, `/api/draw/result?division_id=${division}`);
  const teams = (await data(page, `/api/draw/seasons/divisions/${division}/teams`)) as {
    team_name: string;
    team_id: number;
  }[];
  const expected = handLadder(draw, result.adjustTeams, Object.fromEntries(teams.map((x) => [x.team_name, x.team_id])));
  expect(expected.some((r) => r.adm === 1)).toBe(true);
  expect(expected.some((r) => r.adjust === -2)).toBe(true);

  await page.goto('/result');
  await expect(page.getByText('Choose a division to see its standings.')).toBeVisible();
  await pick(page, 'Division', 'Mixed Social');
  await expect(
    page.getByRole('heading', { name: /^Results as \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/ }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Standings' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Pos',
    'Team',
    'Played',
    'Win',
    'Loss',
    'Draw',
    'W/L %',
    'Non-Advised Forfeit',
    'Notified Forfeit',
    'Admin Forfeit',
    'Disq',
    'Bye',
    'Adjust',
    'Points',
  ]);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  for (const [i, r] of expected.entries()) {
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([
      String(i + 1),
      r.team,
      String(r.played),
      String(r.win),
      String(r.loss),
      String(r.draw),
      r.pct,
      '0',
      '0',
      String(r.adm),
      '0',
      '0',
      String(r.adjust),
      String(r.shown),
    ]);
  }
  await expect(page.getByText('* Calculations may include double point rounds')).toBeVisible();
});

test('on a phone, standings rows expand one at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/result');
  await pick(page, 'Division', "Women's Open");
  const table = page.getByRole('table', { name: 'Standings' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Details',
    'Pos',
    'Team',
    'Played',
    'Win',
    'Loss',
    'Points',
  ]);
  await table
    .getByRole('button', { name: /^Show details of / })
    .first()
    .click();
  await expect(table.getByText('W/L %')).toHaveCount(1);
  await table
    .getByRole('button', { name: /^Show details of / })
    .nth(1)
    .click();
  await expect(table.getByText('W/L %')).toHaveCount(1);
  await expect(table.getByRole('button', { name: /^Hide details of / })).toHaveCount(1);
});

test('a follower drills the stats down to one game and pages through 12 players', async ({ page }) => {
  await page.goto('/draw');
  await page.getByRole('banner').getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/member\/stats\/?$/);
  await expect(page.getByText('Choose a season, division, team and game date to see player stats.')).toBeVisible();
  await pick(page, 'Season', (await data(page, '/api/draw/stats/seasons'))[0].season_name);
  await pick(page, 'Division', 'Mixed Social');
  await pick(page, 'Team', 'Court Jesters');
  await expect(page.getByRole('table', { name: 'Player stats' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Game Date' }).click();
  const firstGame = page.getByRole('option').nth(1); // after Season totals (decision 226)
  await expect(firstGame).toHaveText(/^Sat \d{2}\/\d{2}\/\d{4} v (?!Court Jesters).+$/); // the opponent named (decision 113)
  await firstGame.click();
  const table = page.getByRole('table', { name: 'Player stats' });
  const names = () => table.getByRole('row').locator('td:nth-child(2)').allTextContents();
  await expect(table.getByRole('row')).toHaveCount(11); // §9: 10 rows a page, plus the heading row
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  const pageOne = await names();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  const all = [...pageOne, ...(await names())];
  expect(all).toHaveLength(12);
  expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b))); // §9: by name, across pages
  await page.getByLabel('Search').fill('zzz');
  await expect(page.getByText('Sorry, No Results found for "zzz"')).toBeVisible();
  await expect(page.getByText(/of \d+$/)).toHaveCount(0);
  // ours (decision 226): the season totals, with the games each player has a line in
  await page.getByLabel('Search').fill('');
  await page.getByRole('combobox', { name: 'Game Date' }).click();
  await page.getByRole('option', { name: 'Season totals' }).click();
  const totals = page.getByRole('table', { name: 'Player stats, season totals' });
  await expect(totals.getByRole('columnheader', { name: 'Games' })).toBeVisible();
  await expect(totals.getByRole('row')).toHaveCount(11);
  const played = await totals.getByRole('row').locator('td:nth-child(3)').allTextContents();
  expect(Math.max(...played.map(Number))).toBeGreaterThan(1); // summed over more than one game
  // clearing the team clears the game and hides the table (spec 001 §4)
  await clear(page, 'Team');
  await expect(page.getByRole('table', { name: 'Player stats' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Game Date' })).toHaveValue('');
});

test('an archived season game without box scores says Sorry, No Stats Yet and nothing else', async ({ page }) => {
  const seasons = await data(page, '/api/draw/stats/seasons');
  await page.goto('/member/stats');
  await pick(page, 'Season', seasons[1].season_name);
  await pick(page, 'Division', 'U14 Boys');
  await pick(page, 'Team', 'Hornsby Hawks U14');
  await page.getByRole('combobox', { name: 'Game Date' }).click();
  await page.getByRole('option').nth(1).click(); // the first game, after Season totals
  await expect(page.getByText('Sorry, No Stats Yet')).toBeVisible();
  await expect(page.getByLabel('Search')).toHaveCount(0);
  await expect(page.getByText('0–0 of 0')).toHaveCount(0);
});
