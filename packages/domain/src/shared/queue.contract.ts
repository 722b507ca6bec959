import { z } from 'zod';
import { dataReply, defineEndpoint } from './endpoint';
import { QueueTexts as T } from './queue.messages';
import { queueKindOf } from './queue.rules';

// The fair queue's calls (issue 46 item 4, docs/decisions/345-347). The visitor's place and pass are a cookie
// (httpOnly, path /api) the server sets: the web app never reads it. A file of its own, as health.contract.ts: only the
// queue's gate and its waiting page import it.

/** A page of the web app a visitor queues for (domain/shared/queue.rules.ts), with its query string. */
export const QueueDestination = z
  .string({ error: T.notQueuedPage })
  .refine((to) => queueKindOf(to) !== null, { error: T.notQueuedPage });

export const QueueState = z.object({
  status: z
    .enum(['inside', 'waiting', 'not_open'])
    .describe('inside: go on (the pass cookie is set); waiting: keep asking; not_open: registrations open at opens_at'),
  to: z.string().describe('the page the visitor was going to'),
  place: z.number().int().min(1).nullable().describe('waiting: 1 is next'),
  wait_minutes: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('waiting: the estimate, from how many were let in over the last minutes; null while unknown'),
  opens_at: z.string().nullable().describe('not_open: the instant registrations open (ISO 8601)'),
  poll_seconds: z.number().int().min(1).describe('when to ask again'),
});
export type QueueState = z.infer<typeof QueueState>;

export const EnterQueueBody = z.object({ to: QueueDestination });
export type EnterQueueBody = z.infer<typeof EnterQueueBody>;

export const enterQueue = defineEndpoint({
  method: 'POST',
  path: '/api/queue/enter',
  auth: 'public',
  tags: ['platform'],
  summary:
    'A visitor starts a registration or a checkout (to: the page). inside when the portal has room and nobody waits ' +
    'ahead (a pass cookie is set, kept while used), else a place in the queue (waiting; the cookie holds it), or ' +
    'not_open before a scheduled opening of registrations. With a cookie already held: that place or pass, kept on.',
  body: EnterQueueBody,
  reply: dataReply(QueueState),
});

export const queuePlace = defineEndpoint({
  method: 'GET',
  path: '/api/queue/place',
  auth: 'public',
  tags: ['platform'],
  summary:
    "The waiting page's poll: the visitor's place and estimate, or inside once let in (arrival order, across every " +
    'server). A place not asked about for a minute lapses. 404 not_in_queue without a live place.',
  reply: dataReply(QueueState),
});
