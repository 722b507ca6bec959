import fs from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable, E2E_TMP, expect, latestMailTo, loginAs, test } from './fixtures';
import { textbox, unique } from './accounts-helpers';

// Issue 40 item 11: a parent who invited a second guardian sees the invitation waiting (to whom, for whom, until when)
// and can withdraw it; its link then no longer works. parent02 (Peter) invites for Oscar, at 1366 and 820 px.

const SHOTS = path.join(E2E_TMP, 'staff-shots');

test('parent02 sees the invitation he sent waiting with its expiry, withdraws it, and its link no longer works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `gran${unique()}@example.com.au`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'parent02');
  await page.goto('/member/family/guardians');
  await expect(page.getByRole('heading', { name: 'Guardians', level: 1 })).toBeVisible({ timeout: 30_000 });
  await textbox(page, 'Their email address').click();
  await page.keyboard.type(email);
  await page.getByRole('checkbox', { name: 'Oscar Other' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `An invitation was sent to ${email}.` })).toBeVisible();

  const pending = page
    .getByRole('list', { name: 'Invitations not yet accepted' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(pending).toContainText(
    /To look after Oscar Other; the link works until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]m\./,
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'family-invitations-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: path.join(SHOTS, 'family-invitations-820.png'), fullPage: true });

  const link = /\/member\/family\/invitation\/[\w-]+/.exec(decodeQuotedPrintable(await latestMailTo(email)))![0];
  await pending.getByRole('button', { name: `Withdraw: ${email}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The invitation to ${email} was withdrawn: its link no longer works.` }),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);

  // the link, opened by anyone signed in, is no longer usable
  await loginAs(page, 'member01');
  await page.goto(link);
  await expect(page.getByText('This invitation has expired or was already used.')).toBeVisible({ timeout: 30_000 });
});
