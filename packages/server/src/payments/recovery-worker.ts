import type { FastifyInstance } from 'fastify';
import { recoverPayments, type RecoveryReport } from './recovery';
import { recoverRefunds } from './refund-recovery';

// Recovery of payments and staff refunds runs when the server is ready (so a payment left half done by a stop is finished at the next start)
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
    // refunds left pending are finished in the same round (docs/decisions/201)
    const done = recoverPayments({ db, config, gateway, now, log: app.log })
      .then(async (report) => { await recoverRefunds({ db, gateway, now, log: app.log }); return report; });
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
