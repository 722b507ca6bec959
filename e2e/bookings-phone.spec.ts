import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

// Court hire from a phone (docs/decisions/229-231): beside the spec's landscape overlay (spec 002 §2) a portrait
// phone lists the day's free times; a free time, tapped in the list or clicked (or Enter) on the calendar, starts New
// Booking with its venue, court, date and times, and the Date/Time step shows the price. Nothing is paid: the shared
// server's data is left as found. On weekdays Court 2 at Hornsby is open for hire from 06:00 and free until 16:00 (demo data).

const sydneyDay = (offset: number) => {
  const d = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())}T00:00:00Z`,
  );
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** A weekday two or more days ahead: Court 2 opens at 06:00 on weekdays. */
const DAY = [2, 3, 4].map(sydneyDay).find((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
const step = (page: Page, i: number) => page.getByRole('dialog', { name: 'New Booking' }).locator(`[data-step="${i}"]`);

/** Sport and type (the venue takes two sports, so they are asked), then the court step shows Court 2 and its free times. */
async function sportTypeThenCourt(page: Page) {
  for (const [i, field, option] of [
    [1, 'Sport', 'Basketball'],
    [2, 'Type', 'Casual Hire'],
  ] as const) {
    await step(page, i).getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await step(page, i).getByRole('button', { name: 'Continue' }).click();
  }
  await expect(step(page, 3).getByRole('combobox', { name: 'Court' })).toHaveText('Court 2');
  await expect(step(page, 3).getByRole('region', { name: `Free times on` })).toContainText(/Court 2: 06:00 am – /);
  await step(page, 3).getByRole('button', { name: 'Continue' }).click();
}

test('on a portrait phone member01 sees the overlay and the free times; a tap on one opens New Booking filled in, with the price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'member01');
  await page.goto(`/member/booking?date=${DAY}`);
  await expect(page.getByText('Please turn your device to landscape to see the court calendar.')).toBeVisible();
  const list = page.getByRole('region', { name: new RegExp(`^Free times on .* ${dmy(DAY)}$`) });
  await list.getByRole('button', { name: /^Book Court 2 06:00 am – / }).click();
  await expect(page.getByRole('dialog', { name: 'New Booking' })).toContainText(
    `Court 2, ${dmy(DAY)}, 06:00 am – 07:00 am: choose what you are booking it for.`,
  );
  await sportTypeThenCourt(page);
  // the day shown en-AU
  await expect(step(page, 4).getByRole('textbox', { name: 'Booking Date' })).toHaveValue(dmy(DAY));
  await expect(step(page, 4).getByRole('combobox', { name: 'Start Time' })).toHaveText('06:00');
  await expect(step(page, 4).getByRole('combobox', { name: 'End Time' })).toHaveText('07:00');
  await expect(step(page, 4).getByRole('status').filter({ hasText: 'Price' })).toHaveText('Price: $50.00 (1 hour)');
});

test('on a landscape phone a click on a free slot, or Enter on it, opens New Booking on that court, day and time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await loginAs(page, 'member01');
  await page.goto(`/member/booking?date=${DAY}`);
  await page.getByRole('gridcell', { name: 'Court 2, 10:00 to 10:30, available' }).click();
  await sportTypeThenCourt(page);
  await expect(step(page, 4).getByRole('combobox', { name: 'Start Time' })).toHaveText('10:00');
  await expect(step(page, 4).getByRole('status').filter({ hasText: 'Price' })).toHaveText('Price: $50.00 (1 hour)');
  await page.getByRole('dialog', { name: 'New Booking' }).getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('gridcell', { name: 'Court 2, 14:30 to 15:00, available' }).focus();
  await page.keyboard.press('Enter');
  await sportTypeThenCourt(page);
  await expect(step(page, 4).getByRole('combobox', { name: 'Start Time' })).toHaveText('14:30');
  await expect(step(page, 4).getByRole('combobox', { name: 'End Time' })).toHaveText('15:30');
});
