import sharp from 'sharp';
import { expect, loginAs, startServer, test } from './fixtures';
import {
  ACCOUNTS,
  CARD_ORDER,
  COMMON,
  COMMON_DRAWER,
  DRAWER_ORDER,
  NETBALL,
  mockProfile,
  ordered,
} from './profile-fixtures';

const FORM_ERROR = 'Error! Please check the form above for errors';

test.describe('dashboard and drawer by flags', () => {
  for (const { user, cards, drawer } of ACCOUNTS) {
    test(`${user} sees exactly the cards and drawer links its flags allow`, async ({ page }) => {
      await loginAs(page, user);
      await page.goto('/member/account');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(ordered(CARD_ORDER, [...COMMON, ...cards]));
      const nav = page.getByRole('navigation', { name: 'Member menu' });
      await expect(nav.getByRole('link')).toHaveText(ordered(DRAWER_ORDER, [...COMMON_DRAWER, ...drawer]));
      const sport = user === 'netball01' ? 'netball' : 'basketball';
      await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'href',
        `/member/profile?sport=${sport}`,
      );
      // spec 000 §2.3: the menu's selector shows for every member (decision 105); on a desktop it is the one, the
      // dashboard's (members with a team, on a phone) stays out of sight beside it (decision 221).
      await expect(main.getByRole('combobox', { name: 'Sport Profile' })).toHaveCount(0);
      await expect(nav.getByRole('combobox', { name: 'Sport Profile' })).toHaveText(
        sport === 'netball' ? 'Netball' : 'Basketball',
      );
    });
  }
});

test('a new adult member with no team is shown the ways in: membership, a team entry, the clubs of the draw, the store (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'freeteam01');
  await page.goto('/member/account');
  const start = page.getByRole('region', { name: 'Getting started' });
  await expect(start).toContainText('You are not in a team yet.');
  await expect(start.getByRole('link', { name: 'Buy or renew your membership' })).toHaveAttribute(
    'href',
    '/member/membership?sport=basketball',
  );
  await expect(start.getByRole('link', { name: 'Enter a team in a season' })).toHaveAttribute(
    'href',
    '/member/teamnomination',
  );
  await start.getByRole('link', { name: 'Find a club: the draw lists every team playing' }).click();
  await expect(page).toHaveURL(/\/draw/);
});

test('the dashboard says "Loading Data..." until the profile arrives', async ({ page }) => {
  await loginAs(page, 'member01');
  // The profile answer is held until the loading text has been seen, however long the page takes to start.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/member/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/member/account', { waitUntil: 'commit' });
  await expect(page.getByText('Loading Data...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Welcome, Mia' })).toBeVisible();
});

test('a two-sport member starts on main_sport, switches in the shell menu, and the choice ends with the session', async ({
  page,
}) => {
  const twoSports = (p: Record<string, unknown> & { sports: unknown[] }) => ({
    ...p,
    main_sport: 'netball',
    sports: [...p.sports, NETBALL],
  });
  await mockProfile(page, twoSports);
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  // on a desktop the menu's selector is the dashboard's too (decision 221)
  const selector = page
    .getByRole('navigation', { name: 'Member menu' })
    .getByRole('combobox', { name: 'Sport Profile' });
  await expect(selector).toHaveText('Netball'); // main_sport, not the first listed (Basketball)
  await expect(page.getByRole('region', { name: 'Registration' })).toContainText('UNREGISTERED');
  await selector.click();
  await page.getByRole('option', { name: 'Basketball' }).click();
  await expect(selector).toHaveText('Basketball');
  await expect(page.getByRole('region', { name: 'Registration' })).toContainText('PLEASE RENEW');
  await expect(
    page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Profile' }),
  ).toHaveAttribute('href', '/member/profile?sport=basketball');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.sport'))).toBeNull();
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  await expect(selector).toHaveText('Netball');
});

