import { z } from 'zod';
import { MessageReply } from '../rosters/rosters.contract';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { PushTexts as T } from './push.messages';

// App notifications on this device (docs/decisions/307): the VAPID public key a browser subscribes with, and saving or
// removing its Push API subscription. Ours (no spec): under /api/member/ like the family area's own calls, always
// about the signed-in login's own browser (a guardian acting for a child still allows notifications for themself).

const own = { auth: 'member' as const, tags: ['messaging'], actFor: false as const };

/** A browser's push subscription (PushSubscription.toJSON()): an https endpoint and its two keys in base64url. */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: T.badSubscription })
    .max(2048, { error: T.badSubscription })
    .regex(/^https:\/\/[^\s/]+\/\S*$/, { error: T.badSubscription }),
  keys: z.object(
    {
      // an uncompressed P-256 point: 65 bytes starting 0x04, so 87 base64url characters starting "B"
      p256dh: z.string({ error: T.badSubscription }).regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: T.badSubscription }),
      // 16 random bytes: 22 base64url characters
      auth: z.string({ error: T.badSubscription }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: T.badSubscription }),
    },
    { error: T.badSubscription },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const pushKey = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/messages/push/key',
  reply: dataReply(z.object({ publicKey: z.string() })),
  summary: "Ours: the portal's VAPID public key, which a browser subscribes to app notifications with.",
});
export const savePushSubscription = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/messages/push/subscriptions',
  body: PushSubscriptionBody,
  reply: MessageReply,
  summary: 'Ours: allow app notifications on this browser (save its push subscription for the signed-in login).',
});
export const removePushSubscription = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/messages/push/subscriptions/remove',
  body: z.object({ endpoint: PushSubscriptionBody.shape.endpoint }),
  reply: MessageReply,
  summary: 'Ours: stop app notifications on this browser (forget its push subscription).',
});
