import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { register } from '@portal/domain/accounts/accounts.contract';
import type { EndpointDef } from '@portal/domain/shared/endpoint';
import { QueueTexts as T } from '@portal/domain/shared/queue.messages';
import type { QueueKind } from '@portal/domain/shared/queue.rules';
import { payMembership, payInvoice } from '@portal/domain/payments/payments.contract';
import { payShopping, payShoppingCart } from '@portal/domain/store/store.contract';
import { payTeamNomination } from '@portal/domain/nomination/nomination.contract';
import { AppError } from '../errors';
import { addReadyCheck } from '../readiness';
import { measureLoad, type Load } from './load';
import { queueCookieHash } from './queue-cookie';
import * as queue from './queue.service';

// The fair queue's gate on the API (issue 46 item 4, docs/decisions/345, 346): the calls that register or pay. A
// caller holding a pass goes on (its pass renewed; after a successful call its room is freed for the next in the
// queue, the pass still good for a retry or a next step); a newcomer goes on while the portal has room and nobody
// waits; else 503 queue_busy with Retry-After. The web app's pages take a place first (POST /api/queue/enter), so a
// browser always holds a pass by the time it registers or pays: only API callers meet the 503.

const GATED: readonly [EndpointDef, QueueKind][] = [
  [register, 'registration'],
  [payShoppingCart, 'checkout'],
  [payShopping, 'checkout'],
  [payMembership, 'checkout'],
  [payInvoice, 'checkout'],
  [payTeamNomination, 'checkout'],
];
const KIND = new Map(GATED.map(([e, kind]) => [`${e.method} ${e.path}`, kind]));

const loads = new WeakMap<object, Load>();

/** The queue's context for this app: its database, settings and clock, and this process's load. */
export function queueCtxOf(app: FastifyInstance): queue.QueueCtx {
  const { db, config, now } = app.platform;
  const load = loads.get(app.platform);
  return { db, config, now, busy: () => load?.busy() ?? null };
}

/** Measure the load, gate the calls that register or pay, and tell the ready check. Call before the areas' routes. */
export function registerFairQueue(app: FastifyInstance): void {
  const load = measureLoad(app);
  loads.set(app.platform, load);
  addReadyCheck(app, () => load.busy());
  const holders = new WeakMap<FastifyRequest, string>();

  const gate = (kind: QueueKind) => async (request: FastifyRequest) => {
    const held = queueCookieHash(request);
    const verdict = await queue.gateCall(queueCtxOf(app), held, kind);
    if (verdict.verdict === 'pass') holders.set(request, held!);
    if (verdict.verdict === 'shut')
      throw new AppError(503, 'queue_busy', T.busy, undefined, { 'retry-after': String(verdict.retryAfter) });
  };
  // before the answer leaves: once the visitor hears they registered or paid, their room is the next visitor's
  const free = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = holders.get(request);
    if (held && reply.statusCode < 300)
      // the registration or payment stands whatever happens here: the room then frees when the pass lapses
      await queue.finished(queueCtxOf(app), held).catch((err: unknown) => request.log.error({ err }, 'queue room'));
    return payload;
  };
  // on the gated routes only, ahead of their own hooks (the sign-in): every other request pays nothing for the gate
  app.addHook('onRoute', (route) => {
    const kind = KIND.get(`${String(route.method)} ${route.url}`);
    if (!kind) return;
    route.onRequest = [gate(kind), ...[route.onRequest ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), free];
  });
}
