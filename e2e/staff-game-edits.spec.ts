import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_TMP, decodeQuotedPrintable, expect, latestMailTo, loginAs, test } from './fixtures';

// Game edits in the back-office (docs/decisions/210) in a real browser: compofficer01 moves a game of member01's
// team after the clash check shows none; member01 finds the email with the old and new time, and the team calendar
// feed has the game at its new time. Screenshots at 1366 and 820 px land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
type StaffGame = { game_id: number; date: string; time_from: string; match: string; editable: boolean; status: string };

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
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sydney = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(d);

test('compofficer01 moves a game; a member of its team gets the email and finds the new time in the team feed', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const member = await tokenOf(request, 'member01');
  const team = ((await data(request, '/api/member/teams', member)) as { t_id: number; t_name: string; t_division: string; t_division_id: number; t_season: string; t_season_status: boolean }[])
    .find((t) => t.t_season_status)!;
  const officer = await tokenOf(request, 'compofficer01');
  const game = ((await data(request, `/api/staff/competition/games?division_id=${team.t_division_id}`, officer)).games as StaffGame[])
    .find((g) => g.editable && g.status === 'scheduled' && g.match.includes(team.t_name))!;
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
  await shot(page, 'game-move-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Game moved.');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'game-edits-820');

  const mail = decodeQuotedPrintable(await latestMailTo('member01@example.com.au', started));
  expect(mail).toContain(`Game changed: ${game.match}`);
  expect(mail).toContain(`Was: ${dmy(game.date)}`);
  expect(mail).toContain(`Now: ${dmy(newDate)} 07:30 pm`);

  const feed = await (await request.get(`/api/draw/teams/${team.t_id}.ics`)).text();
  const event = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).find((e) => e.uid.startsWith(`game-${game.game_id}@`))!;
  expect(sydney(event.startDate.toJSDate())).toBe(`${newDate}, 19:30`);
});
