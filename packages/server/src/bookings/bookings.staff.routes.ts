import type { FastifyInstance } from 'fastify';
import * as B from '@portal/domain/bookings/blocks.staff.contract';
import * as C from '@portal/domain/bookings/bookings.staff.contract';
import * as K from '@portal/domain/bookings/hire-types.staff.contract';
import * as H from '@portal/domain/bookings/hire-venues.staff.contract';
import * as V from '@portal/domain/bookings/venues.staff.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import * as blocks from './blocks.service';
import { cancelBooking } from './booking-cancel';
import * as hireTypes from './hire-types.staff.service';
import * as hireVenues from './hire-venues.staff.service';
import * as list from './staff-bookings.service';
import * as venues from './venues.staff.service';

// The back-office's court hire (docs/decisions/215 to 217, 232, 233). route() checks each record's permission before the input is read.
export async function bookingsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffBookings, ({ ctx, query }) => list.list(asStaff(ctx), query), PRIVATE);
  routeFile(
    app,
    C.staffBookingsExport,
    async ({ ctx, query }) => ({ body: await list.exportCsv(asStaff(ctx), query), filename: 'bookings.csv' }),
    PRIVATE,
  );
  route(app, C.cancelBooking, ({ ctx, params, body }) => cancelBooking(asStaff(ctx), params.bookingId, body));
  route(app, B.staffBlocks, ({ ctx, query }) => blocks.list(asStaff(ctx), query), PRIVATE);
  route(app, B.blockConflicts, ({ ctx, query }) => blocks.conflicts(asStaff(ctx), query), PRIVATE);
  route(app, B.createBlock, ({ ctx, body }) => blocks.create(asStaff(ctx), body));
  route(app, B.removeBlock, ({ ctx, params }) => blocks.remove(asStaff(ctx), params.blockId));
  route(app, V.venueSettings, ({ ctx, params }) => venues.settings(asStaff(ctx), params.venueId), PRIVATE);
  route(app, V.saveCourtHours, ({ ctx, params, body }) => venues.saveHours(asStaff(ctx), params.courtId, body));
  route(app, H.staffVenues, ({ ctx }) => hireVenues.list(asStaff(ctx)), PRIVATE);
  route(app, H.createVenue, ({ ctx, body }) => hireVenues.create(asStaff(ctx), body));
  route(app, H.saveVenue, ({ ctx, params, body }) => hireVenues.save(asStaff(ctx), params.venueId, body));
  route(app, H.createHireCourt, ({ ctx, params, body }) => hireVenues.addCourt(asStaff(ctx), params.venueId, body));
  route(app, H.saveHireCourt, ({ ctx, params, body }) => hireVenues.saveCourt(asStaff(ctx), params.courtId, body));
  route(app, K.createCatalogueItem, ({ ctx, params, body }) => hireTypes.create(asStaff(ctx), params.venueId, body));
  route(app, K.saveCatalogueItem, ({ ctx, params, body }) =>
    hireTypes.save(asStaff(ctx), params.kind, params.itemId, body),
  );
  route(app, V.saveTypeRates, ({ ctx, params, body }) => venues.saveRates(asStaff(ctx), params.typeId, body));
}
