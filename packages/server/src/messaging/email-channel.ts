import { enqueueMail } from '../platform/mail/outbox';
import { mailByDedupeKey } from '../platform/mail/outbox.repo';
import { PermanentSendError, type ChannelSender } from './channel-port';
import { messageMail } from './message-mail';

// Email goes through the mail outbox (SMTP or .eml files, with its own retries; docs/decisions/306): the delivery is
// "sent" once the outbox holds it. Queued under `message-delivery:<id>` in its own short transaction that first looks
// for a row under that key of any status: the outbox's unique key holds only while a row is pending, so a worker
// that crashed after queueing (and whose claim ran out) finds the row, sent or not, and never queues it twice.

export const emailChannel: ChannelSender = {
  channel: 'email',
  async send(platform, delivery) {
    if (!delivery.address) throw new PermanentSendError('no-email');
    const mail = messageMail(platform.config, delivery);
    const dedupeKey = `message-delivery:${delivery.deliveryId}`;
    const id = await platform.db.transaction(async (tx) => {
      const queued = await mailByDedupeKey(tx, dedupeKey);
      if (queued) return queued.id;
      await enqueueMail(tx, mail, { now: platform.now(), dedupeKey });
      // a row a concurrent claim of the same delivery queued first is found here (the insert waited for it)
      return (await mailByDedupeKey(tx, dedupeKey))?.id;
    });
    return { providerRef: `mail:${id ?? '?'}` };
  },
};
