import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient, skipToken, type Query } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';
import { Providers } from '../app/providers';
import { portalRouteAt, routeObjects } from '../app/route-objects';
import { SSR_ROUTES } from '../app/routes';
import { answerOnServer, type ServerGet } from '../lib/page-answers';
import { settingsQuery } from '../lib/settings';

// The server's rendering of the public pages for visitors (decision 331). Built by the same `vite build` as the app
// (build/ssr-bundle.ts) into `<outDir>-ssr/entry-server.js`, beside the app's folder and never inside it, so it is never
// served as a file; the server loads it from WEB_DIST (packages/server/src/platform/ssr-pages.ts). React Router's static
// handler, Preact's renderer (the app runs React's API on Preact, decision 136), TanStack Query's dehydrated answers for
// the browser's hydration, and MUI's styles of the page extracted by @emotion/server (../shared/STACK.md 23).

/** What a rendered page adds to the app's index.html. */
export interface Rendered {
  /** The route's name (routes.tsx), by which the server knows what data the page depends on. */
  route: string;
  /** The markup of #root. */
  html: string;
  /** The page's style elements, for the head. */
  styles: string;
  /** The answers the page was drawn from (TanStack Query's dehydrated state), as JSON. */
  state: string;
}

/** At most this many rounds of rendering: each round asks for the answers the last one found wanting (draw: 3). */
const MAX_ROUNDS = 5;

/** The name of the route of a URL, when the server renders it; null for every other page. */
export function ssrRoute(url: string): string | null {
  const route = portalRouteAt(new URL(url, 'http://portal').pathname);
  return route && SSR_ROUTES.has(route.name) ? route.name : null;
}

/** The public answers come from the server itself: the GET of the render under way (two apps may share a process). */
const serverGet = new AsyncLocalStorage<ServerGet>();
answerOnServer((url) => {
  const get = serverGet.getStore();
  return get ? get(url) : Promise.resolve({ status: 503, body: null });
});

/**
 * Render the page of a URL as a visitor sees it, with its answers (`get`: the public API's answer for a GET, as a
 * visitor gets it), or null when the server does not render that route. The page is drawn, the answers it asked for
 * are fetched, and it is drawn again until it asks for nothing new.
 */
export function render(url: string, settings: SiteSettings, get: ServerGet): Promise<Rendered | null> {
  return serverGet.run(get, () => renderPage(url, settings));
}

async function renderPage(url: string, settings: SiteSettings): Promise<Rendered | null> {
  const route = ssrRoute(url);
  if (!route) return null;
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(new URL(url, 'http://portal')));
  if (context instanceof Response) return null; // a redirect: the browser's app takes it
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(settingsQuery.queryKey, settings);
  const asked = new Set<string>();
  let html = '';
  let styles = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const cache = createCache({ key: 'css' });
    // made before the page is drawn: it marks the cache so that the styles are collected, not written into the markup
    const emotion = createEmotionServer(cache);
    const router = createStaticRouter(handler.dataRoutes, context);
    html = await renderToStringAsync(
      <CacheProvider value={cache}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </CacheProvider>,
    );
    const wanted = client
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.status === 'pending' && !asked.has(q.queryHash) && enabled(q) });
    if (wanted.length === 0) {
      styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
      break;
    }
    for (const q of wanted) asked.add(q.queryHash);
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
  }
  // `<` is escaped so no answer can close the script element
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return { route, html, styles, state };
}

/** A query the page would run: not switched off (a draw with no division chosen yet). */
function enabled(q: Query): boolean {
  const { enabled: on, queryFn } = q.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken || !queryFn) return false;
  return typeof on === 'function' ? on(q) : on !== false;
}
