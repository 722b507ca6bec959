import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, type OwnServer, payToReceipt, startServer, test } from './fixtures';

// spec 001 §2 Team nomination wizard, §4 its states, §5 validation, §8 nomination errors. On a server of their own:
// entries take division places and add teams and receipts that other tests read.

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);
const next = (page: Page, i: number) => step(page, i).getByRole('button', { name: 'Continue' }).click();
// a choice counts once the menu has closed on it; a click lost while the menu opened is made again
async function choose(scope: Locator, page: Page, label: string, option: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await field.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
  }).toPass();
}
async function open(page: Page, user: string) {
  await loginAs(page, user, undefined, server);
  await page.goto(`${server.url}/member/teamnomination`);
  await expect(page.getByText('This platform is first to checkout', { exact: false })).toBeVisible();
  // the member's previous teams fill the first step: Continue moves down when they come
  await expect(step(page, 0).getByRole('progressbar')).toHaveCount(0);
}
async function teamStep(page: Page, name: string, grade: string, group: string, division: string) {
  const s = step(page, 1);
  await s.getByLabel('Team Name').fill(name);
  await choose(s, page, 'Grade', grade);
  await choose(s, page, 'Division Group', group);
  await choose(s, page, 'Division', division);
}
async function addPlayer(page: Page, n: number, p: { first: string; last: string; dob: string }) {
  const row = page.getByRole('region', { name: `Player ${n}` });
  await row.getByLabel('Firstname').fill(p.first);
  await row.getByLabel('Lastname').fill(p.last);
  await row.getByRole('textbox', { name: 'Date of Birth' }).fill(p.dob);
  await row.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await row.getByRole('button', { name: 'ADD PLAYER' }).click();
  return row;
}

test('manager01 enters a team with a coach and six players, pays, and finds the receipt and the team', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, 'manager01');
  await next(page, 0);
  await teamStep(page, 'Hornsby Hoopers', 'Senior', 'Mixed', 'Mixed Social');
  await expect(step(page, 1)).toContainText('Entry fee $550.00 · 2 places left');
  await next(page, 1);
  // the manager is the member entering, from the profile; the agreement is asked
  await expect(step(page, 2).getByLabel('Legal First Name')).toHaveValue('Mark');
  await next(page, 2);
  await expect(step(page, 2).getByText('This field is required')).toBeVisible();
  await step(page, 2).getByLabel('I agree', { exact: false }).check();
  await next(page, 2);

  const coach = step(page, 3);
  await coach.getByLabel('Add a team coach').check();
  await coach.getByLabel('Legal First Name').fill('Carla');
  await coach.getByLabel('Legal Last Name').fill('Coach');
  await coach.getByRole('textbox', { name: 'Date of Birth' }).fill('21061988');
  await coach.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await coach.getByLabel('Email').fill('coach01@example.com.au');
  await coach.getByLabel('Mobile').fill('0212345678');
  await coach.getByRole('textbox', { name: 'Address' }).fill('12 Pacific Highway');
  await coach.getByRole('combobox', { name: 'Suburb' }).fill('Hornsby');
  await coach.getByLabel('Postcode').fill('2077');
  await coach.getByLabel('The coach agrees', { exact: false }).check();
  await next(page, 3);
  await expect(coach.getByText('This field must be a valid mobile, start with 04 and no spaces')).toBeVisible();
  await coach.getByLabel('Mobile').fill('0412345678');
  await next(page, 3);

  // players: each row through ADD PLAYER; one of two Sam Nguyens needs an email; a name twice is refused
  const players = step(page, 4);
  await next(page, 4);
  await expect(players.getByText('Please add at least 5 players.')).toBeVisible();
  const six = [
    { first: 'Toby', last: 'Fraser', dob: '21081997' },
    { first: 'Sam', last: 'Nguyen', dob: '02022000' },
    { first: 'Riley', last: 'Cooper', dob: '11111999' },
    { first: 'Kai', last: 'Walsh', dob: '30051998' },
    { first: 'Ned', last: 'Hughes', dob: '04121996' },
    { first: 'Omar', last: 'Haddad', dob: '19071995' },
  ];
  for (const [i, p] of six.entries()) {
    await players.getByRole('button', { name: 'Add another player' }).click();
    const row = await addPlayer(page, i + 1, p);
    if (p.first === 'Sam') {
      await expect(row.getByRole('status')).toHaveText('Email required');
      await row.getByLabel('Email').fill('sam.nguyen@example.com.au');
      await row.getByRole('button', { name: 'ADD PLAYER' }).click();
    }
    await expect(row.getByRole('button', { name: 'PLAYER ADDED' })).toBeVisible();
    await expect(row.getByRole('status')).toHaveText('Player Found');
  }
  await players.getByRole('button', { name: 'Add another player' }).click();
  const twice = await addPlayer(page, 7, { first: 'toby', last: 'Fraser', dob: '21081997' });
  await expect(twice.getByText('Player already added to the team')).toBeVisible();
  await twice.getByRole('button', { name: 'Remove player' }).click();
  // a friend who is not a member yet: entered by email as an invited player (decision 154)
  await players.getByRole('button', { name: 'Add another player' }).click();
  const ava = await addPlayer(page, 7, { first: 'Ava', last: 'Friend', dob: '14031999' });
  await expect(ava.getByRole('status')).toHaveText('Email required');
  await ava.getByLabel('Email').fill('ava.friend@example.com.au');
  await ava.getByRole('button', { name: 'ADD PLAYER' }).click();
  await expect(ava.getByRole('button', { name: 'PLAYER ADDED' })).toBeVisible();
  await expect(ava.getByRole('status')).toHaveText('Player Invited');
  await expect(
    ava.getByText('Not a member yet: ava.friend@example.com.au will get an email inviting them to register'),
  ).toBeVisible();
  await next(page, 4);

  await step(page, 5).getByLabel('Note').fill('Thursday nights suit us best.');
  await next(page, 5);
  await expect(step(page, 6)).toContainText('Hornsby Hoopers');
  await expect(step(page, 6)).toContainText('Carla Coach');
  await expect(step(page, 6)).toContainText('Omar Haddad');
  await expect(step(page, 6)).toContainText('Player Invited · ava.friend@example.com.au');
  await next(page, 6);

  const pay = step(page, 7);
  await pay.getByLabel('donation', { exact: false }).check();
  await expect(pay.getByLabel('Payment summary')).toContainText('$551.00');
  await payToReceipt(page, pay, 'Mark Manager', '4242424242424242', '1230'); // typed without separators: the fields format them
  await expect(page.getByText('Team: Hornsby Hoopers (Mixed Social)')).toBeVisible();

  await page.goto(`${server.url}/member/teams`);
  await expect(page.getByRole('row', { name: /Hornsby Hoopers/ })).toContainText('Mixed Social');
  await page.getByRole('link', { name: 'View Hornsby Hoopers' }).click();
  await expect(page.getByRole('list', { name: 'Invited Players' })).toContainText(
    'Ava Friend · Invited · ava.friend@example.com.au',
  );
});

