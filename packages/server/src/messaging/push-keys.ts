import webpush from 'web-push';
import type { DbOrTx } from '../platform/db';
import { sharedKey } from './shared-keys';

// The VAPID key pair every server signs web push with (docs/decisions/307): made once, kept in messaging_keys.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const value = await sharedKey(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(value) as VapidKeys;
}
