import type { FastifyInstance } from 'fastify';
import { enterQueue, queuePlace } from '@portal/domain/shared/queue.contract';
import { QueueTexts as T } from '@portal/domain/shared/queue.messages';
import { AppError } from '../errors';
import { PRIVATE, route } from '../route';
import { queueCtxOf } from './gate';
import { queueCookieHash, setQueueCookie } from './queue-cookie';
import * as queue from './queue.service';

// The fair queue's two calls (docs/decisions/346): take a place (or a pass), and the waiting page's poll.
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    enterQueue,
    async ({ body, request, reply }) => {
      const { state, token } = await queue.enter(queueCtxOf(app), queueCookieHash(request), body.to);
      if (token) setQueueCookie(request, reply, token);
      return { data: state };
    },
    PRIVATE,
  );
  route(
    app,
    queuePlace,
    async ({ request }) => {
      const state = await queue.place(queueCtxOf(app), queueCookieHash(request));
      if (!state) throw new AppError(404, 'not_in_queue', T.notInQueue);
      return { data: state };
    },
    PRIVATE,
  );
}
