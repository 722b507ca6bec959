import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/noticeboard/noticeboard.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import { boardSections } from './noticeboard.service';
import * as staff from './noticeboard.staff.service';

/** The noticeboard's back-office calls (docs/decisions/197). route() checks each record's permission first. */
export async function noticeboardStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffNoticeboard, async ({ ctx }) => ({ data: await boardSections(asStaff(ctx).db) }));
  route(app, C.addNotice, ({ ctx, body }) => staff.add(asStaff(ctx), body));
  route(app, C.removeNotice, ({ ctx, params }) => staff.remove(asStaff(ctx), params.noticeId));
}
