import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';

// The installable app (issue 45 item 3, docs/decisions/334): the web app manifest, written by the server because
// the app's name is the installation's (ASSOCIATION_NAME), not the build's. The icons are the build's
// (packages/web/public/icons, drawn by packages/web/scripts/make-icons.mjs); the service worker is /sw.js.

/** The manifest of the installed app: it opens the dashboard, standalone, in the portal's blue. */
export function webManifest(site: SiteSettings) {
  return {
    name: site.associationName,
    short_name: (site.associationShortName || site.associationName).slice(0, 24),
    description: 'Member portal: registration, draw, standings, payments and court hire.',
    lang: 'en-AU',
    id: '/',
    start_url: '/member/account',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f6f8',
    theme_color: '#0d47a1',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * GET /manifest.webmanifest, the same for every visitor: cached a day by the browser (it changes with the settings,
 * at a restart). /sw.js itself is served as a file with `no-cache` (app.ts), so a new build's worker is found at once.
 */
export function registerWebManifest(app: FastifyInstance, site: SiteSettings): void {
  const body = JSON.stringify(webManifest(site));
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('application/manifest+json').send(body),
  );
}

/** Cache-Control of the web app's own files served as they are: hashed assets for a year, the worker never unchecked. */
export function webFileCacheControl(file: string, sep: string): string | null {
  if (file.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (file.endsWith(`${sep}sw.js`)) return 'no-cache';
  return null;
}
