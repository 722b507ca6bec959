import type { FastifyInstance } from 'fastify';
import * as F from '@portal/domain/competition/finals.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as finals from './finals.staff.service';

// A division's final series from the back-office (decision 212).
export async function finalsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, F.generateFinals, ({ ctx, body }) => finals.generate(asStaff(ctx), body));
}
