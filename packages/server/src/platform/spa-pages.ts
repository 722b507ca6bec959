import fs from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';
import { escapeHtml } from './html';
import type { SendPage } from './errors';
import { pageData, sendPageWithData } from './page-data';
import { routePattern } from './route-pattern';
import { sendReady } from './ready-bytes';
import type { SsrPages } from './ssr-pages';

/** One route of the web app's table and the chunks its page loads (written by the web build: route-preloads.json). */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** The web app's page for a URL: index.html made ready for that route (decision 122). */
export type SpaPages = (url: string) => Buffer;

/**
 * Build every route's HTML once, at start-up: the site settings inline (no round trip before the first paint), the
 * association's name in the page frame that paints before the JavaScript, and a modulepreload link for each chunk
 * of the route's page, fetched beside the entry instead of after it.
 */
export function buildSpaPages(index: string, site: SiteSettings, routes: RoutePreload[]): SpaPages {
  const name = escapeHtml(site.associationName);
  const short = escapeHtml(site.associationShortName || site.associationName);
  // `<` is escaped so no value can close the script element.
  const settings = JSON.stringify(site).replace(/</g, '\\u003c');
  const shared = index
    .replace(
      '<div class="boot-bar"></div>',
      `<div class="boot-bar"><span class="boot-name boot-long">${name}</span><span class="boot-name boot-short">${short}</span></div>`,
    )
    .replace('</head>', `<script type="application/json" id="portal-settings">${settings}</script></head>`);
  const pages = routes.map((r) => ({
    pattern: routePattern(r.path),
    html: Buffer.from(
      shared.replace(
        '</head>',
        `${r.files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('')}</head>`,
      ),
    ),
  }));
  const plain = Buffer.from(shared);
  return (url) => {
    const pathname = url.split(/[?#]/)[0]!;
    return pages.find((p) => p.pattern.test(pathname))?.html ?? plain;
  };
}

/** Send the web app's page for a request. */

/**
 * The route's HTML, with the route's first answers in it when it has some (decision 128); never stored by a cache. A
 * public page the server renders for visitors comes rendered, with its data (decision 331).
 */
export function pageSender(pages: SpaPages, ssr?: SsrPages): SendPage {
  return async (request, reply) => {
    void reply.header('cache-control', 'no-cache').type('text/html');
    const html = pages(request.url);
    const rendered = ssr ? await ssr(request, html) : null;
    if (rendered)
      return sendReady(request, reply.header('vary', 'accept-encoding'), rendered, 'text/html; charset=utf-8');
    const answers = request.method === 'GET' ? await pageData(request).catch(() => null) : null;
    return answers ? sendPageWithData(request, reply, html, answers) : reply.send(html);
  };
}

/** The built web app's pages, or undefined when there is no build (API-only tests). */
export function loadSpaPages(webDist: string, site: SiteSettings): SpaPages | undefined {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  const preloads = path.join(webDist, 'route-preloads.json');
  const routes = fs.existsSync(preloads) ? (JSON.parse(fs.readFileSync(preloads, 'utf8')) as RoutePreload[]) : [];
  return buildSpaPages(fs.readFileSync(index, 'utf8'), site, routes);
}
