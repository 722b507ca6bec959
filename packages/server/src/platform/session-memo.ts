import { deepFreeze, keptAnswers, type KeptKind } from './kept-answers';

/**
 * Sign-in reads turned into objects once per content (decision 139), as kept answers
 * (docs/decisions/169-kept-answers.md). The database answers every request (the token is checked by a statement sent
 * after the request arrived: decisions 101, 126 stand); what is kept is only the step from its JSON text to the member
 * and the route's extra, keyed by that text. The same text always gives the same objects, frozen, so an answer made
 * from them can be kept beside them (`answer-memo.ts`). A changed row, a changed team or a new token state gives
 * another text, so nothing here is ever stale: its scope is never dropped, and the least recently used go first.
 */
const TEXTS_SCOPE = 'sign-in-texts';

/** One kind per sign-in read function, made on its first use: each holds its 5,000 most recently used texts. */
const kinds = new Map<string, KeptKind<object>>();

/** `parse(JSON.parse(text))` for the read function `fn`, or what it gave for the same text on this database before. */
export function objectsOfText<T extends object>(
  db: object,
  fn: string,
  text: string,
  parse: (json: Record<string, unknown>) => T,
): T | Promise<T> {
  let kind = kinds.get(fn);
  if (!kind) kinds.set(fn, (kind = { name: `sign-in objects of ${fn}`, max: 5000, ttlMs: Infinity, local: true }));
  return keptAnswers(db, kind).get(text, TEXTS_SCOPE, () =>
    deepFreeze(parse(JSON.parse(text) as Record<string, unknown>)),
  ) as T | Promise<T>;
}
