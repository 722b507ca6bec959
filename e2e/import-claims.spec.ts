import fs from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable, expect, loginAs, startServer, test, tokenOf, type OwnServer } from './fixtures';

// Sign-ins for imported people (issue 42 item 4, decision 301), on a server of its own (the imported people would show
// in other tests' lists): the portal's template is imported, the administrator starts the invitations at a pace on
// the import's page, the first adult of the file gets the mail, claims their sign-in with its link, and the page
// shows them as claimed.

const FILE = path.join(import.meta.dirname, 'import-files', 'portal-template.csv');
const FIRST_ADULT = 'hamish.abbott1@example.com'; // line 2 of the file, 50 years old, no sign-in in the demo data
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The newest .eml to `address` in the server's own mail folder, waiting for it. */
async function mailTo(address: string): Promise<string> {
  const dir = path.join(server.dataDir, 'mail');
  await expect
    .poll(() =>
      fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(address) && f.endsWith('.eml')) : [],
    )
    .not.toEqual([]);
  const files = fs.readdirSync(dir).filter((f) => f.includes(address) && f.endsWith('.eml'));
  return decodeQuotedPrintable(fs.readFileSync(path.join(dir, files.sort().at(-1)!), 'utf8'));
}

test('an imported adult is invited at the pace chosen, claims their sign-in from the mail, and shows as claimed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await tokenOf(request, 'admin01', server.url);
  const planned = await request.post(`${server.url}/api/staff/imports`, {
    headers: { authorization: admin },
    multipart: { file: { name: 'portal-template.csv', mimeType: 'text/csv', buffer: fs.readFileSync(FILE) } },
  });
  expect(planned.status(), await planned.text()).toBe(200);
  const importId = (await planned.json()).data.import.id as number;
  const run = await request.post(`${server.url}/api/staff/imports/${importId}/run`, {
    headers: { authorization: admin },
    data: { decisions: [] },
  });
  expect(run.status(), await run.text()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`${server.url}/api/staff/imports/${importId}`, { headers: { authorization: admin } })
          ).json()
        ).data.import.status,
      { timeout: 60_000 },
    )
    .toBe('done');

  await loginAs(page, 'admin01', undefined, server);
  await page.goto(`${server.url}/staff/imports/${importId}`);
  const section = page.getByRole('region', { name: 'Sign-ins for imported people' });
  await expect(section).toContainText('Invited: 0');
  const pace = section.getByLabel('Invitations an hour');
  await pace.fill('');
  await pace.pressSequentially('12');
  await section.getByRole('button', { name: 'Start the invitations' }).click();
  await expect(section).toContainText('Invited: 1'); // 12 an hour: one every 5 minutes, the first at once
  await expect(section).toContainText('12 an hour');

  const mail = await mailTo(FIRST_ADULT);
  expect(mail).toContain('has moved its members to a new member portal');
  const link = /(http:\/\/[^\s]+\/family\/claim\?code=[\w-]+)/.exec(mail)![1]!;
  const adult = await page.context().browser()!.newPage();
  await adult.goto(link);
  await expect(adult.getByRole('heading', { name: 'Claim your own sign-in' })).toBeVisible();
  await adult.locator('input[name="username"]').pressSequentially('hamish.abbott');
  await adult.locator('input[name="password"]').pressSequentially('Moved2027');
  await adult.locator('input[name="password_confirmation"]').pressSequentially('Moved2027');
  await adult.getByRole('button', { name: 'Claim my sign-in' }).click();
  await expect(adult).toHaveURL(/\/member\/account$/);
  await adult.close();

  await page.reload();
  await expect(section).toContainText('Claimed their sign-in: 1');
});
