import type { FastifyInstance } from 'fastify';
import type { Db } from './db';

// Whether this server process is ready for more requests now (GET /api/health/ready, docs/decisions/342): its database
// answers within DB_WAIT_MS, the pool's wait for a free connection included, and every load check added here allows
// it. The answer is kept a second, and probes arriving while it is being found wait for that one ask, so a load
// balancer polling hard adds one statement a second at most.

const READY_TTL_MS = 1000;
const DB_WAIT_MS = 2000;

/** A check another part adds to the ready answer (a load gate, say): null while it allows more, else its reason. */
export type ReadyCheck = () => string | null;

/** Per app, keyed by its platform object, which the root and every plugin's instance share. */
const checksOf = new WeakMap<object, ReadyCheck[]>();

export function addReadyCheck(app: FastifyInstance, check: ReadyCheck): void {
  const checks = checksOf.get(app.platform) ?? [];
  checksOf.set(app.platform, [...checks, check]);
}

const answersOf = new WeakMap<object, { at: number; reason: Promise<string | null> }>();

/** Null when the process is ready, else why not ('database', or a check's reason). */
export function notReadyBecause(app: FastifyInstance, db: Db, now = Date.now()): Promise<string | null> {
  const kept = answersOf.get(app.platform);
  if (kept && now - kept.at < READY_TTL_MS) return kept.reason;
  const reason = (async () => {
    if (!(await answers(db))) return 'database';
    for (const check of checksOf.get(app.platform) ?? []) {
      const why = check();
      if (why) return why;
    }
    return null;
  })();
  answersOf.set(app.platform, { at: now, reason });
  return reason;
}

/** The database answered `select 1` within DB_WAIT_MS. */
function answers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_WAIT_MS);
  });
  const asked = db.execute('select 1').then(
    () => true,
    () => false,
  );
  return Promise.race([asked, late]).finally(() => clearTimeout(timer));
}
