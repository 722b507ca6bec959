import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_TMP, expect, loginAs, test, tokenOf } from './fixtures';

// The association's messaging settings (issue 43, decision 314) in a real browser: admin01 opens Messaging settings
// from the back-office's navigation, switches on renewal reminders 21 days ahead in their own words (an unknown
// placeholder is refused by its field, nothing saved), saves, and finds them kept after a reload. Screenshots at 1366
// and 390 px land in E2E_TMP/staff-shots. The settings are put back at the end (other tests share the server).

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const WORDING = 'Hi {firstname}, your {sport} membership with us ends on {expiry}. See you at the courts!';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test.use({ viewport: { width: 1366, height: 900 } });

test('admin01 switches on renewal reminders 21 days ahead with the association’s own wording', async ({
  page,
  request,
}) => {
  const api = '/api/staff/messages/settings';
  const headers = { authorization: await tokenOf(request, 'admin01') };
  const original = (await (await request.get(api, { headers })).json()).data;
  try {
    await loginAs(page, 'admin01');
    await page.goto('/staff');
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Messaging settings' })
      .click();
    await expect(page.getByRole('heading', { name: 'Messaging settings', level: 1 })).toBeVisible();
    const renewal = page.getByRole('region', { name: 'Membership renewal reminders' });
    const on = renewal.getByRole('checkbox', { name: 'Remind members before their membership ends' });
    await expect(on).not.toBeChecked();
    await on.check();
    const days = renewal.getByRole('textbox', { name: 'Days before the end' });
    await days.fill('');
    await days.click();
    await page.keyboard.type('21');
    const wording = renewal.getByRole('textbox', { name: 'Wording' });
    await wording.fill('Hi {name}, renew soon.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      renewal.getByText('{name} is not known here: use {firstname}, {sport}, {expiry}', { exact: true }),
    ).toBeVisible();
    expect((await (await request.get(api, { headers })).json()).data.renewal_reminders).toBe(false);
    await wording.fill(WORDING);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Messaging settings saved.');
    await shot(page, 'messaging-settings-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(on).toBeVisible();
    await shot(page, 'messaging-settings-390');

    await page.reload();
    const kept = page.getByRole('region', { name: 'Membership renewal reminders' });
    await expect(kept.getByRole('checkbox', { name: 'Remind members before their membership ends' })).toBeChecked();
    await expect(kept.getByRole('textbox', { name: 'Days before the end' })).toHaveValue('21');
    await expect(kept.getByRole('textbox', { name: 'Wording' })).toHaveValue(WORDING);
  } finally {
    await request.put(api, { headers, data: original });
  }
});
