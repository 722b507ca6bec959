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
  /**
   * What an SMS sent under this reference became, if the provider can say. A delivery whose server stopped while
   * sending asks first; a provider that cannot say is not asked again at all (sms-channel.ts: at most once).
   */
  sentUnder?(platform: Platform, reference: string): Promise<SmsSent | null>;
}
