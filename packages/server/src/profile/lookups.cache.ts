import type { LookupItem } from '@portal/domain/profile/lookups.contract';
import { keptAnswers, type KeptKind } from '../platform/kept-answers';

// Localities are reference data loaded before the app listens and never edited at run time, so answers can be
// kept (docs/decisions/169-kept-answers.md): a bounded set of recent searches spares the single-connection embedded
// database under concurrent typing. A reload of the table (a new package version) names LOCALITIES_SCOPE.

export const LOCALITIES_SCOPE = 'profile:localities';

/** An empty answer is not kept (the table may still be loading in a test that fills it afterwards). */
const SEARCHES: KeptKind<LookupItem[]> = {
  name: 'locality searches',
  max: 2000,
  ttlMs: Infinity,
  keepUntil: (items) => (items.length ? Infinity : null),
};

/** The kept answer of this search, or the one `search` gives. */
export async function cachedSearch(
  db: object,
  key: string,
  search: () => Promise<LookupItem[]>,
): Promise<LookupItem[]> {
  return keptAnswers(db, SEARCHES).get(key, LOCALITIES_SCOPE, search);
}
