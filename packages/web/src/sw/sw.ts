/// <reference lib="webworker" />
// The portal's one service worker, served at /sw.js so its scope is the whole portal (docs/decisions/307). A browser
// keeps one worker per scope, so everything a worker does is here: app notifications (web push, issue 43) and the app
// shell and the pages kept for use without signal (issue 45 item 3, docs/decisions/334, 335). Built by vite-plugin-pwa
// (injectManifest: Workbox writes the precache list into self.__WB_MANIFEST at build).
import { ACT_FOR_HEADER } from '@portal/domain/shared/act-for-header';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { answerCache, CACHES, pageCache, stampPage, STORED_AT_HEADER, type OfflineCache } from './offline-rules';
import { answerTakeOver } from './take-over';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The app shell: the built scripts, styles, icons and index.html, fetched once per build. */
precacheAndRoute(self.__WB_MANIFEST, {
  // '/' is the home page, rendered by the server, never the bare index.html of the build
  directoryIndex: '',
  cleanURLs: false,
});
cleanupOutdatedCaches();

// ---- Updates (decision 335) ----
// The first worker takes the open tabs at once (there is nothing older to break). A newer one waits: a page still
// runs the scripts of its build, whose precached chunks the newer worker would delete, and a form may be half
// filled. The page tells it to take over when the member goes to another page (lib/service-worker.ts).
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Asked by a page the member left, it takes over only when that page is the portal's one open window (take-over.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING')
    event.waitUntil(answerTakeOver(self, event.ports[0]));
});

// ---- Kept for use without signal (decision 334) ----

/** What a kept copy carries: the time it was received (a header, and in a page's head), for the offline note. */
function stamped(isPage: boolean): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200) return null;
      const storedAt = new Date().toISOString();
      const headers = new Headers(response.headers);
      headers.set(STORED_AT_HEADER, storedAt);
      headers.delete('content-length');
      headers.delete('content-encoding');
      const body = isPage ? stampPage(await response.text(), storedAt) : await response.blob();
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
    // an answer handed out from the kept copy: the page that asked says so (lib/offline-note.ts); a page learns it
    // from the time written into its own HTML instead
    cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
      const storedAt = cachedResponse?.headers.get(STORED_AT_HEADER);
      const clientId = (event as FetchEvent | undefined)?.clientId;
      if (!isPage && storedAt && clientId)
        (await self.clients.get(clientId))?.postMessage({ type: 'portal-kept-copy', storedAt });
      return cachedResponse;
    },
  };
}

/** The next games of a guardian acting for a child are the child's: one kept copy per person acted for. */
const perPerson: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const actingFor = request.headers.get(ACT_FOR_HEADER);
    if (!actingFor) return request;
    const url = new URL(request.url);
    url.searchParams.set('acting_for', actingFor);
    return url.href;
  },
};

const expiry = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * 24 * 3600 });

/** Network first (the newest draw when there is signal); the kept copy when there is none or it is too slow. */
const networkFirst = (cacheName: OfflineCache, plugins: WorkboxPlugin[]) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: 4, plugins });

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && pageCache(url.pathname) !== null,
  networkFirst(CACHES.pages, [stamped(true), expiry(60)]),
);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  new NetworkOnly(),
);
registerRoute(
  ({ url }) => sameOrigin(url) && answerCache(url.pathname) === CACHES.answers,
  networkFirst(CACHES.answers, [stamped(false), expiry(200)]),
);
registerRoute(
  ({ url }) => sameOrigin(url) && answerCache(url.pathname) === CACHES.mine,
  networkFirst(CACHES.mine, [perPerson, stamped(false), expiry(10)]),
);

// A page not kept, opened with no signal: the app shell, which says what it can (the offline note, a retry).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

// ---- App notifications (web push, decision 307) ----

// The payload is JSON {title, body, url} sent by the server's push channel (messaging/push-channel.ts).
self.addEventListener('push', (event) => {
  let data: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown } = {};
  try {
    data = event.data ? (event.data.json() as typeof data) : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'New message';
  const url = typeof data.url === 'string' && data.url ? data.url : '/member/messages';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.svg',
      // one notification per message: a second copy (sent again after a server stopped) replaces the first
      ...(typeof data.tag === 'string' && data.tag ? { tag: data.tag } : {}),
      data: { url },
    }),
  );
});

// Opening a notification focuses a portal tab already open (moving it to the page) or opens a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // only ever a page of this portal: the path of the url given, on this worker's own origin
  const given = new URL(
    (event.notification.data as { url?: string } | null)?.url || '/member/messages',
    self.location.origin,
  );
  const target = new URL(given.pathname + given.search, self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) {
        if (new URL(tab.url).origin === target.origin && 'focus' in tab) {
          await tab.focus();
          if ('navigate' in tab) await tab.navigate(target.href);
          return;
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
