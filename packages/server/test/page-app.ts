import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { TestApp } from './harness';

// Pages with their first answers (decision 128) need a built web app: a one-line index.html stands in for it.

/**
 * A stand-in for the web build's server renderer (decision 331): it renders the draw (`/draw...`) and the store view
 * from the API's answers as a visitor gets them, counts its renders, and shows the draw's scores and whether the
 * visitor's own profile call was refused. A URL with `broken` in it fails.
 */
export const STAND_IN_RENDERER = `
let renders = 0;
export const ssrRoute = (url) => (url.startsWith('/draw') ? 'draw' : url.startsWith('/storeview') ? 'storeview' : null);
export async function render(url, settings, get) {
  if (url.includes('broken')) throw new Error('a page that fails');
  renders += 1;
  const division = new URL(url, 'http://x').pathname.split('/')[3];
  const draw = await get('/api/draw?division_id=' + division);
  const mine = await get('/api/member/user');
  const scores = draw.body.data.divisionDraw.flatMap((r) => r.games).map((g) => g.score_team_a_points).join(',');
  return { route: ssrRoute(url), html: '<main>render ' + renders + ' of ' + settings.associationName + ' [' + scores + '] profile ' + mine.status + '</main>', styles: '<style data-emotion="css x">.x{}</style>', state: '{"queries":[]}' };
}`;

/**
 * A web build in a new folder under `parent`: a one-line index.html, `files` beside it, and, given `ssr`, a
 * server-rendering bundle of that text where the web build writes it (WEB_DIST + "-ssr"). Answers WEB_DIST.
 */
export function fakeWebDist(parent: string, files: Record<string, string> = {}, ssr?: string): string {
  const dist = fs.mkdtempSync(path.join(parent, 'web-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  if (ssr !== undefined) {
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), ssr);
  }
  return dist;
}

/** The test app's database and settings behind an app that also serves a `fakeWebDist` of these files. */
export async function pageApp(t: TestApp, files: Record<string, string> = {}, ssr?: string): Promise<FastifyInstance> {
  const dist = fakeWebDist(path.join(t.config.dataDir, '..'), files, ssr);
  return buildApp({ config: { ...t.config, webDist: dist }, db: t.database.db, logger: false });
}

/** The answers a page carries, by URL. */
export function carried(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : {};
}
