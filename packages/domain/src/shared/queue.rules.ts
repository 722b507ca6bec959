// The fair queue's rules (issue 46 item 4, docs/decisions/345, 346): which pages of the web app a visitor queues for,
// and the estimate of a wait. Server and web share them: the server accepts a destination only if it is one of these
// pages (no open redirect), the web app gates exactly these routes.

/** What a visitor came to do: registrations have a scheduled opening; checkouts queue only for load and room. */
export type QueueKind = 'registration' | 'checkout';

const PAGES: readonly [RegExp, QueueKind][] = [
  [/^\/register$/, 'registration'],
  [/^\/registernetball$/, 'registration'],
  [/^\/registerteamentry$/, 'registration'],
  [/^\/member\/checkout$/, 'checkout'],
  [/^\/member\/membership$/, 'checkout'],
  [/^\/member\/teamnomination$/, 'checkout'],
  [/^\/member\/invoices\/invoice\/\d{1,10}\/payment$/, 'checkout'],
];

/** A query string a queued page may carry back (an invitation's token, a sport): plain characters only. */
const QUERY = /^(\?[\w.~%=&+-]{0,200})?$/;

/** The kind of queued page `destination` (a path, maybe with its query) is, or null when it is none of them. */
export function queueKindOf(destination: string): QueueKind | null {
  if (destination.length > 300) return null;
  const cut = destination.indexOf('?');
  const path = cut < 0 ? destination : destination.slice(0, cut);
  if (!QUERY.test(cut < 0 ? '' : destination.slice(cut))) return null;
  return PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Minutes until a visitor at `place` is let in at `perMinute` admissions a minute; null while nobody has been. */
export function estimateWaitMinutes(place: number, perMinute: number): number | null {
  if (!(perMinute > 0)) return null;
  return Math.max(1, Math.ceil(place / perMinute));
}

/** How soon the waiting page asks again: often near the front, less often far back (fewer requests on a busy night). */
export function pollSecondsFor(place: number): number {
  if (place <= 5) return 2;
  if (place <= 100) return 5;
  return 10;
}
