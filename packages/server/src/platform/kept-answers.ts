import { LRUCache } from 'lru-cache';
import type { VersionsDb } from './cache-versions.repo';
import { areaOf, KeptVersions } from './kept-versions';

// Answers kept in memory between requests, the one way the server does it (docs/decisions/169-kept-answers.md): a
// bounded map (least recently used out first) with a time-to-live, whose values belong to a scope and go when it is
// dropped, here or, on a shared PostgreSQL, by another server (kept-versions.ts). One set per database handle, so two
// apps in one process on two handles never share answers.

/** A kind of kept answer: a module constant, whose identity picks its map in each database handle's set. */
export interface KeptKind<V> {
  /** What the answers are, for a reader of the code and of a heap snapshot. */
  name: string;
  /** The most values kept; the least recently used go first. */
  max: number;
  /** How long a value is trusted at most, whatever is counted: the bound for changes no portal server made. */
  ttlMs: number;
  /** The latest moment a value may be kept (a token's expiry), or null to keep it not at all. */
  keepUntil?: (value: V) => number | null;
  /** Scopes only this server drops, never counted in cache_versions: a read never waits for nor starts a read of the counts. */
  local?: boolean;
  /**
   * The scope a value belongs to once made, when only the value can tell it (a sign-in read: its member's part of
   * `sessions`); the scope given to `get` is then the area, which a build in progress is checked against.
   */
  scopeOf?: (value: V) => string;
}

interface Stamped {
  scope: string;
  area: string;
  stamp: number;
}
interface Entry<V> extends Stamped {
  value: V;
  expires: number;
}
interface Build<V> extends Stamped {
  promise: Promise<V>;
}

export class KeptAnswers<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly building = new Map<string, Build<V>>();

  constructor(
    private readonly versions: KeptVersions,
    private readonly kind: KeptKind<V>,
  ) {
    this.entries = new LRUCache({ max: kind.max });
  }

  /** How many values are kept (tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The value of `key` in `scope`: the kept one while its scope has not been dropped since it was made and `now` is
   * before its end; else the one being made, if that started after the scope's last drop; else made by `make` now.
   * What `make` gives is kept only if the scope was not dropped meanwhile, so an answer made from data read before a
   * write is never handed to a request that came after the write. A failed `make` keeps nothing. `renew` makes it
   * anew whatever is kept (a caller that asks for a fresh answer), and keeps that in its place.
   */
  get(key: string, scope: string, make: () => V | Promise<V>, now = Date.now(), renew = false): V | Promise<V> {
    // the first uses on a shared database wait for the first read of the counts (failed, it is tried again later)
    const waiting = this.kind.local ? undefined : this.versions.sync();
    return waiting
      ? waiting.then(() => this.answer(key, scope, make, now, renew))
      : this.answer(key, scope, make, now, renew);
  }

  private answer(key: string, scope: string, make: () => V | Promise<V>, now: number, renew: boolean): V | Promise<V> {
    const hit = renew ? undefined : this.entries.get(key);
    if (hit && hit.expires > now && this.fresh(hit)) return hit.value;
    const pending = renew ? undefined : this.building.get(key);
    if (pending && this.fresh(pending)) return pending.promise;
    const stamped: Stamped = { scope, area: areaOf(scope), stamp: this.versions.clock };
    const made = make();
    if (!(made instanceof Promise)) return this.keep(key, stamped, made, now);
    const promise = made
      .then((value) => this.keep(key, stamped, value, now))
      .finally(() => {
        if (this.building.get(key)?.promise === promise) this.building.delete(key);
      });
    this.building.set(key, { ...stamped, promise });
    return promise;
  }

  private fresh(s: Stamped): boolean {
    return s.stamp >= this.versions.freshFrom(s.scope, s.area);
  }

  private keep(key: string, stamped: Stamped, value: V, now: number): V {
    const until = this.kind.keepUntil ? this.kind.keepUntil(value) : Infinity;
    const scope = this.kind.scopeOf?.(value);
    const own = scope === undefined ? stamped : { scope, area: areaOf(scope), stamp: stamped.stamp };
    if (until !== null && this.fresh(own))
      this.entries.set(key, { ...own, value, expires: Math.min(now + this.kind.ttlMs, until) });
    return value;
  }
}

interface HandleSet {
  versions: KeptVersions;
  kinds: Map<object, unknown>;
}

const sets = new WeakMap<object, HandleSet>();

function setOf(db: object): HandleSet {
  let set = sets.get(db);
  if (!set) sets.set(db, (set = { versions: new KeptVersions(null), kinds: new Map() }));
  return set;
}

/**
 * Let the answers kept for this PostgreSQL handle follow other servers' writes (db.ts calls it when it opens one,
 * before any answer is kept). The embedded PGlite is written by this process alone and never reads the counts.
 * `now` times the reads of the counts: a test that reads them itself stops it.
 */
export function shareKeptAnswers(db: VersionsDb, now?: () => number): void {
  sets.set(db, { versions: new KeptVersions(db, now), kinds: new Map() });
}

/** The change clock of a database handle's kept answers. */
export function versionsOf(db: object): KeptVersions {
  return setOf(db).versions;
}

/** The kept answers of this kind for this database handle. */
export function keptAnswers<V>(db: object, kind: KeptKind<V>): KeptAnswers<V> {
  const set = setOf(db);
  let answers = set.kinds.get(kind) as KeptAnswers<V> | undefined;
  if (!answers) set.kinds.set(kind, (answers = new KeptAnswers(set.versions, kind)));
  return answers;
}

/** Freeze plain objects and arrays all the way down (Dates stay as they are: nothing sets them), for kept values. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Date || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
