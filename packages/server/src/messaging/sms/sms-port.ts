import type { Platform } from '../../platform/context';

// The SMS provider port (docs/decisions/308): the sandbox (default) records what would be sent; ClickSend sends.

export interface SmsToSend {
  /** E.164 (+614xxxxxxxx). */
  to: string;
  body: string;
  /** Our reference for it (the delivery), echoed by the provider. */
  reference: string;
}

export interface SmsSent {
  providerRef: string;
  segments: number;
}

export interface SmsProvider {
  /** Send one SMS; throw to retry later, PermanentSendError when it can never go (a bad number). */
  send(platform: Platform, sms: SmsToSend): Promise<SmsSent>;
}
