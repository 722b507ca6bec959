import type { FastifyInstance } from 'fastify';
import { sendClaimCodes } from './claim.service';

// Turning 18 (docs/decisions/249): the claim codes are sent when the server is ready and then every hour, so a
// birthday is noticed within the hour after midnight in the association's time zone. Every server may run it: the
// database's unique key lets only one of them write (and so mail) a person's code.

const EVERY_MS = 60 * 60_000;
const firstRounds = new WeakMap<object, Promise<number>>();

/** The round that ran when the app became ready (tests wait for it). */
export function firstClaimRound(app: FastifyInstance): Promise<number> | undefined {
  return firstRounds.get(app.platform);
}

export function registerClaimWorker(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = (): Promise<number> => {
    const { db, config, now } = app.platform;
    const done = sendClaimCodes({ db, config, now });
    running = done.catch((err: unknown) => app.log.error({ err }, 'claim code round failed'))
      .finally(() => { if (!stopped) timer = setTimeout(round, EVERY_MS); });
    return done;
  };
  app.addHook('onReady', async () => { firstRounds.set(app.platform, round()); });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
