import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queueMessage } from '../src/messaging/queue.service';
import { loadConfig } from '../src/platform/config';
import { openPostgres } from '../src/platform/db';
import { selectRows } from '../src/platform/member-rows';
import { seedIfEmpty } from '../src/seed';

// Issue 43's target (docs/decisions/304): a message to 5,000 members queued in under two seconds on PostgreSQL —
// the audience (a division of 5,000 players, a fifth of them minors reached through a guardian) resolved and its
// recipients and deliveries (email, push, SMS) written by INSERT … SELECT, in the transaction staff's send commits.
// In this process, on DATABASE_URL; the people, the division and the message are removed after.

const PEOPLE = Number(process.env.BENCH_MESSAGE_PEOPLE ?? 5_000);
const TARGET_MS = 2_000;
export const MESSAGE_BENCH = `queue a message to ${PEOPLE.toLocaleString('en-AU')} members`;

export async function messageBenchRow(databaseUrl: string): Promise<{ row: string; failed: boolean }> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    BANK_KEY: 'x'.repeat(64),
  } as never);
  const database = await openPostgres(databaseUrl);
  const db = database.db;
  const tag = `Bench${Date.now().toString(36)}`;
  try {
    await seedIfEmpty(db, config);
    const [season] = await selectRows<{ id: number }>(
      db,
      sql`insert into seasons (name, starts_on) values (${tag}, current_date) returning id`,
    );
    const [division] = await selectRows<{ id: number }>(
      db,
      sql`insert into divisions (season_id, name) values (${season!.id}, ${tag}) returning id`,
    );
    await db.execute(sql`with t as (
        insert into teams (division_id, name) select ${division!.id}, ${tag} || ' ' || g from generate_series(1, ${PEOPLE / 10}) g
        returning id, division_id),
      p as (
        insert into members (firstname, lastname, dob, email, mobile)
        select 'P' || g, ${tag}, case when g % 5 = 0 then current_date - 3650 else date '1990-01-01' end,
          case when g % 5 = 0 then '' else 'p' || g || '@bench.example' end, '04' || lpad(g::text, 8, '0')
        from generate_series(1, ${PEOPLE}) g returning id),
      numbered as (select id, row_number() over (order by id) as n from p),
      teams_n as (select id, division_id, row_number() over (order by id) as n from t)
      insert into team_members (team_id, division_id, member_id, role)
      select teams_n.id, teams_n.division_id, numbered.id, 'player' from numbered
      join teams_n on teams_n.n = (numbered.n - 1) / 10 + 1`);
    // a guardian for each minor
    await db.execute(sql`with kids as (select id from members where lastname = ${tag} and dob > current_date - interval '18 years'),
      g as (insert into members (firstname, lastname, dob, email)
        select 'G' || id, ${tag}, '1980-01-01', 'g' || id || '@bench.example' from kids returning id, firstname)
      insert into guardianships (guardian_id, child_id) select g.id, substr(g.firstname, 2)::int from g`);
    const start = performance.now();
    const queued = await db.transaction((tx) =>
      queueMessage(tx, {
        kind: 'competition',
        origin: 'staff',
        audience: { type: 'division', divisionId: division!.id },
        audienceLabel: tag,
        subject: 'Saturday washed out',
        body: 'No games on Saturday.',
        channels: ['email', 'push', 'sms'],
        now: new Date(),
      }),
    );
    const ms = performance.now() - start;
    const [deliveries] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from message_deliveries d join message_recipients r on r.id = d.recipient_id
      where r.message_id = ${queued.messageId}`,
    );
    await db.execute(sql`delete from messages where id = ${queued.messageId}`);
    const failed = ms >= TARGET_MS || queued.people !== PEOPLE;
    return {
      row: `${MESSAGE_BENCH} on PostgreSQL (a division; ${queued.people.toLocaleString('en-AU')} people, ${deliveries!.n.toLocaleString('en-AU')} deliveries): ${(ms / 1000).toFixed(2)} s  [${failed ? 'FAIL' : 'PASS'} <${TARGET_MS / 1000}s]`,
      failed,
    };
  } finally {
    await db.execute(sql`delete from members where lastname = ${tag}`);
    await db.execute(sql`delete from seasons where name = ${tag}`);
    await database.close();
  }
}
