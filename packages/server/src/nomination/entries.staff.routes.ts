import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/nomination/entries.staff.contract';
import * as D from '@portal/domain/payments/desk-payments.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as decisions from './entry-decisions';
import * as desk from './entry-desk';
import * as entries from './entries.staff.service';

// The back-office's team entries (docs/decisions/206), and a team entered and paid at the desk (275).
export async function entriesStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffEntries, ({ ctx, query }) => entries.list(asStaff(ctx), query));
  route(app, C.entrySeasons, ({ ctx }) => entries.seasons(asStaff(ctx)));
  route(app, C.acceptEntry, ({ ctx, params }) => decisions.accept(asStaff(ctx), params.entryId));
  route(app, C.declineEntry, ({ ctx, params, body }) => decisions.decline(asStaff(ctx), params.entryId, body));
  route(app, C.placeEntry, ({ ctx, params, body }) => decisions.place(asStaff(ctx), params.entryId, body.division_id));
  route(app, C.regradeEntry, ({ ctx, params, body }) =>
    decisions.regrade(asStaff(ctx), params.entryId, body.division_id),
  );
  route(app, D.teamEntryDeskDivisions, ({ ctx }) => desk.divisions(asStaff(ctx)), {
    cacheControl: 'private, no-store',
  });
  route(app, D.recordTeamEntryDeskPayment, ({ ctx, params, body }) => desk.record(asStaff(ctx), params.memberId, body));
}
