import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { CALLERS, entry, FREE_AGENTS, teamsKit, type Caller, type TeamsKit } from './teams-test-kit';

// spec 001 §7 team calls: every call as manager01 (manager), coach01 (coach), a player of the team, member01 (a
// player of another team) and an anonymous caller; only the allowed ones change anything (spec 001 §4, §6).

let k: TeamsKit;

type Expect = Record<Caller, number>;
const WRITE: Expect = { manager01: 200, coach01: 403, player: 403, member01: 403, anonymous: 401 };
const READ: Expect = { manager01: 200, coach01: 200, player: 200, member01: 404, anonymous: 401 };

/** Each call with a body that manager01 may send once, and what it changes (the team as its manager sees it, else). */
const CALLS: {
  name: string;
  url: string;
  expect: Expect;
  body: (k: TeamsKit) => Promise<Record<string, unknown>>;
  observe?: (k: TeamsKit) => Promise<unknown>;
}[] = [
  { name: 'games', url: '/api/member/teams/games', expect: READ, body: async () => ({}) },
  {
    name: 'save',
    url: '/api/member/teams/save',
    expect: WRITE,
    body: async () => ({ singletColour: '#ff0000', numberColour: '#000000', playersNumber: [] }),
  },
  {
    name: 'removeteamplayer',
    url: '/api/member/teams/removeteamplayer',
    expect: WRITE,
    body: async (kit) => ({ playerMid: (await kit.hawks()).t_players.find((p) => p.firstname !== 'Dylan')!.mid }),
  },
  {
    name: 'removeteamposition',
    url: '/api/member/teams/removeteamposition',
    expect: WRITE,
    body: async () => ({ position: 'coach' }),
  },
  {
    name: 'addteamplayers',
    url: '/api/member/teams/addteamplayers',
    expect: WRITE,
    body: async () => ({ players: [entry(FREE_AGENTS.found)] }),
  },
  {
    name: 'addteamtempplayers',
    url: '/api/member/teams/addteamtempplayers',
    expect: WRITE,
    body: async (kit) => ({
      tempplayers: [entry(FREE_AGENTS.standIn, { game: (await kit.games())[0]!.game, replacing: 'na' })],
    }),
  },
  {
    name: 'gameforfeit',
    url: '/api/member/teams/gameforfeit',
    expect: WRITE,
    body: async (kit) => ({ game: (await kit.games()).at(-1)!.game }),
    observe: (kit) => kit.games(),
  },
];

describe('every team call × every caller', () => {
  beforeAll(async () => {
    k = await teamsKit();
  });
  afterAll(async () => {
    await k.t.close();
  });
  for (const call of CALLS) {
    it(`${call.name}: only the manager changes anything`, async () => {
      const teamTid = (await k.hawks()).t_id;
      const payload = { teamTid, ...(await call.body(k)) };
      // everyone but the manager first: their refusals must leave the team exactly as it was
      const observe = call.observe ?? ((kit: TeamsKit) => kit.hawks());
      for (const caller of [...CALLERS.slice(1), CALLERS[0]]) {
        const before = await observe(k);
        const res = await k.post(call.url, payload, caller);
        expect(res.statusCode, `${call.name} as ${caller}: ${res.body}`).toBe(call.expect[caller]);
        if (call.expect[caller] !== 200 || call.name === 'games')
          expect(await observe(k), `${call.name} as ${caller}`).toEqual(before);
        else expect(await observe(k), call.name).not.toEqual(before);
      }
    });
  }

  it('checkplayer: any member may check; a visitor gets 401', async () => {
    const body = {
      player: entry(FREE_AGENTS.found, { confirm: undefined }),
      division: (await k.hawks()).t_division_id,
      fromteamentry: false,
    };
    for (const caller of CALLERS) {
      const res = await k.post('/api/ecommerce/teamnomination/checkplayer', body, caller);
      expect(res.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 200);
    }
  });
});

