import { expect, loginAs, loginThroughUi, test } from './fixtures';

test.describe('login', () => {
  test('member01 signs in with Enter and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('member01');
    await page.getByLabel('Password', { exact: true }).fill('Portal2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mia' })).toBeVisible();
  });

  test('a wrong password shows the case-sensitivity alert, which can be dismissed', async ({ page }) => {
    await loginThroughUi(page, 'referee01', 'wrong-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Please note usernames & passwords are case sensitive');
    await expect(alert).toContainText('forgot username');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a username in the wrong case is refused', async ({ page }) => {
    await loginThroughUi(page, 'Member01');
    await expect(page.getByRole('alert')).toContainText('Please note usernames & passwords are case sensitive');
  });

  test('empty fields show the required messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('an unreadable server failure shows the technical issue message', async ({ page }) => {
    await page.route('**/api/member/login', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await loginThroughUi(page, 'member01');
    await expect(page.getByRole('alert')).toHaveText('Technical issue, please try again later.');
  });

  test('repeated failures for one username are refused with 429 and a clear message', async ({ page }) => {
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/member/login', {
        data: { username: 'guesser01', password: `guess-${i}` },
      });
      expect(res.status()).toBe(401);
    }
    await loginThroughUi(page, 'guesser01');
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
    await expect(page).toHaveURL(/\/login/);
  });

  test('Clear empties the form; the show/hide toggle reveals the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('someone');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(password).toHaveValue('');
  });

  test('the login page links to forgot username, forgot/reset password and register', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/username/email');
    await expect(page.getByRole('link', { name: 'Forgot / reset password?' })).toHaveAttribute(
      'href',
      '/password/email',
    );
    await expect(page.getByRole('link', { name: 'Register a new account' })).toHaveAttribute('href', '/register');
  });

  test('after sign-in it goes to the redirect query value', async ({ page }) => {
    await page.goto('/member/profile');
    await expect(page).toHaveURL('/?redirect=%2Fmember%2Fprofile');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fprofile$/);
    await page.getByLabel('Username').fill('member01');
    await page.getByLabel('Password', { exact: true }).fill('Portal2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/member\/profile$/);
  });
});

test.describe('remember me and logout', () => {
  const cookieDays = async (page: import('@playwright/test').Page) => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'portal_token');
    expect(cookie).toBeTruthy();
    return (cookie!.expires - Date.now() / 1000) / 86400;
  };

  test('without Remember Me the token lasts one day', async ({ page }) => {
    await loginThroughUi(page, 'coach01');
    await expect(page).toHaveURL(/\/member\/account$/);
    expect(await cookieDays(page)).toBeGreaterThan(0.95);
    expect(await cookieDays(page)).toBeLessThan(1.01);
  });

  test('with Remember Me the token lasts 365 days', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('coach01');
    await page.getByLabel('Password', { exact: true }).fill('Portal2026');
    await page.getByLabel('Remember Me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    expect(await cookieDays(page)).toBeGreaterThan(364.9);
  });

  test('when the cookie has expired the member is a visitor again', async ({ page }) => {
    await loginAs(page, 'coach01');
    await page.goto('/member/account');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/member/account');
    await expect(page).toHaveURL('/?redirect=%2Fmember%2Faccount');
  });

  test('logout revokes the token on the server and returns home', async ({ page }) => {
    await loginAs(page, 'manager01');
    await page.goto('/member/account');
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'portal_token')!.value);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect((await page.context().cookies()).find((c) => c.name === 'portal_token')).toBeUndefined();
    const res = await page.request.get('/api/member/user', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });
});

test.describe('fallback pages', () => {
  test('an unknown path shows the 404 page with a button back to login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Whoops, 404')).toBeVisible();
    await expect(page.getByText('The page you were looking for does not exist')).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the bare /member path says so and offers the dashboard', async ({ page }) => {
    await loginAs(page, 'member01');
    await page.goto('/member');
    await expect(page.getByText('This is not the route you are looking for...')).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
  });

  test('the home page shows the three cards and the agreement', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Welcome to the online platform of/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Previously registered?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forgot your username or password?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New to the association?' })).toBeVisible();
    await expect(page.getByText(/agree to the participant terms/)).toBeVisible();
  });
});
