import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RefereeResponse } from '@portal/domain/rosters/referee-responses.contract';
import type { RefereeBoard } from '@portal/domain/rosters/rosters.staff.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { courts } from '../platform/league.tables';
import { refereeAssignments } from './rosters.tables';
import { rostersKit, type RostersKit } from './rosters-test-kit';

// An official's answers and a moved game's places (decisions 278, 279), through the API: referee01 accepts and
// declines his published games, the board shows each answer, a moved game flags its officials until they accept
// again or the coordinator keeps them, and a division's number of referees decides its places.

let k: RostersKit;
let coord: string;
let officer: string;
let today: string;
beforeAll(async () => {
  k = await rostersKit();
  [coord, officer] = await Promise.all([k.t.asMember('refcoord01'), k.t.asMember('compofficer01')]);
  today = todayIn('Australia/Sydney');
});
afterAll(async () => {
  await k.t.close();
});

type Item = { id: number; gs_game: number; gs_date: string; member_type_name: string };
const answers = async () => (await k.get('/api/referee/responses', k.as.referee01)).json().data as RefereeResponse[];
const myGames = async () =>
  (
    await k.post(
      '/api/referee/roster',
      { season: k.seasonId, roster: [today, addDaysIso(today, 60)], type: 'referee' },
      k.as.referee01,
    )
  ).json().data.my_roster as Item[];
const audits = async (action: string) =>
  (
    (await k.t.database.db.execute(
      sql`select entity_id, after from audit_log where action = ${action} order by id`,
    )) as unknown as { rows: { entity_id: string; after: unknown }[] }
  ).rows;
const respond = (id: number, body: unknown, token = k.as.referee01) =>
  k.post(`/api/referee/roster/${id}/response`, body, token);
const slotOf = async (item: Item) => {
  const data = (
    await k.get(
      `/api/staff/rosters/referee?season=${k.seasonId}&from=${item.gs_date}&to=${item.gs_date}&type=referee`,
      coord,
    )
  ).json().data as RefereeBoard;
  return data.games.find((g) => g.game_id === item.gs_game)!.slots.find((s) => s.function === item.member_type_name)!;
};

