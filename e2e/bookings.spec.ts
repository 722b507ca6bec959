import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, expect, loginAs, type OwnServer, payToReceipt, startServer, test, typeDate } from './fixtures';

// spec 002 §2 Booking screen, Booking dialog, My bookings; §4, §5, §8. On a server of its own: a booking adds a
// receipt to member01 and takes a court others' tests may read. Days are the association's (Australia/Sydney), from
// the real clock the server also reads; the chosen slot (Court 1, 10:00-11:00) is free in the demo data every day.

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const sydneyDay = (offset: number, now = new Date()) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const step = (page: Page, i: number) => page.getByRole('dialog').locator(`[data-step="${i}"]`);

async function choose(scope: Locator, page: Page, field: string, option: string) {
  await chooseOption(page, scope.getByRole('combobox', { name: field }), option);
}

/** Steps 1 to 4 of the dialog: venue as shown, basketball, the type, the court. */
async function upToCourt(page: Page, type: string, court: string) {
  await page.getByRole('button', { name: 'New Booking' }).click();
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await choose(step(page, 1), page, 'Sport', 'Basketball');
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();
  await choose(step(page, 2), page, 'Type', type);
  await step(page, 2).getByRole('button', { name: 'Continue' }).click();
  await choose(step(page, 3), page, 'Court', court);
  await step(page, 3).getByRole('button', { name: 'Continue' }).click();
}

test('member01 books Court 1 for tomorrow through the seven steps on a landscape phone, pays, and finds it on the calendar, in My bookings and in a calendar file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The page's clock stands still at the test's now, so its today and tomorrow are the test's (timers still run).
  const now = new Date();
  await page.clock.setFixedTime(now);
  const tomorrow = sydneyDay(1, now);
  await page.setViewportSize({ width: 844, height: 390 });
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/booking`);
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
  // the address changes at once, the page in a transition: New Booking takes the day the page shows
  await expect(page.getByRole('grid', { name: new RegExp(dmy(tomorrow)) })).toBeVisible();

  await upToCourt(page, 'Casual Hire', 'Court 1');
  await expect(step(page, 4).getByText('Open for hire from')).toBeVisible();
  await choose(step(page, 4), page, 'Start Time', '10:00');
  await choose(step(page, 4), page, 'End Time', '11:00');
  await step(page, 4).getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 5)).toContainText('Court 1');
  await expect(step(page, 5)).toContainText('$50.00');
  await step(page, 5).getByRole('button', { name: 'Continue' }).click();
  await expect(await payToReceipt(page, step(page, 6), 'Mia Member')).toContainText('Court 1, 1 hour');

  await page.goto(`${server.url}/member/booking?date=${tomorrow}`);
  await page.getByRole('button', { name: '10:00 - 11:00 Casual Hire, Court 1' }).click();
  const card = page.getByRole('dialog', { name: 'Casual Hire' });
  await expect(card).toContainText('Hornsby Indoor Sports Centre');
  await expect(card).toContainText(`${dmy(tomorrow)} 10:00`);
  await expect(card).toContainText(`${dmy(tomorrow)} 11:00`);
  await card.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'My History' }).click();
  await expect(page.getByRole('heading', { name: 'Court Hire History' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${dmy(tomorrow)} 10:00 am` });
  await expect(row).toContainText('Court 1');
  await expect(row.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /calendar\.google\.com.*Court%20hire/,
  );
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Add to Apple Calendar' }).click();
  const ics = fs.readFileSync((await (await download).path())!, 'utf8').replace(/\r\n /g, '');
  expect(ics).toContain('SUMMARY:Court hire: Court 1\\, Hornsby Indoor Sports Centre');
  expect(ics).toContain(
    'DESCRIPTION:Venue: Hornsby Indoor Sports Centre\\nSport: Basketball\\nType: Casual Hire\\nSpace: Court 1\\nDuration: 1 hour',
  );
});

