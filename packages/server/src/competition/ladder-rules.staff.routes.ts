import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/competition/ladder-rules.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as rules from './ladder-rules.staff.service';

// The back-office's ladder rules calls (docs/decisions/191).
export async function ladderRulesStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.ladderRules, ({ ctx, query }) => rules.read(asStaff(ctx), query.division_id));
  route(app, C.saveLadderRules, ({ ctx, body }) => rules.save(asStaff(ctx), body));
}
