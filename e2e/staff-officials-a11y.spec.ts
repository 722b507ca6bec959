import { createRequire } from 'node:module';
import { expect, loginAs, test } from './fixtures';

// The back-office pages of the rosters and noticeboard areas (docs/decisions/195 to 197) under axe, with data shown.

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  type Violation = { id: string; help: string; nodes: { target: string[] }[] };
  const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  test("the officials' pages have no axe violation", async ({ page }) => {
    const found: string[] = [];
    const check = async (name: string) => {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document)).violations;
      });
      found.push(...violations.map((v) => `${name}: ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
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
