import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { loadedViolations } from './axe';
import { E2E_TMP, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// Issue 44's "Done when" for two factors (decisions 327, 328), on a server of its own (the switch changes every staff
// sign-in): once an administrator asks staff for a second factor, admin01 cannot reach /staff without one — the
// back-office shows the set-up page instead; a wrong code is refused and counted in the security log; the right one
// turns it on and shows the recovery codes once; a recovery code signs in once and is refused the second time. Codes
// are made from the key the page shows, for the next time steps (never by waiting for one).

const SHOTS = path.join(E2E_TMP, 'staff-shots');
let server: OwnServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The code of `key` `steps` time steps from now (the server accepts one step either side, each step once). */
const codeOf = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Sign in on the login page, with a code when the page asks for one. */
async function signIn(page: Page, code?: string) {
  await page.goto(`${server.url}/login?redirect=%2Fstaff`);
  await page.getByLabel('Username').fill('admin01');
  await page.getByLabel('Password', { exact: true }).fill('Portal2026');
  await page.getByRole('button', { name: 'Login' }).click();
  if (code === undefined) return;
  const field = page.getByRole('textbox', { name: 'Code from your authenticator app' });
  await expect(field).toBeVisible();
  await field.click();
  await page.keyboard.type(code, { delay: 20 });
  await page.getByRole('button', { name: 'Login' }).click();
}

// the app's CSP allows no inline script: the test page lets axe in, as a browser extension would (as a11y.spec.ts)
test.use({ viewport: { width: 1366, height: 900 }, bypassCSP: true });

test('admin01 cannot reach /staff without a second factor once required; a wrong code is refused and logged; a recovery code works once', async ({
  page,
  request,
}) => {
  // an administrator asks every staff member for a second factor (the demo starts without)
  const admin = await tokenOf(request, 'admin01', server.url);
  const on = await request.put(`${server.url}/api/staff/security/second-factor`, {
    headers: { authorization: admin },
    data: { staff_required: true },
  });
  expect(on.status()).toBe(200);

  // the password alone does not open the back-office: the set-up page stands in its place, on every staff address
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0);
  await page.goto(`${server.url}/staff/members`);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = (await page.getByTestId('second-factor-key').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: /Scan this code/ })).toBeVisible();
  await shot(page, 'second-factor-setup-1366');

  // a wrong code is refused beside its field
  const code = page.getByRole('textbox', { name: 'Code' });
  await code.click();
  await page.keyboard.type('000000', { delay: 20 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right', { exact: false }).first()).toBeVisible();

  // the right one turns it on and shows ten recovery codes, once
  await code.fill('');
  await code.click();
  await page.keyboard.type(codeOf(key), { delay: 20 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'second-factor-recovery-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();

  // the wrong code is in the security log
  const login = await request.post(`${server.url}/api/member/login`, {
    data: { username: 'admin01', password: 'Portal2026', code: codeOf(key, 1) },
  });
  expect(login.status()).toBe(200);
  const token = `Bearer ${JSON.parse((await login.json()).data.success).access_token}`;
  const log = await request.get(
    `${server.url}/api/staff/security/log?kind=second-factor-failed&person=admin01&page=0&pageSize=10`,
    { headers: { authorization: token } },
  );
  expect(log.status()).toBe(200);
  expect((await log.json()).data.total).toBe(1);

  // signed out, the login page asks for the code: a recovery code signs in and the back-office opens
  await page.context().clearCookies();
  await signIn(page, recovery[0]!);
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
  // the administrator's page: the switch is on, admin01 has a second factor (and a Reset button)
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Second factor' }).click();
  await expect(page.getByRole('checkbox', { name: 'Staff must use a second factor' })).toBeChecked();
  await expect(page.getByRole('row', { name: /admin01/ })).toContainText('On');
  expect(await loadedViolations(page, '/staff/security/second-factor')).toEqual([]);
  await shot(page, 'second-factor-settings-1366');

  // the same recovery code a second time is refused
  await page.context().clearCookies();
  await signIn(page, recovery[0]!);
  await expect(page.getByText('That code is not right', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('member01 turns two-step sign-in on at /member/security; the login page then asks for the code', async ({
  page,
}) => {
  await loginAs(page, 'member01', undefined, server);
  await page.goto(`${server.url}/member/account`);
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  // (axe: the member menu's list holds its links as ListItemButton anchors on every member page, not this page's own)
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = (await page.getByTestId('second-factor-key').textContent())!.trim();
  await page.getByRole('textbox', { name: 'Code' }).click();
  await page.keyboard.type(codeOf(key), { delay: 20 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'member-two-step-390');

  // signed out: the password alone is not enough any more; the code is asked beside it, and then it signs in
  await page.context().clearCookies();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill('member01');
  await page.getByLabel('Password', { exact: true }).fill('Portal2026');
  await page.getByRole('button', { name: 'Login' }).click();
  const field = page.getByRole('textbox', { name: 'Code from your authenticator app' });
  await expect(field).toBeVisible();
  await field.click();
  await page.keyboard.type(codeOf(key, 1), { delay: 20 });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/member\/account/);
});
