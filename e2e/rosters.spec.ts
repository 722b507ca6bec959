import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, typeDate } from './fixtures';

// spec 002 §2 Competition Roster, Competition Availability, Event roster, Noticeboard; §4 referee availability; §6
// roles; §8 referee messages. The referee's changes are undone before the journey ends (no other test reads them).

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const PUBLISHED = 'Roster already published, please contact the stadium';
const UPDATED = 'Availability updated successfully';

async function openAvailability(page: Page, venue: string) {
  await page.getByLabel('Venue').click();
  await page.getByRole('option', { name: venue }).click();
  await page.getByRole('button', { name: 'MY AVAILABILITY' }).click();
  await expect(page.getByRole('tab', { name: 'Availability Timeslots' })).toBeVisible();
}

async function saveAndSee(page: Page, message: string) {
  await page.getByRole('button', { name: 'SAVE' }).click();
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toHaveText(message);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
}

test('an end date typed before the start swaps the two once it is whole, as a person types it (spec 002 §2, §5)', async ({
  page,
}) => {
  await loginAs(page, 'referee01');
  await page.goto('/member/referee');
  const start = page.getByRole('textbox', { name: 'Start Date' });
  const end = page.getByRole('textbox', { name: 'End Date' });
  const today = sydneyToday();
  await expect(start).toHaveValue(dmy(today));
  // both before the default end (4 weeks ahead), as in the tester's 15/12/2026 then 07/12/2026
  await typeDate(start, dmy(addDays(today, 10)));
  await typeDate(end, dmy(addDays(today, 2)));
  await page.keyboard.press('Tab');
  await expect(start).toHaveValue(dmy(addDays(today, 2)));
  await expect(end).toHaveValue(dmy(addDays(today, 10)));
  // a start typed past the end is not swapped while the end is still to be typed: the range is what was typed
  await typeDate(start, dmy(addDays(today, 40)));
  await page.keyboard.press('Tab');
  await typeDate(end, dmy(addDays(today, 50)));
  await page.keyboard.press('Tab');
  await expect(start).toHaveValue(dmy(addDays(today, 40)));
  await expect(end).toHaveValue(dmy(addDays(today, 50)));
});

test('referee01 reads MY ROSTER and FULL ROSTER, changes availability, and is refused where a roster is published', async ({
  page,
}) => {
  await loginAs(page, 'referee01');
  await page.goto('/member/referee');
  await expect(page.getByRole('heading', { name: 'Competition Roster' })).toBeVisible();
  // spec 002 §5: an end date before the start date swaps the two
  const today = sydneyToday();
  await page.getByRole('textbox', { name: 'Start Date' }).fill(dmy(addDays(today, 28)));
  await page.getByRole('textbox', { name: 'End Date' }).fill(dmy(addDays(today, -28)));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Start Date' })).toHaveValue(dmy(addDays(today, -28)));
  await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveValue(dmy(addDays(today, 28)));
  await page.getByRole('button', { name: 'MY ROSTER' }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Referee 1');
  const coming = cards.filter({ has: page.getByRole('link', { name: /Add to Google Calendar/ }) }).first();
  await expect(coming.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
    'href',
    /ctz=Australia%2FSydney/,
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'FULL ROSTER' }).click();
  await expect(page.getByRole('table', { name: 'FULL ROSTER' })).toContainText('Referee 2');
  // On a desktop every column is in sight without scrolling sideways: Venue and Game wrap.
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Scroll sideways for more columns')).toHaveCount(0);

  // Competition Availability at the midweek venue: nothing published ahead, so changes save
  await page.goto('/member/refereeavail');
  await openAvailability(page, 'Thornleigh Brickpit Stadium');
  const slot = page.getByRole('group', { name: 'Wednesday' }).getByRole('button').last();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'false');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await slot.click();
  const date = dmy(addDays(today, 20));
  await page.getByRole('tab', { name: 'Unavailable Dates' }).click();
  await page.getByRole('textbox', { name: 'Unavailable date' }).fill(date);
  await page.getByRole('button', { name: 'ADD DATE' }).click();
  await expect(page.getByRole('list', { name: 'Your unavailable dates' })).toContainText(date);
  await saveAndSee(page, UPDATED);

  await page.reload();
  await openAvailability(page, 'Thornleigh Brickpit Stadium');
  await expect(slot).toHaveAttribute('aria-pressed', 'false');
  await slot.click();
  await page.getByRole('tab', { name: 'Unavailable Dates' }).click();
  await page.getByRole('button', { name: `Remove ${date}` }).click();
  await expect(page.getByRole('list', { name: 'Your unavailable dates' })).not.toContainText(date);
  await saveAndSee(page, UPDATED);
  await page.reload();
  await openAvailability(page, 'Thornleigh Brickpit Stadium');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  // the Saturday venue has rosters published in the next 4 weeks (spec 002 §4, §8)
  await page.getByLabel('Venue').click();
  await page.getByRole('option', { name: 'Hornsby Indoor Sports Centre' }).click();
  await page.getByRole('button', { name: 'MY AVAILABILITY' }).click();
  const saturday = page.getByRole('group', { name: 'Saturday' }).getByRole('button').first();
  await expect(saturday).toHaveAttribute('aria-pressed', 'true');
  await saturday.click();
  await expect(page.getByRole('alert').filter({ hasText: PUBLISHED })).toHaveText(PUBLISHED);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(saturday).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Unavailable Dates' }).click();
  await page.getByRole('list', { name: 'Your unavailable dates' }).getByRole('button').first().click();
  await expect(page.getByRole('alert').filter({ hasText: PUBLISHED })).toHaveText(PUBLISHED);
});