describe("an official's answers (decision 279)", () => {
  it('lists his published games from today as not answered, and accepting one shows on the board', async () => {
    const [item] = await myGames();
    const mine = await answers();
    expect(mine.map((a) => a.id)).toContain(item!.id);
    const answer = mine.find((a) => a.id === item!.id)!;
    expect(answer).toMatchObject({ response: 'pending', moved: false });
    const ok = await respond(item!.id, { response: 'accepted', version: answer.version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe('You accepted this game.');
    expect(await slotOf(item!)).toMatchObject({ response: 'accepted', name: 'Rhys Referee', moved: false });
  });

  it('refuses an answer to a game read before it moved (409), one not his (404) and bad input (422), writing nothing', async () => {
    const [item] = await myGames();
    const answer = (await answers()).find((a) => a.id === item!.id)!;
    const stale = await respond(item!.id, { response: 'declined', version: answer.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'game_moved' });
    const [other] = await k.t.database.db
      .select({ id: refereeAssignments.id })
      .from(refereeAssignments)
      .where(and(isNull(refereeAssignments.cancelledAt), eq(refereeAssignments.gameId, item!.gs_game)));
    const notMine = await respond(other!.id === item!.id ? 99999999 : other!.id, { response: 'accepted', version: 0 });
    expect(notMine.statusCode).toBe(404);
    const bad = await respond(item!.id, { response: 'maybe', version: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['response', 'version']);
    expect((await respond(item!.id, { response: 'accepted', version: answer.version }, k.as.member01)).statusCode).toBe(
      403,
    );
    expect((await slotOf(item!)).response).toBe('accepted');
  });
});

describe("a moved game's officials (decision 278)", () => {
  it('moving a game flags its officials: asked again, the coordinator sees it and keeps them', async () => {
    const [item] = await myGames();
    const [court] = await k.t.database.db
      .insert(courts)
      .values({ venueId: k.venue('Hornsby Indoor Sports Centre'), name: 'Moves Court' })
      .returning({ id: courts.id });
    const moved = await k.post(
      `/api/staff/competition/games/${item!.gs_game}/edit`,
      { action: 'move', date: item!.gs_date, time_from: '20:00', court_id: court!.id },
      officer,
    );
    expect(moved.statusCode).toBe(200);
    const answer = (await answers()).find((a) => a.id === item!.id)!;
    expect(answer).toMatchObject({ response: 'pending', moved: true });
    const moving = item!; // later that day, on a new court: the date stays published, so he is asked again
    expect(await slotOf(moving)).toMatchObject({ moved: true, response: 'pending', name: 'Rhys Referee' });
    // the coordinator keeps him at the new time: the flag goes, audited
    const keep = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: item!.gs_game, function: item!.member_type_name, member_id: (await slotOf(moving)).member_id },
      coord,
    );
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.message).toBe(`Rhys Referee stays ${item!.member_type_name} at the game's new time.`);
    expect((await slotOf(moving)).moved).toBe(false);
    expect((await audits('rosters.referee.confirm')).at(-1)).toMatchObject({ entity_id: String(item!.gs_game) });
  });

  it('a division needs its number of referees: places follow it, beyond it refused, out of range refused', async () => {
    const date = addDaysIso(today, 1);
    const board = async () =>
      (
        await k.get(
          `/api/staff/rosters/referee?season=${k.seasonId}&from=${date}&to=${addDaysIso(date, 13)}&type=referee`,
          coord,
        )
      ).json().data as RefereeBoard;
    const game = (await board()).games[0]!;
    expect(game.slots.map((s) => s.function)).toEqual(['Referee 1', 'Referee 2']);
    const referee = (await board()).officials[0]!.member_id;
    const four = await k.post(
      '/api/staff/rosters/referee/assign',
      { game_id: game.game_id, function: 'Referee 3', member_id: referee },
      coord,
    );
    expect(four.statusCode).toBe(422);
    expect(four.json().errors).toEqual({ function: "This division's games need 2 referees." });
    const set = await k.post('/api/staff/rosters/referee/slots', { division_id: game.division_id, slots: 3 }, coord);
    expect(set.statusCode).toBe(200);
    const after = (await board()).games.find((g) => g.game_id === game.game_id)!;
    expect(after.slots.map((s) => s.function)).toEqual(['Referee 1', 'Referee 2', 'Referee 3']);
    expect((await board()).divisions.find((d) => d.division_id === game.division_id)!.referee_slots).toBe(3);
    for (const slots of [0, 5, 'two'])
      expect(
        (await k.post('/api/staff/rosters/referee/slots', { division_id: game.division_id, slots }, coord)).statusCode,
      ).toBe(422);
    expect(
      (await k.post('/api/staff/rosters/referee/slots', { division_id: 99999999, slots: 2 }, coord)).statusCode,
    ).toBe(422);
    expect(
      (await k.post('/api/staff/rosters/referee/slots', { division_id: game.division_id, slots: 2 }, k.as.referee01))
        .statusCode,
    ).toBe(403);
    expect((await audits('rosters.referee.slots')).map((a) => a.after)).toEqual([{ referee_slots: 3 }]);
  });
});

describe('declining (decision 279)', () => {
  it('a decline opens the place again: the board names who declined, and MY ROSTER no longer has the game', async () => {
    const items = await myGames();
    const item = items.at(-1)!;
    const answer = (await answers()).find((a) => a.id === item.id)!;
    const no = await respond(item.id, { response: 'declined', version: answer.version });
    expect(no.statusCode).toBe(200);
    expect(await slotOf(item)).toMatchObject({ member_id: null, name: null, declined_by: 'Rhys Referee' });
    expect((await myGames()).map((i) => i.id)).not.toContain(item.id);
  });
});
