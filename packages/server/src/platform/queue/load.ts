import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { poolWaitOf } from './pool-wait';

// This server process's load (issue 46 item 4, docs/decisions/345): requests in flight, the database pool's wait for
// a connection, the event loop's delay. Each is this process's own, by design: a busy process sends newcomers to the
// queue (and its ready check says so) while another process of the installation may still have room. Live-score
// streams (text/event-stream) stay open for hours and are not requests in flight.

const SAMPLE_MS = 1000;
/** The loop's delay counts when it lasted this many samples (seconds) in a row: one slow second (a GC) is no crowd. */
const SUSTAINED_SAMPLES = 3;

export type BusyReason = 'requests_in_flight' | 'pool_wait' | 'event_loop_delay';

export interface Load {
  /** What each measure reads now. */
  now(): { inFlight: number; poolWaitMs: number; loopDelayMs: number };
  /** Why this process is past its load, or null while it has room. */
  busy(): BusyReason | null;
}

const isStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/** Count this app's requests, sample its event loop each second, and read its pool's wait. */
export function measureLoad(app: FastifyInstance): Load {
  const { maxInFlight, maxPoolWaitMs, maxLoopDelayMs } = app.platform.config.queue;
  const poolWait = poolWaitOf(app.platform.db);
  let inFlight = 0;
  const uncount = () => {
    inFlight--;
  };
  // A callback hook (no promise per request); the answer's `close` comes once whether it was sent or its visitor went
  // away, where an onResponse hook with an onRequestAbort beside it cost two hooks and Fastify's own listener.
  app.addHook('onRequest', (request, reply, next) => {
    if (!isStream(request)) {
      inFlight++;
      reply.raw.on('close', uncount);
    }
    next();
  });

  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const samples: number[] = [];
  let loopDelayMs = 0;
  const timer = setInterval(() => {
    samples.push(histogram.percentile(99) / 1e6);
    if (samples.length > SUSTAINED_SAMPLES) samples.shift();
    loopDelayMs = samples.length < SUSTAINED_SAMPLES ? 0 : Math.round(Math.min(...samples));
    histogram.reset();
  }, SAMPLE_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });

  const now = () => ({ inFlight, poolWaitMs: poolWait(), loopDelayMs });
  return {
    now,
    busy: () => {
      const n = now();
      if (n.inFlight > maxInFlight) return 'requests_in_flight';
      if (n.poolWaitMs > maxPoolWaitMs) return 'pool_wait';
      if (n.loopDelayMs > maxLoopDelayMs) return 'event_loop_delay';
      return null;
    },
  };
}
