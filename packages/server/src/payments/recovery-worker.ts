import type { FastifyInstance } from 'fastify';
import { recoverPayments, type RecoveryReport } from './recovery';

// Recovery runs when the server is ready (so a payment left half done by a stop is finished at the next start)
// and then every minute, for payments whose gateway could not be reached.

const EVERY_MS = 60_000;
// Keyed by the app's platform object, which the root and every plugin's instance share.
const firstRounds = new WeakMap<object, Promise<RecoveryReport>>();

/** The recovery round that ran when the app became ready (tests wait for it). */
export function firstRecovery(app: FastifyInstance): Promise<RecoveryReport> | undefined {
  return firstRounds.get(app.platform);
}

export function registerRecovery(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = (): Promise<RecoveryReport> => {
    const { db, config, gateway, now } = app.platform;
    const done = recoverPayments({ db, config, gateway, now, log: app.log });
    running = done.catch((err: unknown) => app.log.error({ err }, 'payment recovery round failed'))
      .finally(() => { if (!stopped) timer = setTimeout(round, EVERY_MS); });
    return done;
  };
  app.addHook('onReady', async () => { firstRounds.set(app.platform, round()); });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
