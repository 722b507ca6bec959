import type { Page } from '@playwright/test';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import type { NextGame } from '@portal/domain/profile/next-games.contract';
import { E2E_TMP, expect, loginAs, test } from './fixtures';

// The dashboard's ways forward (docs/decisions/220-next-games-on-the-dashboard.md, 221-one-sport-profile-selector.md).

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${E2E_TMP}/screens/${name}.png`, fullPage: true, animations: 'disabled' });

/** The team's first game still to play in the public draw (spec 001 §2), read the way a visitor of /draw would. */
async function firstComing(page: Page, next: NextGame): Promise<DrawGame | undefined> {
  const draw = ((await (await page.request.get(`/api/draw?division_id=${next.division_id}`)).json()) as DrawReply).data;
  return [...draw.divisionDraw.flatMap((r) => r.games), ...Object.values(draw.finalSeries).flat()].find(
    (g) =>
      !g.scored &&
      g.bye === '' &&
      !g.excluded_dates &&
      (g.team_a_id === next.team_name || g.team_b_id === next.team_name),
  );
}

test("member01 finds its team's next game on the dashboard, with calendar links, beside one Sport Profile selector (1366 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'member01');
  const answer = page.waitForResponse('**/api/member/nextgames');
  await page.goto('/member/account');
  const [next] = ((await (await answer).json()) as { data: NextGame[] }).data;
  const game = await firstComing(page, next!);
  expect(next!.game.game).toBe(game!.game);

  const card = page.getByRole('region', { name: 'Next games' });
  const item = card.getByRole('article', { name: next!.team_name });
  const opponent = game!.team_a_id === next!.team_name ? game!.team_b_id : game!.team_a_id;
  await expect(item).toContainText(`vs ${opponent}`);
  await expect(item).toContainText(`${game!.date_formatted.replaceAll('-', '/')}, ${game!.time_formatted}`);
  await expect(item).toContainText(game!.time_formatted.match(/^\d{2}:\d{2} (am|pm)$/)![0]);
  await expect(item).toContainText(game!.courtLabel);
  await expect(item).toContainText(game!.venueLabel);
  await expect(item.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  const ics = await page.request.get(
    (await item.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href'))!,
  );
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain(`UID:game-${game!.game}@`);
  await expect(item.getByRole('link', { name: next!.team_name })).toHaveAttribute(
    'href',
    `/member/teams/team/${next!.team_id}`,
  );
  // decision 221: on a desktop the menu's selector, always in view, is the dashboard's one
  await expect(page.getByRole('combobox', { name: 'Sport Profile' })).toHaveCount(1);
  await shot(page, 'dashboard-next-games-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Sport Profile' })).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'dashboard-next-games-390');
});

test("a new adult member with no team and an incomplete profile is shown every way forward, the association's address too (390 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'incomplete01');
  await page.goto('/member/account');
  const start = page.getByRole('region', { name: 'Getting started' });
  // spec 000 §2.2: membership needs a complete profile, so the way there is the profile (decision 224)
  await expect(start.getByRole('link', { name: 'Complete your profile to buy a membership' })).toHaveAttribute(
    'href',
    '/member/profile?sport=basketball',
  );
  await expect(start.getByRole('link', { name: 'Buy or renew your membership' })).toHaveCount(0);
  await expect(start.getByRole('link', { name: 'Enter a team in a season' })).toHaveAttribute(
    'href',
    '/member/teamnomination',
  );
  await expect(start.getByRole('link', { name: 'Ask the association: office@hkbna.example' })).toHaveAttribute(
    'href',
    'mailto:office@hkbna.example',
  );
  await shot(page, 'dashboard-getting-started-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(start.getByRole('link', { name: 'Find a club: the draw lists every team playing' })).toBeVisible();
  await shot(page, 'dashboard-getting-started-1366');
});
