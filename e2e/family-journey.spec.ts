import { expect, type Page } from '@playwright/test';
import { decodeQuotedPrintable, DEMO_PASSWORD, latestMailTo, payToReceipt, test } from './fixtures';
import { accountStep, agreeAndRegister, choose, contact, fillPersonal, textbox, unique } from './accounts-helpers';

// Issue 34's journey (docs/decisions/245-250): a new parent registers, adds two children, puts both children's
// membership renewals and a camp for one of them in one cart, pays once and reads one receipt naming both; a second
// parent accepts the mailed invitation and sees the same children, never the first parent's phone or address.

const visibleButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true });
const PARENT_MOBILE = '0412345678'; // what contact() types for the parent
const PARENT_ADDRESS = '1 Peats Ferry Road';

/** The registration's personal step (spec 000 §2.3), for the parent and for each child. */
async function personal(page: Page, first: string, dob: string) {
  await fillPersonal(page, { first, last: 'Kidd', dob, gender: 'Female' });
  await visibleButton(page, 'Continue').click();
}

async function addChild(page: Page, first: string, dob: string) {
  await page.goto('/member/family/add');
  await personal(page, first, dob);
  await textbox(page, 'Email').fill(`${first.toLowerCase()}.kidd@example.com.au`);
  await textbox(page, 'Mobile').fill('0400111222');
  await textbox(page, 'Address').fill('5 Kidd Lane');
  await page.getByRole('combobox', { name: 'Suburb' }).fill('hornsb');
  await page.getByRole('option', { name: /^HORNSBY NSW 2077/ }).click();
  await choose(page, 'Do you have a disability or impairment?', 'No');
  await textbox(page, 'Emergency Contact Full Name').fill('Gran Kidd');
  await textbox(page, 'Emergency Contact Mobile').fill('0498111222');
  await visibleButton(page, 'Continue').click();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await visibleButton(page, 'Add a child').click();
  await expect(page).toHaveURL(/\/member\/family$/);
  await expect(page.getByRole('region', { name: `${first} Kidd` })).toBeVisible();
}

async function renewToCart(page: Page, name: string) {
  await page.goto('/member/family');
  await page.getByRole('button', { name: `Act for ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Acting for ${name}` })).toBeVisible();
  await page.goto('/member/membership?sport=basketball');
  await visibleButton(page, 'Add to cart').click();
  await expect(page.getByRole('region', { name: 'Cart', exact: true })).toContainText(
    `Basketball Membership for ${name}`,
  );
  await page.getByRole('button', { name: 'Close cart' }).click();
}

test('a new parent adds two children, renews both and buys a camp for one in one checkout; a second parent joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = `par${unique()}`;
  await page.goto('/register');
  await accountStep(page, username);
  await personal(page, 'Kim', '21/06/1986');
  await contact(page);
  await agreeAndRegister(page);
  await expect(page).toHaveURL(/\/member\/account$/);

  await addChild(page, 'Ava', '14/02/2014');
  await addChild(page, 'Bea', '03/09/2016');
  await renewToCart(page, 'Ava Kidd');
  await renewToCart(page, 'Bea Kidd');

  // back as herself, the parent adds the camp for Bea and pays everything once
  await page.goto('/member/family');
  await page
    .getByRole('button', { name: /^Act for Kim Kidd|Act for yourself|Myself/ })
    .first()
    .click();
  await page.goto('/member/store');
  await page
    .getByRole('article', { name: 'Summer Holiday Basketball Camp' })
    .getByRole('button', { name: 'Add To Cart' })
    .click();
  const drawer = page.getByRole('region', { name: 'Cart', exact: true });
  await expect(drawer).toContainText('Subtotal (3 items)');
  await drawer.getByRole('button', { name: 'Check out' }).click();
  const step = (i: number) => page.locator(`[data-step="${i}"]`);
  await step(0).getByRole('button', { name: 'Continue' }).click();
  await step(1).getByRole('button', { name: 'Add Bea Kidd' }).click();
  await step(1).getByRole('button', { name: 'Continue' }).click();
  await step(2).getByRole('checkbox', { name: 'Bea Kidd' }).check();
  await step(2).getByRole('button', { name: 'Continue' }).click();
  await step(3).getByRole('checkbox').check();
  await step(3).getByRole('button', { name: 'Continue' }).click();
  await step(4).getByRole('button', { name: 'Continue' }).click();
  const products = await payToReceipt(page, step(5), 'Kim Kidd');
  await expect(products).toContainText('for Ava Kidd');
  await expect(products).toContainText('for Bea Kidd');
  await expect(products).toContainText('Summer Holiday Basketball Camp');

  // the second parent: registered already, invited by email, accepts and sees both children
  const second = `sec${unique()}`;
  const email = `${second}@example.com.au`;
  const otherContext = await browser.newContext();
  const registered = await otherContext.request.post('/api/member/register', {
    data: {
      sport: 'netball',
      username: second,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      firstname: 'Lee',
      lastname: 'Kidd',
      dob: '02/02/1984',
      gender: 'female',
      email,
      mobile: '0499000111',
      phone: '0298000111',
      address: '9 Other Street',
      suburb: 'HORNSBY',
      postcode: '2077',
      state: 'NSW',
      ec_fullname: 'Ron Kidd',
      ec_mobile: '0498765432',
      agreed_to_terms: true,
      agreed_to_privacy: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await page.goto('/member/family/guardians');
  await textbox(page, 'Their email address').fill(email);
  await page.getByRole('checkbox', { name: 'Ava Kidd' }).check();
  await page.getByRole('checkbox', { name: 'Bea Kidd' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  let path = '';
  await expect
    .poll(
      async () =>
        (path =
          /\/member\/family\/invitation\/[\w-]+/.exec(decodeQuotedPrintable(await latestMailTo(email)))?.[0] ?? ''),
      { timeout: 20_000 },
    )
    .not.toBe('');

  const other = await otherContext.newPage();
  await other.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await other.getByLabel('Username').fill(second);
  await other.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: 'Login' }).click();
  await other.getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByRole('status')).toContainText('You now look after');
  await other.goto('/member/family');
  await expect(other.getByRole('region', { name: 'Ava Kidd' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Bea Kidd' })).toBeVisible();
  for (const where of ['/member/family', '/member/family/guardians']) {
    await other.goto(where);
    await expect(other.getByRole('main')).toContainText('Kim Kidd');
    const shown = await other.getByRole('main').innerText();
    for (const detail of [PARENT_MOBILE, PARENT_ADDRESS, `${username}@`]) expect(shown).not.toContain(detail);
  }
  await otherContext.close();
});
