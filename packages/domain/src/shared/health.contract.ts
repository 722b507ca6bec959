import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// A load balancer's two questions (docs/decisions/342): is this server process alive (else restart it), and is it
// ready for more requests now (else send them elsewhere for a while)? GET /api/health (platform.contract.ts) stays as
// ../shared/CONTRACT.md fixes it. A file of their own: the web app never calls them, and what it imports of a
// contract file is in every page's JavaScript (decision 108's budgets).
export const healthLive = defineEndpoint({
  method: 'GET',
  path: '/api/health/live',
  auth: 'public',
  tags: ['platform'],
  summary:
    'Liveness: answers 200 while this server process answers at all (it asks nothing of the database). ' +
    'A load balancer restarts a process that stops answering it.',
  reply: z.object({ status: z.literal('alive') }),
});

export const HealthReady = z.object({
  status: z.enum(['ready', 'not_ready']),
  reason: z
    .string()
    .optional()
    .describe(
      "why not ready: 'database' (it did not answer within 2 s, the pool's wait included) or a load check's own",
    ),
});

export const healthReady = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  auth: 'public',
  tags: ['platform'],
  summary:
    'Readiness: 200 {status: ready} when this server process can take more requests now (its database answers ' +
    'within 2 s); 503 {status: not_ready, reason} otherwise. A load balancer sends new requests elsewhere meanwhile, ' +
    'without restarting the process. Asked of the database at most once a second.',
  reply: HealthReady,
  replies: { 503: HealthReady },
});
