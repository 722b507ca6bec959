import { INVITE_ROUND_MS } from '@portal/domain/import/claims';
import { defineWorker } from '../platform/worker';
import { inviteRound } from './import-claims.service';

// Sign-ins for imported people (docs/decisions/301): every INVITE_ROUND_MS each import's invitations due at its pace
// and the reminders due are written with their mails. Every server runs it: the pace's row lock, the one-claim-code-
// a-person key and the reminder's time set once let only one of them mail a person.

const inviteWorker = defineWorker({
  name: 'import claim invitations',
  round: ({ db, config, now }) => inviteRound({ db, config, now }),
  everyMs: () => INVITE_ROUND_MS,
});

export const registerInviteWorker = inviteWorker.register;
/** The round that ran when the app became ready (tests wait for it). */
export const firstInviteRound = inviteWorker.first;
