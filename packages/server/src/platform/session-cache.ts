import type { PGlite } from '@electric-sql/pglite';

/** A plain read (`select …` or `values …`): anything else may write. */
const READ = /^\s*(select|values)\b/i;
/** A safety net: an entry is trusted for this long at most, whatever happens. */
const MAX_AGE_MS = 5000;

interface Entry { generation: number; storedAt: number; expiresAt: number; value: unknown }

/**
 * Sign-in reads kept between requests, for the embedded PGlite only (decision 124). PGlite lives inside this process:
 * no other server or process can write to it, so every write passes through `watch`, and any write forgets every
 * entry at once. A logout, a password reset, a profile change or a team change is therefore seen by the very next
 * request. A token's expiry is kept with its entry and checked on every request. On PostgreSQL, which several
 * servers may share, there is no cache: each request reads the token row (decision 101).
 */
export class SessionCache {
  private generation = 0;
  private entries = new Map<object, Map<string, Entry>>();

  /** Count every statement that may write through `client` (and every transaction, when it starts and when it ends). */
  watch(client: PGlite): void {
    const forget = () => { this.generation++; this.entries.clear(); };
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      if (!READ.test(text)) forget();
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as PGlite['query'];
    const exec = client.exec.bind(client);
    client.exec = ((...args: Parameters<PGlite['exec']>) => { forget(); return exec(...args); }) as PGlite['exec'];
    const transaction = client.transaction.bind(client);
    client.transaction = (async (fn: Parameters<PGlite['transaction']>[0]) => {
      forget();
      try {
        return await transaction(fn);
      } finally {
        forget();
      }
    }) as PGlite['transaction'];
  }

  /**
   * The value of `key` in `scope` (the read it came from) if no write happened since it was read and `now` is before
   * its expiry; else `read` it, with `expiresAt` (ms, or null when there is nothing to keep), and keep it only if no
   * write happened meanwhile.
   */
  async get<T>(scope: object, key: string, now: number, read: () => Promise<{ value: T; expiresAt: number | null }>): Promise<T> {
    let entries = this.entries.get(scope);
    if (!entries) this.entries.set(scope, (entries = new Map()));
    const entry = entries.get(key);
    if (entry && entry.generation === this.generation && now < entry.expiresAt && now - entry.storedAt < MAX_AGE_MS) return entry.value as T;
    const generation = this.generation;
    const { value, expiresAt } = await read();
    if (expiresAt !== null && generation === this.generation) entries.set(key, { generation, storedAt: now, expiresAt, value });
    return value;
  }
}
