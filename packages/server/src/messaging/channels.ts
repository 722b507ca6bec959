import type { Channel } from '@portal/domain/messaging/messaging';
import type { ChannelSender } from './channel-port';
import { emailChannel } from './email-channel';
import { pushChannel } from './push-channel';
import { smsChannel } from './sms-channel';

/** The way out of each channel; the sending worker (sender.ts) calls these (docs/decisions/303, 306-308). */
export const CHANNEL_SENDERS: Record<Channel, ChannelSender> = {
  email: emailChannel,
  push: pushChannel,
  sms: smsChannel,
};
