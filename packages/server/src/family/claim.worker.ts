import { defineWorker } from '../platform/worker';
import { sendClaimCodes } from './claim.service';

// Turning 18 (docs/decisions/249): the claim codes are sent when the server is ready and then every hour, so a
// birthday is noticed within the hour after midnight in the association's time zone. Every server may run it: the
// database's unique key lets only one of them write (and so mail) a person's code.

const EVERY_MS = 60 * 60_000;

const claimWorker = defineWorker({
  name: 'claim code',
  round: ({ db, config, now }) => sendClaimCodes({ db, config, now }),
  everyMs: () => EVERY_MS,
});

export const registerClaimWorker = claimWorker.register;
/** The round that ran when the app became ready (tests wait for it). */
export const firstClaimRound = claimWorker.first;
