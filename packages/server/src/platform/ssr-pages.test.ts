import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as league from '../competition/league.service';
import { buildTestApp, type TestApp } from '../../test/harness';
import { pageApp, STAND_IN_RENDERER } from '../../test/page-app';
import { pageOf } from './ssr-pages';

// The public pages rendered on the server (decision 331), with a stand-in for the web build's renderer
// (`STAND_IN_RENDERER`).

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = await pageApp(t, {}, STAND_IN_RENDERER);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const main = (html: string) => /<main>(.*?)<\/main>/.exec(html)?.[1] ?? null;

describe('server-rendered pages', () => {
  it('renders a visitor’s draw into #root with its styles and answers, as HTML, and keeps it per URL', async () => {
    const first = await get('/draw/1/1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<div id="root"><main>render 1 of ');
    // the visitor's answers: a member's own call is refused to them
    expect(main(first.body)).toMatch(/profile 401$/);
    expect(first.body).toContain(
      '<style data-emotion="css x">.x{}</style><script type="application/json" id="portal-ssr">',
    );
    expect(main((await get('/draw/1/1')).body)).toMatch(/^render 1 /);
    expect(main((await get('/draw/1/1?round=2')).body)).toMatch(/^render 2 /);
    const br = await get('/draw/1/1', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('renders a division again once a score is written through the league door', async () => {
    const before = main((await get('/draw/1/1')).body)!;
    const draw = (await get('/api/draw?division_id=1')).json().data.divisionDraw;
    const game = draw
      .flatMap((r: { games: { game: number; bye: string; scored: boolean }[] }) => r.games)
      .find((g: { bye: string; scored: boolean }) => !g.bye && !g.scored).game as number;
    await league.writeLeague({ db: t.database.db }, (w) =>
      league.recordScore(w, { gameId: game, scoreA: 97, scoreB: 13 }, new Date()),
    );
    const after = main((await get('/draw/1/1')).body)!;
    expect(after).not.toBe(before);
    expect(after).toContain('97');
  });

  it.each([
    ['a signed-in member (the token cookie)', '/draw/1/1', { cookie: 'portal_token=abc' }],
    ['a bearer token', '/draw/1/1', { authorization: 'Bearer abc' }],
    ['a route the web app does not render', '/login', {}],
    ['a render that fails', '/draw/1/1/broken', {}],
  ])('builds the page in the browser for %s', async (_what, url, headers) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('portal-ssr');
  });

  it('never serves the renderer as a file', async () => {
    for (const url of ['/entry-server.js', '/../web-dist-ssr/entry-server.js', '/%2e%2e/entry-server.js'])
      expect((await get(url)).body).not.toContain('ssrRoute');
  });
});

describe('pageOf', () => {
  it('puts the markup in #root and the styles and answers in the head, taking `$` in them as it is', () => {
    const shell =
      '<html><head><title>P</title></head><body><div id="root"><div class="boot-bar"></div></div>\n</body></html>';
    expect(
      pageOf(shell, { route: 'draw', html: '<p>$& $1</p>', styles: '<style>$`</style>', state: '{"a":"$\'"}' }),
    ).toBe(
      '<html><head><title>P</title><style>$`</style><script type="application/json" id="portal-ssr">{"a":"$\'"}</script></head><body><div id="root"><p>$& $1</p></div>\n</body></html>',
    );
  });

  it("gives the app's module script and its preloads way to take-over.js: the entry it loads at the first touch, the files it fetches after load (decision 352)", () => {
    const shell =
      '<html><head><script type="module" crossorigin src="/assets/index-AbC1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/draw-page-2.js">' +
      '</head><body><div id="root"></div>\n</body></html>';
    const page = pageOf(shell, { route: 'draw', html: '<p>x</p>', styles: '', state: '{}' });
    expect(page).toContain(
      '<script src="/take-over.js" data-entry="/assets/index-AbC1.js" data-preload="/assets/react-1.js /assets/draw-page-2.js" defer></script>',
    );
    expect(page).not.toMatch(/type="module"|modulepreload/);
  });
});