test('freeteam01 (sk_tm) enters a team without paying and lands on its team page', async ({ page }) => {
  await open(page, 'freeteam01');
  await expect(step(page, 0)).toContainText('You have no team entered in the last 365 days');
  await next(page, 0);
  await teamStep(page, 'Freeteam Flyers', 'Junior', 'Boys', 'U14 Boys');
  await expect(step(page, 1)).toContainText('No charge');
  await next(page, 1);
  await step(page, 2).getByLabel('I agree', { exact: false }).check();
  for (const i of [2, 3, 4, 5, 6]) await next(page, i); // no coach; sk_tm_val: no minimum of players
  await expect(step(page, 7)).toContainText('No Payment required');
  await step(page, 7).getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/member\/teams\/team\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Team: Freeteam Flyers' })).toBeVisible();
  // The outcome stays on the page landed on (decision 180).
  await expect(
    page.getByRole('status').filter({ hasText: 'Your team is entered. No payment was needed.' }),
  ).toBeVisible();
});

test('freeteam01 (sk_tm) on a waiting list has no team yet: the free entry lands on its receipt (decision 157)', async ({
  page,
}) => {
  await open(page, 'freeteam01');
  await next(page, 0);
  await teamStep(page, 'Freeteam Waiters', 'Senior', "Women's", "Women's Open");
  await choose(step(page, 1), page, 'Preferred Choice', "Women's Open");
  await expect(step(page, 1)).toContainText('No charge');
  await next(page, 1);
  await step(page, 2).getByLabel('I agree', { exact: false }).check();
  for (const i of [2, 3, 4, 5, 6]) await next(page, i);
  await step(page, 7).getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/member\/orders\/order\/\d+$/);
  await expect(page.getByText("Team: Freeteam Waiters (Women's Open)")).toBeVisible();
  await expect(page.getByText('$0.00').first()).toBeVisible();
});

test("a women's waiting-list team is offered only divisions it can enter, and told before paying what happens to the money (decisions 222, 223)", async ({
  page,
}) => {
  await open(page, 'manager01');
  await next(page, 0);
  await teamStep(page, 'Hornsby Herons', 'Senior', "Women's", "Women's Open");
  await expect(step(page, 1)).toContainText(
    'You pay the entry fee now. If no place is found for your team, the association refunds what you paid to the card you paid with.',
  );
  await step(page, 1).getByRole('combobox', { name: 'Preferred Choice', exact: true }).click();
  const offered = page.getByRole('listbox').getByRole('option');
  await expect(offered.filter({ hasText: "Women's Open" })).toHaveCount(1);
  await expect(offered.filter({ hasText: 'Mixed Social' })).toHaveCount(1);
  await expect(offered.filter({ hasText: "Men's A Grade" })).toHaveCount(0);
});

test('choosing a full division shows the capacity message and resets the division', async ({ page }) => {
  await open(page, 'manager01');
  await next(page, 0);
  await teamStep(page, 'Too Late', 'Senior', "Men's", "SOLD OUT - Men's A Grade");
  await expect(page.getByText('Division Group has already reached maximum capacity.')).toBeVisible();
  await expect(step(page, 1).getByRole('combobox', { name: 'Division', exact: true })).not.toContainText(
    "Men's A Grade",
  );
});
