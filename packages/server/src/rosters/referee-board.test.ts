import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { RefereeBoard } from '@portal/domain/rosters/rosters.staff.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { sendDueNow } from '../messaging/notices.service';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { members } from '../platform/members.tables';
import { refereeAccess } from './rosters.tables';
import { MIDWEEK_VENUE, rostersKit, type RostersKit } from './rosters-test-kit';

// The referee coordinator's board, assignments, suggestion and publishing (docs/decisions/195), through the API: a
// draft stays with the coordinator, publishing shows it to the referee, emails them and locks their availability
// of that day with spec 002 §8's sentence.

const PUBLISHED = 'Roster already published, please contact the stadium';
const GALSTON = 'Galston Recreation Centre';

let k: RostersKit;
let coord: string;
let today: string;
beforeAll(async () => {
  k = await rostersKit();
  coord = await k.t.asMember('refcoord01');
  today = todayIn('Australia/Sydney');
});
afterAll(async () => {
  await k.t.close();
});

const board = async (q: Record<string, string | number>, token = coord) =>
  k.get(
    `/api/staff/rosters/referee?${new URLSearchParams(Object.entries(q).map(([a, b]): [string, string] => [a, String(b)]))}`,
    token,
  );
const audits = async (action: string) =>
  (
    (await k.t.database.db.execute(
      sql`select entity_id, before, after from audit_log where action = ${action} order by id`,
    )) as unknown as { rows: { entity_id: string; before: unknown; after: unknown }[] }
  ).rows;
const myRoster = async (from: string, to: string) =>
  (
    await k.post('/api/referee/roster', { season: k.seasonId, roster: [from, to], type: 'referee' }, k.as.referee01)
  ).json().data.my_roster as { gs_game: number }[];

