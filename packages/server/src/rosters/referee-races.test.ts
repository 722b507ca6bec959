import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RefereeResponse } from '@portal/domain/rosters/referee-responses.contract';
import type { RefereeBoard } from '@portal/domain/rosters/rosters.staff.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { courts } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { refereeAccess, refereeAssignments } from './rosters.tables';
import { rostersKit, type RostersKit } from './rosters-test-kit';

// Races on the one assignment record (decisions 278, 279). PGlite runs one transaction at a time (STACK.md pitfall
// 13), so only PostgreSQL can race: two coordinators filling the last place of a game, and an official accepting
// while the game moves.
describe.skipIf(!process.env.TEST_DATABASE_URL)('referee places at once (PostgreSQL)', () => {
  let k: RostersKit;
  let coord: string;
  let admin: string;
  let officer: string;
  beforeAll(async () => {
    k = await rostersKit();
    [coord, admin, officer] = (await Promise.all(
      ['refcoord01', 'admin01', 'compofficer01'].map((u) => k.t.asMember(u)),
    )) as [string, string, string];
  });
  afterAll(async () => {
    await k.t.close();
  });

  it('two coordinators give the last open place of a game to two officials: one is saved, the other told (409)', async () => {
    const ids = (
      await k.t.database.db
        .select({ id: members.id })
        .from(members)
        .where(inArray(members.username, ['official01', 'manager01']))
    ).map((m) => m.id);
    await k.t.database.db
      .insert(refereeAccess)
      .values(ids.map((memberId) => ({ memberId, rosterType: 'referee' as const })));
    const from = addDaysIso(todayIn('Australia/Sydney'), 1);
    const board = (
      await k.get(
        `/api/staff/rosters/referee?season=${k.seasonId}&from=${from}&to=${addDaysIso(from, 13)}&type=referee&venue=${k.venue('Galston Recreation Centre')}`,
        coord,
      )
    ).json().data as RefereeBoard;
    const referee = board.officials.find((o) => o.name === 'Rhys Referee')!.member_id;
    for (const game of board.games.slice(0, 3)) {
      const first = await k.post(
        '/api/staff/rosters/referee/assign',
        { game_id: game.game_id, function: 'Referee 1', member_id: referee },
        coord,
      );
      expect(first.statusCode).toBe(200);
      const answers = await Promise.all(
        ids.map((memberId, i) =>
          k.post(
            '/api/staff/rosters/referee/assign',
            { game_id: game.game_id, function: 'Referee 2', member_id: memberId, replaces: null },
            i ? admin : coord,
          ),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const live = await k.t.database.db
        .select()
        .from(refereeAssignments)
        .where(
          and(
            eq(refereeAssignments.gameId, game.game_id),
            eq(refereeAssignments.memberType, 'Referee 2'),
            isNull(refereeAssignments.cancelledAt),
          ),
        );
      expect(live).toHaveLength(1);
    }
  });

  it('an official accepts while the game moves: either the answer came first and the move asks again, or it is refused', async () => {
    const today = todayIn('Australia/Sydney');
    const [item] = (
      await k.post(
        '/api/referee/roster',
        { season: k.seasonId, roster: [today, addDaysIso(today, 60)], type: 'referee' },
        k.as.referee01,
      )
    ).json().data.my_roster as { id: number; gs_game: number; gs_date: string }[];
    const [court] = await k.t.database.db
      .insert(courts)
      .values({ venueId: k.venue('Hornsby Indoor Sports Centre'), name: 'Race Court' })
      .returning({ id: courts.id });
    for (const time of ['19:00', '20:00', '21:00']) {
      const answer = ((await k.get('/api/referee/responses', k.as.referee01)).json().data as RefereeResponse[]).find(
        (a) => a.id === item!.id,
      )!;
      const [accept, move] = await Promise.all([
        k.post(
          `/api/referee/roster/${item!.id}/response`,
          { response: 'accepted', version: answer.version },
          k.as.referee01,
        ),
        k.post(
          `/api/staff/competition/games/${item!.gs_game}/edit`,
          { action: 'move', date: item!.gs_date, time_from: time, court_id: court!.id },
          officer,
        ),
      ]);
      expect(move.statusCode).toBe(200);
      expect([200, 409]).toContain(accept.statusCode);
      const [row] = await k.t.database.db
        .select({ response: refereeAssignments.response, movedAt: refereeAssignments.movedAt })
        .from(refereeAssignments)
        .where(eq(refereeAssignments.id, item!.id));
      // never 'accepted' for the old time: the move came last, so he is asked again
      expect(row!.response).toBe('pending');
      expect(row!.movedAt).not.toBeNull();
    }
  });
});
