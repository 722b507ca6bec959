import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/family/family.contract';
import * as L from '@portal/domain/family/link.contract';
import * as O from '@portal/domain/family/overview.contract';
import { route } from '../platform/route';
import * as family from './family.service';
import * as link from './link.service';
import * as overview from './overview.service';

// Family accounts (docs/decisions/245, 246): the signed-in login's own family. Private answers, never stored.
const PRIVATE = { cacheControl: 'private, no-store' };

export async function familyRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.getFamily, ({ ctx }) => family.family(ctx), PRIVATE);
  route(app, O.getFamilyOverview, ({ ctx }) => overview.familyOverview(ctx), PRIVATE);
  route(app, C.addChild, ({ ctx, body }) => family.addChild(ctx, body), PRIVATE);
  route(app, L.linkWithSignIn, ({ ctx, body }) => link.linkWithSignIn(ctx, body), PRIVATE);
  route(app, L.requestLinkCode, ({ ctx, body }) => link.requestLinkCode(ctx, body), PRIVATE);
  route(app, L.confirmLinkCode, ({ ctx, body }) => link.confirmLinkCode(ctx, body), PRIVATE);
}
