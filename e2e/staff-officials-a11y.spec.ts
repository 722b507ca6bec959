import { loadedViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

// The back-office pages of the rosters and noticeboard areas (docs/decisions/195 to 197) under axe, with data shown.

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test("the officials' pages have no axe violation", async ({ page }) => {
    const found: string[] = [];
    const check = async (name: string) => {
      found.push(...(await loadedViolations(page, name)));
    };
    await loginAs(page, 'refcoord01');
    await page.goto('/staff/referee-roster');
    await page.getByRole('search', { name: 'Referee roster' }).getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('region', { name: 'Officials and availability' })).toBeVisible();
    await check('referee roster');
    await page.goto('/staff/event-rosters');
    await page.getByRole('button', { name: 'Open Junior Skills Carnival' }).click();
    await expect(page.locator('table.full-roster')).toBeVisible();
    await check('event rosters');
    await page.goto('/staff/noticeboard');
    await check('noticeboard');
    await loginAs(page, 'finance01');
    await page.goto('/staff/officials-pay');
    await expect(page.getByRole('table', { name: 'Rates per game' })).toBeVisible();
    await check("officials' pay");
    expect(found).toEqual([]);
  });
});
