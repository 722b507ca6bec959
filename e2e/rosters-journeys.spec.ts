import type { Page } from '@playwright/test';
import { expect, loginAs, startServer, test, type OwnServer } from './fixtures';

// spec 002 §2 Competition Roster and Availability as a referee walks them: the roster starts at today, chosen times
// are plain to see, and saving keeps the tab. On a server of its own: it saves referee01's availability.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('My roster starts at today; the past 4 weeks are behind a switch (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'referee01', undefined, server);
  await page.goto(`${server.url}/member/referee`);
  const today = sydneyToday();
  await expect(page.getByRole('textbox', { name: 'Start Date' })).toHaveValue(dmy(today));
  await page.getByRole('switch', { name: 'Include past games (4 weeks back)' }).check();
  await expect(page.getByRole('textbox', { name: 'Start Date' })).toHaveValue(dmy(addDays(today, -28)));
  await page.getByRole('switch', { name: 'Include past games (4 weeks back)' }).uncheck();
  await expect(page.getByRole('textbox', { name: 'Start Date' })).toHaveValue(dmy(today));
});

async function openAvailability(page: Page) {
  await loginAs(page, 'referee01', undefined, server);
  await page.goto(`${server.url}/member/refereeavail`);
  await page.getByLabel('Venue').click();
  await page.getByRole('option', { name: 'Thornleigh Brickpit Stadium' }).click();
  await page.getByRole('button', { name: 'MY AVAILABILITY' }).click();
}

test('a chosen time shows a check mark on a solid fill (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAvailability(page);
  const slot = page.getByRole('group', { name: 'Wednesday' }).getByRole('button').last();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(slot.locator('svg')).toHaveCount(1);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'false');
  await expect(slot.locator('svg')).toHaveCount(0);
  await slot.click();
  await page.screenshot({ path: `${process.env.E2E_TMP ?? '.tmp'}/shots/referee-availability-1366.png` });
});

test('saving an unavailable date stays on the Unavailable Dates tab (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAvailability(page);
  await page.getByRole('tab', { name: 'Unavailable Dates' }).click();
  const date = dmy(addDays(sydneyToday(), 20));
  await page.getByRole('textbox', { name: 'Unavailable date' }).fill(date);
  await page.getByRole('button', { name: 'ADD DATE' }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Availability updated successfully' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('tab', { name: 'Unavailable Dates' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Your unavailable dates' })).toContainText(date);
});
