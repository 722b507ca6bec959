import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/messaging/push.contract';
import { PRIVATE, route } from '../platform/route';
import * as push from './push.service';

// App notifications on this device (docs/decisions/307).

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.pushKey, async ({ ctx }) => ({ data: await push.publicKey(ctx) }), PRIVATE);
  route(app, C.savePushSubscription, ({ ctx, body }) => push.save(ctx, body), PRIVATE);
  route(app, C.removePushSubscription, ({ ctx, body }) => push.remove(ctx, body.endpoint), PRIVATE);
}
