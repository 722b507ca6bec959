import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from './context';
import { backoffWait, defineWorker, eachLeased, type WorkerSpec } from './worker';

describe("a worker's next wait", () => {
  it.each([
    ['a busy round waits everyMs', 8000, true, 1000],
    ['a busy round after a short wait waits everyMs', 1000, true, 1000],
    ['an idle round doubles the last wait', 1000, false, 2000],
    ['an idle round stops at factor × everyMs', 16_000, false, 30_000],
    ['an idle round at the most stays there', 30_000, false, 30_000],
  ])('%s', (_name, last, busy, want) => {
    expect(backoffWait(last, busy, 1000, 30)).toBe(want);
  });
});

describe('claiming with a lease, a batch at a time', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
  const at = new Date('2026-12-05T10:00:00Z');

  it.each([
    ['claims again while a batch comes back full', true, [3, 3, 1], 3, 7],
    ['stops at the first short batch', true, [2], 1, 2],
    ['claims once when asked to', false, [3, 3], 1, 3],
  ])('%s', async (_name, untilShort, batches, claims, handled) => {
    const claim = vi.fn(async () => rows(batches.shift() ?? 0));
    const seen: number[] = [];
    const count = await eachLeased({ now: () => at, leaseMs: 60_000, batch: 3, untilShort, claim }, async (r) => {
      seen.push(r);
    });
    expect(claim).toHaveBeenCalledTimes(claims);
    expect(claim).toHaveBeenCalledWith(at, new Date('2026-12-05T10:01:00Z'), 3);
    expect(count).toBe(handled);
    expect(seen).toHaveLength(handled);
  });
});

/** An app with only a platform object (the worker reads nothing else of it). */
async function appWith<R>(spec: WorkerSpec<R>) {
  const app = Fastify({ logger: false });
  app.decorate('platform', {} as Platform);
  const worker = defineWorker(spec);
  worker.register(app);
  await app.ready();
  return { app, worker };
}

describe('a worker in an app', () => {
  it('runs a round when the app is ready, then every everyMs, logs a failed round and goes on, and stops on close', async () => {
    let rounds = 0;
    const { app, worker } = await appWith({
      name: 'test',
      everyMs: () => 5,
      round: async () => {
        rounds += 1;
        if (rounds === 2) throw new Error('down');
        return rounds;
      },
    });
    const error = vi.spyOn(app.log, 'error');
    expect(await worker.first(app)).toBe(1);
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(4));
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'test round failed');
    await app.close();
    const after = rounds;
    // nothing left to wait for: four times everyMs pass without a round
    await new Promise((r) => setTimeout(r, 20));
    expect(rounds).toBe(after);
  });

  it('awaits the round under way when the app closes', async () => {
    let release!: () => void;
    let finished = false;
    const { app, worker } = await appWith({
      name: 'test',
      everyMs: () => 5,
      round: () =>
        new Promise<number>((r) => {
          release = () => {
            finished = true;
            r(1);
          };
        }),
    });
    const closed = app.close();
    release();
    await closed;
    expect(finished).toBe(true);
    expect(await worker.first(app)).toBe(1);
  });

  it('backs off while idle, and a wake runs the next round within everyMs', async () => {
    let rounds = 0;
    const { app, worker } = await appWith({
      name: 'test',
      everyMs: () => 5,
      idle: { busy: () => false, factor: 100_000 },
      round: async () => {
        rounds += 1;
        return 0;
      },
    });
    await worker.first(app);
    // idle: 10, 20, 40… ms apart, so a few rounds at first and then none for a long while
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(5));
    const before = rounds;
    worker.wake();
    // the next idle wait is 320 ms or more: woken, the round runs within a few ms (and the wait starts again from everyMs)
    await vi.waitFor(() => expect(rounds).toBeGreaterThan(before), { timeout: 150, interval: 5 });
    await app.close();
  });
});