describe('GET /api/member/teams', () => {
  beforeAll(async () => {
    k = await teamsKit();
  });
  afterAll(async () => {
    await k.t.close();
  });

  it('GET /api/member/teams: any member reads their own teams only; a visitor gets 401', async () => {
    for (const caller of ['manager01', 'coach01', 'player'] as const) {
      expect(
        (await k.teams(caller)).map((x) => x.t_name),
        caller,
      ).toContain('Hornsby Hawks');
    }
    expect((await k.teams('member01')).map((x) => x.t_name)).toEqual(['Hornsby Hornets']);
    expect((await k.t.request({ method: 'GET', url: '/api/member/teams' })).statusCode).toBe(401);
  });

  it('answers the spec 001 §3 team with t_function and the matching names, newest team first', async () => {
    const list = await k.teams('manager01');
    expect(list.map((x) => [x.t_name, x.t_season_archived])).toEqual([
      ['Hornsby Hawks', false],
      ['Hornsby Hawks', true],
    ]);
    expect(list[0]!.o_date > list[1]!.o_date).toBe(true);
    expect(list[0]).toMatchObject({
      t_division: "Men's A Grade",
      t_function: 'Manager',
      t_manager: 'Mark Manager',
      t_season_status: true,
      t_division_status: true,
      t_division_min_players: 5,
      t_division_max_players: 10,
      t_division_qual: 50,
      t_created: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect((await k.teams('player')).find((x) => x.t_name === 'Hornsby Hawks')!.t_function).toBe('Player');
    expect((await k.teams('coach01')).find((x) => x.t_name === 'Hornsby Hawks')!.t_function).toBe('Coach');
  });

  it('shows contacts to the manager and coach, never to a player; invoices to the manager only', async () => {
    const as = async (caller: Caller) =>
      (await k.teams(caller)).find((x) => x.t_name === 'Hornsby Hawks' && !x.t_season_archived)!;
    const [manager, coach, player] = [await as('manager01'), await as('coach01'), await as('player')];
    expect(manager.t_players[0]).toMatchObject({
      email: expect.stringContaining('@'),
      dob: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      mobile: expect.stringMatching(/^04/),
    });
    expect(coach.t_players.map((p) => p.email)).toEqual(manager.t_players.map((p) => p.email));
    expect(player.t_players.every((p) => p.email === null && p.dob === null && p.mobile === null)).toBe(true);
    expect(manager.t_invoices.length).toBeGreaterThan(0);
    expect(coach.t_invoices).toEqual([]);
  });

  it('derives attendance from box scores and expiry from the sport registration', async () => {
    const players = (await k.hawks()).t_players;
    expect(players.filter((p) => p.attendance === 100).length).toBeGreaterThanOrEqual(5);
    expect(players.find((p) => p.firstname === 'Dylan')).toMatchObject({ attendance: 0, playing_number: 44 });
    expect(players.filter((p) => p.expired)).toHaveLength(1);
    expect(players.every((p) => /^\d{2}\/\d{2}\/\d{4}$/.test(p.expiry ?? ''))).toBe(true);
  });
});

describe('POST /api/member/teams/gameforfeit', () => {
  beforeAll(async () => {
    k = await teamsKit();
  });
  afterAll(async () => {
    await k.t.close();
  });
  it('records a notified forfeit that the public standings show in the next answer, and cannot be undone', async () => {
    const hawks = await k.hawks();
    const standing = async () =>
      (
        (
          await k.t.request({ method: 'GET', url: `/api/draw/result?division_id=${hawks.t_division_id}` })
        ).json() as ResultReply
      ).data.divisionResult.find((r) => r.team_id === hawks.t_id)!;
    const before = await standing();
    const game = (await k.games())[0]!;
    const res = await k.post('/api/member/teams/gameforfeit', { teamTid: hawks.t_id, game: game.game }, 'manager01');
    expect(res.json()).toEqual({ data: { message: 'Game forfeited successfully' } });
    expect(await standing()).toMatchObject({
      n_forf: before.n_forf + 1,
      played: before.played + 1,
      loss: before.loss + 1,
    });
    expect((await k.games()).map((g) => g.game)).not.toContain(game.game);
    const again = await k.post('/api/member/teams/gameforfeit', { teamTid: hawks.t_id, game: game.game }, 'manager01');
    expect([again.statusCode, again.json().message]).toEqual([409, 'Game not forfeited']);
  });

  it("needs a game: none is a field error, another team's game is not forfeited", async () => {
    const teamTid = (await k.hawks()).t_id;
    const none = await k.post('/api/member/teams/gameforfeit', { teamTid }, 'manager01');
    expect([none.statusCode, none.json().errors.game]).toEqual([422, 'This field is required']);
    const other = await k.post('/api/member/teams/gameforfeit', { teamTid, game: 1 }, 'manager01');
    expect([other.statusCode, other.json().message]).toEqual([409, 'Game not forfeited']);
  });
});

describe('GET /api/docs/json', () => {
  beforeAll(async () => {
    k = await teamsKit();
  });
  afterAll(async () => {
    await k.t.close();
  });
  it('documents every team call with its request and reply, and the team feed as text/calendar', async () => {
    const doc = (await k.t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const posts = [
      'games',
      'save',
      'removeteamplayer',
      'removeteamposition',
      'addteamplayers',
      'addteamtempplayers',
      'gameforfeit',
    ];
    for (const p of posts) {
      const op = doc.paths[`/api/member/teams/${p}`].post;
      expect(op.requestBody.content['application/json'].schema.properties, p).toHaveProperty('teamTid');
      expect(op.responses['200'].content['application/json'].schema.properties, p).toHaveProperty('data');
      expect(op.security, p).toEqual([{ bearerAuth: [] }]);
    }
    const team =
      doc.paths['/api/member/teams'].get.responses['200'].content['application/json'].schema.properties.data.items;
    expect(Object.keys(team.properties)).toEqual(
      expect.arrayContaining(['t_function', 't_manager', 't_players', 't_invoices', 'o_date']),
    );
    const check = doc.paths['/api/ecommerce/teamnomination/checkplayer'].post;
    expect(check.requestBody.content['application/json'].schema.required).toEqual([
      'player',
      'division',
      'fromteamentry',
    ]);
    expect(Object.keys(doc.paths['/api/draw/teams/{id}.ics'].get.responses['200'].content)).toEqual(['text/calendar']);
  });
});
