import type { Page } from '@playwright/test';
import { axeViolations as axe } from './axe';
import { expect, loginAs, test } from './fixtures';

// A parent at the court-side on a phone (decisions 110-113): their team's next game from Home in one tap, the
// selection carried to the standings, and a stats table that keeps the player's name in view.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });

interface Game {
  game: number;
  match: string;
  team_a_id: string;
  team_b_id: string;
  bye: string;
  scored: boolean;
  excluded_dates: boolean;
}
const data = async (page: Page, url: string) => (await (await page.request.get(url)).json()).data;

async function division(page: Page, name: string): Promise<{ season: number; division: number }> {
  const season = (await data(page, '/api/draw/seasons'))[0].season_id as number;
  const divisions = (await data(page, `/api/draw/seasons/${season}/divisions`)) as {
    division_id: number;
    division_name: string;
  }[];
  return { season, division: divisions.find((d) => d.division_name === name)!.division_id };
}

test("a returning follower reaches their team's next game from Home in one tap", async ({ page }) => {
  const { season, division: id } = await division(page, "Men's A Grade");
  const draw = await data(page, `/api/draw?division_id=${id}`);
  const games = [...draw.divisionDraw.flatMap((r: { games: Game[] }) => r.games), ...draw.finalSeries.Semi_Final];
  const mine = games.filter((g: Game) => g.team_a_id === 'Hornsby Hawks' || g.team_b_id === 'Hornsby Hawks');
  const next = mine.findIndex((g: Game) => !g.scored && !g.bye && !g.excluded_dates);
  expect(next).toBeGreaterThan(2); // rounds are played before it: the draw has to scroll to it

  // the follower opens the team's draw and marks the team as theirs; the locked round says why
  await page.goto(`/draw/${season}/${id}/Hornsby%20Hawks/`);
  await expect(page.getByRole('combobox', { name: 'Round' })).toBeDisabled();
  await expect(page.getByText('All rounds while a team is chosen')).toBeVisible();
  // the draw opens on the team's next game (decision 110) before the follower taps
  await expect(page.locator('article[aria-current="true"]')).toBeInViewport();
  const myTeam = page.getByRole('button', { name: 'My team' });
  await expect(myTeam).toHaveAttribute('aria-pressed', 'false');
  await myTeam.tap();
  await expect(myTeam).toHaveAttribute('aria-pressed', 'true');

  // later, on Home: one tap, and the next game is on screen, outlined, the team marked on it
  await page.goto('/');
  const yours = page.getByRole('region', { name: 'Your team' });
  await expect(yours).toContainText('Hornsby Hawks');
  expect(await axe(page)).toEqual([]);
  await yours.getByRole('link', { name: 'Next game' }).tap();
  await expect(page).toHaveURL(new RegExp(`/draw/${season}/${id}/Hornsby%20Hawks/$`));
  const card = page.locator('article[aria-current="true"]');
  await expect(card).toHaveAttribute('aria-label', mine[next].match);
  await expect(card.getByText('Next game')).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Round #1', exact: true })).not.toBeInViewport();
  expect(await axe(page)).toEqual([]);

  // the draw opened bare opens on the followed team too; the standings keep season, division and team
  await page.goto('/draw');
  await expect(page).toHaveURL(new RegExp(`/draw/${season}/${id}/Hornsby%20Hawks/$`));
  await expect(page.locator('article[aria-current="true"]')).toBeInViewport();
  await page.getByRole('link', { name: 'See the standings' }).tap();
  await expect(page).toHaveURL(new RegExp(`/result\\?season_id=${season}&division_id=${id}&team_id=\\d+$`));
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
  await expect(table.locator('tr[aria-current="true"]')).toContainText('Hornsby Hawks');
  const expand = await table
    .getByRole('button', { name: /^Show details of / })
    .first()
    .boundingBox();
  expect(Math.min(expand!.width, expand!.height)).toBeGreaterThanOrEqual(44);
  expect(await axe(page)).toEqual([]);
});

test('the stats table keeps the player names in view while it scrolls sideways; game dates name the opponent', async ({
  page,
}) => {
  const { season, division: id } = await division(page, 'Mixed Social');
  const teams = (await data(page, `/api/draw/stats/division/${id}/teams`)) as { team_id: number; team_name: string }[];
  const jesters = teams.find((t) => t.team_name === 'Court Jesters')!.team_id;
  await page.goto(`/member/stats/${season}/${id}/${jesters}/`);
  await page.getByRole('combobox', { name: 'Game Date' }).tap();
  await expect(page.getByRole('option').first()).toHaveText('Season totals'); // then the games, oldest first (decision 226)
  const first = page.getByRole('option').nth(1);
  await expect(first).toHaveText(/^Sat \d{2}\/\d{2}\/\d{4} v (?!Court Jesters).+$/);
  await first.tap();
  const table = page.getByRole('table', { name: 'Player stats' });
  await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
  const scroller = page.getByRole('region', { name: 'Player stats' });
  await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const name = table.getByRole('row').nth(1).getByRole('cell').nth(1);
  const number = table.getByRole('row').nth(1).getByRole('cell').nth(0);
  await expect(number).not.toBeInViewport(); // the table did scroll ...
  await expect(name).toBeInViewport(); // ... and the name stayed
  const [box, frame] = [await name.boundingBox(), await scroller.boundingBox()];
  expect(box!.x).toBeLessThanOrEqual(frame!.x + 2);
  expect(await axe(page)).toEqual([]);
});

test('a member finds their own team first on the draw, and Draw, Standings and Stats in the menu', async ({ page }) => {
  await loginAs(page, 'member01');
  const token = (await page.context().cookies()).find((c) => c.name === 'portal_token')!.value;
  const mine = await page.request.get('/api/member/teams', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
  });
  const own = (await mine.json()).data as { t_name: string; t_season_id: number; t_division_id: number }[];
  const team = own[0]!;
  await page.goto(`/draw/${team.t_season_id}/${team.t_division_id}/`);
  await page.getByRole('combobox', { name: 'Team' }).tap();
  await expect(page.getByRole('listbox').getByRole('group').first()).toHaveAccessibleName('Your teams');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(team.t_name);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /menu/i }).first().tap();
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('link').filter({ hasText: /^(Court Hire|Draw|Standings|Stats)$/ })).toHaveText([
    'Court Hire',
    'Draw',
    'Standings',
    'Stats',
  ]);
});