test('the Registration card: PLEASE RENEW with REGISTER NOW, REGISTERED, UNREGISTERED, and the non_pl text', async ({
  page,
}) => {
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  const card = page.getByRole('region', { name: 'Registration' });
  await expect(card).toContainText('Expiry date: ');
  await expect(card).toContainText('PLEASE RENEW');
  await expect(card.getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute(
    'href',
    '/member/membership?sport=basketball',
  );

  await loginAs(page, 'manager01');
  await page.goto('/member/account');
  await expect(card).toContainText('REGISTERED');
  await expect(page.getByRole('link', { name: 'REGISTER NOW' })).toHaveCount(0);

  // nonpl01 is an assistant coach in the demo data (decision 105)
  await loginAs(page, 'nonpl01');
  await page.goto('/member/account');
  await expect(card).toHaveText(
    'RegistrationYour profile does not need a registration. Please contact the association for any question.',
  );

  // Fixture: the demo unregistered member has no team, so the browser sees it in one.
  await mockProfile(page, (p) => ({ ...p, nb_teams: 1 }));
  await loginAs(page, 'incomplete01');
  await page.goto('/member/account');
  await expect(card).toContainText('UNREGISTERED');
  await expect(page.getByRole('link', { name: 'REGISTER NOW' })).toHaveCount(0);
});

test('incomplete01 sees the missing-information alert and is turned away from payment pages', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="alert"]')?.textContent?.includes('Redirecting')) return;
      (window as { usrWhenShown?: unknown }).usrWhenShown =
        (window.history.state as { usr?: unknown } | null)?.usr ?? null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await loginAs(page, 'incomplete01');
  await page.goto('/member/account');
  const profileCard = page.getByRole('region', { name: 'Profile' });
  await expect(profileCard).toContainText('Missing information, please update your profile');
  // The other cards keep their own height beside the taller Profile card.
  const invoices = (await page.getByRole('region', { name: 'Invoices' }).boundingBox())!;
  expect(invoices.height).toBeLessThan((await profileCard.boundingBox())!.height - 40);
  const gate = page.getByRole('alert').filter({ hasText: 'Redirecting' });
  for (const path of ['/member/membership?sport=basketball', '/member/invoices/invoice/1/payment']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(gate).toHaveText(
      'Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.',
    );
    // Shown means already out of the history entry, so a reload at once cannot bring it back (read by the init
    // script below in the very task that put the alert on the page).
    expect(await page.evaluate(() => (window as { usrWhenShown?: unknown }).usrWhenShown)).toBeNull();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Ian' })).toBeVisible();
  await expect(gate).toHaveCount(0); // the alert is not kept in history
  await page.goto('/member/membership?sport=basketball');
  await gate.getByRole('button', { name: 'Close' }).click();
  await expect(gate).toHaveCount(0);
});

test('a failed profile load (server answer) signs the member out and goes to login', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.route('**/api/member/user', (route) =>
    route.fulfill({ status: 500, json: { error: 'server_error', message: 'x' } }),
  );
  await page.goto('/member/account');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'portal_token')).toBeUndefined();
});

