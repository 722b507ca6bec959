// What the service worker keeps for use without signal (issue 45 item 3, docs/decisions/334): an allow-list, so
// nothing else is ever written to the browser's caches. Pure rules, read by the worker (sw.ts) and by the page.

/** The caches the worker writes (the precache of the app shell is Workbox's own). */
export const CACHES = {
  /** The HTML of the pages a member looked at: the public pages and the dashboard's frame, none with personal data. */
  pages: 'portal-pages',
  /** The public answers those pages read: the settings, the draw, the standings and the stats. */
  answers: 'portal-answers',
  /** The one personal answer kept: the member's next games. Emptied at every sign-in and sign-out. */
  mine: 'portal-mine',
} as const;

export type OfflineCache = (typeof CACHES)[keyof typeof CACHES];

/** The header the worker stamps on what it keeps: when the answer was received (ISO time). */
export const STORED_AT_HEADER = 'x-portal-stored-at';

/** The meta element the worker writes into a kept page's HTML, so the page can tell it came from the cache. */
export const STORED_AT_META = 'portal-stored-at';

/**
 * Pages kept: the public pages (home, the draw of a division and of a team, standings, stats, the store view, a
 * game's page) and the member's dashboard, whose HTML is the page frame and the site settings only (the profile is
 * never in it: decision 128 writes only public answers into a page).
 */
const PAGES: RegExp[] = [
  /^\/$/,
  /^\/draw(\/[^/]+){0,3}\/?$/,
  /^\/result\/?$/,
  /^\/member\/stats(\/[^/]+){0,3}\/?$/,
  /^\/storeview\/?$/,
  /^\/game\/\d+\/?$/,
  /^\/member(\/account)?\/?$/,
];

/** Public answers kept: the settings and the competition's public reads (no calendar files, no live scores). */
const PUBLIC_ANSWERS: RegExp[] = [
  /^\/api\/settings$/,
  /^\/api\/draw$/,
  /^\/api\/draw\/result$/,
  /^\/api\/draw\/seasons$/,
  /^\/api\/draw\/seasons\/\d+\/divisions$/,
  /^\/api\/draw\/seasons\/divisions\/\d+\/teams$/,
  /^\/api\/draw\/stats\/seasons$/,
  /^\/api\/draw\/stats\/season\/\d+\/divisions$/,
  /^\/api\/draw\/stats\/division\/\d+\/teams$/,
  /^\/api\/draw\/stats\/division\/\d+\/team\/\d+\/(games|totals)$/,
  /^\/api\/draw\/stats\/division\/\d+\/team\/\d+\/game\/\d+\/stats$/,
];

/** The one personal answer kept (decision 220's Next games card): never the profile, a token, bank or medical data. */
const MINE = '/api/member/nextgames';

/** The cache a page's HTML goes into, or null when the page is not kept (its path only; same origin checked by the caller). */
export function pageCache(pathname: string): OfflineCache | null {
  return PAGES.some((p) => p.test(pathname)) ? CACHES.pages : null;
}

/** The cache an API answer goes into, or null when it is never kept. Only GET answers are ever asked about. */
export function answerCache(pathname: string): OfflineCache | null {
  if (pathname === MINE) return CACHES.mine;
  return PUBLIC_ANSWERS.some((p) => p.test(pathname)) ? CACHES.answers : null;
}

/** The kept page's HTML with the time it was received written into its head, for the offline note. */
export function stampPage(html: string, storedAt: string): string {
  const meta = `<meta name="${STORED_AT_META}" content="${storedAt.replace(/[^0-9A-Za-z:.+-]/g, '')}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
}
