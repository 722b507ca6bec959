import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from './context';
import { authenticate } from './sign-in';
import { escapeHtml } from './html';
import { sendCompressed } from './ready-bytes';
import { routePattern } from './route-pattern';

// A public page's first answers, written into its HTML (decision 128): the web app reads them instead of asking for
// them once its code has run, which on a phone's slow connection saves the round trip that used to come last.

/**
 * Where a page's path and query put their values (`:name` segments of its route, and the query string), the
 * request's context, and `get`: a public API call's answer as this page's visitor would get it from the API (the call
 * made inside the server, with the page request's cookie), or undefined when it is not a 200.
 */
export interface PageInput {
  params: Record<string, string>;
  query: URLSearchParams;
  ctx: Ctx;
  get(url: string): Promise<Buffer | undefined>;
}

/** The answers a page asks for first, by the URL the web app asks them at (`/api/draw?division_id=3`), as ready JSON bytes. */
export type PageData = (input: PageInput) => Promise<Record<string, Buffer>>;

/** The images of a page's first answers that its largest paint waits for (the first product's cover): fetched beside the code. */
export type PageImages = (answers: Record<string, Buffer>) => string[];

/** A page's first answers and the images to fetch at once. */
export interface PageAnswers {
  answers: Record<string, Buffer>;
  images: string[];
}

/** An id in a page's address (`/draw/3/12`, `?venue=2`) as the web app reads it, or null when it is not one. */
export const addressId = (value: string | null | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

const providers = new Map<string, { pattern: RegExp; provide: PageData; images?: PageImages }>();

/**
 * Register the first answers of a public route (in an area's routes plugin; registering it again replaces it), and the
 * images among them its first paint shows, if any.
 */
export function registerPageData(route: string, provide: PageData, images?: PageImages): void {
  providers.set(route, { pattern: routePattern(route), provide, images });
}

/**
 * The page's first answers for a URL, or null when its route has none. A value that is not there (an unknown
 * division) leaves its answer out: the web app then asks for it and shows what it shows for that answer.
 */
export async function pageData(request: FastifyRequest): Promise<PageAnswers | null> {
  const [rawPath = '', search = ''] = request.url.split('?');
  let pathname: string;
  try {
    pathname = decodeURI(rawPath);
  } catch {
    return null;
  }
  for (const { pattern, provide, images } of providers.values()) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    const params = Object.fromEntries(
      Object.entries(m.groups ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const get = (url: string) => callInside(request, url);
    const answers = await provide({
      params,
      query: new URLSearchParams(search),
      ctx: await authenticate(request, false),
      get,
    });
    if (!Object.keys(answers).length) return null;
    return { answers, images: images?.(answers) ?? [] };
  }
  return null;
}

/** A GET of the API inside the server (no socket), as the page's visitor: their cookie and bearer token, if any. */
async function callInside(request: FastifyRequest, url: string): Promise<Buffer | undefined> {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization'] as const)
    if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
  const res = await request.server.inject({ method: 'GET', url, headers });
  return res.statusCode === 200 ? res.rawPayload : undefined;
}

/** Run one answer's read, leaving it out when it fails (a 404 for an unknown id, a lost connection). */
export async function optional(read: () => Promise<{ body: Buffer }>): Promise<Buffer | undefined> {
  try {
    return (await read()).body;
  } catch {
    return undefined;
  }
}

/**
 * Send a page's HTML with its answers in `<script type="application/json" id="portal-data">`, compressed for this
 * request (a draw's HTML is about 60 KB before compression, 4 KB after), and a high-priority preload of each image its
 * first paint shows, so that it downloads beside the code instead of after it.
 */
export async function sendPageWithData(
  request: FastifyRequest,
  reply: FastifyReply,
  html: Buffer,
  { answers, images }: PageAnswers,
) {
  // `<` is escaped so no value can close the script element (a team named `</script>`).
  const json = `{${Object.entries(answers)
    .map(([url, body]) => `${JSON.stringify(url)}:${body.toString('utf8')}`)
    .join(',')}}`.replace(/</g, '\\u003c');
  const preloads = images
    .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`)
    .join('');
  const page = Buffer.from(
    html
      .toString('utf8')
      .replace('</head>', `${preloads}<script type="application/json" id="portal-data">${json}</script></head>`),
  );
  return sendCompressed(request, reply, page);
}
