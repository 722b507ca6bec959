import { expect, loginAs, startServer, test, type OwnServer } from './fixtures';

// docs/decisions/258, 259: what the profile page shows while a guardian acts for a child, and where the child sees what
// a guardian changed. On a server of its own: the guardian's change stays on Jack's record and list.

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('acting for Jack, his email and subscriptions are his own; Jack, signed in himself, sees on his profile what his guardian changed', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/family`);
  await page.getByRole('button', { name: 'Act for Jack Junior' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Acting for Jack Junior' })).toBeVisible();
  await page.goto(`${server.url}/member/profile`);
  await expect(page.getByRole('note').filter({ hasText: 'Jack has a sign-in of their own' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('checkbox', { name: 'Send me SMS updates (game changes, wet weather)' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('0412999888');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/account$/);

  const jack = await browser.newPage();
  try {
    await loginAs(jack, 'junior01', undefined, server);
    await jack.goto(`${server.url}/member/profile`);
    const changes = jack.getByRole('region', { name: 'Changes made by your guardians' });
    await expect(changes).toContainText('Paula Parent changed your profile');
    await expect(changes).toContainText(/\d\d\/\d\d\/\d{4}/);
    await expect(jack.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('0412999888');
    // signed in himself, his email is his to change
    await expect(jack.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute('readonly', '');
  } finally {
    await jack.context().close();
  }
});

test('acting for Poppy (no sign-in), the guardian reads her own contact details and address there, read-only, with the guardians named', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'parent01', undefined, server);
  await page.goto(`${server.url}/member/family`);
  await page.getByRole('button', { name: 'Act for Poppy Parent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Acting for Poppy Parent' })).toBeVisible();
  await page.goto(`${server.url}/member/profile`);
  await expect(
    page.getByRole('note').filter({ hasText: 'reached through their guardians: Paula Parent.' }),
  ).toBeVisible();
  // Paula's own (0412000111, 8 Bridge Road), not what Poppy's record was given when she was added
  for (const [name, value] of [
    ['Mobile', '0412000111'],
    ['Address', '8 Bridge Road'],
    ['Email', 'parent01@example.com.au'],
  ] as const) {
    const field = page.getByRole('textbox', { name, exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAttribute('readonly', '');
  }
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/account$/);
});
