import type { Channel, MessageKind } from '@portal/domain/messaging/messaging';
import type { Platform } from '../platform/context';

// The port between the sending worker (messaging/sender.ts) and the ways a message leaves the portal (email through
// the mail outbox, web push, SMS through a provider). The worker claims a delivery, calls its channel outside any
// transaction, and records the answer; a channel never writes message_deliveries itself (docs/decisions/303).

/** One claimed delivery, with everything a channel needs to send it. */
export interface OutgoingDelivery {
  deliveryId: number;
  messageId: number;
  /** The person it goes to (a guardian for a minor) and the child it is for, if any. */
  memberId: number;
  forMemberId: number | null;
  forName: string | null;
  channel: Channel;
  kind: MessageKind;
  /** The email address or mobile number written when the message was queued; null for push. */
  address: string | null;
  subject: string;
  body: string;
  /** A stored_files key attached to an email. */
  attachmentKey: string | null;
  /** The signed link that turns this kind off for this person, without signing in; null for transactional kinds. */
  unsubscribeUrl: string | null;
  /** The member's Messages page, where every message is kept. */
  messagesUrl: string;
  attempts: number;
  /**
   * A claim before this one was never answered (the server sending it stopped mid-send, docs/decisions/304): the
   * provider may have it already. A channel that can ask (the outbox by its dedupe key, a provider by our reference)
   * answers the first send's receipt instead of sending again.
   */
  interrupted?: boolean;
}

/** What the provider answered: its id for the message, and (SMS) how many segments it counted. */
export interface ChannelReceipt {
  providerRef?: string;
  segments?: number;
}

/**
 * A refusal that will not change on retry (an invalid number, a push subscription the browser dropped): the delivery
 * fails at once with this message instead of being retried.
 */
export class PermanentSendError extends Error {
  readonly permanent = true;
}

export interface ChannelSender {
  channel: Channel;
  /** Send one delivery; throw to retry later with back-off, or PermanentSendError to give up at once. */
  send(platform: Platform, delivery: OutgoingDelivery): Promise<ChannelReceipt>;
}
