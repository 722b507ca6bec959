import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/staff/staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as staff from './staff.service';

// The back-office's own calls (docs/decisions/160). route() checks each record's permission before the input is read.
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffMe, async ({ ctx }) => staff.me(asStaff(ctx)));
  route(app, C.staffRoles, ({ ctx }) => staff.listHolders(asStaff(ctx)));
  route(app, C.grantRole, ({ ctx, body }) => staff.changeRole(ctx, asStaff(ctx), body, true));
  route(app, C.revokeRole, ({ ctx, body }) => staff.changeRole(ctx, asStaff(ctx), body, false));
  route(app, C.auditTrail, ({ ctx, query }) => staff.auditTrail(asStaff(ctx), query));
  route(app, C.auditExport, async ({ ctx, query, reply }) => reply.type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="audit-trail.csv"').send(await staff.auditCsv(asStaff(ctx), query)) as never);
}
