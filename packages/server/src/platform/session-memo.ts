/** The most sign-in reads kept per database function: a large association's members signed in at once, and more. */
const MAX_ENTRIES = 5000;

/**
 * Sign-in reads turned into objects once per content (decision 139). The database answers every request (the token
 * is checked by a statement sent after the request arrived: decisions 101, 126 stand); what is kept is only the step
 * from its JSON text to the member and the route's extra, keyed by that text. The same text always gives the same
 * objects, frozen, so an answer made from them can be kept beside them (`answer-memo.ts`). A changed row, a changed
 * team or a new token state gives another text. The least recently used entries go beyond `MAX_ENTRIES`.
 */
export class SessionMemo {
  private byRead = new Map<object, Map<string, unknown>>();

  constructor(private readonly max = MAX_ENTRIES) {}

  /** `parse(JSON.parse(text))`, or what it gave for the same `scope` and text before. */
  get<T extends object>(scope: object, text: string, parse: (json: Record<string, unknown>) => T): T {
    let entries = this.byRead.get(scope);
    if (!entries) this.byRead.set(scope, (entries = new Map()));
    const kept = entries.get(text) as T | undefined;
    if (kept) {
      // most recently used last: a Map keeps insertion order
      entries.delete(text);
      entries.set(text, kept);
      return kept;
    }
    const value = deepFreeze(parse(JSON.parse(text) as Record<string, unknown>));
    entries.set(text, value);
    if (entries.size > this.max) entries.delete(entries.keys().next().value!);
    return value;
  }
}

/** Freeze plain objects and arrays all the way down (Dates stay as they are: nothing sets them). */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Date || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
