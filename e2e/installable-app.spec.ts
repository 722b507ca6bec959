import type { Page } from '@playwright/test';
import type { NextGame } from '@portal/domain/profile/next-games.contract';
import { E2E_TMP, expect, loginAs, test } from './fixtures';

// The installable app (issue 45 item 3, docs/decisions/334, 335): the one service worker keeps the app shell, the
// public pages a member looked at and their own next games; with no signal they open from the phone, with a note
// saying when they were last updated, and nothing personal beyond the next games is ever kept.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${E2E_TMP}/screens/${name}.png`, fullPage: true, animations: 'disabled' });

/** The public draw of the team's division, with the team chosen: /draw/season/division/team/ (spec 001 §2). */
async function teamDrawPath(page: Page, next: NextGame): Promise<string> {
  const seasons = (await (await page.request.get('/api/draw/seasons')).json()) as { data: { season_id: number }[] };
  for (const { season_id } of seasons.data) {
    const divisions = (await (await page.request.get(`/api/draw/seasons/${season_id}/divisions`)).json()) as {
      data: { division_id: number }[];
    };
    if (divisions.data.some((d) => d.division_id === next.division_id))
      return `/draw/${season_id}/${next.division_id}/${encodeURIComponent(next.team_name)}/`;
  }
  throw new Error(`no season holds division ${next.division_id}`);
}

test("offline at the stadium: member01's next game and the team's draw open from the phone, with the offline note", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'member01');
  await page.goto('/member/account');
  // the worker is registered once the page has shown, keeps the shell, and takes this first tab at once
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect((await page.request.get(manifest!)).headers()['content-type']).toContain('application/manifest+json');

  // the member's visits, now through the worker: the dashboard and the team's draw
  const answer = page.waitForResponse('**/api/member/nextgames');
  await page.reload();
  const [next] = ((await (await answer).json()) as { data: NextGame[] }).data;
  const card = page.getByRole('region', { name: 'Next games' });
  await expect(card.getByRole('article', { name: next!.team_name })).toContainText(`vs ${next!.opponent}`);
  const drawPath = await teamDrawPath(page, next!);
  await page.goto(drawPath);
  await expect(page.getByText(next!.opponent).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto('/member/account');
  const kept = page.getByRole('region', { name: 'Next games' }).getByRole('article', { name: next!.team_name });
  await expect(kept).toContainText(`vs ${next!.opponent}`);
  await expect(kept).toContainText(next!.game.courtLabel);
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — last updated \d{1,2}:\d{2} (am|pm)$/ }),
  ).toBeVisible();
  await shot(page, 'offline-dashboard-390');

  await page.goto(drawPath);
  await expect(page.getByText(next!.opponent).first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — last updated \d{1,2}:\d{2} (am|pm)$/ }),
  ).toBeVisible();
  await shot(page, 'offline-team-draw-390');

  // what the phone keeps: pages and public answers, and of the member's own only the next games
  const keys = await page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) all.push(new URL(request.url).pathname);
    }
    return all;
  });
  expect(keys).toContain('/api/member/nextgames');
  expect(keys.filter((k) => k.startsWith('/api/member/') || k.includes('login'))).toEqual(['/api/member/nextgames']);
  await context.setOffline(false);
});
