import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/safeguarding/checks.staff.contract';
import { route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import * as checks from './checks.staff.service';

// Working With Children Checks in the back-office (issue 44, decisions 315, 317): route() checks each record's
// permission before the input is read.
export async function checksStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.checkList, ({ ctx, query }) => checks.list(asStaff(ctx), query));
  routeFile(app, C.checkExport, async ({ ctx, query }) => ({
    body: await checks.exportCsv(asStaff(ctx), query),
    filename: 'wwc-checks.csv',
  }));
  route(app, C.checkDetail, ({ ctx, params }) => checks.detail(asStaff(ctx), params.memberId));
  route(app, C.recordResult, ({ ctx, params, body }) => checks.record(asStaff(ctx), params.memberId, body));
  route(app, C.safeguardingSettings, ({ ctx }) => checks.readSettings(asStaff(ctx)));
  route(app, C.saveSafeguardingSettings, ({ ctx, body }) => checks.saveSettings(asStaff(ctx), body));
}
