import crypto from 'node:crypto';
import type { z } from 'zod';
import { readyBytes, type ReadyBytes } from '../platform/ready-bytes';

// Public answers are computed once per data version and served as ready bytes with an ETag, so game-day
// load never reaches the database (docs/decisions/021-competition-public-cache.md). Writers never call this file:
// they go through writeCompetition (competition.service.ts), which invalidates after commit.

/** A serialised public answer, compressed once (a draw shrinks about twentyfold with brotli). */
export interface CachedAnswer extends ReadyBytes {
  etag: string;
  /** Ids the answer lists, when asked for (the stats game list: which games may be asked for stats). */
  ids?: ReadonlySet<number>;
}

/** What an answer depends on: the season and division lists, one division's data, or everything (the id index). */
export const SEASONS_SCOPE = 'seasons';
export const ALL_SCOPE = 'all';
export const divisionScope = (divisionId: number) => `division:${divisionId}`;

interface Stamped<T> { value: T; scope: string; stamp: number; expires: number }

/** Backstop for changes made outside any portal process (someone editing the database by hand). */
const TTL_MS = 60_000;
/** Least recently used answers go first past this many (a crawler of made-up ids never gets in: they are 404s). */
export const MAX_ENTRIES = 5_000;

class PublicCache {
  /** Logical clock: each invalidation takes the next tick; a build is stamped with the tick it started at. */
  clock = 0;
  allAt = 0;
  lastChange = 0;
  scopes = new Map<string, number>();
  /** Map order is use order: a hit moves to the end, eviction takes the first. */
  entries = new Map<string, Stamped<CachedAnswer>>();
  values = new Map<string, Stamped<unknown>>();
  inFlight = new Map<string, { stamp: number; promise: Promise<Stamped<unknown>> }>();
}

// One cache per database handle, so two apps in one process (tests) never share answers.
const caches = new WeakMap<object, PublicCache>();

function cacheOf(db: object): PublicCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PublicCache()));
  return cache;
}

/** The tick from which builds of a scope are fresh: its last invalidation (everything's, for the ALL scope). */
function freshFrom(cache: PublicCache, scope: string): number {
  if (scope === ALL_SCOPE) return cache.lastChange;
  return Math.max(cache.allAt, cache.scopes.get(scope) ?? 0);
}

const usable = (cache: PublicCache, s: Stamped<unknown> | undefined, now: number) =>
  s !== undefined && s.stamp >= freshFrom(cache, s.scope) && s.expires > now;

/**
 * Drop the answers of these scopes. Call only after the change is committed: a build that starts later reads the
 * new data, and a build that started before is neither stored nor handed to later requests.
 */
export function invalidate(db: object, scopes: Iterable<string>): void {
  const cache = cacheOf(db);
  const tick = ++cache.clock;
  cache.lastChange = tick;
  for (const scope of scopes) {
    if (scope === ALL_SCOPE) cache.allAt = tick;
    else cache.scopes.set(scope, tick);
  }
}

/** Build once per version: concurrent misses join a build only if it started after the scope's last invalidation. */
function build<T>(cache: PublicCache, key: string, scope: string, make: () => Promise<T>, now: number, store: (s: Stamped<T>) => void): Promise<Stamped<T>> {
  const pending = cache.inFlight.get(key);
  if (pending && pending.stamp >= freshFrom(cache, scope)) return pending.promise as Promise<Stamped<T>>;
  const stamp = cache.clock;
  const promise = make().then((value) => {
    const stamped = { value, scope, stamp, expires: now + TTL_MS };
    if (stamp >= freshFrom(cache, scope)) store(stamped);
    return stamped;
  }).finally(() => {
    if (cache.inFlight.get(key)?.promise === promise) cache.inFlight.delete(key);
  });
  cache.inFlight.set(key, { stamp, promise });
  return promise;
}

/**
 * The cached answer for key, built by `make` and checked and stripped by the reply schema (as the route's
 * serialiser would) when missing or stale. A failed build (a 404) is never cached.
 */
export function cachedAnswer(
  db: object, key: string, scope: string, schema: z.ZodType, make: () => Promise<unknown>,
  idsOf?: (reply: never) => Iterable<number>, now = Date.now(),
): CachedAnswer | Promise<CachedAnswer> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(key);
  if (usable(cache, hit, now)) {
    cache.entries.delete(key);
    cache.entries.set(key, hit!);
    return hit!.value;
  }
  const store = (s: Stamped<CachedAnswer>) => {
    cache.entries.delete(key);
    cache.entries.set(key, s);
    while (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  };
  return build(cache, key, scope, async () => serialise(schema.parse(await make()), idsOf), now, store).then((s) => s.value);
}

function serialise(reply: unknown, idsOf?: (reply: never) => Iterable<number>): CachedAnswer {
  const body = Buffer.from(JSON.stringify(reply));
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { ...readyBytes(body), etag, ...(idsOf ? { ids: new Set(idsOf(reply as never)) } : {}) };
}

/** A cached value that depends on every scope (the id index): rebuilt after any change. */
export function cachedValue<T>(db: object, key: string, make: () => Promise<T>, now = Date.now()): T | Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.values.get(key);
  if (usable(cache, hit, now)) return hit!.value as T;
  return build(cache, `value:${key}`, ALL_SCOPE, make, now, (s) => cache.values.set(key, s)).then((s) => s.value);
}

/** How many answers are held (tests of the LRU bound). */
export function cachedAnswerCount(db: object): number {
  return cacheOf(db).entries.size;
}
