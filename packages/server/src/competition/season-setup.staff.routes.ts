import type { FastifyInstance } from 'fastify';
import * as S from '@portal/domain/competition/season-setup.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as courts from './season-courts.service';
import * as divisions from './season-divisions.service';
import * as seasons from './season-setup.service';

// Season setup in the back-office (decision 185). route() checks each record's permission before the input is read.
export async function seasonSetupRoutes(app: FastifyInstance): Promise<void> {
  route(app, S.staffSeasons, ({ ctx, query }) => seasons.list(asStaff(ctx), query));
  route(app, S.createSeason, ({ ctx, body }) => seasons.create(asStaff(ctx), body));
  route(app, S.seasonSetup, ({ ctx, params }) => seasons.setup(asStaff(ctx), params.seasonId));
  route(app, S.saveSeason, ({ ctx, params, body }) => seasons.save(asStaff(ctx), params.seasonId, body));
  route(app, S.addException, ({ ctx, params, body }) => seasons.addException(asStaff(ctx), params.seasonId, body));
  route(app, S.removeException, ({ ctx, params, body }) =>
    seasons.removeException(asStaff(ctx), params.seasonId, body),
  );
  route(app, S.addGrade, ({ ctx, body }) => divisions.addGrade(asStaff(ctx), body));
  route(app, S.addGroup, ({ ctx, params, body }) => divisions.addGroup(asStaff(ctx), params.seasonId, body));
  route(app, S.addDivision, ({ ctx, params, body }) => divisions.addDivision(asStaff(ctx), params.seasonId, body));
  route(app, S.saveDivision, ({ ctx, params, body }) => divisions.saveDivision(asStaff(ctx), params.divisionId, body));
  route(app, S.addTeams, ({ ctx, params, body }) => divisions.addTeams(asStaff(ctx), params.divisionId, body));
  route(app, S.saveClubs, ({ ctx, params, body }) => divisions.saveClubs(asStaff(ctx), params.divisionId, body));
  route(app, S.staffCourts, ({ ctx }) => courts.courts(asStaff(ctx)));
  route(app, S.addCourt, ({ ctx, body }) => courts.addCourt(asStaff(ctx), body));
  route(app, S.saveSlots, ({ ctx, params, body }) => courts.saveSlots(asStaff(ctx), params.courtId, body));
}
