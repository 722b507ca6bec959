import { expect, test } from '@playwright/test';
import { loginAs, startServer, type OwnServer } from './fixtures';

// "These are different people" on a suggested duplicate pair (decision 284), on a server of its own as it changes the
// list other tests read. The demo's two Sam Nguyens share a postcode only: two people the list suggests as one.

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an administrator marks a suggested pair as different people and it stays gone after a reload', async ({
  page,
}) => {
  await loginAs(page, 'admin01', undefined, server);
  await page.goto(`${server.url}/staff/duplicates`);
  const pair = page.getByRole('region', { name: 'Sam Nguyen, freeagent02 and freeagent03' });
  await pair.getByRole('button', { name: 'Different people…' }).click();
  const dialog = page.getByRole('dialog', { name: 'freeagent02 and freeagent03 are different people' });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Two people: asked at the desk');
  await dialog.getByRole('button', { name: 'Mark as different people' }).click();
  await expect(page.getByText('freeagent02 and freeagent03 are no longer suggested as one person.')).toBeVisible();
  await expect(pair).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dana Duplicate, duplicate01 and duplicate02' })).toBeVisible(); // the list has loaded
  await expect(pair).toHaveCount(0);
});
