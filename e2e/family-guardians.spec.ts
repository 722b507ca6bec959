import { expect, test } from '@playwright/test';
import { decodeQuotedPrintable, latestMailTo, loginAs } from './fixtures';
import { accountStep, agreeAndRegister, cont, contact, fillPersonal, textbox, unique } from './accounts-helpers';

// docs/decisions/248: parent01 (Paula) invites a second guardian for Poppy by email; the invitee has no account yet:
// the mailed link sends them home, Create Account keeps the link, and once registered they land back on it, accept,
// and see Poppy with her guardians by name, never Paula's phone, address or email.

test('a second guardian without an account registers from the mailed invitation, lands back on it, accepts, and sees Poppy but not the first parent\'s contact details', async ({ page, browser }) => {
  const username = `gdn${unique()}`;
  const email = `${username}@example.com.au`;

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
  await invitee.getByRole('link', { name: 'Create an Account' }).first().click();
  await expect(invitee).toHaveURL(/\/register\?redirect=/);
  await accountStep(invitee, username);
  await fillPersonal(invitee, { first: 'Gina', last: 'Guardian', dob: '02/02/1985', gender: 'Female' });
  await cont(invitee, 1);
  await contact(invitee);
  await agreeAndRegister(invitee);
  await expect(invitee).toHaveURL(new RegExp(`${path}$`), { timeout: 20_000 });
  await expect(invitee.getByText('Paula Parent invites you to look after Poppy Parent as a second guardian.')).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByRole('status')).toHaveText('You now look after Poppy Parent.');

  await invitee.getByRole('link', { name: 'Guardians' }).click();
  const poppy = invitee.getByRole('listitem').filter({ hasText: 'Poppy Parent' });
  await expect(poppy).toContainText('Paula Parent, Gina Guardian (you)');
  const shown = await invitee.locator('main').innerText();
  for (const detail of ['0412000111', '8 Bridge Road', 'parent01@example.com.au']) expect(shown).not.toContain(detail);
  await invitee.context().close();
});
