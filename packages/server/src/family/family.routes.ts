import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/family/family.contract';
import * as L from '@portal/domain/family/link.contract';
import * as F from '@portal/domain/family/feed.contract';
import * as O from '@portal/domain/family/overview.contract';
import { actedChanges } from '@portal/domain/family/acting.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import * as acting from './acting.service';
import * as family from './family.service';
import * as feed from './feed.service';
import * as link from './link.service';
import * as overview from './overview.service';

// Family accounts (docs/decisions/245, 246, 253): the signed-in login's own family. Private answers, never stored.
/** The family feed is private to the holder of its link, and a calendar app revalidates it every time (decision 253). */
const FEED = { cacheControl: 'private, no-cache' };

export async function familyRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.getFamily, ({ ctx }) => family.family(ctx), PRIVATE);
  route(app, O.getFamilyOverview, ({ ctx }) => overview.familyOverview(ctx), PRIVATE);
  route(app, C.addChild, ({ ctx, body }) => family.addChild(ctx, body), PRIVATE);
  route(app, L.linkWithSignIn, ({ ctx, body }) => link.linkWithSignIn(ctx, body), PRIVATE);
  route(app, L.requestLinkCode, ({ ctx, body }) => link.requestLinkCode(ctx, body), PRIVATE);
  route(app, L.confirmLinkCode, ({ ctx, body }) => link.confirmLinkCode(ctx, body), PRIVATE);
  route(app, F.familyFeedStatus, async ({ ctx }) => ({ data: await feed.status(ctx) }), PRIVATE);
  route(app, F.regenerateFamilyFeed, async ({ ctx }) => ({ data: await feed.regenerate(ctx) }), PRIVATE);
  route(app, F.stopFamilyFeed, ({ ctx }) => feed.stop(ctx), PRIVATE);
  route(app, actedChanges, ({ ctx }) => acting.actedChanges(ctx), PRIVATE);
  routeFile(app, F.familyFeed, async ({ ctx, params }) => ({ body: await feed.feed(ctx, params.token) }), FEED);
}
