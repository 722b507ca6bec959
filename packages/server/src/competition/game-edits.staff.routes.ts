import type { FastifyInstance } from 'fastify';
import * as G from '@portal/domain/competition/game-edits.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as edits from './game-edits.staff.service';

// Game edits in the back-office (decision 210).
export async function gameEditsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, G.divisionGames, ({ ctx, query }) => edits.list(asStaff(ctx), query.division_id));
  route(app, G.checkGameEdit, ({ ctx, params, body }) => edits.check(asStaff(ctx), params.gameId, body));
  route(app, G.editGame, ({ ctx, params, body }) => edits.edit(asStaff(ctx), params.gameId, body));
}
