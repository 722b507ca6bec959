import type { LookupItem } from '@portal/domain/profile/lookups.contract';

// Localities are reference data loaded before the app listens and never edited at run time, so answers can be
// kept: a small LRU of recent searches spares the single-connection embedded database under concurrent typing.
const CACHE_SIZE = 2000;
const cache = new Map<string, LookupItem[]>();

/** A kept answer for this search, refreshed as most recently used. */
export function cachedSearch(key: string): LookupItem[] | undefined {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

/** Keep an answer; an empty one is not kept (the table may still be loading in a test that fills it afterwards). */
export function keepSearch(key: string, items: LookupItem[]): void {
  if (!items.length) return;
  cache.set(key, items);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** Forget kept answers (after the localities table is reloaded from a new package version). */
export function clearLocalityCache(): void {
  cache.clear();
}
