import type { FastifyInstance } from 'fastify';
import type { Platform } from './context';

// The one way the app works in the background (docs/decisions/287): the mail outbox, payment recovery and the claim
// codes each declare a round and when the next one runs; this kit runs it when the app is ready, schedules the next
// one (backing off while idle, woken early when there is work), and stops and awaits it when the app closes. Every
// server runs every worker: rows are claimed with a lease and SKIP LOCKED, in batches, so two servers never take the
// same row and a stopped server's rows come back once their lease runs out.

export interface WorkerSpec<R> {
  /** Named in the log when a round fails ("<name> round failed"). */
  name: string;
  /** One round, reading the app's platform as it is now (a test may swap its parts). */
  round(platform: Platform, log: FastifyInstance['log']): Promise<R>;
  /** The wait between rounds that found work, in ms. */
  everyMs(platform: Platform): number;
  /** Backing off: after a round that found nothing (or failed) the wait doubles, up to `factor` × everyMs. */
  idle?: { busy(result: R): boolean; factor: number };
}

export interface Worker<R> {
  /** Runs the worker for the life of the app. */
  register(app: FastifyInstance): void;
  /** The round that ran when the app became ready (tests wait for it). */
  first(app: FastifyInstance): Promise<R> | undefined;
  /** Every running app of this process runs its next round within everyMs (work was queued here). */
  wake(): void;
}

/** The next wait: everyMs after a busy round, else twice the last wait, at most factor × everyMs. */
export function backoffWait(lastWaitMs: number, busy: boolean, everyMs: number, factor: number): number {
  return busy ? everyMs : Math.min(lastWaitMs * 2, everyMs * factor);
}

/** Every worker's first round, per app (keyed by its platform object). */
const everyFirstRound = new WeakMap<object, Promise<unknown>[]>();

/** Resolves once the first round of every worker of this app is over (a test counting its own queries waits). */
export async function firstRoundsOver(app: FastifyInstance): Promise<void> {
  await Promise.allSettled(everyFirstRound.get(app.platform) ?? []);
}

export function defineWorker<R>(spec: WorkerSpec<R>): Worker<R> {
  // keyed by the app's platform object, which the root and every plugin's instance share
  const firstRounds = new WeakMap<object, Promise<R>>();
  const wakers = new Set<() => void>();
  const register = (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    let inRound = false;
    let woken = false;
    let wait = spec.everyMs(app.platform);
    const schedule = (ms: number) => {
      if (!stopped) timer = setTimeout(tick, ms);
    };
    const tick = (): Promise<R> => {
      const every = spec.everyMs(app.platform);
      inRound = true;
      woken = false;
      const done = spec.round(app.platform, app.log);
      running = done
        .then(
          (r) => r,
          (err: unknown) => {
            app.log.error({ err }, `${spec.name} round failed`);
            return undefined;
          },
        )
        .then((r) => {
          inRound = false;
          const busy = r !== undefined && (spec.idle?.busy(r) ?? true);
          wait = woken || !spec.idle ? every : backoffWait(wait, busy, every, spec.idle.factor);
          schedule(wait);
        });
      return done;
    };
    const wake = () => {
      const every = spec.everyMs(app.platform);
      if (inRound) {
        woken = true;
        return;
      }
      if (stopped || wait <= every) return;
      if (timer) clearTimeout(timer);
      wait = every;
      schedule(wait);
    };
    app.addHook('onReady', async () => {
      wakers.add(wake);
      const first = tick();
      firstRounds.set(app.platform, first);
      everyFirstRound.set(app.platform, [...(everyFirstRound.get(app.platform) ?? []), first]);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      wakers.delete(wake);
      if (timer) clearTimeout(timer);
      await running;
    });
  };
  return {
    register,
    first: (app) => firstRounds.get(app.platform),
    wake: () => {
      for (const w of wakers) w();
    },
  };
}

export interface LeasedBatches<T> {
  now: () => Date;
  leaseMs: number;
  batch: number;
  /** Claim up to `limit` due rows for `leaseUntil` (FOR UPDATE SKIP LOCKED, so two servers never take the same row). */
  claim(now: Date, leaseUntil: Date, limit: number): Promise<T[]>;
  /** Claim again while a batch comes back full (so a backlog goes in one round), or only once. */
  untilShort: boolean;
}

/** Claim due rows with a lease, a batch at a time, and handle each; answers how many were handled. */
export async function eachLeased<T>(opts: LeasedBatches<T>, handle: (row: T) => Promise<void>): Promise<number> {
  let count = 0;
  let claimed: T[];
  do {
    const now = opts.now();
    claimed = await opts.claim(now, new Date(now.getTime() + opts.leaseMs), opts.batch);
    for (const row of claimed) await handle(row);
    count += claimed.length;
  } while (opts.untilShort && claimed.length === opts.batch);
  return count;
}
