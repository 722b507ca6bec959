import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, E2E_TMP, expect, loginAs, startServer, test, type OwnServer } from './fixtures';

// Decision 283, issue 40 item 7: the pay run's "games wait for officials to enter their bank details" is not a dead
// end. finance01 opens the list the staff home links to (/staff/officials-pay?missing=bank), emails the officials a
// reminder (once a day), and referee01, who no administrator made is_eft, enters his details from his dashboard. On a
// server of its own: the reminder and referee01's details would change what staff-officials.spec reads.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHOTS = path.join(E2E_TMP, 'staff-shots');
const WAITING = 'Waiting for bank details';

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ viewport: DESKTOP });

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The newest mail of the own server to `address` (its DATA_DIR/mail), once it is there. */
async function mailTo(address: string): Promise<string> {
  const dir = path.join(server.dataDir, 'mail');
  let text = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.includes(address))
              .sort()
          : [];
        text = files.length ? fs.readFileSync(path.join(dir, files.at(-1)!), 'utf8') : '';
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return decodeQuotedPrintable(text);
}

test('finance01 emails the officials waiting for bank details a reminder; referee01 enters his from the dashboard and leaves the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'finance01', undefined, server);
  await page.goto(`${server.url}/staff/officials-pay?missing=bank`);
  // the back-office is a lazy chunk: on a busy machine it may take longer than one expect's 7 s to arrive
  await expect(page.getByRole('heading', { name: "Officials' pay" })).toBeVisible({ timeout: 30_000 });
  const heading = page.getByRole('heading', { name: WAITING });
  await expect(heading).toBeFocused();
  const table = page.getByRole('table', { name: WAITING });
  const rhys = table.getByRole('row').filter({ hasText: 'Rhys Referee' });
  await expect(rhys).toContainText('Opens with the reminder');
  await expect(rhys).toContainText('Never');
  await expect(rhys.getByRole('link', { name: 'Rhys Referee' })).toHaveAttribute('href', /^\/staff\/members\/\d+$/);
  await shot(page, 'bank-waiting-1366');

  await page.getByRole('button', { name: 'Email them a reminder' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /were emailed a reminder\.|One official was emailed a reminder\./ }),
  ).toBeVisible();
  await expect(rhys).toContainText(/Open\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]m/);
  // once a day: a second click emails nobody (its answer waits for the first round of mail to be queued: on a busy
  // machine that took longer than one expect's 7 s, and the first answer still showed)
  await page.getByRole('button', { name: 'Email them a reminder' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Nobody was emailed\. .*not: reminded in the last 24 hours/ }),
  ).toBeVisible({ timeout: 20_000 });
  const mail = await mailTo('referee01@example.com.au');
  expect(mail).toContain('Your officiating pay is waiting for your bank details');
  expect(mail).toContain(`${server.url}/member/eftaccount`);
  await page.setViewportSize(TABLET);
  await shot(page, 'bank-waiting-820');

  // referee01: no administrator ticked is_eft; his dashboard asks for his details, and the EFT page takes them
  const referee = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginAs(referee, 'referee01', undefined, server);
  await referee.goto(`${server.url}/member/account`);
  const card = referee.getByRole('region', { name: 'EFT Details' });
  await expect(card).toContainText('Enter your bank details so the association can pay you.', { timeout: 20_000 });
  await shot(referee, 'bank-waiting-dashboard-1366');
  await card.getByRole('link').click();
  await expect(referee).toHaveURL(/\/member\/eftaccount$/);
  await referee.getByLabel('Account Name').click();
  await referee.keyboard.type('Rhys Referee');
  await referee.getByLabel('BSB Number').click();
  await referee.keyboard.type('082001');
  await referee.getByLabel('Account Number').click();
  await referee.keyboard.type('123456789');
  await referee.getByRole('button', { name: 'Save' }).click();
  await expect(referee.getByText('Bank details saved.')).toBeVisible();
  await referee.goto(`${server.url}/member/account`);
  await expect(referee.getByRole('region', { name: 'EFT Details' })).toContainText(
    'Bank details for payments to officials',
    { timeout: 20_000 },
  );
  await expect(referee.getByRole('region', { name: 'EFT Details' })).not.toContainText('Enter your bank details');
  await referee.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { name: WAITING })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('table', { name: WAITING }).getByRole('row').filter({ hasText: 'Rhys Referee' }),
  ).toHaveCount(0);
});
