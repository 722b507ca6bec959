import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { selectRows } from '../platform/member-rows';
import { queueMessage } from './queue.service';

// A message to 5,000 members in one go (issue 43 item 7, docs/decisions/304): the audience's recipients and their
// deliveries are written by INSERT … SELECT in the caller's transaction, none through the server one by one; the
// time on PostgreSQL is the bench's (npm run bench, target under 2 s).

const PEOPLE = 5_000;
let t: TestApp;
let divisionId = 0;
const db = () => t.database.db;

beforeAll(async () => {
  // the app's sending worker rounds once at start and then sleeps for an hour: deliveries stay as queued
  t = await buildTestApp({
    messaging: { pollMs: 3_600_000, perSecond: 1, retryBaseMs: 60_000, maxAttempts: 3, leaseMs: 120_000 },
  });
  const [season] = await selectRows<{ id: number }>(
    db(),
    sql`insert into seasons (name, starts_on) values ('Zq five thousand', current_date) returning id`,
  );
  const [division] = await selectRows<{ id: number }>(
    db(),
    sql`insert into divisions (season_id, name) values (${season!.id}, 'Zq Open') returning id`,
  );
  divisionId = division!.id;
  await db().execute(sql`with t as (
      insert into teams (division_id, name) select ${divisionId}, 'Zq ' || g from generate_series(1, ${PEOPLE / 10}) g
      returning id, division_id),
    p as (
      insert into members (firstname, lastname, dob, email, mobile)
      select 'P' || g, 'Zqfive', '1990-01-01', case when g % 10 = 0 then '' else 'p' || g || '@zq.example' end,
        '04' || lpad(g::text, 8, '0')
      from generate_series(1, ${PEOPLE}) g returning id),
    numbered as (select id, row_number() over (order by id) as n from p),
    teams_n as (select id, division_id, row_number() over (order by id) as n from t)
    insert into team_members (team_id, division_id, member_id, role)
    select teams_n.id, teams_n.division_id, numbered.id, 'player' from numbered join teams_n on teams_n.n = (numbered.n - 1) / 10 + 1`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('queueing a message to 5,000 members', () => {
  it('writes 5,000 recipients and 15,000 deliveries in one go, skipped ones with why', async () => {
    const { messageId, people } = await db().transaction((tx) =>
      queueMessage(tx, {
        kind: 'competition',
        origin: 'staff',
        audience: { type: 'division', divisionId },
        audienceLabel: 'Division: Zq Open',
        subject: 'Saturday washed out',
        body: 'No games on Saturday.',
        channels: ['email', 'push', 'sms'],
        now: new Date(),
      }),
    );
    expect(people).toBe(PEOPLE);
    const states = await selectRows<{ channel: string; state: string; reason: string | null; n: number }>(
      db(),
      sql`select d.channel, d.state, d.reason, count(*)::int as n from message_deliveries d
      join message_recipients r on r.id = d.recipient_id where r.message_id = ${messageId}
      group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(states).toEqual([
      { channel: 'email', state: 'queued', reason: null, n: 4_500 },
      { channel: 'email', state: 'skipped', reason: 'no-email', n: 500 },
      { channel: 'push', state: 'skipped', reason: 'no-device', n: 5_000 },
      { channel: 'sms', state: 'skipped', reason: 'channel-off', n: 5_000 },
    ]);
  }, 60_000);
});