describe('the referee roster board', () => {
  let data: RefereeBoard;
  let refereeId: number;
  beforeAll(async () => {
    const res = await board({
      season: k.seasonId,
      from: addDaysIso(today, 1),
      to: addDaysIso(today, 27),
      type: 'referee',
      venue: k.venue(GALSTON),
    });
    expect(res.statusCode).toBe(200);
    data = res.json().data;
    refereeId = data.officials[0]!.member_id;
  });

  it('lists the Sunday games at Galston, unpublished, with referee01 among the officials and no timeslot there', () => {
    expect(data.functions).toEqual(['Referee 1', 'Referee 2']);
    expect(data.games.length).toBeGreaterThan(2);
    expect(new Set(data.games.map((g) => g.venue))).toEqual(new Set([GALSTON]));
    expect(data.dates.every((d) => !d.published)).toBe(true);
    expect(data.officials).toHaveLength(1);
    expect(data.games[0]!.candidates).toEqual([{ member_id: refereeId, clashes: ['no_timeslot'] }]);
  });

  it('assigns referee01 to two games: audited, a draft his roster and feed do not show until published, two at once marked', async () => {
    const date = data.dates[0]!.date;
    const [g1, g2] = data.games.filter((g) => g.date === date);
    const a1 = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g1!.game_id, function: 'Referee 1', member_id: refereeId },
      coord,
    );
    expect(a1.statusCode).toBe(200);
    expect(a1.json().data.clashes).toEqual(['no_timeslot']);
    const a2 = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g2!.game_id, function: 'Referee 2', member_id: refereeId },
      coord,
    );
    expect(a2.json().data.clashes).toContain('no_timeslot');
    if (g1!.time === g2!.time) expect(a2.json().data.clashes).toContain('two_games');
    expect((await audits('rosters.referee.assign')).map((r) => r.after)).toEqual([
      { function: 'Referee 1', member_id: refereeId },
      { function: 'Referee 2', member_id: refereeId },
    ]);
    expect(await myRoster(date, date)).toEqual([]);
    const feed = new URL((await k.post('/api/roster/feed', undefined, k.as.referee01)).json().data.url).pathname;
    const events = async () => ((await k.get(feed)).body.match(/BEGIN:VEVENT/g) ?? []).length;
    const draftEvents = await events();

    // open referee places are published only when the coordinator agreed to their count (decision 278)
    const open = (await board({ season: k.seasonId, from: date, to: date, type: 'referee' })).json().data
      .dates[0] as RefereeBoard['dates'][number];
    expect(open.open_places).toBeGreaterThan(0);
    const blind = await k.post('/api/staff/rosters/referee/publish', { season: k.seasonId, date }, coord);
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({
      error: 'open_places',
      message: expect.stringContaining(
        `${open.open_places} referee places are open (of ${open.places} places): publish anyway?`,
      ),
    });
    const stale = await k.post(
      '/api/staff/rosters/referee/publish',
      { season: k.seasonId, date, open_places: open.open_places + 1 },
      coord,
    );
    expect(stale.json()).toMatchObject({
      error: 'open_places',
      message: expect.stringContaining('changed since you looked'),
    });

    // publishing shows them, emails referee01 and locks that Sunday's availability (spec 002 §4, §8)
    const pub = await k.post(
      '/api/staff/rosters/referee/publish',
      { season: k.seasonId, date, open_places: open.open_places },
      coord,
    );
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.emailed).toBe(1);
    expect((await myRoster(date, date)).map((r) => r.gs_game).sort()).toEqual([g1!.game_id, g2!.game_id].sort());
    expect(await events()).toBe(draftEvents + 2);
    await sendDueNow(k.t.app.platform); // the messaging pipeline hands its email to the outbox (decision 313)
    const mails = await k.t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Your games on ${date.split('-').reverse().join('/')} |%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`Referee 1: ${g1!.team_a} vs ${g1!.team_b}`);
    expect(mails[0]!.textBody).toContain(`Referee 2: ${g2!.team_a} vs ${g2!.team_b}`);
    expect((await audits('rosters.referee.publish')).at(-1)!.after).toMatchObject({ date, emailed: 1 });
    // published again with the same games: referee01 is not told twice (the notice is keyed by their games)
    const notices = async () =>
      (
        (await k.t.database.db.execute(
          sql`select kind from messages where dedupe_key like ${`referee-roster:${date}:%`}`,
        )) as unknown as { rows: { kind: string }[] }
      ).rows;
    expect(await notices()).toEqual([{ kind: 'games' }]);
    const again = await k.post(
      '/api/staff/rosters/referee/publish',
      { season: k.seasonId, date, open_places: open.open_places },
      coord,
    );
    expect(again.statusCode).toBe(200);
    expect(await notices()).toEqual([{ kind: 'games' }]);
    const avail = (await k.get(`/api/referee/availability/${k.seasonId}/${k.venue(GALSTON)}`, k.as.referee01)).json()
      .data;
    const sunday = avail.refGameTimes['7'][0];
    const save = await k.post(
      '/api/referee/availability',
      { season: k.seasonId, venue: k.venue(GALSTON), availability: { 7: [sunday] }, unavailability: [] },
      k.as.referee01,
    );
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ error: 'roster_published', message: PUBLISHED });
    const after = (
      await board({ season: k.seasonId, from: date, to: date, type: 'referee', venue: k.venue(GALSTON) })
    ).json().data as RefereeBoard;
    expect(after.dates).toMatchObject([{ date, published: true }]);

    // the published roster changes: referee01 is told he is off g2, then on it again (decision 313), each once
    const changes = async () =>
      (
        (await k.t.database.db.execute(
          sql`select m.subject, m.body from messages m join message_recipients r on r.message_id = m.id
            where m.dedupe_key like 'referee-roster-o%' and r.member_id = ${refereeId} order by m.id`,
        )) as unknown as { rows: { subject: string; body: string }[] }
      ).rows;
    const day = date.split('-').reverse().join('/');
    await k.post('/api/staff/rosters/referee/unassign', { game_id: g2!.game_id, function: 'Referee 2' }, coord);
    await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g2!.game_id, function: 'Referee 2', member_id: refereeId },
      coord,
    );
    const told = await changes();
    expect(told.map((c) => c.subject)).toEqual([`Your games on ${day} changed`, `Your games on ${day} changed`]);
    expect(told[0]!.body).toContain(`You are no longer Referee 2 at `);
    expect(told[1]!.body).toContain(`You are now Referee 2 at `);
    expect(told[1]!.body).toContain(`${g2!.team_a} vs ${g2!.team_b}`);
  });

  it('opens a function again, and refuses to open one nobody holds', async () => {
    const g = data.games.at(-1)!;
    await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g.game_id, function: 'Referee 1', member_id: refereeId },
      coord,
    );
    const open = await k.post(
      '/api/staff/rosters/referee/unassign',
      { game_id: g.game_id, function: 'Referee 1' },
      coord,
    );
    expect(open.statusCode).toBe(200);
    expect((await audits('rosters.referee.unassign')).at(-1)!.after).toEqual({
      function: 'Referee 1',
      member_id: null,
    });
    const again = await k.post(
      '/api/staff/rosters/referee/unassign',
      { game_id: g.game_id, function: 'Referee 1' },
      coord,
    );
    expect(again.statusCode).toBe(409);
  });

  it('tells a coordinator who chose from a board out of date (another filled the place meanwhile), changing nothing', async () => {
    const g = data.games.at(-2)!;
    const filled = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g.game_id, function: 'Referee 2', member_id: refereeId, replaces: null },
      coord,
    );
    expect(filled.statusCode, filled.body).toBe(200);
    const before = (await audits('rosters.referee.assign')).length;
    // a second coordinator's board still showed the place open: told, not replacing the first one's choice
    const [{ id: other }] = (await k.t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'official01'))) as [{ id: number }];
    await k.t.database.db
      .insert(refereeAccess)
      .values({ memberId: other, rosterType: 'referee' })
      .onConflictDoNothing();
    const late = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g.game_id, function: 'Referee 2', member_id: other, replaces: null },
      await k.t.asMember('admin01'),
    );
    expect([late.statusCode, late.json().error]).toEqual([409, 'conflict']);
    expect((await audits('rosters.referee.assign')).length).toBe(before);
    // choosing from the board as it now is replaces the holder
    const replaced = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g.game_id, function: 'Referee 2', member_id: other, replaces: refereeId },
      coord,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    await k.post('/api/staff/rosters/referee/unassign', { game_id: g.game_id, function: 'Referee 2' }, coord);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await audits('rosters.referee.assign')).length;
    const g = data.games[0]!;
    const member01 = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: g.game_id, function: 'Referee 1', member_id: 1 },
      coord,
    );
    expect(member01.statusCode).toBe(422);
    expect(member01.json().errors).toEqual({ member_id: 'This official may not take this roster type (access list)' });
    const umpire = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: 99999999, function: 'Umpire', member_id: refereeId },
      coord,
    );
    expect(umpire.json().errors).toEqual({
      game_id: 'No such game in this season',
      function: 'This function is not one of the roster type',
    });
    expect(
      (await board({ season: k.seasonId, from: today, to: addDaysIso(today, 90), type: 'referee' })).statusCode,
    ).toBe(422);
    expect(
      (await board({ season: k.seasonId, from: 'yesterday', to: today, type: 'umpire' })).json().errors,
    ).toMatchObject({ from: expect.any(String), type: expect.any(String) });
    const none = await k.post('/api/staff/rosters/referee/publish', { season: k.seasonId, date: '2001-01-01' }, coord);
    expect(none.statusCode).toBe(409);
    expect((await audits('rosters.referee.assign')).length).toBe(before);
  });

  it('suggests officials from availability: referee01 on the midweek games of his timeslots, never two at once', async () => {
    const q = {
      season: k.seasonId,
      from: addDaysIso(today, 1),
      to: addDaysIso(today, 13),
      type: 'referee',
      venue: k.venue(MIDWEEK_VENUE),
    };
    const res = await k.post('/api/staff/rosters/referee/suggest', q, coord);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.assigned).toBeGreaterThan(0);
    const after = (await board(q)).json().data as RefereeBoard;
    const mine = after.games.flatMap((g) => g.slots.filter((s) => s.member_id === refereeId).map((s) => ({ ...s, g })));
    expect(mine).toHaveLength(res.json().data.assigned);
    expect(mine.every((s) => s.clashes.length === 0)).toBe(true);
    expect((await audits('rosters.referee.suggest')).at(-1)!.after).toMatchObject({ type: 'referee' });
  });

  it('is refused to a member and to a finance officer', async () => {
    expect(
      (await board({ season: k.seasonId, from: today, to: today, type: 'referee' }, k.as.referee01)).statusCode,
    ).toBe(403);
    expect(
      (await board({ season: k.seasonId, from: today, to: today, type: 'referee' }, await k.t.asMember('finance01')))
        .statusCode,
    ).toBe(403);
  });
});
