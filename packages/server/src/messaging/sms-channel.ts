import { messageText } from '@portal/domain/messaging/message-format';
import { auMobileE164, smsText } from '@portal/domain/messaging/sms';
import type { Platform } from '../platform/context';
import { PermanentSendError, type ChannelSender, type OutgoingDelivery } from './channel-port';
import { clicksendSms } from './sms/clicksend';
import { sandboxSms } from './sms/sandbox';
import type { SmsProvider } from './sms/sms-port';

// SMS (docs/decisions/308): the text (domain smsText, the one compose counts) to the member's Australian mobile, by
// the provider SMS_PROVIDER chooses.

/** Why an interrupted SMS is not sent again by a provider that cannot say whether it went (decision 308). */
export const INTERRUPTED = 'interrupted: the server stopped while sending it; not sent again, check the provider log';

const PROVIDERS: Record<Platform['config']['sms']['provider'], SmsProvider> = {
  sandbox: sandboxSms,
  clicksend: clicksendSms,
};

export function deliverySmsText(platform: Platform, delivery: OutgoingDelivery): string {
  return smsText({
    sender: platform.config.site.associationShortName,
    subject: delivery.subject,
    text: messageText(delivery.body),
    forName: delivery.forName,
    unsubscribeUrl: delivery.unsubscribeUrl,
    messagesUrl: delivery.messagesUrl,
  });
}

export const smsChannel: ChannelSender = {
  channel: 'sms',
  async send(platform, delivery) {
    const to = delivery.address ? auMobileE164(delivery.address) : null;
    if (!to) throw new PermanentSendError('no-mobile');
    const provider = PROVIDERS[platform.config.sms.provider];
    const reference = `delivery-${delivery.deliveryId}`;
    if (delivery.interrupted) {
      // its server stopped while sending it: never pay for (nor annoy with) a second copy
      if (!provider.sentUnder) throw new PermanentSendError(INTERRUPTED);
      const earlier = await provider.sentUnder(platform, reference);
      if (earlier) return earlier;
    }
    return provider.send(platform, { to, body: deliverySmsText(platform, delivery), reference });
  },
};
