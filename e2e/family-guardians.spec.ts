import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, decodeQuotedPrintable, latestMailTo, loginAs } from './fixtures';
import { textbox, unique } from './accounts-helpers';

// docs/decisions/248: parent01 (Paula) invites a second guardian for Poppy by email; the invitee opens the mailed link,
// signs in on the way (the link survives the sign-in redirect), accepts, and sees Poppy with her guardians by name,
// never Paula's phone, address or email.

test('a second guardian accepts the mailed invitation and sees Poppy but not the first parent\'s contact details', async ({ page, browser }) => {
  const username = `gdn${unique()}`;
  const email = `${username}@example.com.au`;
  const registered = await page.request.post('/api/member/register', {
    data: {
      sport: 'netball', username, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, firstname: 'Gina', lastname: 'Guardian',
      dob: '02/02/1985', gender: 'female', email, mobile: '0412345678', phone: '0298765432', address: '1 Peats Ferry Road',
      suburb: 'HORNSBY', postcode: '2077', state: 'NSW', ec_fullname: 'Ron Guardian', ec_mobile: '0498765432',
      agreed_to_terms: true, agreed_to_privacy: true,
    },
  });
  expect(registered.status()).toBe(200);

  await loginAs(page, 'parent01');
  await page.goto('/member/family/guardians');
  await expect(page.getByRole('heading', { name: 'Guardians', level: 1 })).toBeVisible();
  await textbox(page, 'Their email address').fill(email);
  await page.getByRole('checkbox', { name: 'Poppy Parent' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`An invitation was sent to ${email}.`);

  let path = '';
  await expect.poll(async () => (path = /\/member\/family\/invitation\/[\w-]+/.exec(decodeQuotedPrintable(await latestMailTo(email)))?.[0] ?? ''), { timeout: 20_000 }).not.toBe('');

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(path);
  await expect(invitee).toHaveURL(/\?redirect=/);
  await invitee.goto(`/login${new URL(invitee.url()).search}`);
  await invitee.getByLabel('Username').fill(username);
  await invitee.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByRole('button', { name: 'Login' }).click();
  await expect(invitee.getByText('Paula Parent invites you to look after Poppy Parent as a second guardian.')).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByRole('status')).toHaveText('You now look after Poppy Parent.');

  await invitee.getByRole('link', { name: 'Guardians' }).click();
  const poppy = invitee.getByRole('listitem').filter({ hasText: 'Poppy Parent' });
  await expect(poppy).toContainText('Paula Parent, Gina Guardian (you)');
  const shown = await invitee.locator('main').innerText();
  for (const detail of ['0412000111', '8 Bridge Road', 'parent01@example.com.au']) expect(shown).not.toContain(detail);
});
