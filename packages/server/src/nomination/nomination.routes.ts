import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/nomination/nomination.contract';
import { registerOrderKind } from '../payments/payments.service';
import { route } from '../platform/route';
import * as nomination from './nomination.service';
import { NOMINATION_KIND } from './team-entry';

export async function nominationRoutes(app: FastifyInstance): Promise<void> {
  registerOrderKind(NOMINATION_KIND);
  route(app, C.grades, ({ ctx }) => nomination.grades(ctx));
  route(app, C.entrySeasons, ({ ctx }) => nomination.seasons(ctx));
  route(app, C.divisionGroups, ({ ctx, params }) => nomination.divisionGroups(ctx, params.type));
  route(app, C.divisions, ({ ctx, params }) => nomination.divisions(ctx, params.group));
  route(app, C.preferredDivisions, ({ ctx, params }) => nomination.preferredDivisions(ctx, params.division));
  route(app, C.teamNomination, async ({ ctx, params, reply }) => {
    const answer = await nomination.capacity(ctx, params.division);
    // spec 001 §7: 422 means capacity reached, answered as a normal reply carrying the division list
    if (answer.data.capacity === 'full') void reply.code(422);
    return answer;
  });
  route(app, C.payTeamNomination, ({ ctx, body, headers }) =>
    nomination.payTeamNomination(ctx, body, headers['idempotency-key']),
  );
}
