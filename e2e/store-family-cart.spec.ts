import type { Page } from '@playwright/test';
import { expect, loginAs, type OwnServer, payToReceipt, startServer, test } from './fixtures';

// docs/decisions/250: one cart for the family. parent01 adds Poppy's membership renewal (acting for her) and a camp
// for Jack (junior01) to one cart, pays once with the sandbox card, and the receipt names both children. On a server
// of its own: it renews Poppy's membership, which other tests read.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const step = (page: Page, i: number) => page.locator(`[data-step="${i}"]`);

/** Choose whom the tab acts for with the member shell's person selector (decision 246), as a parent does. */
async function actFor(page: Page, person: 'Myself' | 'Poppy Parent') {
  await page
    .getByRole('navigation', { name: 'Member menu' })
    .filter({ visible: true })
    .getByRole('combobox', { name: 'Person' })
    .click();
  await page.getByRole('option', { name: person, exact: true }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
}

test('parent01 renews Poppy and buys a camp for Jack in one checkout, and one receipt names both children', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/account`);

  // Acting for Poppy, her renewal goes to the cart instead of being paid on the membership page.
  await actFor(page, 'Poppy Parent');
  await expect(page.getByRole('status').filter({ hasText: 'Acting for Poppy Parent' })).toBeVisible();
  await page.goto(`${server.url}/member/membership?sport=basketball`);
  await step(page, 0).getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('region', { name: 'Cart', exact: true });
  await expect(drawer).toContainText('Basketball Membership for Poppy Parent');

  // Back as herself, Paula adds the camp and checks out; her children are offered as attendees.
  await page.goto(`${server.url}/member/account`); // the cart drawer closed, the menu in reach
  await actFor(page, 'Myself');
  await page.goto(`${server.url}/member/store`);
  await page
    .getByRole('article', { name: 'Summer Holiday Basketball Camp' })
    .getByRole('button', { name: 'Add To Cart' })
    .click();
  await expect(drawer).toContainText('Subtotal (2 items)');
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  await step(page, 1).getByRole('button', { name: 'Add Jack Junior' }).click();
  await expect(step(page, 1).getByRole('button', { name: 'ATTENDEE ADDED' })).toBeVisible();
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();
  await step(page, 2).getByRole('checkbox', { name: 'Jack Junior' }).check();
  await step(page, 2).getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 3)).toContainText('for Poppy Parent');
  await step(page, 3).getByRole('checkbox').check();
  await step(page, 3).getByRole('button', { name: 'Continue' }).click();
  await step(page, 4).getByRole('button', { name: 'Continue' }).click();

  const summary = step(page, 5).getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('Grand total$275.00'); // $150.00 renewal + $125.00 camp
  const products = await payToReceipt(page, step(page, 5), 'Paula Parent');
  await expect(products).toContainText('Basketball Membership');
  await expect(products).toContainText('for Poppy Parent');
  await expect(products).toContainText('Summer Holiday Basketball Camp');
  await expect(products).toContainText('Jack Junior');
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
