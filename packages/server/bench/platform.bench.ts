import type { BenchModule } from './bench-module';

/** Foundation figures: health and an authenticated profile read. */
export const platformBench: BenchModule = {
  name: 'platform',
  scenarios: () => [
    { name: 'GET /api/health', path: '/api/health', connections: 50 },
    { name: 'GET /api/member/user (member01)', path: '/api/member/user', as: 'member01', connections: 50 },
  ],
};
