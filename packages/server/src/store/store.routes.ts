import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/store/store.contract';
import { registerOrderKind } from '../payments/payments.service';
import { route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { payShopping, payShoppingCart, STORE_KIND } from './store-checkout';
import { previousAttendees } from './previous-attendees';
import * as store from './store.service';
import { registerStorePages } from './page-answers';

// Lists are public (the read-only /storeview); stock moves with every sale, so they are cached only briefly.
const LIST_CACHE = 'public, max-age=10';

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  registerStorePages();
  registerOrderKind(STORE_KIND);
  route(app, C.storeVenues, ({ ctx }) => store.venues(ctx), { cacheControl: 'public, max-age=300' });
  route(app, C.productVenues, ({ ctx }) => store.productVenues(ctx), { cacheControl: LIST_CACHE });
  route(app, C.categories, ({ ctx }) => store.categories(ctx), { cacheControl: 'public, max-age=300' });
  route(app, C.products, ({ ctx, query }) => store.products(ctx, query), { cacheControl: LIST_CACHE });
  route(app, C.productDonation, async ({ ctx }) => store.productDonation(ctx), { cacheControl: 'public, max-age=300' });
  route(app, C.checkAttendee, ({ ctx, body }) => store.checkAttendee(ctx, body.attendee), { cacheControl: 'no-store' });
  route(app, C.previousAttendees, ({ ctx }) => previousAttendees(ctx), { cacheControl: 'no-store' });
  route(app, C.payShoppingCart, ({ ctx, body, headers }) => payShoppingCart(ctx, body, headers['idempotency-key']));
  route(app, C.payShopping, ({ ctx, body, headers }) => payShopping(ctx, body, headers['idempotency-key']));

  // The address changes with the image (product_cover carries its version): kept a year.

  routeFile(app, C.productCover, async ({ ctx, params }) => ({ body: await store.cover(ctx, params.file) }), {
    cacheControl: 'public, max-age=31536000, immutable',
  });
}
