import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/nomination/nomination.contract';
import { registerOrderKind } from '../payments/payments.service';
import { route } from '../platform/route';
import * as nomination from './nomination.service';
import { NOMINATION_KIND } from './team-entry';

// Places move with every entry: the lookups are never cached by browsers.
const NO_STORE = { cacheControl: 'no-store' };

export async function nominationRoutes(app: FastifyInstance): Promise<void> {
  registerOrderKind(NOMINATION_KIND);
  route(app, C.grades, ({ ctx }) => nomination.grades(ctx), NO_STORE);
  route(app, C.entrySeasons, ({ ctx }) => nomination.seasons(ctx), NO_STORE);
  route(app, C.divisionGroups, ({ ctx, params }) => nomination.divisionGroups(ctx, params.type), NO_STORE);
  route(app, C.divisions, ({ ctx, params }) => nomination.divisions(ctx, params.group), NO_STORE);
  route(app, C.preferredDivisions, ({ ctx, params }) => nomination.preferredDivisions(ctx, params.division), NO_STORE);
  route(app, C.teamNomination, async ({ ctx, params, reply }) => {
    const answer = await nomination.capacity(ctx, params.division);
    // spec 001 §7: 422 means capacity reached, answered as a normal reply carrying the division list
    if (answer.data.capacity === 'full') void reply.code(422);
    return answer;
  }, NO_STORE);
  route(app, C.payTeamNomination, ({ ctx, body, headers }) => nomination.payTeamNomination(ctx, body, headers['idempotency-key']));
}
