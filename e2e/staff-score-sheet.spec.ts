import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_TMP, expect, loginAs, test } from './fixtures';

// The score sheet as a first-time volunteer meets it on a game day (issue 40, decision 272): it opens on today's
// game day (or the next one), the keyboard alone enters eight scores with few keys, typed scores survive a forfeit
// recorded meanwhile, and a minus sign is refused with a message. Screenshots land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const R = '/api/staff/competition/results';
type Team = { id: number; name: string };
type SheetGame = { game_id: number; time: string; decided: boolean; forfeit: unknown; disqualified_team_id: number | null; team_a: Team | null; team_b: Team | null };
type GameDay = { date: string; venue_id: number; venue: string; games: number; decided: number };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  return `Bearer ${(JSON.parse((await res.json()).data.success) as { access_token: string }).access_token}`;
}

const data = async (request: APIRequestContext, url: string, authorization: string) =>
  (await (await request.get(url, { headers: { authorization } })).json()).data;
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const open = (g: SheetGame) => !g.decided && g.team_a !== null && g.team_b !== null && g.forfeit === null && g.disqualified_team_id === null;

/** Today's game day, or the next one (what the page opens on), or with `later` the first game day after it with eight games to score; and its games to score. */
async function gameDay(request: APIRequestContext, later = false) {
  const auth = await tokenOf(request, 'compofficer01');
  const days = ((await data(request, `${R}/game-days`, auth)) as GameDay[]).filter((d) => d.date >= sydneyToday() && d.decided < d.games);
  for (const day of later ? days.slice(1) : days.slice(0, 1)) {
    const games = ((await data(request, `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`, auth)).games as SheetGame[]).filter(open);
    if (!later || games.length >= 8) return { day, games };
  }
  throw new Error('no game day with eight games to score');
}
const hm12 = (t: string) => { const [h, m] = t.split(':').map(Number) as [number, number]; return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`; };

/** Every key a person presses, counted. */
function keyboard(page: Page) {
  const counter = {
    keys: 0,
    press: async (key: string) => { counter.keys += 1; await page.keyboard.press(key); },
    type: async (text: string) => { counter.keys += text.length; await page.keyboard.type(text); },
    /** Tab until `target` has the focus (at most 80 presses). */
    tabTo: async (target: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++) await counter.press('Tab');
      await expect(target).toBeFocused();
    },
  };
  return counter;
}

test('a volunteer opens the score sheet on today\'s game day and enters eight scores with the keyboard alone, in few keys', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { day, games } = await gameDay(request);
  expect(games.length).toBeGreaterThanOrEqual(8);
  const eight = games.slice(0, 8);
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
  await expect(page.getByRole('status')).toHaveText('8 scores saved.');
  console.log(`keys to enter eight scores, from opening the score sheet page to saved: ${keys.keys}`);
  fs.mkdirSync(E2E_TMP, { recursive: true });
  fs.writeFileSync(path.join(E2E_TMP, 'score-sheet-keys.txt'), String(keys.keys));
  // 32 digits, a Tab between the two scores of a game and to the next game, and Enter: nothing to reach, no actions between
  expect(keys.keys).toBe(32 + 8 + 7 + 1);
});

test('scores typed on the sheet survive a forfeit recorded on the eighth game, and a minus sign is refused with a message', async ({ page, request }) => {
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
  await expect(dialog).toContainText(`${match}: choose the team that forfeits; the other team wins. Scores typed on the sheet stay as they are.`);
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
