import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/store/store.contract';
import { registerOrderKind } from '../payments/payments.service';
import { route } from '../platform/route';
import { payShopping, payShoppingCart, STORE_KIND } from './store-checkout';
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
  route(app, C.payShoppingCart, ({ ctx, body, headers }) => payShoppingCart(ctx, body, headers['idempotency-key']));
  route(app, C.payShopping, ({ ctx, body, headers }) => payShopping(ctx, body, headers['idempotency-key']));

  // Binary answer: bound by hand (route() serialises JSON), documented from the same record.
  app.route({
    method: C.productCover.method, url: C.productCover.path,
    schema: { summary: C.productCover.summary, tags: C.productCover.tags, params: C.productCover.params, querystring: C.productCover.query },
    handler: async (request, reply) => {
      const bytes = await store.cover(app.platform, (request.params as { file: string }).file);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  });
}
