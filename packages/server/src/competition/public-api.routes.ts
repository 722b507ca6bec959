import type { FastifyInstance } from 'fastify';
import * as P from '@portal/domain/competition/public-api.contract';
import { ANY_SITE } from '../platform/headers';
import { routeFile, routeReady } from '../platform/route-answers';
import { document304, PUBLIC } from './competition.routes';
import { PublicApiLimit } from './public-api-limit';
import * as api from './public-api.service';
import { embedPage } from './public-api.embed';
import { widgetScript } from './public-api.widget';

// The public read API, the embedded page and the widget for club websites (docs/decisions/294, 295). This plugin's
// hooks are its own (Fastify encapsulation): only these routes are open to any origin and counted per address.

export const API_PREFIX = '/api/public/v1/';

/** Any site may read the API from a browser, without credentials; it may read the ETag and a refusal's wait. */
const CORS = { ...ANY_SITE, 'access-control-expose-headers': 'ETag, Retry-After' };
/** A preflight (a reader sending If-None-Match or other headers) is answered for a day. */
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'If-None-Match, Content-Type',
  'access-control-max-age': '86400',
};
/** The widget's URL is stable (clubs paste it once): kept an hour, then revalidated. */
const WIDGET = { cacheControl: 'public, max-age=3600' };

export async function publicApiRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.platform;
  const limit = new PublicApiLimit(db, config.publicApiPerMinute, now);
  const script = widgetScript();
  document304(app, [P.seasons, P.divisions, P.fixtures, P.ladder, P.team]);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) void reply.headers(CORS);
    const counted = request.method !== 'OPTIONS' && request.url.split('?')[0] !== P.widgetScript.path;
    if (counted) await limit.take(request.ip);
  });
  app.options(`${API_PREFIX}*`, async (_request, reply) => reply.code(204).headers(PREFLIGHT).send());

  routeReady(app, P.seasons, ({ ctx }) => api.seasons(ctx), PUBLIC);
  routeReady(app, P.divisions, ({ ctx, params }) => api.divisions(ctx, params.id), PUBLIC);
  routeReady(app, P.fixtures, ({ ctx, params }) => api.fixture(ctx, params.id), PUBLIC);
  routeReady(app, P.ladder, ({ ctx, params }) => api.ladder(ctx, params.id), PUBLIC);
  routeReady(app, P.team, ({ ctx, params }) => api.team(ctx, params.id), PUBLIC);
  routeFile(app, P.embedDivision, ({ ctx, params, query }) => embedPage(ctx, params.id, query.view), PUBLIC);
  routeFile(app, P.widgetScript, async () => ({ body: script }), WIDGET);
}
