import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/store/store.staff.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import * as attendees from './attendees.staff.service';
import * as categories from './categories.staff.service';
import * as covers from './covers.staff.service';
import * as products from './products.staff.service';

// The back-office's store (docs/decisions/235). route() checks each record's permission before the input is read.
export async function storeStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffCategories, ({ ctx }) => categories.list(asStaff(ctx)), PRIVATE);
  route(app, C.addCategory, ({ ctx, body }) => categories.add(asStaff(ctx), body));
  route(app, C.saveCategory, ({ ctx, params, body }) => categories.save(asStaff(ctx), params.categoryId, body));
  route(app, C.removeCategory, ({ ctx, params }) => categories.remove(asStaff(ctx), params.categoryId));
  route(app, C.staffProducts, ({ ctx, query }) => products.list(asStaff(ctx), query), PRIVATE);
  route(app, C.staffProduct, ({ ctx, params }) => products.one(asStaff(ctx), params.productId), PRIVATE);
  route(app, C.addProduct, ({ ctx, body }) => products.add(asStaff(ctx), body));
  route(app, C.saveProduct, ({ ctx, params, body }) => products.save(asStaff(ctx), params.productId, body));
  route(app, C.setProductState, ({ ctx, params, body }) =>
    products.setState(asStaff(ctx), params.productId, body.active),
  );
  route(app, C.removeProduct, ({ ctx, params }) => products.remove(asStaff(ctx), params.productId));
  route(app, C.uploadCover, ({ ctx, params, body }) => covers.upload(asStaff(ctx), params.productId, body.cover));
  route(app, C.removeCover, ({ ctx, params }) => covers.remove(asStaff(ctx), params.productId));
  route(app, C.productAttendees, ({ ctx, params }) => attendees.list(asStaff(ctx), params.productId), PRIVATE);
  routeFile(
    app,
    C.productAttendeesExport,
    async ({ ctx, params }) => attendees.exportCsv(asStaff(ctx), params.productId),
    PRIVATE,
  );
}
