import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAs, test, tokenOf } from './fixtures';

// Guardians on a member's record in the back-office (docs/decisions/252): the demo family of parent01 (Paula Parent)
// and Poppy Parent, who has no sign-in of her own; parent02 is Peter Other of another family.

async function adminAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: await tokenOf(request, 'admin01') };
}

async function idOf(request: APIRequestContext, q: string, firstname: string): Promise<number> {
  const res = await request.get(`/api/staff/members?q=${q}`, { headers: await adminAuth(request) });
  return ((await res.json()).data.rows as { id: number; firstname: string }[]).find((r) => r.firstname === firstname)!
    .id;
}

test.use({ viewport: { width: 1366, height: 900 } });

test("admin01 links Peter Other as Poppy's second guardian with a reason, and the audit trail shows it", async ({
  page,
  request,
}) => {
  const [poppy, peter] = await Promise.all([idOf(request, 'Poppy', 'Poppy'), idOf(request, 'parent02', 'Peter')]);
  try {
    await linkPeter(page, poppy, peter);
  } finally {
    // The browser tests share one database: Peter goes back to looking after Oscar alone, as other specs expect.
    await request.post(`/api/staff/members/${poppy}/guardians/${peter}/unlink`, {
      headers: await adminAuth(request),
      data: { reason: 'End of the browser test' },
    });
  }
});

async function linkPeter(page: Page, poppy: number, peter: number) {
  await loginAs(page, 'admin01');
  await page.goto(`/staff/members/${poppy}`);
  await expect(page.getByRole('heading', { name: 'Poppy Parent' })).toBeVisible();
  await page.getByRole('tab', { name: 'Family' }).click();
  const guardians = page.getByRole('table', { name: 'Guardians' });
  await expect(guardians.getByRole('row').filter({ hasText: 'Paula Parent' })).toContainText('parent01');

  await page.getByRole('button', { name: 'Link a guardian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a guardian to this person' });
  await dialog.getByLabel("Guardian's member number").fill(String(peter));
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Shared custody papers seen at the desk');
  await dialog.getByRole('button', { name: 'Link a guardian' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Peter Other is now a guardian of Poppy Parent.' }),
  ).toBeVisible();
  await expect(guardians.getByRole('row').filter({ hasText: 'Peter Other' })).toContainText('parent02');
  await expect(guardians.getByRole('link', { name: String(peter) })).toHaveAttribute('href', `/staff/members/${peter}`);

  await page.getByRole('link', { name: 'Audit trail of this member' }).click();
  const row = page.getByRole('grid', { name: 'Audit trail' }).getByRole('row').filter({ hasText: 'Guardian linked' });
  await expect(row).toContainText('admin01');
  await expect(row).toContainText('Shared custody papers seen at the desk');
}
