import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, loadedViolations } from './axe';
import { decodeQuotedPrintable, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// The member side of messaging (issue 43 items 2, 4, 6; decisions 311, 312), on a server of its own (the team's
// messages a day and the player's choices would show in other tests): manager01 messages his team from the team
// page, a player of the team finds it on Messages, the sixth message of the day is refused with the reason, and the
// message's unsubscribe link works signed out and shows on the player's choices afterwards.

const PASSWORD = 'Messages2026';
let server: OwnServer;
let teamId = 0;
let player = { username: 'player0001', email: '', firstname: '' };
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  server = await startServer();
  const manager = await tokenOf(request, 'manager01', server.url);
  const teams = (
    await (await request.get(`${server.url}/api/member/teams`, { headers: { authorization: manager } })).json()
  ).data as { t_id: number; t_season_archived: boolean; t_players: { email: string | null; firstname: string }[] }[];
  const team = teams.find((t) => !t.t_season_archived)!;
  teamId = team.t_id;
  const first = team.t_players.find((p) => p.email)!;
  player = { ...player, email: first.email!, firstname: first.firstname };
});
test.afterAll(async () => {
  await server?.stop();
});

/** The mails to `address` in the server's own folder whose text has `having`, waiting for one. */
async function mailTo(address: string, having: string): Promise<string> {
  const dir = path.join(server.dataDir, 'mail');
  const read = () =>
    (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(address) && f.endsWith('.eml')) : [])
      .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.includes(having));
  await expect.poll(() => read().length, { timeout: 20_000 }).toBeGreaterThan(0);
  return read().at(-1)!;
}

/** The demo's players have passwords of their own: the player sets one through the reset mail, as a member would. */
async function playerPassword(request: APIRequestContext): Promise<void> {
  const asked = await request.post(`${server.url}/api/member/password/email`, { data: { username: player.username } });
  expect(asked.status()).toBe(200);
  const token = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(await mailTo(player.email, '/password/reset/'))![1]!;
  const reset = await request.post(`${server.url}/api/member/password/reset`, {
    data: { token, username: player.username, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

test('manager01 messages his team from the team page; a player of the team finds it on Messages', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'manager01', undefined, server);
  await page.goto(`${server.url}/member/teams/team/${teamId}`);
  await page.getByRole('button', { name: 'Message the team' }).click();
  const dialog = page.getByRole('dialog', { name: /Message / });
  await expect(dialog.getByText('0 of 5 team messages sent today.')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Training moved to Thursday');
  await dialog.getByLabel('Message').fill('Training is at **6 pm** on Thursday at Hornsby this week.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Your message is on its way to \d+ people\./)).toBeVisible();

  // A member of another team does not get it.
  const other = await tokenOf(request, 'member01', server.url);
  const theirs = (
    await (await request.get(`${server.url}/api/member/messages`, { headers: { authorization: other } })).json()
  ).data.messages as { subject: string }[];
  expect(theirs.map((m) => m.subject)).not.toContain('Training moved to Thursday');

  await playerPassword(request);
  const context = await browser.newContext();
  const phone = await context.newPage();
  await loginAs(phone, player.username, PASSWORD, server);
  await phone.goto(`${server.url}/member/account`);
  await phone.getByRole('navigation', { name: 'Member menu' }).first().getByRole('link', { name: 'Messages' }).click();
  await expect(phone).toHaveURL(/\/member\/messages$/);
  const item = phone.getByRole('link', { name: /Training moved to Thursday/ });
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(phone.getByRole('heading', { name: 'Training moved to Thursday' })).toBeVisible();
  await expect(phone.locator('article strong')).toHaveText('6 pm');
  await phone.getByRole('link', { name: 'Back to messages' }).click();
  await expect(phone.getByRole('link', { name: /Training moved to Thursday/ })).not.toContainText('Unread');
  await context.close();
});

test("the manager's sixth message of the day is refused with the reason", async ({ page, request }) => {
  const manager = await tokenOf(request, 'manager01', server.url);
  for (let n = 2; n <= 5; n++) {
    const res = await request.post(`${server.url}/api/member/messages/teams/${teamId}`, {
      headers: { authorization: manager },
      data: { subject: `Reminder ${n}`, body: 'Bring water.', channels: ['email'] },
    });
    expect(res.status()).toBe(200);
  }
  await loginAs(page, 'manager01', undefined, server);
  await page.goto(`${server.url}/member/teams/team/${teamId}`);
  await page.getByRole('button', { name: 'Message the team' }).click();
  const dialog = page.getByRole('dialog', { name: /Message / });
  await expect(dialog.getByText(/Your team has already been sent 5 messages today/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test("the message's unsubscribe link works signed out, and the player's choices show it off", async ({ browser }) => {
  test.setTimeout(60_000);
  const mail = await mailTo(player.email, 'Training moved to Thursday');
  const link = /(https?:\/\/[^\s"<>]+\/unsubscribe\/[A-Za-z0-9._-]+)/.exec(mail)![1]!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByText(`${player.firstname}, you will no longer get competition changes for my teams from`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Done. You will no longer get competition changes for my teams.')).toBeVisible();

  await loginAs(page, player.username, PASSWORD, server);
  await page.goto(`${server.url}/member/messages/preferences`);
  for (const channel of ['Email', 'App notification', 'SMS'])
    await expect(
      page.getByRole('checkbox', { name: `Competition changes for my teams: ${channel}` }),
    ).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Association news: Email' })).toBeChecked();
  await context.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true });
  test('Messages, a message, the choices, the team dialog and the unsubscribe page have no axe violation', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const all: string[] = [];
    await loginAs(page, player.username, PASSWORD, server);
    await page.goto(`${server.url}/member/messages`);
    all.push(...(await loadedViolations(page, '/member/messages')));
    await page.getByRole('link', { name: /Training moved to Thursday/ }).click();
    await expect(page.getByRole('heading', { name: 'Training moved to Thursday' })).toBeVisible();
    all.push(...(await loadedViolations(page, 'a message')));
    await page.goto(`${server.url}/member/messages/preferences`);
    all.push(...(await loadedViolations(page, '/member/messages/preferences')));
    await page.goto(`${server.url}/unsubscribe/1.news.not-a-signature`);
    await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
    all.push(...(await loadedViolations(page, '/unsubscribe (bad link)')));
    await loginAs(page, 'coach01', undefined, server);
    await page.goto(`${server.url}/member/teams/team/${teamId}`);
    await page.getByRole('button', { name: 'Message the team' }).click();
    await expect(page.getByRole('dialog').getByText(/Your team has already been sent 5 messages today/)).toBeVisible();
    // The page behind a modal dialog is hidden from the accessibility tree: axe reads the dialog as it is.
    all.push(...(await axeViolations(page, 'the team message dialog')));
    expect(all).toEqual([]);
  });
});