test('a Booking Date typed a key at a time, as a person types it, is the day typed (issue 39: it became 05/01/0202)', async ({
  page,
}) => {
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/booking?date=${sydneyDay(1)}`);
  await upToCourt(page, 'Casual Hire', 'Court 1');
  await expect(step(page, 4).getByText('Open for hire from')).toBeVisible();
  const day = sydneyDay(3);
  const field = step(page, 4).getByRole('textbox', { name: 'Booking Date' });
  await expect(field).toHaveValue(dmy(sydneyDay(1)));
  await typeDate(field, dmy(day));
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue(dmy(day));
  // and the booking takes it: the review names that day
  await choose(step(page, 4), page, 'Start Time', '10:00');
  await choose(step(page, 4), page, 'End Time', '11:00');
  await step(page, 4).getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 5)).toContainText(dmy(day));
});

test("the toolbar's Date typed a key at a time shows that day; a day before today shows today (issue 39: its picker lost keys)", async ({
  page,
}) => {
  await page.goto(`${server.url}/bookingview?date=${sydneyDay(1)}`);
  const field = page.getByRole('textbox', { name: 'Date', exact: true });
  await expect(field).toHaveValue(dmy(sydneyDay(1)));
  // the field that loads after the first paint takes the keys, not the plain one shown meanwhile
  await expect(page.getByRole('button', { name: 'Choose Date' })).toBeVisible();
  await typeDate(field, dmy(sydneyDay(4)));
  await expect(page).toHaveURL(new RegExp(`date=${sydneyDay(4)}`));
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue(dmy(sydneyDay(4)));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field).toHaveValue(dmy(sydneyDay(5)));
  await typeDate(field, dmy(sydneyDay(-3)));
  await expect(field).toHaveValue(dmy(sydneyDay(0)));
});

test('30 days ahead shows the window alert; a closed court cannot continue; a text from checkrules stops Continue; the calendar works by keyboard', async ({
  page,
}) => {
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/booking?date=${sydneyDay(30)}`);
  await page.getByRole('button', { name: 'New Booking' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Booking can only be made between 0 hours and 28 days from now.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Court 4 is closed on Sundays. Not tomorrow: on a Saturday the first test's booking (Court 1, 10:00-11:00 tomorrow)
  // would collide with the 10:00-10:30 tried below, and the collision is judged before the rate (decision 083).
  let sunday = 2;
  while (new Date(`${sydneyDay(sunday)}T12:00:00Z`).getUTCDay() !== 0) sunday += 1;
  await page.goto(`${server.url}/member/booking?date=${sydneyDay(sunday)}`);
  await upToCourt(page, 'Casual Hire', 'Court 4');
  await expect(step(page, 4).getByRole('alert')).toHaveText('Booking not available: no availability hours.');
  await expect(step(page, 4).getByRole('combobox', { name: 'Start Time' })).toHaveAttribute('aria-disabled', 'true');
  await expect(step(page, 4).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await step(page, 4).getByRole('button', { name: 'Back' }).click();
  await choose(step(page, 3), page, 'Court', 'Court 1');
  await step(page, 3).getByRole('button', { name: 'Continue' }).click();
  await choose(step(page, 4), page, 'Start Time', '10:00');
  await choose(step(page, 4), page, 'End Time', '10:30');
  // checkrules is asked as soon as the times are chosen (decision 231): its text shows without a Continue
  await expect(step(page, 4).getByRole('alert')).toHaveText(
    'There is no rate for this type, option and length of booking. Please choose another.',
  );
  await expect(step(page, 4).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('dialog', { name: 'New Booking' }).getByRole('button', { name: 'Close' }).first().click();

  // Keyboard: one tab stop into the grid, arrows between slots (each read out), Enter on a taken slot opens its card.
  await page.goto(`${server.url}/member/booking?date=${sydneyDay(1)}`);
  // a half court's label wraps onto the lines its box has below the times, where it used to end "Casual Hire · Cour…"
  const label = page.locator('.booking-event--half').filter({ hasText: 'Court 1 North' }).locator('span').last();
  await expect(label).toHaveText('Casual Hire · Court 1 North');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
    true,
  );
  const grid = page.getByRole('grid');
  await grid.getByRole('gridcell').first().focus();
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Court 1, 06:00 to 06:30, (available|not bookable)$/);
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
  // coach01 holds Court 1 North from 12:00 to 13:30, or 11:30 to 13:00 on a Saturday, before the season's games there
  await expect(page.locator(':focus')).toHaveAccessibleName(
    /^Court 1, 12:00 to 12:30, Casual Hire Court 1 North (12:00 to 13:30|11:30 to 13:00)/,
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Court 2, 12:00 to 12:30, /);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Casual Hire' })).toContainText('Court 1 North');
  await page.keyboard.press('Escape');
  // the card has closed and given the focus back to its slot before the next key, as a person waits for it to go
  await expect(page.getByRole('dialog', { name: 'Casual Hire' })).toBeHidden();
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Court 1, 12:00 to 12:30, /);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^\d\d:\d\d - \d\d:\d\d /);
});

test("a season game's time is taken: the calendar shows the game on its court and New Booking refuses Court 1 over it (issue 40 item 11, decision 282)", async ({
  page,
}) => {
  // Women's Open plays on Hornsby's Court 1 at 13:00 every Saturday of the season (demo data)
  let saturday = 1;
  while (new Date(`${sydneyDay(saturday)}T12:00:00Z`).getUTCDay() !== 6) saturday += 1;
  const day = sydneyDay(saturday);
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/booking?date=${day}`);
  await expect(page.getByRole('button', { name: "13:00 - 13:50 Women's Open game, Court 1" })).toBeVisible();
  await upToCourt(page, 'Casual Hire', 'Court 1 South'); // a half: its full court's game takes it too
  await choose(step(page, 4), page, 'Start Time', '13:00');
  await choose(step(page, 4), page, 'End Time', '14:00');
  await expect(step(page, 4).getByRole('alert')).toHaveText(
    'This court is already booked for part of that time. Please choose another time or court.',
  );
  await expect(step(page, 4).getByRole('button', { name: 'Continue' })).toBeDisabled();
});
