import crypto from 'node:crypto';
import type { z } from 'zod';
import { deepFreeze, keptAnswers, type KeptKind } from '../platform/kept-answers';
import { readyBytes, type ReadyBytes } from '../platform/ready-bytes';

// Public answers are computed once per data version and served as ready bytes with an ETag, so game-day
// load never reaches the database (docs/decisions/021-competition-public-cache.md), as kept answers
// (docs/decisions/169-kept-answers.md). Writers never call this file: they go through writeCompetition
// (competition-writes.ts, reached through league.service.ts), which counts the scopes it touched and drops them here after commit.

/** A serialised public answer, compressed once (a draw shrinks about twentyfold with brotli). */
export interface CachedAnswer<R = unknown> extends ReadyBytes {
  etag: string;
  /** The reply the bytes were made from, as the reply schema gave it, frozen: the service reads it without parsing the bytes. */
  reply: R;
}

/** What an answer depends on: the season and division lists, one division's data, or everything (the id index). */
export const ALL_SCOPE = 'competition';
export const SEASONS_SCOPE = 'competition:seasons';
export const divisionScope = (divisionId: number) => `competition:division:${divisionId}`;

/** Backstop for changes made outside any portal process (someone editing the database by hand). */
const TTL_MS = 60_000;
/** Least recently used answers go first past this many (a crawler of made-up ids never gets in: they are 404s). */
export const MAX_ENTRIES = 5_000;

const ANSWERS: KeptKind<CachedAnswer> = { name: 'public competition answers', max: MAX_ENTRIES, ttlMs: TTL_MS };
const VALUES: KeptKind<unknown> = { name: 'competition values (the id index)', max: 10, ttlMs: TTL_MS };

/**
 * The cached answer for key, built by `make` and checked and stripped by the reply schema (as the route's
 * serialiser would) when missing or stale. A failed build (a 404) is never cached.
 */
export function cachedAnswer<S extends z.ZodType>(
  db: object,
  key: string,
  scope: string,
  schema: S,
  make: () => Promise<unknown>,
): Answer<z.output<S>> {
  return keptAnswers(db, ANSWERS).get(key, scope, async () => serialise(schema.parse(await make()))) as Answer<
    z.output<S>
  >;
}

type Answer<R> = CachedAnswer<R> | Promise<CachedAnswer<R>>;

function serialise(reply: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(reply));
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { ...readyBytes(body), etag, reply: deepFreeze(reply) };
}

/** A cached value that depends on every scope (the id index): rebuilt after any change. */
export function cachedValue<T>(db: object, key: string, make: () => Promise<T>): T | Promise<T> {
  return keptAnswers(db, VALUES).get(key, ALL_SCOPE, make) as T | Promise<T>;
}

/** How many answers are held (tests of the LRU bound). */
export function cachedAnswerCount(db: object): number {
  return keptAnswers(db, ANSWERS).size;
}
