import type { FastifyInstance } from 'fastify';
import * as L from '@portal/domain/competition/live-score.contract';
import { routeEvents } from '../platform/route-answers';
import { divisionStates, gameState } from './live.service';
import { LiveStreams } from './live-stream';
import { LIVE_READ } from './live.routes';

// The live-score stream (issue 45 item 5, docs/decisions/338): one hub per server, started by its first viewer and
// ended with the app (its open streams first, so the server's close does not wait for viewers to leave). Any site may
// open it (the widget on a club's page, decision 295): it is public and sends no credentials.

export async function liveStreamRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  const streams = new LiveStreams(
    db,
    { game: (id) => gameState(db, id), division: (id) => divisionStates(db, id) },
    app.log,
  );
  streamsOf.set(app.platform, streams);
  app.addHook('preClose', () => streams.close());

  routeEvents(
    app,
    L.liveStream,
    async ({ query }) =>
      streams.open(query.game_id !== undefined ? { game_id: query.game_id } : { division_id: query.division_id! }),
    LIVE_READ,
  );
}

/** The streams of an app (the bench counts its viewers). */
export const streamsOf = new WeakMap<object, LiveStreams>();
