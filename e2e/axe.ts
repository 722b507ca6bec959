import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core's rules (WCAG 2.1 A/AA and best practice) run in the page. The app's CSP allows no inline script: a test
// that uses these sets `bypassCSP: true`, which lets axe in as a browser extension would.
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as it is now, as readable lines (named by `name`, else the page's address). */
export async function axeViolations(page: Page, name = page.url()): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found.map(
    (v) =>
      `${name}: ${v.id} (${v.help}) at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** The violations of a page once it has loaded: its first heading shown and no progress bar left. */
export async function loadedViolations(page: Page, name?: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return axeViolations(page, name);
}
