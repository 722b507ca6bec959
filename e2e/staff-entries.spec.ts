import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_TMP, expect, test, type OwnServer, tokenOf } from './fixtures';
import { loginOnServer, mailsTo, startPaymentsServer } from './payments-server';
import { typePasswordAgain } from './staff-password';

// Team entries in the back-office (docs/decisions/206) in a real browser, on a server of its own (it changes
// freeteam01's flags and enters teams): freeteam01, made a paying manager with no player minimum (sk_tm_val), enters
// two teams in Mixed Social through the member API; compofficer01 accepts one and declines the other, whose $550.00
// is refunded through the payments service, and the manager's mail says so. Screenshots at 1366 and 820 px.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const TEAMS = {
  accept: `Accepted ${crypto.randomUUID().slice(0, 6)}`,
  decline: `Declined ${crypto.randomUUID().slice(0, 6)}`,
};

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** freeteam01 pays for a team in Mixed Social (spec 001 §4 payteamnom) with the sandbox's approved card. */
async function enterTeams(request: APIRequestContext, url: string) {
  const admin = { authorization: await tokenOf(request, 'admin01', url) };
  const rows = (await (await request.get(`${url}/api/staff/members?q=freeteam01`, { headers: admin })).json()).data
    .rows as { id: number; username: string }[];
  const flags = {
    is_eft: false,
    is_ref: false,
    is_roster: false,
    is_man: false,
    non_pl: false,
    sk_tm: false,
    sk_tm_val: true,
    sports: ['basketball'],
  };
  expect(
    (
      await request.post(`${url}/api/staff/members/${rows.find((r) => r.username === 'freeteam01')!.id}/flags`, {
        headers: admin,
        data: flags,
      })
    ).status(),
  ).toBe(200);
  const manager = { authorization: await tokenOf(request, 'freeteam01', url) };
  const get = async (p: string) =>
    (await (await request.get(`${url}${p}`, { headers: manager })).json()).data as {
      value: number;
      text: string;
      price: number;
    }[];
  const grade = (await get('/api/ecommerce/grades')).find((g) => g.text === 'Senior')!;
  const group = (await get(`/api/ecommerce/divisiongroups/${grade.value}`)).find((g) => g.text === 'Mixed')!;
  const division = (await get(`/api/ecommerce/divisions/${group.value}`)).find((d) => d.text === 'Mixed Social')!;
  const person = {
    firstname: 'Fred',
    lastname: 'Freeteam',
    dob: '21/06/1988',
    gender: 'male',
    email: 'freeteam01@example.com.au',
    mobile: '0412345678',
    phone: '',
    workphone: '',
    address: '12 Pacific Highway',
    suburb: 'HORNSBY',
    postcode: '2077',
    state: 'NSW',
    agreed: true,
    showCoach: true,
  };
  for (const teamname of Object.values(TEAMS)) {
    const res = await request.post(`${url}/api/ecommerce/teamnomination/payteamnom`, {
      headers: { ...manager, 'idempotency-key': crypto.randomUUID() },
      data: {
        teamCopy: null,
        team: {
          teamname,
          prevteamname: '',
          teamprevious: null,
          grade: grade.value,
          divisiongroup: group.value,
          division: division.value,
          preferreddivision: null,
        },
        manager: person,
        coach: { showCoach: false },
        players: [],
        note: '',
        donationCart: [],
        teamnominationCart: { p_name: 'Mixed Social', p_price: division.price },
        cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Fred Freeteam', cardExpiry: '12/30', cardCVC: '123' },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

let server: OwnServer;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  server = await startPaymentsServer();
  await enterTeams(request, server.url);
});
test.afterAll(async () => {
  await server.stop();
});
test.use({ viewport: { width: 1366, height: 900 } });

test("compofficer01 accepts one team entry and declines a paid one: the fee is refunded and the manager's mail says so", async ({
  page,
}) => {
  await loginOnServer(page, server, 'compofficer01');
  await page.goto(`${server.url}/staff`);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Team entries' }).click();
  await expect(page.getByRole('heading', { name: 'Team entries', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Team entries' });
  await expect(grid.getByRole('row').filter({ hasText: TEAMS.accept })).toContainText('Pending');
  await shot(page, 'entries-1366');

  await grid.getByRole('button', { name: `Accept ${TEAMS.accept}` }).click();
  await page.getByRole('dialog', { name: 'Accept' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${TEAMS.accept} was accepted in Mixed Social; the team manager was emailed.`,
  );
  await expect(grid.getByRole('row').filter({ hasText: TEAMS.accept })).toContainText('Accepted');

  await grid.getByRole('button', { name: `Decline ${TEAMS.decline}` }).click();
  const dialog = page.getByRole('dialog', { name: `Decline ${TEAMS.decline}` });
  await expect(dialog).toContainText(
    'The $550.00 paid is refunded in full to the card it was paid with. The reason is sent to the team manager.',
  );
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Mixed Social is for mixed teams');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'entries-decline-820');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await typePasswordAgain(page); // a decline that refunds asks the password again (decision 263)
  await expect(page.getByRole('status')).toHaveText(
    `${TEAMS.decline} was declined; the team manager was emailed. $550.00 was refunded to the card.`,
  );
  const declined = grid.getByRole('row').filter({ hasText: TEAMS.decline });
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText('$550.00');
  await shot(page, 'entries-820');

  await expect
    .poll(() => mailsTo(server, 'freeteam01').filter((m) => m.includes(`Team entry declined: ${TEAMS.decline}`)).length)
    .toBe(1);
  const mail = mailsTo(server, 'freeteam01').find((m) => m.includes(`Team entry declined: ${TEAMS.decline}`))!;
  expect(mail).toContain('Reason: Mixed Social is for mixed teams');
  expect(mail).toContain('The $550.00 you paid for the entry is being refunded in full to the card you paid with.');
});
