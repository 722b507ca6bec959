import type { Page } from '@playwright/test';
import { expect, loginAs, type OwnServer, payToReceipt, startServer, test, typeDate } from './fixtures';

// spec 002 §2 Store, Cart drawer, Checkout; §4 Cart and attendee rows; §5 Attendee rules; §8 checkout errors. On a
// server of their own: they sell stock and add receipts that other tests count.

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
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const attendee = (page: Page, n: number) => page.getByRole('region', { name: `Attendee ${n}` });

async function fillAttendee(
  page: Page,
  n: number,
  a: { first: string; last: string; dob: string; gender: 'Male' | 'Female' },
) {
  const row = attendee(page, n);
  await row.getByLabel('First Name').fill(a.first);
  await row.getByLabel('Last Name').fill(a.last);
  await typeDate(row.getByRole('textbox', { name: 'Date of Birth' }), a.dob);
  await row.getByLabel('Gender').click();
  await page.getByRole('option', { name: a.gender, exact: true }).click();
}

test('a visitor browses /storeview with Sign In instead of Add To Cart', async ({ page }) => {
  await page.goto(`${server.url}/storeview`);
  await expect(card(page, 'Summer Holiday Basketball Camp')).toContainText('Attendee required');
  await expect(card(page, 'Aussie Hoops Term 1')).toContainText('Eligible for Active & Creative Kids');
  await expect(card(page, 'Association Cap')).toContainText('No Attendee required');
  await expect(card(page, 'Summer Holiday Basketball Camp').getByRole('button', { name: 'Add To Cart' })).toHaveCount(
    0,
  );
  await expect(card(page, 'Summer Holiday Basketball Camp').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await card(page, 'Association Cap').getByRole('button', { name: 'Show Details' }).click();
  await expect(page.getByRole('dialog')).toContainText('Embroidered cap');
});

test('the store filters by a category found by typing, and RESET clears it; opened on a category, VIEW ALL shows everything and RESET goes back', async ({
  page,
}) => {
  await page.goto(`${server.url}/storeview`);
  const [reset, viewAll] = [
    page.getByRole('button', { name: 'RESET' }),
    page.getByRole('button', { name: 'VIEW ALL' }),
  ];
  await expect(reset).toBeDisabled(); // nothing chosen yet: both would change nothing
  await expect(viewAll).toBeDisabled();
  const category = page.getByRole('combobox', { name: 'Select Product Category' });
  await category.click();
  await page.keyboard.type('merch');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Merchandise']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/category=6/);
  await expect(card(page, 'Association Cap')).toBeVisible();
  await expect(card(page, 'Summer Holiday Basketball Camp')).toHaveCount(0);
  await reset.click();
  await expect(category).toHaveValue('');
  await expect(card(page, 'Summer Holiday Basketball Camp')).toBeVisible();

  await page.goto(`${server.url}/storeview?category=6`); // a link to the merchandise
  await expect(card(page, 'Association Cap')).toBeVisible();
  await expect(reset).toBeDisabled();
  await viewAll.click();
  await expect(card(page, 'Summer Holiday Basketball Camp')).toBeVisible();
  await expect(page).not.toHaveURL(/category=/);
  await reset.click();
  await expect(page).toHaveURL(/category=6/);
  await expect(card(page, 'Summer Holiday Basketball Camp')).toHaveCount(0);
});

test('a category with nothing on sale says so; a signed-in member sees Sold Out', async ({ page }) => {
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/store?category=99999`);
  await expect(
    page.getByText('No products are currently available please check website for release dates.'),
  ).toBeVisible();
  await page.goto(`${server.url}/member/store`);
  await expect(card(page, 'Grand Final Day Ticket').getByRole('button', { name: 'Sold Out' })).toBeDisabled();
});

test('member01 buys a camp place for two attendees and a cap with HALFPRICE and the donation, and reads the receipt with attendees', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/store`);
  await card(page, 'Summer Holiday Basketball Camp').getByRole('button', { name: 'Add To Cart' }).click();
  // The drawer opens on add; adding again raises the quantity.
  const drawer = page.getByRole('region', { name: 'Cart', exact: true });
  await expect(drawer).toContainText('Summer Holiday Basketball Camp');
  await drawer.getByRole('button', { name: 'One more Summer Holiday Basketball Camp' }).click();
  await expect(drawer.getByLabel('Quantity')).toHaveText('2');
  await drawer.getByRole('button', { name: 'Continue shopping' }).click();
  await card(page, 'Association Cap').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(drawer).toContainText('Subtotal (3 items)');
  await drawer.getByRole('button', { name: 'Check out' }).click();

  await expect(page).toHaveURL(/\/member\/checkout$/);
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  // Attendee 1: a member, found at once.
  await step(page, 1).getByRole('button', { name: 'Add Attendee' }).click();
  await fillAttendee(page, 1, { first: 'Jack', last: 'Junior', dob: '15032014', gender: 'Male' });
  await attendee(page, 1).getByRole('button', { name: 'CONFIRM Attendee' }).click();
  await expect(attendee(page, 1).getByRole('button', { name: 'ATTENDEE ADDED' })).toBeVisible();
  // The same attendee twice is refused.
  await step(page, 1).getByRole('button', { name: 'Add Attendee' }).click();
  await fillAttendee(page, 2, { first: 'jack', last: 'Junior', dob: '15032014', gender: 'Male' });
  await attendee(page, 2).getByRole('button', { name: 'CONFIRM Attendee' }).click();
  await expect(attendee(page, 2).getByRole('alert')).toHaveText('Attendee already added');
  // Someone the association does not know: more information is asked for.
  await fillAttendee(page, 2, { first: 'Ava', last: 'Nguyen', dob: '02062016', gender: 'Female' });
  await attendee(page, 2).getByRole('button', { name: 'CONFIRM Attendee' }).click();
  await expect(attendee(page, 2)).toContainText('Attendee not found. Please add more information about the attendee.');
  const row = attendee(page, 2);
  await row.getByLabel('Email').fill('ava.parent@example.com.au');
  await row.getByRole('textbox', { name: 'Mobile', exact: true }).fill('0412345678');
  await row.getByLabel('Address').fill('1 Pacific Highway');
  await row.getByRole('combobox', { name: 'Suburb' }).fill('Hornsby');
  await page
    .getByRole('option', { name: /^HORNSBY/ })
    .first()
    .click();
  await row.getByLabel('Emergency Contact Full Name').fill('Lan Nguyen');
  await row.getByRole('textbox', { name: 'Emergency Contact Mobile' }).fill('0498765432');
  await row.getByRole('button', { name: 'CONFIRM Attendee' }).click();
  await expect(row.getByRole('button', { name: 'ATTENDEE ADDED' })).toBeVisible();
  await step(page, 1).getByRole('button', { name: 'Continue' }).click();

  // Assign: both to the camp (quantity 2). spec 002 §5: continuing with an assignment that does not match the
  // quantity, nobody assigned included, answers with the message and stays on the step.
  const mismatch = step(page, 2).getByRole('alert');
  await expect(mismatch).toHaveCount(0);
  await expect(step(page, 2).getByRole('button', { name: 'Continue' })).toBeEnabled();
  await step(page, 2).getByRole('button', { name: 'Continue' }).click();
  await expect(mismatch).toHaveText('Assign attendees do not match products quantity purchased');
  await step(page, 2).getByRole('checkbox', { name: 'Jack Junior' }).check();
  await step(page, 2).getByRole('button', { name: 'Continue' }).click();
  await expect(mismatch).toHaveText('Assign attendees do not match products quantity purchased');
  await expect(step(page, 2).getByRole('checkbox', { name: 'Ava Nguyen' })).toBeVisible();
  await step(page, 2).getByRole('checkbox', { name: 'Ava Nguyen' }).check();
  await expect(mismatch).toHaveCount(0);
  await step(page, 2).getByRole('button', { name: 'Continue' }).click();

  await expect(step(page, 3)).toContainText('Jack Junior, Ava Nguyen');
  await step(page, 3).getByRole('checkbox').check();
  await step(page, 3).getByRole('button', { name: 'Continue' }).click();
  await step(page, 4).getByRole('textbox', { name: 'Coupon code' }).fill('HALFPRICE');
  await step(page, 4).getByRole('button', { name: 'Apply coupon' }).click();
  await expect(step(page, 4).getByText('Coupon applied successfully.')).toBeVisible();
  await step(page, 4).getByRole('button', { name: 'Continue' }).click();

  await step(page, 5)
    .getByLabel(/donation/i)
    .check();
  const summary = step(page, 5).getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('Discount-$140.00'); // half of $250.00 + $30.00
  await expect(summary).toContainText('Grand total$141.00'); // $140.00 + $1.00 donation
  const products = await payToReceipt(page, step(page, 5), 'Mia Member');
  await expect(products).toContainText('Summer Holiday Basketball Camp');
  await expect(products).toContainText('Jack Junior');
  await expect(products).toContainText('Ava Nguyen');
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // The next camp: both children offered from the earlier order, one tap each (decision 228).
  await page.goto(`${server.url}/member/store`);
  await card(page, 'Summer Holiday Basketball Camp').getByRole('button', { name: 'Add To Cart' }).click();
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await step(page, 0).getByRole('button', { name: 'Continue' }).click();
  const earlier = step(page, 1).getByRole('region', { name: 'From your earlier orders' });
  await earlier.getByRole('button', { name: 'Add Ava Nguyen' }).click();
  await expect(attendee(page, 1)).toContainText('Ava Nguyen, 02/06/2016');
  await expect(earlier).toHaveCount(0); // the one place is taken: nobody more is offered
  await page.evaluate(() => localStorage.removeItem('portal.cart'));
});

test('two open tabs see the same cart; signing out clears it', async ({ page, context }) => {
  await loginAs(page, 'coach01', undefined, server);
  await page.goto(`${server.url}/member/store`);
  const other = await context.newPage();
  await other.goto(`${server.url}/member/account`);
  await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await card(page, 'Reversible Training Singlet').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(other.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  // Logout asks first, the cart holding something (decision 182).
  await page
    .getByRole('dialog', { name: 'Sign out and empty your cart?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(`${server.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('portal.cart'))).toBeNull();
});
