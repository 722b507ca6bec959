import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, E2E_TMP, expect, latestMailTo, loginAs, test, tokenOf } from './fixtures';
import { typePasswordAgain } from './staff-password';

// The referee coordinator's roster (docs/decisions/195) in a real browser at 1366 px, with an 820 px look: refcoord01
// assigns referee01 to two Sunday games at Galston (a venue with nothing published), publishes that date; referee01
// sees both in MY ROSTER, is emailed, and their change of Sunday availability is refused with spec 002 §8's sentence.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'staff-shots');
const PUBLISHED = 'Roster already published, please contact the stadium';
const GALSTON = 'Galston Recreation Centre';
const REFEREE = 'Rhys Referee';

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Choose the official of one select by their name (the option's text may carry clash markers after it). */
async function choose(page: Page, select: ReturnType<Page['locator']>, name: string) {
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value!);
  await expect(page.getByRole('status').filter({ hasText: `${name} is ` })).toBeVisible();
  await expect(select).toHaveValue(value!);
}

test.use({ viewport: DESKTOP });

test('refcoord01 assigns referee01 to two games and publishes the date; referee01 sees them and cannot change that day', async ({
  page,
  browser,
}) => {
  const tomorrow = addDays(sydneyToday(), 1);
  await loginAs(page, 'refcoord01');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Referee roster' }).click();
  await expect(page.getByRole('heading', { name: 'Referee roster' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Referee roster' });
  await filters.getByRole('textbox', { name: 'From' }).fill(dmy(tomorrow));
  await filters.getByRole('textbox', { name: 'To' }).fill(dmy(addDays(tomorrow, 13)));
  await filters.getByLabel('Venue').click();
  await page.getByRole('option', { name: GALSTON }).click();
  await filters.getByRole('button', { name: 'Show' }).click();

  const day = page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: /^Publish / }) })
    .first();
  await expect(day).toBeVisible();
  const date = (await day.getAttribute('aria-label'))!;
  await expect(day).toContainText('Not published');
  await expect(page.getByRole('region', { name: 'Officials and availability' })).toContainText(REFEREE);
  const selects = day.getByRole('combobox');
  const first = day.getByRole('combobox', { name: /^Referee 1, / }).first();
  const second = day.getByRole('combobox', { name: /^Referee 2, / }).nth(1);
  await expect(selects.first()).toBeEnabled();
  await choose(page, first, REFEREE);
  await choose(page, second, REFEREE);
  // referee01 gave no Sunday timeslot at Galston: both assignments carry the marker
  const markers = day.getByLabel(/: clashes$/);
  await expect(markers).toHaveCount(2);
  for (const m of await markers.all()) await expect(m).toContainText('No timeslot at this time');
  await shot(page, 'referee-roster-1366');

  await day.getByRole('button', { name: `Publish ${date}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the roster' });
  await dialog.getByRole('button', { name: `Publish ${date}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The roster of ${date} is published; one official was emailed.` }),
  ).toBeVisible();
  await expect(day).toContainText('Published');
  await page.setViewportSize(TABLET);
  await shot(page, 'referee-roster-820');

  const mail = decodeQuotedPrintable(await latestMailTo('referee01@example.com.au'));
  expect(mail).toContain(`Your games on ${date}`);

  // referee01: MY ROSTER holds both games of that date; the availability of that Sunday is locked (spec 002 §4, §8)
  const referee = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginAs(referee, 'referee01');
  await referee.goto('/member/referee');
  await referee.getByRole('textbox', { name: 'Start Date' }).fill(date);
  await referee.getByRole('textbox', { name: 'End Date' }).fill(date);
  await referee.getByRole('button', { name: 'MY ROSTER' }).click();
  await expect(referee.getByRole('article')).toHaveCount(2);
  await expect(referee.getByRole('article').first()).toContainText(GALSTON);

  await referee.goto('/member/refereeavail');
  await referee.getByLabel('Venue').click();
  await referee.getByRole('option', { name: GALSTON }).click();
  await referee.getByRole('button', { name: 'MY AVAILABILITY' }).click();
  const sunday = referee.getByRole('group', { name: 'Sunday' }).getByRole('button').first();
  await expect(sunday).toHaveAttribute('aria-pressed', 'false');
  await sunday.click();
  await expect(referee.getByRole('alert').filter({ hasText: PUBLISHED })).toHaveText(PUBLISHED);
  await expect(sunday).toHaveAttribute('aria-pressed', 'false');
  await referee.context().close();
});

test("finance01 sets a rate, pays referee01's games in a pay run and downloads its ABA file", async ({ page }) => {
  // referee01 is paid by bank transfer: admin01 makes him is_eft, he enters his bank details (spec 000 §5)
  const token = (username: string) => tokenOf(page.request, username);
  const admin = { authorization: await token('admin01') };
  const rows = (await (await page.request.get('/api/staff/members?q=referee01', { headers: admin })).json()).data
    .rows as { id: number; username: string }[];
  const id = rows.find((r) => r.username === 'referee01')!.id;
  const flags = {
    is_eft: true,
    is_ref: true,
    is_roster: false,
    is_man: false,
    non_pl: false,
    sk_tm: false,
    sk_tm_val: false,
    sports: ['basketball'],
  };
  expect((await page.request.post(`/api/staff/members/${id}/flags`, { headers: admin, data: flags })).status()).toBe(
    200,
  );
  const eft = await page.request.post('/api/member/eft', {
    headers: { authorization: await token('referee01') },
    data: { acctname: 'Rhys Referee', acctbsb: '082001', acctnumber: '123456789' },
  });
  expect(eft.status()).toBe(200);

  await loginAs(page, 'finance01');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: "Officials' pay" }).click();
  await expect(page.getByRole('heading', { name: "Officials' pay" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount ($): Referee, Grand final' }).fill('72.50');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: 'Amount ($): Referee, Grand final' }) })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Referee, Grand final: $72.50 a game.' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Make pay run' });
  await form.getByRole('textbox', { name: 'From' }).fill(dmy(addDays(sydneyToday(), -60)));
  await form.getByRole('button', { name: 'Make pay run' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Pay run made: / })).toBeVisible();
  const run = page.getByRole('region', { name: /^Pay run \d+$/ });
  await expect(run.getByRole('row').filter({ hasText: REFEREE })).toContainText('Yes');
  await shot(page, 'officials-pay-1366');

  // the password is asked again first (decision 263); the file then downloads
  const downloading = page.waitForEvent('download');
  await run.getByRole('button', { name: 'Download ABA file' }).click();
  await expect(page.getByRole('dialog', { name: 'Type your password again' })).toBeVisible();
  await shot(page, 'password-again-1366');
  await typePasswordAgain(page);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pay-run-\d+\.aba$/);
  const file = fs.readFileSync((await download.path())!, 'latin1');
  const lines = file.slice(0, -2).split('\r\n');
  expect(lines.every((l) => l.length === 120)).toBe(true);
  expect(lines.at(-1)!.slice(74, 80)).toBe(String(lines.filter((l) => l.startsWith('1')).length).padStart(6, '0'));
  await expect(page.getByRole('status').filter({ hasText: 'Bank file downloaded.' })).toBeVisible();
  // decision 262: the run says who exported it and when; another file needs a reason in a dialog that says what it does
  const exported = /^Exported by Fiona Finance on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]m$/;
  await expect(run.getByRole('alert').filter({ hasText: exported })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pay runs' }).getByRole('row').nth(1)).toContainText(
    /Exported by Fiona Finance on \d{2}\/\d{2}\/\d{4}/,
  );
  await run.getByRole('button', { name: 'Export again' }).click();
  const again = page.getByRole('dialog', { name: 'Export the bank file again?' });
  await expect(again).toContainText(
    /^Export the bank file again\?Pay run \d+ was exported by Fiona Finance on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]m\. This file pays the same officials again/,
  );
  await again.getByRole('button', { name: 'Export again' }).click();
  await expect(again.getByText('Please give a reason: it is kept in the audit trail.').first()).toBeVisible();
  await shot(page, 'officials-pay-again-1366');
  await again
    .getByRole('textbox', { name: 'Reason (kept in the audit trail)' })
    .fill('The bank rejected the first file');
  const second = page.waitForEvent('download');
  await again.getByRole('button', { name: 'Export again' }).click();
  expect(fs.readFileSync((await (await second).path())!, 'latin1')).toBe(file);
  await expect(again).toBeHidden();
  await page.setViewportSize(TABLET);
  await shot(page, 'officials-pay-820');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'officials-pay-390');
  // the page fits a phone: its wide tables scroll inside their boxes, the page itself does not scroll sideways
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await run.getByRole('button', { name: 'Export again' }).click();
  await expect(again).toBeVisible();
  await shot(page, 'officials-pay-again-390');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
});

test('refcoord01 adds an event, rosters official01 on it and emails him; adds and removes a noticeboard row', async ({
  page,
}) => {
  await loginAs(page, 'refcoord01');
  await page.goto('/staff/event-rosters');
  await expect(page.getByRole('heading', { name: 'Event rosters' })).toBeVisible();
  const date = addDays(sydneyToday(), 40);
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByRole('textbox', { name: 'Event name' }).fill('Winter Tournament');
  await form.getByRole('textbox', { name: 'Date' }).fill(dmy(date));
  await form.getByLabel('Venue').click();
  await page.getByRole('option', { name: 'Hornsby Indoor Sports Centre' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Winter Tournament was added.' })).toBeVisible();

  const event = page.getByRole('region', { name: 'Winter Tournament' });
  const entry = event.getByRole('form', { name: 'Add to schedule' });
  await entry.getByRole('textbox', { name: 'Official (username)' }).fill('official01');
  await entry.getByRole('textbox', { name: 'From' }).fill('09:00');
  await entry.getByRole('textbox', { name: 'To' }).fill('12:30');
  await entry.getByRole('textbox', { name: 'Function' }).fill('Scorer & Clock');
  await entry.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is on the schedule as Scorer & Clock.' })).toBeVisible();
  await expect(event.getByRole('table', { name: 'Schedule' })).toContainText('Scorer & Clock');
  await expect(event.locator('table.full-roster')).toContainText('Scorer & Clock');
  // the outbox writes the mail after the answer: wait for one newer than the click (an earlier test mailed official01 too)
  const emailedAt = Date.now();
  await event.getByRole('button', { name: 'Email the officials' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'One official was emailed.' })).toBeVisible();
  expect(decodeQuotedPrintable(await latestMailTo('official01@example.com.au', emailedAt))).toContain(
    'Your roster: Winter Tournament',
  );
  await shot(page, 'event-rosters-1366');
  await page.setViewportSize(TABLET);
  await shot(page, 'event-rosters-820');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Noticeboard' }).click();
  const notice = page.getByRole('form', { name: 'Add to the noticeboard' });
  await notice.getByRole('textbox', { name: 'Section' }).fill('Players looking for a team');
  await notice.getByRole('textbox', { name: 'First Name' }).fill('Tess');
  await notice.getByRole('textbox', { name: 'Surname' }).fill('Tall');
  await notice.getByRole('textbox', { name: 'Email' }).fill('tess@example.com');
  await notice.getByRole('button', { name: 'Add to the noticeboard' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tess Tall was added to Players looking for a team.' }),
  ).toBeVisible();
  await shot(page, 'noticeboard-1366');
  await page.getByRole('button', { name: 'Remove Tess Tall' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tess Tall was taken off the noticeboard.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Tess Tall' })).toHaveCount(0);
});
