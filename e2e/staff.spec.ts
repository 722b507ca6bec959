import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { loadedViolations } from './axe';
import { E2E_TMP, expect, loginAs, test, typeDate, tokenOf } from './fixtures';

// The back-office (docs/decisions/160 to 164) in a real browser: desktop first (1366 px), one tablet check (820 px).
// Screenshots of each page land in E2E_TMP/staff-shots for a person to look at.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'staff-shots');
const DIST = path.resolve(import.meta.dirname, '../packages/web/dist');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function memberId(request: APIRequestContext, username: string): Promise<number> {
  const res = await request.get(`/api/staff/members?q=${username}`, {
    headers: { authorization: await tokenOf(request, 'admin01') },
  });
  return ((await res.json()).data.rows as { id: number; username: string }[]).find((r) => r.username === username)!.id;
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('admin01 grants compofficer01 a role and revokes it; both changes are in the audit trail with before and after', async ({
    page,
  }) => {
    await loginAs(page, 'admin01');
    await page.goto('/member/account');
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Back-office' }).click();
    await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
    await expect(page.getByTestId('staff-identity')).toContainText('Ada Admin');
    await expect(page.getByRole('region', { name: 'Duplicate people' })).toContainText(/pairs? looks? like one person/);
    await shot(page, 'home-1366');

    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Staff roles' }).click();
    await page.getByRole('combobox', { name: 'Member' }).pressSequentially('compofficer');
    await page.getByRole('option', { name: /\(compofficer01,/ }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Referee coordinator' }).click();
    await page.getByRole('button', { name: 'Grant role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a staff role' });
    await expect(dialog).toContainText('Grant referee coordinator to compofficer01?');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Colin Competition is now referee coordinator.' }),
    ).toBeVisible();
    const revoke = page.getByRole('button', { name: 'Revoke Referee coordinator from compofficer01' });
    await expect(revoke).toBeVisible();
    await shot(page, 'roles-1366');
    await revoke.click();
    await page.getByRole('dialog', { name: 'Revoke a staff role' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Colin Competition is no longer referee coordinator.' }),
    ).toBeVisible();
    await expect(revoke).toHaveCount(0);

    await nav.getByRole('link', { name: 'Audit trail' }).click();
    await page.getByLabel('Who (username)').fill('admin01');
    await page.getByLabel('Record', { exact: true }).fill('member');
    await page.getByRole('button', { name: 'Search' }).click();
    const grid = page.getByRole('grid', { name: 'Audit trail' });
    const revoked = grid
      .getByRole('row')
      .filter({ hasText: 'Staff role taken away' })
      .filter({ hasText: 'Referee coordinator' });
    const granted = grid
      .getByRole('row')
      .filter({ hasText: 'Staff role given' })
      .filter({ hasNotText: 'themselves' })
      .filter({ hasText: 'Referee coordinator' });
    await expect(revoked).toContainText('Roles: Competition officer, Referee coordinator → Competition officer');
    await expect(granted).toContainText('Roles: Competition officer → Competition officer, Referee coordinator');
    await shot(page, 'audit-1366');
  });

  test("finance01 corrects a member's date of birth with a reason; the member's profile and the audit trail show it", async ({
    page,
    browser,
    request,
  }) => {
    const id = await memberId(request, 'venue01');
    await loginAs(page, 'finance01');
    await page.goto('/staff/members');
    await page.getByLabel('Name, username, email, mobile or member number').fill('venue01');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('grid', { name: 'Members' }).getByRole('row').filter({ hasText: 'venue01' }).click();
    await expect(page).toHaveURL(`/staff/members/${id}`);
    await expect(page.getByRole('heading', { name: 'Victor Venue' })).toBeVisible();
    await shot(page, 'record-1366');

    await page.getByRole('button', { name: 'Correct details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct name, date of birth or gender' });
    await dialog.getByRole('textbox', { name: 'Date of Birth' }).fill('03041979');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please give a reason: it is kept in the audit trail.')).toBeVisible();
    await dialog.getByLabel('Reason (kept in the audit trail)').fill('Birth certificate seen at the desk');
    await shot(page, 'correct-dialog-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The details of Victor Venue were corrected.' }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('03/04/1979');

    const origin = new URL(page.url()).origin;
    const member = await browser.newContext({ baseURL: origin });
    const own = await member.newPage();
    await loginAs(own, 'venue01');
    await own.goto('/member/profile');
    await expect(own.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('03/04/1979');
    await member.close();

    const admin = await browser.newContext({ baseURL: origin, viewport: DESKTOP });
    const audit = await admin.newPage();
    await loginAs(audit, 'admin01');
    await audit.goto(`/staff/members/${id}`);
    await audit.getByRole('link', { name: 'Audit trail of this member' }).click();
    const row = audit
      .getByRole('grid', { name: 'Audit trail' })
      .getByRole('row')
      .filter({ hasText: 'Member details corrected' });
    await expect(row).toContainText('finance01');
    await expect(row).toContainText('Birth certificate seen at the desk');
    await expect(row).toContainText('Date of birth: 21/06/1988 → 03/04/1979');
    await admin.close();
  });

  test('flags and the audit trail read as words: EFT details, Password reset link sent, filtered by what and by days typed dd/mm/yyyy (issue 40 item 10)', async ({
    page,
    request,
  }) => {
    const id = await memberId(request, 'official01');
    await loginAs(page, 'admin01');
    await page.goto(`/staff/members/${id}`);
    await expect(page.getByRole('heading', { name: 'Olivia Official' })).toBeVisible({ timeout: 20_000 }); // the back-office's chunk, on a loaded machine
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('EFT details', { exact: true })).toBeVisible();
    await expect(panel).not.toContainText('is_eft');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('dialog', { name: 'Send a password reset link' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'A password reset link was mailed to' })).toBeVisible();

    await page.goto('/staff/audit');
    const what = page.getByRole('combobox', { name: 'What' });
    await what.click();
    await page.getByRole('option', { name: 'Password reset link sent', exact: true }).click(); // the list is long: scrolled to
    await expect(what).toHaveText('Password reset link sent');
    const today = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await typeDate(page.getByRole('textbox', { name: 'From' }), today);
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(today);
    await page.getByRole('button', { name: 'Search' }).click();
    const grid = page.getByRole('grid', { name: 'Audit trail' });
    const row = grid
      .getByRole('row')
      .filter({ hasText: 'Password reset link sent' })
      .filter({ hasText: String(id) });
    await expect(row.first()).toContainText('admin01');
    await expect(grid).not.toContainText('members.reset_link');
    await expect(grid.getByRole('columnheader', { name: 'What' })).toBeVisible();
    await shot(page, 'audit-words-1366');
  });

  test("finance01 sets refcoord01's membership expiry by hand with a reason; the record shows it (decision 257)", async ({
    page,
    request,
  }) => {
    const id = await memberId(request, 'refcoord01');
    await loginAs(page, 'finance01');
    await page.goto(`/staff/members/${id}`);
    await expect(page.getByRole('heading', { name: 'Rita Rostering' })).toBeVisible();
    await page.getByRole('button', { name: 'Membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a membership' });
    await expect(dialog.getByRole('combobox', { name: 'Sport' })).toHaveText('Basketball');
    await dialog.getByRole('textbox', { name: 'Expires (empty: no expiry)' }).fill('30/06/2031');
    await dialog.getByRole('checkbox', { name: 'Renewal due' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please give a reason: it is kept in the audit trail.')).toBeVisible();
    await dialog.getByLabel('Reason (kept in the audit trail)').fill('Life member, voted at the AGM');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The Basketball membership of Rita Rostering was saved.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Sports' }).getByRole('row').filter({ hasText: 'basketball' }),
    ).toContainText('30/06/2031');
    await expect(
      page.getByRole('table', { name: 'Sports' }).getByRole('row').filter({ hasText: 'basketball' }),
    ).toContainText('Yes');
  });

  test('compofficer01 cannot correct a member: the action is hidden and the API refuses', async ({ page, request }) => {
    const id = await memberId(request, 'coach01'); // a competition officer reads the people of teams (decision 264)
    await loginAs(page, 'compofficer01');
    await page.goto(`/staff/members/${id}`);
    await expect(page.getByRole('heading', { name: 'Carla Coach' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Correct details' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Back-office' }).getByRole('link')).toHaveText([
      'Home',
      'Members',
      'Invited players',
      'Seasons',
      'Team entries',
      'Courts and game slots',
      'Results',
      'Game edits',
      'Ladder rules',
      'Working With Children Checks',
      'Messages',
    ]);
    const res = await request.post(`/api/staff/members/${id}/correct`, {
      headers: { authorization: await tokenOf(request, 'compofficer01') },
      data: { firstname: 'Carla', lastname: 'Coach', dob: '01/01/1990', gender: 'female', reason: 'try' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Your staff role does not allow this.');
  });

  test('venue01 reads only the people of bookings, with their contact details: no date of birth, no junior, no other tabs (decision 264)', async ({
    page,
    request,
  }) => {
    const [hirer, junior] = [await memberId(request, 'netball01'), await memberId(request, 'junior01')];
    await loginAs(page, 'venue01');
    await page.goto('/staff/members');
    const grid = page.getByRole('grid', { name: 'Members' });
    await expect(grid.getByRole('row').filter({ hasText: 'netball01' })).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['No.', 'Name', 'Username', 'Email', 'Mobile', 'Account']);
    await page.getByLabel('Name, username, email, mobile or member number').fill('junior01');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(grid.getByText('Nothing found.')).toBeVisible();
    await page.goto(`/staff/members/${hirer}`);
    await expect(page.getByRole('heading', { name: 'Nell Netballer' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Profile', 'Bookings']);
    await expect(page.getByRole('tabpanel')).toContainText('netball01@example.com.au');
    await expect(page.getByRole('tabpanel')).not.toContainText('Date of birth');
    await shot(page, 'record-venue-1366');
    await page.goto(`/staff/members/${junior}`);
    await expect(
      page.getByText('There is no member with that number among the people your staff role reads.'),
    ).toBeVisible();
  });

  test('a member without a staff role never loads the back-office, and is told it is not for them', async ({
    page,
  }) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const staffApp = `/${manifest['src/staff/staff-app.tsx']!.file}`;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loginAs(page, 'member01');
    await page.goto('/member/account');
    await expect(page.getByRole('heading', { name: 'Welcome, Mia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back-office' })).toHaveCount(0);
    await page.goto('/staff/members');
    await expect(page.getByRole('heading', { name: 'Not for you' })).toBeVisible();
    await shot(page, 'not-for-you-1366');
    await page.getByRole('link', { name: 'Back to the member portal' }).click();
    await expect(page).toHaveURL('/member/account');
    expect(requested).not.toContain(staffApp);
    expect(requested.filter((p) => p.startsWith('/api/staff/'))).toEqual(['/api/staff/me']);
  });

  test('an administrator sees the duplicate pair of the demo data', async ({ page }) => {
    await loginAs(page, 'admin01');
    await page.goto('/staff/duplicates');
    const pair = page.getByRole('region', { name: 'Dana Duplicate, duplicate01 and duplicate02' });
    await expect(pair).toContainText('0411222333');
    await pair.getByRole('button', { name: 'Merge…' }).click();
    await expect(page.getByRole('dialog', { name: 'Merge the accounts of Dana Duplicate' })).toBeVisible();
    await shot(page, 'duplicates-1366');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('tablet', () => {
  test.use({ viewport: TABLET });

  test('at 820 px the back-office menu opens from the app bar and the member search grid fits', async ({ page }) => {
    await loginAs(page, 'admin01');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
    await shot(page, 'home-820');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Members' }).click();
    await page.getByLabel('Name, username, email, mobile or member number').fill('Dana');
    await page.getByRole('button', { name: 'Search' }).click();
    const grid = page.getByRole('grid', { name: 'Members' });
    await expect(grid.getByRole('row').filter({ hasText: 'duplicate02' })).toBeVisible();
    const box = (await grid.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(TABLET.width);
    await shot(page, 'members-820');
    await grid.getByRole('row').filter({ hasText: 'duplicate02' }).click();
    await expect(page.getByRole('heading', { name: 'Dana Duplicate' })).toBeVisible();
    await shot(page, 'record-820');
    await page.goto('/staff/audit');
    await expect(page.getByRole('grid', { name: 'Audit trail' })).toBeVisible();
    await shot(page, 'audit-820');
  });
});

test.describe('accessibility', () => {
  // The app's CSP allows no inline script: the test page lets axe in, as a browser extension would (as a11y.spec.ts).
  test.use({ viewport: DESKTOP, bypassCSP: true });

  test("the back-office's pages have no axe violation", async ({ page, request }) => {
    const id = await memberId(request, 'duplicate02');
    await loginAs(page, 'admin01');
    const found: string[] = [];
    for (const p of [
      '/staff',
      '/staff/roles',
      '/staff/audit',
      '/staff/members?q=dana',
      `/staff/members/${id}`,
      '/staff/duplicates',
      '/staff/imports',
    ]) {
      await page.goto(p);
      found.push(...(await loadedViolations(page, p)));
    }
    expect(found).toEqual([]);
  });
});
