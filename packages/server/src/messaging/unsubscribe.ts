import crypto from 'node:crypto';
import { isTransactional, MESSAGE_KINDS, type MessageKind } from '@portal/domain/messaging/messaging';
import type { Config } from '../platform/config';
import type { DbOrTx } from '../platform/db';
import { sharedKey } from './shared-keys';

// Unsubscribe links (issue 43 item 4, docs/decisions/311): `${publicUrl}/unsubscribe/<member>.<kind>.<signature>`,
// the signature an HMAC-SHA256 under a key kept in messaging_keys, so a link made by one server is read by any
// other. No expiry: the Spam Act asks a link to keep working, and it only ever turns a kind of message off.
// A transactional kind (a change to my own game) has no link: one is never made, and a forged one is refused.

/** The signing key, shared by every server (shared-keys.ts): made once, never changed. */
async function signingKey(db: DbOrTx): Promise<Buffer> {
  return Buffer.from(await sharedKey(db, 'unsubscribe', () => crypto.randomBytes(32).toString('base64')), 'base64');
}

function signature(key: Buffer, memberId: number, kind: MessageKind): string {
  return crypto.createHmac('sha256', key).update(`unsubscribe:${memberId}:${kind}`).digest('base64url');
}

/** The unsubscribe token of a member and a kind that is not transactional. */
export async function unsubscribeToken(db: DbOrTx, memberId: number, kind: MessageKind): Promise<string> {
  if (isTransactional(kind)) throw new Error(`A ${kind} message cannot be unsubscribed from: no link is made for it`);
  return `${memberId}.${kind}.${signature(await signingKey(db), memberId, kind)}`;
}

/** The link a message carries (its email footer, List-Unsubscribe); pass the Db, not a transaction, to use the cache. */
export async function unsubscribeUrl(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  memberId: number,
  kind: MessageKind,
): Promise<string> {
  return `${config.publicUrl}/unsubscribe/${await unsubscribeToken(db, memberId, kind)}`;
}

const TOKEN = /^([1-9][0-9]{0,9})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/;

/** Whom and what a token turns off, or null for a malformed, tampered or transactional one. */
export async function readUnsubscribeToken(
  db: DbOrTx,
  token: string,
): Promise<{ memberId: number; kind: MessageKind } | null> {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const memberId = Number(m[1]);
  const kind = MESSAGE_KINDS.find((k) => k === m[2]);
  if (!kind || isTransactional(kind) || memberId > 2147483647) return null;
  const expected = Buffer.from(signature(await signingKey(db), memberId, kind));
  const given = Buffer.from(m[3]!);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { memberId, kind };
}
