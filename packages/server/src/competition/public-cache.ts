import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { z } from 'zod';

// Issue 5: public answers are computed once per data version and served as ready bytes with an ETag,
// so game-day load never reaches the database (PGlite tops out near 2,400 queries/s, STACK.md).

/** A serialised public answer. */
export interface CachedAnswer {
  body: Buffer;
  /** The same bytes gzipped once, for the browsers that accept it (all of them): a draw shrinks about tenfold. */
  gzip: Buffer;
  etag: string;
}

interface Entry extends CachedAnswer { version: number; expires: number }

/** Backstop for writers outside this process (an admin editing the database directly). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

class PublicCache {
  version = 0;
  entries = new Map<string, Entry>();
  inFlight = new Map<string, Promise<Entry>>();
}

// One cache per database handle, so two apps in one process (tests) never share answers.
const caches = new WeakMap<object, PublicCache>();

function cacheOf(db: object): PublicCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PublicCache()));
  return cache;
}

/** Call after any write that changes a draw, result or stat (scores, forfeits, teams, games). */
export function markCompetitionChanged(db: object): void {
  const cache = cacheOf(db);
  cache.version += 1;
  cache.entries.clear();
}

/**
 * The cached answer for key, built by `build` and checked and stripped by the reply schema (as the route's
 * serialiser would) when missing or stale. Concurrent misses share one build.
 */
export async function cachedAnswer(db: object, key: string, schema: z.ZodType, build: () => Promise<unknown>, now = Date.now()): Promise<CachedAnswer> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(key);
  if (hit && hit.version === cache.version && hit.expires > now) return hit;
  const pending = cache.inFlight.get(key);
  if (pending) return pending;
  const version = cache.version;
  const promise = (async () => {
    const body = Buffer.from(JSON.stringify(schema.parse(await build())));
    const etag = `W/"${version}-${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const entry: Entry = { body, gzip: zlib.gzipSync(body), etag, version, expires: now + TTL_MS };
    if (version === cache.version) {
      if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
      cache.entries.set(key, entry);
    }
    return entry;
  })().finally(() => cache.inFlight.delete(key));
  cache.inFlight.set(key, promise);
  return promise;
}
