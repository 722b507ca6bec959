import type { Product } from '@portal/domain/store/store.contract';
import { keptAnswers, type KeptKind } from '../platform/kept-answers';

// The product lists are public and read far more often than stock moves: each list is kept a few seconds, as kept
// answers (docs/decisions/169-kept-answers.md). A sale or a stock given back names PRODUCTS_SCOPE in its transaction:
// this server drops every list once it has committed, every other server sharing the database within about a second
// (kept-versions.ts POLL_MS), well inside the 10 s browsers may keep the answer (Cache-Control) anyway. The 5 s
// time-to-live bounds only changes made outside the portal.

/** The scope of every product list: stock or products changed. */
export const PRODUCTS_SCOPE = 'store';

const LISTS: KeptKind<Product[]> = { name: 'store product lists', max: 500, ttlMs: 5000 };

export async function cachedList(
  db: object,
  key: string,
  now: number,
  load: () => Promise<Product[]>,
): Promise<Product[]> {
  return keptAnswers(db, LISTS).get(key, PRODUCTS_SCOPE, load, now);
}
