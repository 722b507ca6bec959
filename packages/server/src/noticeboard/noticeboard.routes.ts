import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/noticeboard/noticeboard.contract';
import { route } from '../platform/route';
import { wantsJson } from '../platform/wants-json';
import * as service from './noticeboard.service';

/**
 * spec 002 §7 GET /member/noticeboard at the spec's own path (JSON to a request that asks for it; a browser opening
 * the address gets the web app's page through the not-found handler that serves it), and the same at /api.
 */
export async function noticeboardRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== C.noticeboard.path) return;
    // one address, two kinds of answer: caches must tell them apart
    void reply.header('vary', 'accept, authorization');
    if (!wantsJson(request)) {
      reply.callNotFound();
      return reply;
    }
  });
  const answer = async ({ ctx }: { ctx: Parameters<typeof service.noticeboard>[0] }) => ({
    data: await service.noticeboard(ctx),
  });
  route(app, C.noticeboard, answer, { cacheControl: 'private, no-store' });
  route(app, C.apiNoticeboard, answer, { cacheControl: 'private, no-store' });
}
