import type { BenchModule } from './bench-module';

/** The store's product list (public /storeview and /member/store) at 50 connections, as browsers ask for it. */
export const storeBench: BenchModule = {
  name: 'store',
  scenarios: () => [
    {
      name: 'GET /api/ecommerce/store/products',
      path: '/api/ecommerce/store/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
  ],
};