test('a session ended elsewhere: the next member call signs out and goes to login, and signing in comes back', async ({
  page,
}) => {
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  await expect(page.getByRole('heading', { name: 'Welcome, Mia' })).toBeVisible();
  await page.waitForLoadState('networkidle'); // the dashboard's own calls are done, so the click below makes the next one
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'portal_token')!.value);
  expect(
    (await page.request.post('/api/member/logout', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
  await page.getByRole('link', { name: 'Invoices' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Finvoices$/);
  await page.getByLabel('Username').fill('member01');
  await page.getByLabel('Password', { exact: true }).fill('Portal2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/member\/invoices$/);
});

test('a dropped connection keeps the member signed in and offers a retry', async ({ page }) => {
  await loginAs(page, 'member01');
  await page.route('**/api/member/user', (route) => route.abort('internetdisconnected'));
  await page.goto('/member/account');
  await expect(page.getByText('Your details could not be loaded. Please check your connection.')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/account$/);
  expect((await page.context().cookies()).find((c) => c.name === 'portal_token')).toBeDefined();
  await page.unroute('**/api/member/user');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Mia' })).toBeVisible();
});

test('a token the server no longer accepts also ends on login', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'portal_token', value: 'revoked-or-made-up', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fprofile$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test.describe('profile page', () => {
  test('shows the banner, read-only locked fields, the required messages beside their fields, and the dismissible alert', async ({
    page,
  }) => {
    await loginAs(page, 'incomplete01');
    await page.goto('/member/profile?sport=Basketball');
    await expect(
      page.getByRole('note').filter({ hasText: 'cannot be changed here. Please contact the association' }),
    ).toBeVisible();
    for (const label of ['Username', 'Legal First Name', 'Legal Last Name', 'Date of Birth', 'Gender']) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await expect(field).not.toBeEditable();
      await field.focus();
      await expect(field).toBeFocused();
    }
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveAccessibleDescription(
      'This field is required',
    );
    const alert = page.getByRole('alert').filter({ hasText: FORM_ERROR });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('country of birth away from AU clears the state of birth; disability away from yes clears the impairment type', async ({
    page,
  }) => {
    await loginAs(page, 'referee01');
    await page.goto('/member/profile');
    const state = page.getByRole('combobox', { name: 'State of Birth' });
    await expect(state).toHaveText('New South Wales');
    // The countries come in their own answer: typing before they arrive would be overwritten by the stored country.
    await expect(page.getByRole('combobox', { name: 'Country of Birth' })).toHaveValue('Australia');
    await page.getByRole('combobox', { name: 'Country of Birth' }).fill('New Zealand');
    await page.getByRole('option', { name: 'New Zealand' }).click();
    await expect(state).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Country of Birth' }).fill('Austral');
    await page.getByRole('option', { name: 'Australia', exact: true }).click();
    await expect(state).not.toHaveText('New South Wales');

    const disability = page.getByRole('combobox', { name: 'Do you have a disability?' });
    const impairment = page.getByRole('combobox', { name: 'Impairment Type' });
    await disability.click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await impairment.click();
    await page.getByRole('option', { name: 'Physical Impairment' }).click();
    await disability.click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await expect(impairment).toHaveCount(0);
    await disability.click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await expect(impairment).not.toHaveText('Physical Impairment');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(state).toHaveAccessibleDescription('This field is required');
    await expect(impairment).toHaveAccessibleDescription('This field is required');
  });

  test('server errors show beside their fields, and those with no field on screen in the alert', async ({ page }) => {
    await loginAs(page, 'member01');
    await page.route('**/api/member/user', (route) =>
      route.request().method() !== 'POST'
        ? route.continue()
        : route.fulfill({
            status: 422,
            json: {
              error: 'error_validation',
              message: FORM_ERROR,
              errors: {
                username: 'This field cannot be changed. Please contact the association.',
                sport: 'Please choose one of your sport profiles',
                disabilitytype: 'This field is required',
              },
            },
          }),
    );
    await page.goto('/member/profile');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'This field cannot be changed. Please contact the association.',
    );
    const alert = page.getByRole('alert').filter({ hasText: FORM_ERROR });
    await expect(alert).toContainText('Sport profile: Please choose one of your sport profiles');
    await expect(alert).toContainText('Impairment Type: This field is required');
  });

  test("a sport that is not the member's falls back to their sport profile, and the form saves", async ({ page }) => {
    await loginAs(page, 'coach01');
    await page.goto('/member/profile?sport=tennis');
    await expect(page.getByRole('textbox', { name: 'Expiry Date (Basketball)' })).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/member/user') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Update' }).click();
    expect((await sent).postData()).toContain('name="sport"\r\n\r\nbasketball');
    await expect(page).toHaveURL(/\/member\/account$/);
  });

  test('junior01 reads the parent/guardian wording on the required terms; long questions stay readable on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'junior01');
    await page.goto('/member/profile');
    await expect(page.getByText('a parent or guardian must read and agree')).toBeVisible();
    const terms = page.getByRole('checkbox', {
      name: 'I have read and agree to the Terms and Conditions on behalf of the applicant',
    });
    await expect(terms).toBeChecked();
    await expect(page.locator('label').filter({ has: terms })).toHaveText(
      'I have read and agree to the Terms and Conditions on behalf of the applicant *',
    );
    const question = page.getByText('Do you identify as Aboriginal or Torres Strait Islander?');
    expect(
      await question.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= 390),
    ).toBe(true);
    await expect(
      page.getByRole('combobox', { name: 'Do you identify as Aboriginal or Torres Strait Islander?' }),
    ).toHaveText('No');
  });

  test('a photo over 500 KB is refused in the browser; a small PNG is saved and shown', async ({ page }) => {
    await loginAs(page, 'freeteam01');
    await page.goto('/member/profile');
    const big = Buffer.alloc(600 * 1024, 1);
    await page.getByLabel('Profile picture').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('Profile picture size should be less than 500 KB!')).toBeVisible();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e65100' } })
      .png()
      .toBuffer();
    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Profile picture size should be less than 500 KB!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await page.goto('/member/profile');
    await expect(page.getByRole('img', { name: 'Profile photo of Fred' })).toHaveAttribute('src', /^blob:/);
  });
});

test('official01 saves bank details and sees each validation message', async ({ page }) => {
  await loginAs(page, 'official01');
  await page.goto('/member/account');
  await page
    .getByRole('link', { name: /EFT Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/member\/eftaccount$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Account Name' })).toHaveAccessibleDescription(
    'This field is required',
  );
  await expect(page.getByRole('alert').filter({ hasText: FORM_ERROR })).toBeVisible();
  await page.getByLabel('Account Name').fill('Olivia Official');
  await page.getByLabel('BSB Number').fill('06214');
  await page.getByLabel('Account Number').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid BSB')).toBeVisible();
  await expect(page.getByText('Please enter a valid account')).toBeVisible();
  await page.getByLabel('BSB Number').fill('062145');
  await page.getByLabel('Account Number').fill('12345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bank details saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('BSB Number')).toHaveValue('062145');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
});

test('member01 updates the profile; the change survives a reload and a server restart', async ({ page }) => {
  test.setTimeout(120_000);
  // Its own server and DATA_DIR, so the restart and member01's new details touch no other test.
  let server = await startServer();
  try {
    await loginAs(page, 'member01', undefined, server);
    await page.goto(`${server.url}/member/profile?sport=basketball`);
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('0400111222');
    await page.getByLabel('Skills').fill('Scoring bench');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await page.goto(`${server.url}/member/profile`);
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('0400111222');

    await server.stop({ keepData: true });
    server = await startServer({}, { dataDir: server.dataDir, port: server.port });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('0400111222');
    await expect(page.getByLabel('Skills')).toHaveValue('Scoring bench');
  } finally {
    await server.stop();
  }
});
