import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FixtureReply } from '@portal/domain/competition/public-api.contract';
import { axeViolations } from './axe';
import { apiData } from './fixtures';

// A club's website (issue 42 item 7, docs/decisions/295): a plain HTML page served from another origin pastes the
// portal's widget script tag and its embedded ladder page, and the division's fixture and ladder show on it.

let portal: string;
let division: FixtureReply['data'];

/** The club's page: nothing of the portal's but the script tag and the iframe a webmaster pastes (docs/public-api.md). */
const clubPage = (id: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Hornsby Hawks Basketball Club</title>
<style>body{font-family:Georgia,serif;margin:16px} table{border:5px dashed red}</style></head>
<body><h1>Hornsby Hawks</h1><h2>Our fixture</h2>
<script src="${portal}/widget.js" data-division="${id}" data-view="fixture" async></script>
<h2>Our ladder</h2>
<iframe src="${portal}/embed/division/${id}?view=ladder" title="Ladder" width="100%" height="420" style="border:0"></iframe>
</body></html>`;

/** A division of the current season with games between two teams, as a club's webmaster would pick one. */
async function aDivision(request: APIRequestContext): Promise<FixtureReply['data']> {
  const [season] = await apiData(request, '/api/public/v1/seasons');
  for (const d of await apiData(request, `/api/public/v1/seasons/${season.id}/divisions`)) {
    const fixture = (await apiData(request, `/api/public/v1/divisions/${d.id}/fixtures`)) as FixtureReply['data'];
    if (fixture.games.some((g) => g.home && g.away)) return fixture;
  }
  throw new Error('no division with games');
}

/** The club's web server: another origin (another host name and port than the portal's 127.0.0.1). */
async function serveClubPage(): Promise<{ url: string; close(): Promise<void> }> {
  const club = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(clubPage(division.division.id));
  });
  await new Promise<void>((resolve) => club.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(club.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => club.close(() => resolve())),
  };
}

test("a club's page on another origin shows the division's fixture through the widget and its ladder in a frame", async ({
  page,
  request,
  baseURL,
}) => {
  portal = baseURL!;
  division = await aDivision(request);
  const club = await serveClubPage();
  try {
    await page.goto(club.url);
    const fixture = page.getByRole('table', { name: `${division.division.name} Fixture – ${division.season.name}` });
    await expect(fixture).toBeVisible();
    const game = division.games.find((g) => g.home && g.away)!;
    const [y, m, d] = game.date.split('-');
    const row = fixture.getByRole('row').filter({ hasText: game.home!.name }).filter({ hasText: game.away!.name });
    await expect(row.first()).toContainText(`${d}/${m}/${y}`);
    await expect(fixture.getByRole('columnheader', { name: 'Home' })).toBeVisible();
    await expect(fixture.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}\s\d{2}:\d{2} [ap]m$/);

    const ladder = page
      .frameLocator('iframe[title="Ladder"]')
      .getByRole('table', { name: `${division.division.name} Ladder – ${division.season.name}` });
    await expect(ladder).toBeVisible();
    await expect(ladder.getByRole('columnheader', { name: 'Played' })).toBeVisible();
    await expect(ladder.getByRole('row')).toHaveCount(
      1 + (await apiData(page.request, `/api/public/v1/divisions/${division.division.id}/ladder`)).ladder.length,
    );
  } finally {
    await club.close();
  }
});

test.describe('at 390 px', () => {
  // the embedded page allows no script of the test's: the test lets axe in, as a browser extension would
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('the embedded fixture and ladder pages have no axe violation', async ({ page, request }) => {
    const id = (await aDivision(request)).division.id;
    const found: string[] = [];
    for (const view of ['fixture', 'ladder']) {
      await page.goto(`/embed/division/${id}?view=${view}`);
      await expect(page.getByRole('table')).toBeVisible();
      found.push(...(await axeViolations(page)));
    }
    expect(found).toEqual([]);
  });
});
