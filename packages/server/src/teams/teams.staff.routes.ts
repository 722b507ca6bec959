import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/teams/teams.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as staff from './teams.staff.service';

// The teams area's staff calls (docs/decisions/165): route() checks each record's permission before the input is read.
export async function teamsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.invitationList, ({ ctx, query }) => staff.invitations(asStaff(ctx), query));
}
