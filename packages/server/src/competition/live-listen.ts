import pg from 'pg';
import { LIVE_CHANNEL, LiveNotice } from '@portal/domain/competition/live-score.contract';

// The one connection per server that hears every server's live-score changes (docs/decisions/338): a LISTEN on
// 'live_scores', where live-notify.ts's pg_notify inside each write's transaction lands at its commit. On PostgreSQL
// it is a client of its own beside the pool (a LISTEN must hold its connection; taking it from the pool would leave the
// requests one fewer); on the embedded PGlite, its listen API on the same instance. A lost PostgreSQL connection is
// opened again, backing off, and `onResync` then says that changes may have been missed meanwhile.

/** What a change says: which game, and its division (so the division's viewers hear it too). */
export type LiveChange = LiveNotice;

export interface LiveSource {
  /** Resolves once the LISTEN is in place (changes committed after this are heard). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface LiveSourceEvents {
  change(change: LiveChange): void;
  /** The connection came back after a loss: whatever viewers hold may be stale. */
  resync(): void;
  error(err: unknown): void;
}

/** The payload of a notification, or null when it is not one of ours (bad JSON or ids). */
export function parseChange(payload: string): LiveChange | null {
  try {
    const parsed = LiveNotice.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON: not ours
  }
}

interface PgliteLike {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PoolLike {
  options: pg.ClientConfig;
}

/** The source for a database handle's driver: drizzle keeps it as `$client` (a PGlite, or node-postgres's pool). */
export function liveSource(db: object, on: LiveSourceEvents): LiveSource {
  const client = (db as { $client?: unknown }).$client;
  if (client && typeof (client as PgliteLike).listen === 'function') return pgliteSource(client as PgliteLike, on);
  if (client && typeof (client as PoolLike).options === 'object') return postgresSource(client as PoolLike, on);
  throw new Error('live scores: the database handle has neither a PGlite nor a PostgreSQL pool');
}

function pgliteSource(client: PgliteLike, on: LiveSourceEvents): LiveSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    start: async () => {
      unlisten = await client.listen(LIVE_CHANNEL, (payload) => {
        const change = parseChange(payload);
        if (change) on.change(change);
      });
    },
    stop: async () => {
      await unlisten?.().catch(() => {}); // the instance may be closed already
      unlisten = null;
    },
  };
}

/** Waits between attempts to open the connection again: from a quarter second up to five. */
export const RETRY_MS = { first: 250, most: 5_000 };

function postgresSource(pool: PoolLike, on: LiveSourceEvents): LiveSource {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wait = RETRY_MS.first;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ ...pool.options, application_name: 'portal live scores' });
    c.on('notification', (n) => {
      const change = n.channel === LIVE_CHANNEL && n.payload ? parseChange(n.payload) : null;
      if (change) on.change(change);
    });
    c.on('error', (err) => on.error(err));
    c.on('end', () => {
      if (client !== c || stopped) return;
      client = null;
      retry();
    });
    await c.connect();
    try {
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    wait = RETRY_MS.first;
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => on.resync(),
        (err: unknown) => {
          on.error(err);
          wait = Math.min(wait * 2, RETRY_MS.most);
          retry();
        },
      );
    }, wait);
  };

  return {
    start: connect,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
