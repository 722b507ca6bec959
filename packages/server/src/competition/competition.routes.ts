import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as C from '@portal/domain/competition/competition.contract';
import type { EndpointDef } from '@portal/domain/shared/endpoint';
import { routeFile, routeReady } from '../platform/route-answers';
import * as service from './competition.service';
import { registerCompetitionPages } from './page-answers';
import { liveRoutes } from './live.routes';

/** Followers may reuse a public answer briefly; the ETag lets them revalidate for free. */
export const PUBLIC = { cacheControl: 'public, max-age=15, stale-while-revalidate=60' };

const CACHED = [
  C.drawSeasons,
  C.drawDivisions,
  C.drawTeams,
  C.draw,
  C.result,
  C.statsSeasons,
  C.statsDivisions,
  C.statsTeams,
  C.statsGames,
  C.statsGame,
  C.statsTotals,
];

/** OpenAPI truth route() cannot know: the cached answers may be 304 (the calendars are files: their records say so). */
export function document304(app: FastifyInstance, cached: readonly EndpointDef[]): void {
  const paths = new Set(cached.map((e) => e.path));
  app.addHook('onRoute', (options) => {
    if (!paths.has(options.url)) return;
    // type 'null' tells @fastify/swagger the answer has no body
    (options.schema!.response as Record<number, unknown>)[304] = z.null().meta({
      type: 'null',
      description:
        'Not Modified, no body: If-None-Match names the current ETag (weak comparison; lists and * accepted)',
    });
  });
}

export async function competitionRoutes(app: FastifyInstance): Promise<void> {
  document304(app, CACHED);
  registerCompetitionPages();
  routeReady(app, C.drawSeasons, ({ ctx }) => service.seasons(ctx), PUBLIC);
  routeReady(app, C.drawDivisions, ({ ctx, params }) => service.divisions(ctx, params.id), PUBLIC);
  routeReady(app, C.drawTeams, ({ ctx, params }) => service.teams(ctx, params.id), PUBLIC);
  routeReady(app, C.draw, ({ ctx, query }) => service.draw(ctx, query.division_id), PUBLIC);
  routeReady(app, C.result, ({ ctx, query }) => service.result(ctx, query.division_id), PUBLIC);

  routeReady(app, C.statsSeasons, ({ ctx }) => service.statsSeasons(ctx), PUBLIC);
  routeReady(app, C.statsDivisions, ({ ctx, params }) => service.statsDivisions(ctx, params.id), PUBLIC);
  routeReady(app, C.statsTeams, ({ ctx, params }) => service.statsTeams(ctx, params.id), PUBLIC);
  routeReady(app, C.statsGames, ({ ctx, params }) => service.statsGames(ctx, params.id, params.team_id), PUBLIC);
  routeReady(
    app,
    C.statsGame,
    ({ ctx, params }) => service.statsGame(ctx, params.id, params.team_id, params.game_id),
    PUBLIC,
  );
  routeReady(app, C.statsTotals, ({ ctx, params }) => service.statsTotals(ctx, params.id, params.team_id), PUBLIC);

  routeFile(
    app,
    C.gameCalendar,
    async ({ ctx, params }) => ({
      body: await service.gameCalendar(ctx, params.id),
      filename: `game-${params.id}.ics`,
    }),
    PUBLIC,
  );
  routeFile(
    app,
    C.teamCalendar,
    async ({ ctx, params }) => ({ body: await service.teamCalendar(ctx, params.id) }),
    PUBLIC,
  );
  await liveRoutes(app);
}
