import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature on a verification service's webhook (docs/decisions/319), Oho's scheme: the header
// `X-Oho-Signature: t=<unix milliseconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the webhook secret. The
// sandbox signs its webhooks with signWebhook, so both go through readSignature on the way in. A signature is good
// only within the time window (a captured request cannot be played again later; within the window the delivery id
// is refused the second time: webhook.service.ts).

export const SIGNATURE_HEADER = 'x-oho-signature';
/** How far a signature's time may be from ours, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** The header's value for a body sent at `at`. */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const t = String(at.getTime());
  return `t=${t},v1=${hmac(secret, t, rawBody)}`;
}

const hmac = (secret: string, t: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex');

export type SignatureVerdict = 'good' | 'missing' | 'malformed' | 'stale' | 'wrong';

/**
 * Whether the header signs this exact body with the secret, within the window around `now`. Compared in constant
 * time; several v1 values (a secret being rotated) pass when any matches.
 */
export function readSignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  now: Date,
): SignatureVerdict {
  if (header === undefined || header === '') return 'missing';
  if (Array.isArray(header) || header.length > 1000) return 'malformed';
  let t: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length || value === undefined) return 'malformed';
    if (key === 't') t = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (t === null || !/^\d{1,16}$/.test(t) || !signatures.length) return 'malformed';
  if (Math.abs(now.getTime() - Number(t)) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(hmac(secret, t, rawBody), 'hex');
  const matches = signatures.map((s) => {
    const given = /^[0-9a-f]{64}$/i.test(s) ? Buffer.from(s, 'hex') : Buffer.alloc(expected.length);
    return timingSafeEqual(given, expected) && given.length === expected.length && /^[0-9a-f]{64}$/i.test(s);
  });
  return matches.some(Boolean) ? 'good' : 'wrong';
}
