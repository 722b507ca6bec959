import type { PushSubscriptionBody } from '@portal/domain/messaging/push.contract';
import { PushTexts as T } from '@portal/domain/messaging/push.messages';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import * as repo from './push.repo';
import { vapidKeys } from './push-keys';

// App notifications on this device (docs/decisions/307): the key a browser subscribes with, and its subscription.

export async function publicKey(ctx: Ctx): Promise<{ publicKey: string }> {
  requireMember(ctx);
  return { publicKey: (await vapidKeys(ctx.db)).publicKey };
}

export async function save(ctx: Ctx, body: PushSubscriptionBody): Promise<{ message: string }> {
  const { member } = requireMember(ctx);
  await repo.saveSubscription(ctx.db, member.id, { endpoint: body.endpoint, ...body.keys }, ctx.now());
  return { message: T.saved };
}

export async function remove(ctx: Ctx, endpoint: string): Promise<{ message: string }> {
  const { member } = requireMember(ctx);
  await repo.removeSubscription(ctx.db, member.id, endpoint);
  return { message: T.removed };
}
