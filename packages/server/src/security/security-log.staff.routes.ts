import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/security/security-log.contract';
import { route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import * as log from './security-log.staff.service';

// The security log's staff calls (docs/decisions/316): route() checks 'security.log.read' before the input is read.
export async function securityLogStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.securityLog, ({ ctx, query }) => log.securityLog(asStaff(ctx), query));
  routeFile(app, C.securityLogExport, async ({ ctx, query }) => ({
    body: await log.securityLogCsv(asStaff(ctx), query),
    filename: 'security-log.csv',
  }));
}
