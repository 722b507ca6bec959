import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as C from '@portal/domain/competition/competition.contract';
import { sendReady } from '../platform/ready-bytes';
import { route } from '../platform/route';
import * as service from './competition.service';
import { ifNoneMatchHits } from './etag';
import { registerCompetitionPages } from './page-answers';
import type { CachedAnswer } from './public-cache';

/** Followers may reuse a public answer briefly; the ETag lets them revalidate for free. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';

/**
 * Send a cached public answer: 304 when the follower already holds it, else the ready JSON bytes.
 * The bytes were checked and stripped by the endpoint's reply schema when cached (public-cache.ts).
 */
async function send(request: FastifyRequest, reply: FastifyReply, answer: Promise<CachedAnswer>): Promise<never> {
  const ready = await answer;
  void reply.headers({ etag: ready.etag, 'cache-control': PUBLIC_CACHE_CONTROL, vary: 'accept-encoding', 'x-content-type-options': 'nosniff' });
  if (ifNoneMatchHits(request.headers['if-none-match'], ready.etag)) return reply.code(304).send() as never;
  return sendReady(request, reply, ready) as never;
}

/**
 * Public cached JSON skips helmet's dozen HTML-page headers (CSP, frame and opener policies mean nothing for a JSON
 * body and halve game-day throughput, docs/decisions/021-competition-public-cache.md); nosniff is kept above.
 */
const lean = { config: { helmet: { skipRoute: true } } };

/** OpenAPI truths route() cannot know: the cached answers may be 304, and the calendar file is text/calendar. */
function documentReplies(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    const response = (options.schema?.response ?? {}) as Record<string, unknown>;
    if (options.url === C.gameCalendar.path) {
      response[200] = { description: 'The iCalendar file (attachment game-{id}.ics)', content: { 'text/calendar': { schema: z.string() } } };
    } else if (options.url === C.teamCalendar.path) {
      response[200] = { description: "The team's iCalendar feed (subscribe as webcal://)", content: { 'text/calendar': { schema: z.string() } } };
    } else {
      // type 'null' tells @fastify/swagger the answer has no body
      response[304] = z.null().meta({ type: 'null', description: 'Not Modified, no body: If-None-Match names the current ETag (weak comparison; lists and * accepted)' });
    }
  });
}

export async function competitionRoutes(app: FastifyInstance): Promise<void> {
  documentReplies(app);
  registerCompetitionPages();
  route(app, C.drawSeasons, ({ ctx, request, reply }) => send(request, reply, service.seasons(ctx)), lean);
  route(app, C.drawDivisions, ({ ctx, params, request, reply }) => send(request, reply, service.divisions(ctx, params.id)), lean);
  route(app, C.drawTeams, ({ ctx, params, request, reply }) => send(request, reply, service.teams(ctx, params.id)), lean);
  route(app, C.draw, ({ ctx, query, request, reply }) => send(request, reply, service.draw(ctx, query.division_id)), lean);
  route(app, C.result, ({ ctx, query, request, reply }) => send(request, reply, service.result(ctx, query.division_id)), lean);

  route(app, C.statsSeasons, ({ ctx, request, reply }) => send(request, reply, service.statsSeasons(ctx)), lean);
  route(app, C.statsDivisions, ({ ctx, params, request, reply }) => send(request, reply, service.statsDivisions(ctx, params.id)), lean);
  route(app, C.statsTeams, ({ ctx, params, request, reply }) => send(request, reply, service.statsTeams(ctx, params.id)), lean);
  route(app, C.statsGames, ({ ctx, params, request, reply }) => send(request, reply, service.statsGames(ctx, params.id, params.team_id)), lean);
  route(app, C.statsGame, ({ ctx, params, request, reply }) =>
    send(request, reply, service.statsGame(ctx, params.id, params.team_id, params.game_id)), lean);

  route(app, C.gameCalendar, async ({ ctx, params, reply }) => {
    const ics = await service.gameCalendar(ctx, params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="game-${params.id}.ics"`)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .send(ics) as never;
  });
  route(app, C.teamCalendar, async ({ ctx, params, reply }) => {
    const ics = await service.teamCalendar(ctx, params.id);
    return reply.type('text/calendar; charset=utf-8').header('cache-control', PUBLIC_CACHE_CONTROL).send(ics) as never;
  });
}
