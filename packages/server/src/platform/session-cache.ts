import type { PGlite } from '@electric-sql/pglite';
import { keptAnswers, versionsOf, type KeptAnswers, type KeptKind } from './kept-answers';
import type { SessionText } from './session-batch';

/** A plain read (`select …` or `values …`): anything else may write. */
const READ = /^\s*(select|values)\b/i;

/**
 * Sign-in reads kept between requests on the embedded PGlite (decision 124), as kept answers
 * (docs/decisions/169-kept-answers.md). PGlite lives inside this process: no other server or process can write to it,
 * so every write passes through the client `watchWrites` wraps, and any write drops every kept read at once. A logout,
 * a password reset, a profile change or a team change is therefore seen by the very next request. A read is kept with
 * its token's expiry, and 5 s at most. On PostgreSQL, which several servers may share, they are kept by member, and
 * dropped through the database's counts (decision 348: `sharedSessionCacheOf` below).
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

/** The kept sign-in reads of `fn` (keyed by token hash) of a database handle whose writes are watched (PGlite); none for PostgreSQL (see below). */
export function sessionCacheOf(db: object, fn: string): KeptAnswers<KeptSession> | undefined {
  return watched.has(db) ? keptAnswers(db, kindOf(fn)) : undefined;
}

/** The parts of `sessions` on PostgreSQL: a member's sign-in reads are in part `sessions:<member id mod 64>`. */
export const SESSION_PARTS = 64;

/** The part of `sessions` a member's sign-in reads are kept in (the triggers of migration 0068 count the same). */
export function sessionScope(memberId: number): string {
  return `${SESSIONS_SCOPE}:${memberId % SESSION_PARTS}`;
}

/** How long a sign-in read is kept on PostgreSQL at most, whatever the counts say (decision 348). */
export const SHARED_SESSION_TTL_MS = 30_000;

const sharedKinds = new Map<string, KeptKind<SessionText | null>>();

/**
 * The kept sign-in reads of `fn` on a PostgreSQL handle (decision 348), keyed by token hash. Each is kept in its
 * member's part of `sessions`, until its token's expiry and SHARED_SESSION_TTL_MS at most; a trigger on every table a
 * sign-in read reads (tokens, members, roles, sports, teams, second factors) counts the part of each member whose rows
 * a transaction changed, in cache_versions, so a sign-out, a password change or a role revoked on any server drops the
 * member's reads on every server at its next read of the counts (kept-versions.ts: within about a second under
 * traffic, 2 s and a round trip at most; at the writer's next request). A miss is still one gathered statement.
 */
export function sharedSessionCacheOf(db: object, fn: string): KeptAnswers<SessionText | null> {
  let kind = sharedKinds.get(fn);
  if (!kind)
    sharedKinds.set(
      fn,
      (kind = {
        name: `sign-in reads of ${fn} (PostgreSQL)`,
        max: 20_000,
        ttlMs: SHARED_SESSION_TTL_MS,
        keepUntil: (row) => (row ? row.expiresAt : null),
        scopeOf: (row) => (row ? sessionScope(row.memberId) : SESSIONS_SCOPE),
      }),
    );
  return keptAnswers(db, kind);
}

/** A pool connection as `watchPoolWrites` wraps it (node-postgres' client). */
interface QueryClient {
  query: (...args: never[]) => unknown;
}

/**
 * Tell a PostgreSQL handle's kept answers of every statement through the pool's connections that may write, once it
 * has finished (so every commit too): their next use waits for a read of the counts begun after it (decision 348), so
 * a sign-out is refused at this server's very next request. A plain read, and a cursor, tell nothing.
 */
export function watchPoolWrites(
  pool: { on(event: 'connect', fn: (client: QueryClient) => void): unknown },
  db: object,
) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const wrote = () => versionsOf(db).wrote();
    client.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || READ.test(text) || (typeof first === 'object' && first.submit))
        return query(...args);
      const last = args[args.length - 1];
      if (typeof last !== 'function') return (query(...args) as Promise<unknown>).finally(wrote);
      return query(...args.slice(0, -1), (err: unknown, res: unknown) => {
        wrote();
        (last as (err: unknown, res: unknown) => void)(err, res);
      });
    };
  });
}
