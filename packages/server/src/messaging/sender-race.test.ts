import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resetPostgres } from '../../test/harness';
import type { Database } from '../platform/db';
import { selectRows } from '../platform/member-rows';
import { sendToMembers } from './queue.service';

// Issue 43's "done when": on PostgreSQL, two servers send one message to 2,000 people; one is killed (SIGKILL) in
// the middle of its batch, right after a send the pipeline never heard of; the other carries on, takes the killed
// server's claims once their lease runs out, and every person gets the message exactly once (docs/decisions/304).
// Each server is a process of its own (test/message-sender-server.ts) whose email channel records each send into
// race_sends, a table without a unique key.

const PEOPLE = 2_000;
const SERVER = path.resolve(import.meta.dirname, '../../test/message-sender-server.ts');
const children: ChildProcess[] = [];
let database: Database | undefined;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function server(name: string, url: string, bankKey: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      BANK_KEY: bankKey,
      SERVER_NAME: name,
      MESSAGES_PER_SECOND: '200',
      LEASE_MS: '3000',
      SEND_MS: '4',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await database?.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'one message to 2,000 people, two servers, one killed mid-send (PostgreSQL)',
  () => {
    it('reaches every person exactly once', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      database = await resetPostgres(url);
      const db = database.db;
      const count = async (query: ReturnType<typeof sql>) => (await selectRows<{ n: number }>(db, query))[0]!.n;
      await db.execute(sql`drop table if exists race_sends`);
      await db.execute(sql`create table race_sends (id bigserial primary key, delivery_id bigint not null,
      member_id int not null, server text not null, at timestamptz not null default clock_timestamp())`);
      const ids = (
        await selectRows<{ id: number }>(
          db,
          sql`insert into members (firstname, lastname, dob, email)
        select 'Person' || g, 'Race', '1990-01-01', 'person' || g || '@race.example' from generate_series(1, ${PEOPLE}) g
        returning id`,
        )
      ).map((r) => r.id);
      const { people } = await db.transaction((tx) =>
        sendToMembers(tx, {
          memberIds: ids,
          kind: 'games',
          channels: ['email'],
          origin: 'automatic',
          subject: 'Saturday washed out',
          body: 'No games on Saturday.',
          now: new Date(),
        }),
      );
      expect(people).toBe(PEOPLE);

      const bankKey = crypto.randomBytes(32).toString('base64');
      // A kills itself (SIGKILL) in the middle of its second batch (200 a round), right after its 300th send reached
      // the channel and before the pipeline marked it sent: the one delivery a stopped server can leave in doubt
      const a = server('a', url, bankKey, { KILL_AFTER: '300' });
      const killed = new Promise<NodeJS.Signals | null>((resolve) => a.on('exit', (_code, signal) => resolve(signal)));
      server('b', url, bankKey);
      expect(await killed).toBe('SIGKILL');
      await until(
        'every delivery sent',
        async () =>
          (await count(sql`select count(*)::int as n from message_deliveries where state = 'sent'`)) === PEOPLE,
        120_000,
      );
      const [sends] = await selectRows<{ rows: number; deliveries: number; people: number; a: number; b: number }>(
        db,
        sql`select count(*)::int as rows, count(distinct delivery_id)::int as deliveries, count(distinct member_id)::int as people,
        count(*) filter (where server = 'a')::int as a, count(*) filter (where server = 'b')::int as b from race_sends`,
      );
      console.log(`race: ${sends!.a} sent by the killed server, ${sends!.b} by the other`);
      expect(sends).toMatchObject({ rows: PEOPLE, deliveries: PEOPLE, people: PEOPLE });
      expect(sends!.a).toBe(300);
      expect(sends!.b).toBeGreaterThan(0);
      // the killed server's claims came back to the other server once their lease ran out
      expect(await count(sql`select count(*)::int as n from message_deliveries where attempts > 1`)).toBeGreaterThan(0);
    }, 240_000);
  },
);
