import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';

// The installable app (docs/decisions/334): the manifest in the installation's name, and the one service worker
// served so a new build's worker is found at once, never from a cache.
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let dist: string;
beforeAll(async () => {
  t = await buildTestApp();
  dist = fs.mkdtempSync(path.join(t.config.dataDir, '..', 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'export {};');
  app = await buildApp({ config: { ...t.config, webDist: dist }, db: t.database.db, logger: false });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
  await t.close();
});

describe('the installable app', () => {
  it.each([
    ['/sw.js', 'no-cache', 'javascript'],
    ['/assets/app-abc.js', 'public, max-age=31536000, immutable', 'javascript'],
    ['/manifest.webmanifest', 'public, max-age=86400', 'application/manifest+json'],
  ])('%s is sent with Cache-Control %s', async (url, cacheControl, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers['content-type']).toContain(type);
  });

  it("names the app after the association, opens the dashboard, and its icons are the web app's", async () => {
    const manifest = (await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    }>();
    expect(manifest.name).toBe(t.config.site.associationName);
    expect([manifest.start_url, manifest.display]).toEqual(['/member/account', 'standalone']);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const web = path.resolve(import.meta.dirname, '../../../web/public');
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(web, icon.src))).toBe(true);
  });
});
