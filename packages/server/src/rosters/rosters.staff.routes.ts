import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/rosters/rosters.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as assign from './referee-assign.service';
import * as board from './referee-board.service';
import * as publish from './referee-publish.service';

/** The referee coordinator's calls (docs/decisions/195). route() checks each record's permission before the input is read. */
export async function rostersStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.refereeBoardOptions, ({ ctx }) => board.options(asStaff(ctx)));
  route(app, C.refereeBoard, ({ ctx, query }) => board.board(asStaff(ctx), query));
  route(app, C.assignOfficial, ({ ctx, body }) => assign.assign(asStaff(ctx), body));
  route(app, C.unassignOfficial, ({ ctx, body }) => assign.unassign(asStaff(ctx), body));
  route(app, C.suggestOfficials, ({ ctx, body }) => assign.suggest(asStaff(ctx), body));
  route(app, C.publishRoster, ({ ctx, body }) => publish.publish(asStaff(ctx), body));
}
