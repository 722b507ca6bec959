import type { Config } from '../src/platform/config';
import type { Db } from '../src/platform/db';

/** One measured request. */
export interface BenchScenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bodies sent in turn instead of one fixed body (e.g. many different searches). */
  bodies?: unknown[];
  /** Demo username to sign in as; its bearer token is sent. */
  as?: string;
  /** Bearer tokens sent in turn, one per request (many members signed in at once, as on a Saturday). */
  tokens?: string[];
  /** Extra request headers (e.g. accept-encoding, as browsers send). */
  headers?: Record<string, string>;
  connections?: number;
  /** A bound the figure must meet, reported as PASS/FAIL (e.g. p99 under 50 ms, a third of the bare route). */
  target?: { minRatio?: number; minRps?: number; maxP99Ms?: number };
  /** Measured again on a server with LOG_LEVEL=warn, for the record: what the request line costs. */
  quiet?: boolean;
  /** Measured again on PostgreSQL (its own bounds) when DATABASE_URL is given; PGlite only otherwise. */
  postgres?: { target?: { minRatio?: number; minRps?: number; maxP99Ms?: number } };
}

/** An area's contribution to `npm run bench`: optional data to load into the app first, and its scenarios. */
export interface BenchModule {
  name: string;
  /** Runs in the server process before it listens (e.g. seed a large association). Returns values scenarios may use. */
  prepare?(db: Db, config: Config): Promise<Record<string, string | number>>;
  scenarios(prepared: Record<string, string | number>): BenchScenario[];
}
