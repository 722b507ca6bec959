import { countSms } from '@portal/domain/messaging/sms';
import { PermanentSendError } from '../channel-port';
import type { SmsProvider } from './sms-port';

// ClickSend's REST API v3 (docs/decisions/308): POST /v3/sms/send with HTTP basic auth (API username : API key), one
// message per call (the worker sends one delivery at a time), answered per message with a status. Written on fetch:
// one call does not need their generated SDK. The key is never logged: it is only in the Authorization header.

const TIMEOUT_MS = 20_000;

/**
 * Per-message statuses that will not change on retry: the delivery fails at once with the status as its reason. The
 * first three are on ClickSend's "Post Application Status Codes" page; the rest are taken as final should they come.
 * Any other status (INSUFFICIENT_CREDIT among them) is retried with back-off.
 */
const PERMANENT = new Set([
  'INVALID_RECIPIENT',
  'MISSING_REQUIRED_FIELDS',
  'INVALID_RETURN_ADDRESS',
  'COUNTRY_NOT_ENABLED',
  'INVALID_SENDER_ID',
  'INVALID_MESSAGE',
  'MESSAGE_TOO_LONG',
  'RECIPIENT_BLOCKED',
  'BLOCKED',
  'DUPLICATE_BLOCKED',
]);

interface ClickSendAnswer {
  response_code?: string;
  response_msg?: string;
  data?: { messages?: { status?: string; message_id?: string; message_parts?: number | string }[] };
}

export const clicksendSms: SmsProvider = {
  async send(platform, sms) {
    const { username = '', apiKey = '', endpoint } = platform.config.sms.clicksend;
    const message = {
      to: sms.to,
      body: sms.body,
      source: 'portal',
      custom_string: sms.reference,
      ...(platform.config.sms.from ? { from: platform.config.sms.from } : {}),
    };
    let res: Response;
    try {
      res = await fetch(`${endpoint}/v3/sms/send`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${username}:${apiKey}`).toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ messages: [message] }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new Error(`ClickSend unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const answer = (await res.json().catch(() => ({}))) as ClickSendAnswer;
    const said = answer.response_code ?? `HTTP ${res.status}`;
    // 400 (the request itself is wrong): the same request will be refused again; 401/403 (credentials), 429 and 5xx
    // may pass later (a key fixed, a limit reset, the service back), so they are retried with back-off.
    if (res.status === 400) throw new PermanentSendError(`ClickSend refused the message: ${said}`);
    if (!res.ok) throw new Error(`ClickSend answered ${res.status}: ${said}`);
    const first = answer.data?.messages?.[0];
    const status = first?.status ?? said;
    if (status !== 'SUCCESS') {
      if (PERMANENT.has(status)) throw new PermanentSendError(`ClickSend: ${status}`);
      throw new Error(`ClickSend: ${status}`);
    }
    const parts = Number(first?.message_parts);
    return {
      providerRef: first?.message_id ?? '',
      segments: Number.isInteger(parts) && parts > 0 ? parts : countSms(sms.body).segments,
    };
  },
};
