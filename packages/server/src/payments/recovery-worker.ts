import { defineWorker } from '../platform/worker';
import { recoverPayments } from './recovery';
import { recoverRefunds } from './refund-recovery';

// Recovery of payments and staff refunds runs when the server is ready (so a payment left half done by a stop is finished at the next start)
// and then every minute, for payments whose gateway could not be reached.

/** The wait between rounds. */
export const RECOVERY_EVERY_MS = 60_000;

const recoveryWorker = defineWorker({
  name: 'payment recovery',
  round: async ({ db, config, gateway, now }, log) => {
    const report = await recoverPayments({ db, config, gateway, now, log });
    // refunds left pending are finished in the same round (docs/decisions/201)
    await recoverRefunds({ db, gateway, now, log });
    return report;
  },
  everyMs: () => RECOVERY_EVERY_MS,
});

export const registerRecovery = recoveryWorker.register;
/** The recovery round that ran when the app became ready (tests wait for it). */
export const firstRecovery = recoveryWorker.first;
