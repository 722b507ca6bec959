import { expect, loginAs, test } from './fixtures';

// spec 000 §2.2 and 002 §2: every access rule, rule by rule, in a real browser.
const MEMBER_ROUTES = [
  '/member/account',
  '/member/eftaccount',
  '/member/noticeboard',
  '/member/profile',
  '/member/teamnomination',
  '/member/teams',
  '/member/teams/team/1',
  '/member/invoices',
  '/member/invoices/invoice/1',
  '/member/invoices/invoice/1/payment',
  '/member/membership?sport=basketball',
  '/member/orders',
  '/member/orders/order/1',
  '/member/referee',
  '/member/refereeavail',
  '/member/roster',
  '/member/booking',
  '/member/mybooking',
  '/member/store',
  '/member/checkout',
  '/member',
];

test('a visitor on any member route is sent home with the target as a redirect query', async ({ page }) => {
  for (const path of MEMBER_ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/?redirect=${encodeURIComponent(path)}`);
  }
});

test('a signed-in member on a public page is sent to the dashboard', async ({ page }) => {
  await loginAs(page, 'member01');
  for (const path of ['/', '/login', '/teamentry', '/registerteamentry', '/registernetball', '/register']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/member\/account$/);
  }
});

test('draw, result and stats stay open to signed-in members and visitors', async ({ page }) => {
  for (const path of ['/draw', '/result', '/member/stats']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path);
  }
  await loginAs(page, 'member01');
  for (const path of ['/draw', '/result', '/member/stats']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path);
  }
});

test('storeview and bookingview forward signed-in members keeping the query', async ({ page }) => {
  await page.goto('/storeview?category=2');
  await expect(page).toHaveURL('/storeview?category=2');
  await loginAs(page, 'member01');
  await page.goto('/storeview?category=2');
  await expect(page).toHaveURL('/member/store?category=2');
  await page.goto('/bookingview?venue=1');
  await expect(page).toHaveURL('/member/booking?venue=1');
});

test('recovery pages log a signed-in member out first', async ({ page }) => {
  for (const path of ['/username/email', '/password/email', '/password/reset/abc']) {
    await loginAs(page, 'member01');
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'portal_token')!.value);
    await page.goto(path);
    await expect(page, path).toHaveURL(path);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'portal_token'), { message: path })
      .toBe(false);
    const res = await page.request.get('/api/member/user', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(401);
  }
});

const GATES: { path: string; allowed: string; refused: string }[] = [
  { path: '/member/teamnomination', allowed: 'member01', refused: 'junior01' },
  { path: '/member/eftaccount', allowed: 'official01', refused: 'member01' },
  { path: '/member/noticeboard', allowed: 'manager01', refused: 'member01' },
  { path: '/member/referee', allowed: 'referee01', refused: 'member01' },
  { path: '/member/refereeavail', allowed: 'referee01', refused: 'official01' },
  { path: '/member/roster', allowed: 'official01', refused: 'referee01' },
  { path: '/member/membership?sport=basketball', allowed: 'member01', refused: 'nonpl01' },
];

for (const { path, allowed, refused } of GATES) {
  test(`${path} admits ${allowed} and turns ${refused} back to the dashboard`, async ({ browser }) => {
    const yes = await browser.newPage();
    await loginAs(yes, allowed);
    await yes.goto(path);
    await expect(yes).toHaveURL(path);
    await yes.close();
    const no = await browser.newPage();
    await loginAs(no, refused);
    await no.goto(path);
    await expect(no).toHaveURL(/\/member\/account$/);
    await no.close();
  });
}

test('an incomplete profile is turned away from payment pages with the spec alert', async ({ page }) => {
  await loginAs(page, 'incomplete01');
  for (const path of ['/member/membership?sport=basketball', '/member/invoices/invoice/1/payment']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/member\/account$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Redirecting to your dashboard...' })).toHaveText(
      'Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.',
    );
  }
});
