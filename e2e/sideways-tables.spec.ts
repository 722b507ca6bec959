import { expect, loginAs, test } from './fixtures';

// A table wider than a phone says it scrolls sideways and can be scrolled from the keyboard, so no column is out of
// sight without a hint (decision 144): here the server-built full event roster.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("official01's full event roster on a phone says it scrolls sideways, and its last column scrolls into view", async ({
  page,
}) => {
  await loginAs(page, 'official01');
  await page.goto('/member/roster');
  await page.getByLabel('Event').click();
  await page.getByRole('option', { name: /^Junior Skills Carnival/ }).click();
  await page.getByRole('button', { name: 'FULL ROSTER' }).click();
  await expect(page.locator('table.full-roster')).toBeVisible();
  await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
  const region = page.getByRole('region', { name: 'FULL ROSTER' });
  const last = page.locator('table.full-roster th').last();
  await expect(last).not.toBeInViewport({ ratio: 1 });
  await expect(region).toHaveAttribute('tabindex', '0'); // reachable from the keyboard
  await region.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect(last).toBeInViewport({ ratio: 1 });
});
