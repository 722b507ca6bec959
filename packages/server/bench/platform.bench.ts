import type { BenchModule } from './bench-module';

/** Foundation figures: health and the signed-in path (token check and profile read), on PGlite and PostgreSQL. */
export const platformBench: BenchModule = {
  name: 'platform',
  scenarios: () => [
    { name: 'GET /api/health', path: '/api/health', connections: 50 },
    {
      name: 'GET /api/member/user (member01)', path: '/api/member/user', as: 'member01', connections: 50,
      target: { minRps: 1500, maxP99Ms: 50 }, postgres: { target: { minRps: 6000, maxP99Ms: 20 } },
    },
  ],
};