test('official01 reads the event roster, downloads an .ics, sees typed markup as text, and gets a private feed link', async ({
  page,
}) => {
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
  await loginAs(page, 'official01');
  await page.goto('/member/roster');
  await expect(page.getByRole('heading', { name: 'Local Roster' })).toBeVisible();
  await page.getByLabel('Event').click();
  await page.getByRole('option', { name: /^Junior Skills Carnival/ }).click();
  await expect(page.getByRole('textbox', { name: 'Roster Date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'MY ROSTER' }).click();
  const scorer = page.getByRole('article', { name: 'Scorer 08:30 am' });
  await expect(scorer).toContainText('Court 1, Hornsby Indoor Sports Centre');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scorer.getByRole('button', { name: /Add to Apple Calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^roster-\d+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('SUMMARY:Scorer: Junior Skills Carnival');
  const start = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z/.exec(ics)!;
  const instant = new Date(Date.UTC(+start[1]!, +start[2]! - 1, +start[3]!, +start[4]!, +start[5]!));
  expect(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  ).toBe('08:30');

  await page.getByRole('button', { name: 'FULL ROSTER' }).click();
  const full = page.locator('table.full-roster');
  await expect(full.getByRole('cell', { name: 'Court Marshal <img src=x onerror=alert(1)>' })).toBeVisible();
  await expect(full.locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'GET FEED LINK' }).click();
  const link = page.getByRole('textbox', { name: 'Calendar feed link' });
  await expect(link).toHaveValue(/^webcal:\/\/.+\/api\/roster\/feed\/[\w-]{43}\.ics$/);
  const first = (await link.inputValue()).replace(/^webcal:/, 'http:');
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('SUMMARY:Scorer: Junior Skills Carnival');
  await page.getByRole('button', { name: 'REGENERATE' }).click();
  await expect(link).not.toHaveValue(first.replace(/^http:/, 'webcal:'));
  expect((await page.request.get(first)).status()).toBe(404);
});

test('manager01 reads the noticeboard; member01 is refused every roster screen and call', async ({ page, browser }) => {
  await loginAs(page, 'manager01');
  await page.goto('/member/noticeboard');
  const board = page.getByRole('table', { name: 'Noticeboard' });
  for (const column of ['First Name', 'Surname', 'Gender', 'Email', 'Competition', 'Comment'])
    await expect(board.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(board.getByRole('rowheader', { name: 'Players looking for a team' })).toBeVisible();
  await expect(board.getByRole('row', { name: /Ava Nguyen Female/ })).toContainText("Women's Open");

  const member = await browser.newPage();
  await loginAs(member, 'member01');
  for (const path of ['/member/referee', '/member/refereeavail', '/member/roster', '/member/noticeboard']) {
    await member.goto(path);
    await expect(member, path).toHaveURL(/\/member\/account$/);
  }
  const token = decodeURIComponent((await member.context().cookies()).find((c) => c.name === 'portal_token')!.value);
  const headers = { authorization: `Bearer ${token}` };
  for (const url of [
    '/api/referee/seasons',
    '/api/referee/venues',
    '/api/roster/events',
    '/api/roster/feed',
    '/api/member/noticeboard',
    '/member/noticeboard',
  ]) {
    expect((await member.request.get(url, { headers })).status(), url).toBe(403);
  }
  await member.close();
});
