import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';
import { keptAnswers, type KeptKind } from './kept-answers';
import { readyBytes, type ReadyBytes } from './ready-bytes';

// The public pages rendered on the server for visitors (docs/decisions/331): HTML with the page's data, read and its
// links followed before any JavaScript runs; the browser's app hydrates it later (web src/main.tsx). The web build
// writes the renderer beside the app's folder: WEB_DIST + "-ssr"/entry-server.js (web build/ssr-bundle.ts), never
// served as a file. Which routes it renders is the web app's list (web src/app/routes.tsx, SSR_ROUTES); each area
// names here, by route name, the scope its page's data belongs to (registerSsrScope), and a rendered page is kept per
// URL under that scope (kept answers, docs/decisions/169), dropped on every server by the writes that drop the
// answers it was drawn from. A route with no scope registered is not rendered. Signed-in members (the token cookie)
// get the page built in the browser, as before, and so does everyone when rendering fails.

/** What the web's server entry gives (web src/ssr/entry-server.tsx). */
interface Rendered {
  route: string;
  html: string;
  styles: string;
  state: string;
}
/** The public API's answer for a GET, as a visitor gets it. */
type ServerGet = (url: string) => Promise<{ status: number; body: unknown }>;
interface SsrBundle {
  ssrRoute(url: string): string | null;
  render(url: string, settings: SiteSettings, get: ServerGet): Promise<Rendered | null>;
}

/** The HTML of a rendered page, compressed once. */
export type RenderedPage = ReadyBytes;

const scopes = new Map<string, { scope: string; kind: KeptKind<RenderedPage> }>();

/**
 * The scope a rendered route's data belongs to, and how long its page is kept at most (the bound for changes made
 * outside the portal: the same as its answers'). Registering it again replaces it.
 */
export function registerSsrScope(route: string, scope: string, ttlMs: number): void {
  scopes.set(route, { scope, kind: { name: `server-rendered pages (${route})`, max: 2000, ttlMs } });
}

// Home shows the site settings only, fixed while the server runs.
registerSsrScope('home', 'site', 60_000);

/** The request's visitor is signed in (the token cookie the web app sends as its bearer, web lib/token.ts). */
const signedIn = (request: FastifyRequest) =>
  /(?:^|;\s*)portal_token=[^;]/.test(request.headers.cookie ?? '') || Boolean(request.headers.authorization);

/** The server's renderer of the web app's public pages. */
export type SsrPages = (request: FastifyRequest, shell: Buffer) => Promise<RenderedPage | null>;

/**
 * The rendered page for a request, from the web build's renderer in `webDist + "-ssr"`, or null: no renderer built,
 * not a rendered route, a signed-in member, or a render that failed (logged; the browser's app then builds the page).
 */
export function loadSsrPages(webDist: string, site: SiteSettings): SsrPages | undefined {
  const file = path.join(`${webDist}-ssr`, 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  // Loaded at start, not by the first visitor: reading the renderer and MUI takes seconds on a busy machine (the first
  // page was 3.7 s late). A renderer that does not load is tried again by the next request.
  const load = () => import(pathToFileURL(file).href) as Promise<SsrBundle>;
  let bundle: Promise<SsrBundle> | null = load();
  bundle.catch(() => {
    bundle = null;
  });
  return async (request, shell) => {
    if (request.method !== 'GET' || signedIn(request)) return null;
    bundle ??= load();
    try {
      const ssr = await bundle;
      const route = ssr.ssrRoute(request.url);
      const kept = route ? scopes.get(route) : undefined;
      if (!kept) return null;
      const get = visitorGet(request);
      return await keptAnswers(request.server.platform.db, kept.kind).get(request.url, kept.scope, async () => {
        const rendered = await ssr.render(request.url, site, get);
        if (!rendered) throw new Error('not rendered'); // never kept
        return readyBytes(Buffer.from(pageOf(shell.toString('utf8'), rendered)));
      });
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed: the page is built in the browser');
      return null;
    }
  };
}

/** A GET of the public API inside the server (no socket), as a visitor without a cookie. */
function visitorGet(request: FastifyRequest): ServerGet {
  return async (url) => {
    const res = await request.server.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      // not JSON: the page shows what it shows for a failed answer
    }
    return { status: res.statusCode, body };
  };
}

/**
 * The app's page for the route with the rendered markup in #root, its styles and its answers in the head. The app's
 * module script gives way to take-over.js, which loads it at the visitor's first touch or once the page has been shown
 * a while, and holds a tap made before it is there (decisions 332, 352): none of the app's code runs while the page
 * arrives and paints. Its modulepreload links become take-over.js's prefetches once the page has loaded, so the code is
 * at hand when the visitor touches the page and its bytes never compete with the page's own on a slow link.
 */
export function pageOf(shell: string, { html, styles, state }: Rendered): string {
  const preloads: string[] = [];
  return shell
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_all, file: string) => {
      preloads.push(file);
      return '';
    })
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_all, entry: string) =>
        `<script src="/take-over.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`,
    )
    .replace('</head>', () => `${styles}<script type="application/json" id="portal-ssr">${state}</script></head>`)
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, (_all, end: string) => `<div id="root">${html}</div>${end}`);
}
