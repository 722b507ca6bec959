import { expect, loginAs, test } from './fixtures';

// What a phone on one bar of signal gets first (decisions 122, 123, 127, 128): the HTML paints the association's name and
// fetches the route's code at once, and the parts loaded later leave the page working when they cannot come.

test("a page's HTML carries the settings, the name in the frame and its route's code", async ({ page }) => {
  const settings = (await (await page.request.get('/api/settings')).json()).data as { associationName: string };
  // a page built in the browser (the server renders the public pages for visitors, decision 331)
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain(`<span class="boot-name boot-long">${settings.associationName.replace(/&/g, '&amp;')}</span>`);
  expect(JSON.parse(/<script type="application\/json" id="portal-settings">(.*?)<\/script>/.exec(html)![1]!)).toEqual(
    settings,
  );
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-page-[\w-]+\.js">/);
  // a rendered draw fetches its route's code once it has loaded, and runs it at the first touch (decisions 332, 352)
  const draw = await (await page.request.get('/draw/1/1')).text();
  expect(draw).toMatch(
    /<script src="\/take-over\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/draw-page-[\w-]+\.js[^"]*" defer><\/script>/,
  );
  expect(draw).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(await (await page.request.get('/')).text()).not.toMatch(/draw-page-[\w-]+\.js/);
});

test("a draw's deep link comes with its first answers: the games show without asking the API for them", async ({
  page,
}) => {
  const season = ((await (await page.request.get('/api/draw/seasons')).json()).data as { season_id: number }[])[0]!
    .season_id;
  const divisions = (await (await page.request.get(`/api/draw/seasons/${season}/divisions`)).json()).data as {
    division_id: number;
    division_name: string;
  }[];
  const division = divisions.find((d) => d.division_name === 'U14 Boys')!.division_id;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/draw')) asked.push(request.url());
  });
  await page.goto(`/draw/${season}/${division}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  // the server's page shows the choice in a read-only field until the app has taken it over (decisions 127, 332)
  const chosen = page.getByRole('combobox', { name: 'Division' }).or(page.getByRole('textbox', { name: 'Division' }));
  await expect(chosen).toHaveValue('U14 Boys');
  expect(asked).toEqual([]);
  // a later choice asks the API as before
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: "Men's A Grade" }).click();
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue("Men's A Grade");
  await expect.poll(() => asked.some((url) => url.includes('/api/draw?division_id='))).toBe(true);
});

test('the store and the court calendar come with their first answers: no GET of their lists, products or day', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.resourceType() === 'fetch' &&
      request.method() === 'GET' &&
      /^\/api\/(ecommerce|booking)\//.test(pathname)
    )
      asked.push(pathname);
  });
  await page.goto('/storeview');
  await expect(page.getByRole('button', { name: 'Show Details' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/bookingview');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("the booking view works without the date picker's code: the day shows, Next moves it, and the venue is the browser's select", async ({
  page,
}) => {
  await page.route(/\/assets\/day-picker-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/bookingview?date=2030-01-15');
  await expect(page.getByRole('grid')).toBeVisible();
  const venue = page.getByRole('combobox', { name: 'Venue' });
  await expect(venue.locator('option:checked')).toHaveText('Hornsby Indoor Sports Centre');
  await expect(venue).toBeEnabled();
  const date = page.getByRole('textbox', { name: 'Date' });
  await expect(date).toHaveValue('15/01/2030');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(date).toHaveValue('16/01/2030');
});

test("a team's draw works without the searchable selectors' code: each choice shows, read-only, and the games show", async ({
  page,
}) => {
  await page.route(/\/assets\/option-picker-[\w-]+\.js$/, (route) => route.abort());
  const season = (
    (await (await page.request.get('/api/draw/seasons')).json()).data as { season_id: number; season_name: string }[]
  )[0]!;
  const divisions = (await (await page.request.get(`/api/draw/seasons/${season.season_id}/divisions`)).json()).data as {
    division_id: number;
    division_name: string;
  }[];
  const division = divisions.find((d) => d.division_name === 'U14 Boys')!;
  await page.goto(`/draw/${season.season_id}/${division.division_id}/Berowra%20Bears%20U14/`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const [label, value] of [
    ['Division', 'U14 Boys'],
    ['Team', 'Berowra Bears U14'],
  ]) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveValue(value!);
    await expect(field).toHaveAttribute('readonly', '');
  }
  // season and round are the browser's own selects, which need no code of their own
  await expect(page.getByRole('combobox')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Season' }).locator('option:checked')).toHaveText(season.season_name);
  const round = page.getByRole('combobox', { name: 'Round' });
  await expect(round.locator('option:checked')).toHaveText('All Rounds');
  await expect(round).toBeDisabled();
  await expect(page.getByText('All rounds while a team is chosen')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Berowra Bears U14');
});

test("the store works without its filters' code: the products show, the filters read-only", async ({ page }) => {
  await page.route(/\/assets\/product-filter-pickers-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/storeview');
  await expect(page.getByRole('button', { name: 'Show Details' }).first()).toBeVisible();
  // the first cover is the largest paint on a phone: fetched at once and first; the first row at once; the rest lazily
  const covers = page.getByRole('article').locator('img');
  await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(covers.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(covers.nth(3)).toHaveAttribute('loading', 'lazy');
  for (const label of ['Select Product Category', 'Select Venue'])
    await expect(page.getByRole('textbox', { name: label })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

test('a member whose booking dialog cannot load is told so where they pressed New Booking', async ({ page }) => {
  await page.route(/\/assets\/booking-dialog-[\w-]+\.js$/, (route) => route.abort());
  await loginAs(page, 'member01');
  await page.goto('/member/booking');
  await page.getByRole('button', { name: 'New Booking' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'New Booking could not open: no connection. Please check your signal and reload the page.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a page whose code cannot be fetched says so inside the shell, with Reload', async ({ page }) => {
  await page.route(/\/assets\/result-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/result');
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Part of the portal could not be fetched: no connection. Please check your signal and reload the page.',
  );
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.unroute(/\/assets\/result-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
});
