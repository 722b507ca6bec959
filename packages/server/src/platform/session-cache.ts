import type { PGlite } from '@electric-sql/pglite';
import { keptAnswers, versionsOf, type KeptAnswers, type KeptKind } from './kept-answers';

/** A plain read (`select …` or `values …`): anything else may write. */
const READ = /^\s*(select|values)\b/i;

/**
 * Sign-in reads kept between requests, for the embedded PGlite only (decision 124), as kept answers
 * (docs/decisions/169-kept-answers.md). PGlite lives inside this process: no other server or process can write to it,
 * so every write passes through the client `watchWrites` wraps, and any write drops every kept read at once. A logout,
 * a password reset, a profile change or a team change is therefore seen by the very next request. A read is kept with
 * its token's expiry, and 5 s at most. On PostgreSQL, which several servers may share, nothing is kept: each request
 * reads the token row (decisions 101, 126).
 */
export const SESSIONS_SCOPE = 'sessions';

/** A sign-in read as kept: the session (null: no live token) and its token's expiry (null: keep it not). */
export interface KeptSession {
  session: object | null;
  expiresAt: number | null;
}

/**
 * One kind per sign-in read function, made on its first use, each keyed by the token's hash alone: a key made by
 * joining the function's name and the hash would be a new string on every request, hashed again for each lookup,
 * which was most of this hit path's cost (the signed-in row of `npm run bench`).
 */
const kinds = new Map<string, KeptKind<KeptSession>>();

function kindOf(fn: string): KeptKind<KeptSession> {
  let kind = kinds.get(fn);
  if (!kind)
    kinds.set(
      fn,
      (kind = {
        name: `sign-in reads of ${fn} (embedded PGlite)`,
        max: 5000,
        ttlMs: 5000,
        keepUntil: (s) => s.expiresAt,
        local: true,
      }),
    );
  return kind;
}

const watched = new WeakSet<object>();

/** Drop the kept sign-in reads of `db` on every statement through `client` that may write (and every transaction, when it starts and ends). */
export function watchWrites(client: PGlite, db: object): void {
  watched.add(db);
  const forget = () => versionsOf(db).drop([SESSIONS_SCOPE]);
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    if (!READ.test(text)) forget();
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  const exec = client.exec.bind(client);
  client.exec = ((...args: Parameters<PGlite['exec']>) => {
    forget();
    return exec(...args);
  }) as PGlite['exec'];
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

/** The kept sign-in reads of `fn` (keyed by token hash) of a database handle whose writes are watched (PGlite); none for PostgreSQL. */
export function sessionCacheOf(db: object, fn: string): KeptAnswers<KeptSession> | undefined {
  return watched.has(db) ? keptAnswers(db, kindOf(fn)) : undefined;
}
