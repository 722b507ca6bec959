import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { ChannelSender } from '../src/messaging/channel-port';
import { useChannelSenders } from '../src/messaging/sender';
import { loadConfig } from '../src/platform/config';
import { openPostgres } from '../src/platform/db';
import { selectRows } from '../src/platform/member-rows';

// One server of the two-server sending race (src/messaging/sender-race.test.ts), in a process of its own so it can
// be killed with SIGKILL mid-send — with KILL_AFTER, at the worst moment: a send that reached the channel and was
// never marked sent. The app as main.ts builds it on DATABASE_URL, its sending worker running, with
// an email channel that records each send into race_sends (no unique key: a double would show) after a provider's
// delay of SEND_MS. Like a provider asked by our reference, a delivery handed over again after an interrupted claim
// is answered from race_sends when it got there before the server stopped (docs/decisions/304).

const name = process.env.SERVER_NAME ?? 'server';
const sendMs = Number(process.env.SEND_MS ?? '4');
/** Kill this server (SIGKILL) right after its KILL_AFTER-th send reached the channel, before the pipeline hears of it. */
const killAfter = Number(process.env.KILL_AFTER ?? '0');
let sends = 0;
const config = loadConfig({ ...process.env, SEED: 'none', LOG_LEVEL: 'silent' });
config.messaging = { ...config.messaging, leaseMs: Number(process.env.LEASE_MS ?? '3000') };
const database = await openPostgres(process.env.DATABASE_URL!);

const email: ChannelSender = {
  channel: 'email',
  async send({ db }, d) {
    if (d.interrupted) {
      const [got] = await selectRows<{ id: string }>(
        db,
        sql`select id from race_sends where delivery_id = ${d.deliveryId} limit 1`,
      );
      if (got) return { providerRef: `race:${got.id}` };
    }
    await new Promise((resolve) => setTimeout(resolve, sendMs)); // the provider's answer takes a moment
    const [row] = await selectRows<{ id: string }>(
      db,
      sql`insert into race_sends (delivery_id, member_id, server) values (${d.deliveryId}, ${d.memberId}, ${name})
      returning id`,
    );
    sends += 1;
    if (sends === killAfter) process.kill(process.pid, 'SIGKILL');
    return { providerRef: `race:${row!.id}` };
  },
};
const refuse: ChannelSender['send'] = async () => {
  throw new Error('not in this race');
};

const app = await buildApp({
  config,
  db: database.db,
  mailer: { send: async () => {} },
  logger: false,
});
useChannelSenders(app.platform, {
  email,
  push: { channel: 'push', send: refuse },
  sms: { channel: 'sms', send: refuse },
});
await app.ready();
process.stdout.write(`${name} ready\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
