import webpush from 'web-push';
import { messageText } from '@portal/domain/messaging/message-format';
import type { Platform } from '../platform/context';
import { PermanentSendError, type ChannelSender, type OutgoingDelivery } from './channel-port';
import * as repo from './push.repo';
import { vapidKeys } from './push-keys';

// Web push (docs/decisions/307): the payload {title, body, url} is encrypted for each of the member's browsers
// (RFC 8291 aes128gcm, by web-push) and signed with the shared VAPID key; we post it ourselves with fetch so the
// timeout and the answer are ours. A browser the push service no longer knows (404/410) is forgotten; a member with
// no browser left gets nothing by push (no-device), at once, not after retries.

/** The largest payload we send, in bytes of JSON (push services take about 4 KB after encryption). */
export const MAX_PUSH_PAYLOAD = 3000;
const TIMEOUT_MS = 15_000;
/** A notice not delivered within a day (the phone was off) is no longer worth showing. */
const TTL_SECONDS = 24 * 3600;

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per message on a device: a second copy (a resend after a server stopped) replaces the first. */
  tag: string;
}

/** The notification for a delivery: its subject (and whom it is for), the body as plain text cut to fit. */
export function pushPayload(delivery: OutgoingDelivery): string {
  const title = delivery.forName ? `${delivery.subject} (for ${delivery.forName})` : delivery.subject;
  const body = messageText(delivery.body).replace(/\s+/g, ' ').trim();
  const tag = `message-${delivery.messageId}`;
  const json = (b: string) => JSON.stringify({ title: title.slice(0, 200), body: b, url: delivery.messagesUrl, tag });
  if (Buffer.byteLength(json(body)) <= MAX_PUSH_PAYLOAD) return json(body);
  // the longest cut (whole characters) whose JSON fits: escapes and multi-byte characters make bytes ≠ characters
  const chars = Array.from(body);
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}…`;
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (Buffer.byteLength(json(cut(mid))) <= MAX_PUSH_PAYLOAD) lo = mid;
    else hi = mid - 1;
  }
  return json(cut(lo));
}

type Outcome = 'sent' | 'gone' | Error;

async function pushTo(
  sub: repo.PushKeys,
  payload: string,
  vapid: webpush.VapidKeys,
  subject: string,
  topic: string,
): Promise<Outcome> {
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        // a copy still waiting at the push service is replaced by a resend of the same delivery, not added to
        topic,
      },
    );
  } catch {
    return 'gone'; // keys a browser could never have made: nothing will ever reach it
  }
  let res: Response;
  try {
    res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return new Error(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  await res.body?.cancel();
  if (res.ok) return 'sent';
  if (res.status === 404 || res.status === 410) return 'gone';
  return new Error(`push service answered ${res.status}`);
}

export const pushChannel: ChannelSender = {
  channel: 'push',
  async send(platform: Platform, delivery: OutgoingDelivery) {
    const subs = await repo.subscriptionsOf(platform.db, delivery.memberId);
    if (!subs.length) throw new PermanentSendError('no-device');
    const vapid = await vapidKeys(platform.db);
    const payload = pushPayload(delivery);
    const subject = `mailto:${platform.config.site.associationEmail}`;
    const topic = `delivery-${delivery.deliveryId}`;
    const outcomes = await Promise.all(subs.map((s) => pushTo(s, payload, vapid, subject, topic)));
    for (const [i, outcome] of outcomes.entries())
      if (outcome === 'gone') await repo.dropSubscription(platform.db, subs[i]!.id);
    const sent = outcomes.filter((o) => o === 'sent').length;
    if (sent) return { providerRef: `devices:${sent}` };
    const error = outcomes.find((o): o is Error => o instanceof Error);
    if (error) throw error;
    throw new PermanentSendError('no-device');
  },
};
