import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL, type LiveState } from '@portal/domain/competition/live-score.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { basket, device, live, liveGameToday, sqlRows, type LiveGame } from './live-test-kit';

// Live scoring's races (issue 45 item 4, decision 336), on PostgreSQL: PGlite runs one transaction at a time
// (STACK.md pitfall 13), so only a real server races. Every claim, batch and confirmation of a game takes the game's
// live row lock first; the unique (game, entry id) and (game, seq) keys stand behind it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('live scoring races (PostgreSQL)', () => {
  let t: TestApp;
  let g: LiveGame;
  let api: ReturnType<typeof live>;
  let listener: pg.Client;
  const notices: string[] = [];
  const tokens: Record<string, string> = {};
  const as = (u: string) => tokens[u]!;

  beforeAll(async () => {
    t = await buildTestApp();
    g = await liveGameToday(t);
    api = live(t, g.gameId);
    for (const u of ['manager01', 'member01', 'referee01', 'compofficer01']) tokens[u] = await t.asMember(u);
    listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await listener.connect();
    listener.on('notification', (n) => notices.push(n.payload ?? ''));
    await listener.query(`listen ${LIVE_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await t.close();
  });

  it('two devices claiming at once: one holds the game, the other is told who does', async () => {
    const answers = await Promise.all([
      api.claim(as('manager01'), { device: device() }),
      api.claim(as('referee01'), { device: device() }),
      api.claim(as('member01'), { device: device() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data as LiveState;
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(r.json().message).toContain(winner.scorer!.name);
  });

  it('the same batch sent twice at once (and a third time) is counted once', async () => {
    const phone = device();
    await t.database.db.execute(sql`update live_games set holder_device = ${phone},
      holder_member_id = (select id from members where username = 'manager01') where game_id = ${g.gameId}`);
    const batch = { device: phone, entries: [basket('a', 3, 1), basket('b', 2, 2), basket('a', 2, 3)] };
    const answers = await Promise.all([1, 2, 3].map(() => api.send(as('manager01'), batch)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const r of answers) expect(r.json().data).toMatchObject({ score_a: 5, score_b: 2, last_seq: 3 });
    const [count] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from live_entries where game_id = ${g.gameId}`,
    );
    expect(count?.n).toBe(3);
  });

  it('every accepted batch and confirmation tells the channel, at its commit', async () => {
    const expected = JSON.stringify({ game_id: g.gameId, division_id: g.divisionId });
    await expect.poll(() => notices.filter((p) => p === expected).length).toBeGreaterThanOrEqual(2); // a claim, a batch
  });

  it('two managers confirming the same score at once: one of them makes it the result, recorded once', async () => {
    // count the writes of the game's result (a trigger of this test only, dropped at its end)
    const db = t.database.db;
    await db.execute(sql`create table live_race_result_writes (game_id int)`);
    await db.execute(
      sql.raw(`create function live_race_count() returns trigger language plpgsql as
      $$ begin insert into live_race_result_writes values (new.id); return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger live_race_count after update of score_a, score_b, scored_at on games
      for each row when (new.id = ${g.gameId}) execute function live_race_count()`),
    );
    try {
      const score = { score_a: 70, score_b: 64 };
      const answers = await Promise.all([api.confirm(as('manager01'), score), api.confirm(as('member01'), score)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => (r.json().data as LiveState).status)).toContain('final');
      const writes = await sqlRows<{ game_id: number }>(t, sql`select game_id from live_race_result_writes`);
      expect(writes).toHaveLength(1);
      const [game] = await sqlRows<{ score_a: number; score_b: number; scored: boolean }>(
        t,
        sql`select score_a, score_b, scored_at is not null as scored from games where id = ${g.gameId}`,
      );
      expect(game).toEqual({ ...score, scored: true });
    } finally {
      await db.execute(sql`drop trigger live_race_count on games`);
      await db.execute(sql`drop function live_race_count()`);
      await db.execute(sql`drop table live_race_result_writes`);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('an officer and a manager confirming at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('one confirmation makes the result; the other is told it is final; one audit row at most', async () => {
    const g = await liveGameToday(t);
    const api = live(t, g.gameId);
    const [manager, other, officer] = await Promise.all(
      ['manager01', 'member01', 'compofficer01'].map((u) => t.asMember(u)),
    );
    expect((await api.confirm(manager, { score_a: 50, score_b: 40 })).statusCode).toBe(200);
    const answers = await Promise.all([
      api.confirm(other, { score_a: 50, score_b: 40 }),
      api.confirm(officer, { score_a: 52, score_b: 40 }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe('live_final');
    const audited = await sqlRows<{ after: unknown }>(
      t,
      sql`select after from audit_log where action = 'competition.live.confirm' and entity_id = ${String(g.gameId)}`,
    );
    const [game] = await sqlRows<{ score_a: number }>(t, sql`select score_a from games where id = ${g.gameId}`);
    expect(audited.length).toBe(game!.score_a === 52 ? 1 : 0);
  });
});
