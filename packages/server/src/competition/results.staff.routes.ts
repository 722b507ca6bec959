import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/competition/results.staff.contract';
import * as S from '@portal/domain/competition/stats.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as results from './results.staff.service';
import * as stats from './stats.staff.service';

// The back-office's results calls (docs/decisions/190). route() checks each record's permission before the input is read.
export async function resultsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.gameDays, ({ ctx }) => results.days(asStaff(ctx)));
  route(app, C.scoreSheet, ({ ctx, query }) => results.sheet(asStaff(ctx), query));
  route(app, C.saveScoreSheet, ({ ctx, body }) => results.saveSheet(asStaff(ctx), body));
  route(app, C.recordGameForfeit, ({ ctx, params, body }) => results.forfeit(asStaff(ctx), params.gameId, body));
  route(app, C.disqualifyTeam, ({ ctx, params, body }) => results.disqualify(asStaff(ctx), params.gameId, body));
  route(app, C.addAdjustment, ({ ctx, body }) => results.adjust(asStaff(ctx), body));
  route(app, C.divisionAdjustments, ({ ctx, query }) => results.adjustments(asStaff(ctx), query.division_id));
  route(app, C.resultDivisions, ({ ctx }) => results.divisions(asStaff(ctx)));
  route(app, S.gameStats, ({ ctx, params }) => stats.read(asStaff(ctx), params.gameId));
  route(app, S.saveGameStats, ({ ctx, params, body }) => stats.save(asStaff(ctx), params.gameId, body));
  route(app, S.importGameStats, ({ ctx, params, body }) => stats.importCsv(asStaff(ctx), params.gameId, body));
}
