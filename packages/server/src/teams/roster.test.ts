import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../platform/members.tables';
import { entry, FREE_AGENTS, teamsKit, type TeamsKit } from './teams-test-kit';

// spec 001 §5, §7, §8: what manager01's changes do, and each refusal with the spec's sentence. Hornsby Hawks (Men's
// A Grade: 5 to 10 players) starts with 8 players, a coach, and Dylan Brooks who joined after the played rounds.

let k: TeamsKit;
let teamTid: number;
const fresh = () => {
  beforeAll(async () => {
    k = await teamsKit();
    teamTid = (await k.hawks()).t_id;
  });
  afterAll(async () => {
    await k.t.close();
  });
};
const post = (path: string, body: Record<string, unknown>) =>
  k.post(`/api/member/teams/${path}`, { teamTid, ...body }, 'manager01');
const check = (player: Record<string, unknown>, division = 99999) =>
  k.post('/api/ecommerce/teamnomination/checkplayer', { player, division, fromteamentry: false }, 'manager01');

describe('POST /api/ecommerce/teamnomination/checkplayer', () => {
  fresh();
  const division = async () => (await k.hawks()).t_division_id;
  const run = async (player: Record<string, unknown>) =>
    (
      await k.post(
        '/api/ecommerce/teamnomination/checkplayer',
        { player, division: await division(), fromteamentry: false },
        'manager01',
      )
    ).json().data;

  it("answers 'Player Found' with the member's id", async () => {
    expect(await run(entry(FREE_AGENTS.found))).toEqual({
      outcome: 'found',
      status: 'Player Found',
      mid: expect.any(Number),
    });
  });
  it("answers 'Email required' for two members of one name and birthday, then finds the one with the email", async () => {
    expect(await run(entry(FREE_AGENTS.twinA))).toEqual({
      outcome: 'email_required',
      status: 'Email required',
      mid: null,
    });
    expect(await run(entry(FREE_AGENTS.twinB, { email: FREE_AGENTS.twinB.email, requireEmail: true }))).toMatchObject({
      outcome: 'found',
    });
  });
  it('fails with a sentence for a player of another team of the division, and for an email two members of the name hold', async () => {
    const hawk = (await k.hawks()).t_players[0]!;
    expect(
      (await run({ firstname: hawk.firstname, lastname: hawk.lastname, dob: '12/04/1994', gender: 'male' })).status,
    ).toBe('This player is already in a team of this division.');
    // nobody of that name with an email is a player to invite (decision 154): invitations.test.ts
    await k.t.database.db
      .update(members)
      .set({ email: FREE_AGENTS.twinA.email })
      .where(eq(members.email, FREE_AGENTS.twinB.email));
    expect(
      await run({ ...entry(FREE_AGENTS.twinA), email: FREE_AGENTS.twinA.email, requireEmail: true }),
    ).toMatchObject({
      outcome: 'failed',
      status: 'No member matches these details. Please check them, or ask the player to register first.',
    });
  });
  it("checks the row with the spec's field messages; an unknown division fails", async () => {
    const res = await check({ firstname: '', lastname: 'X', dob: '31/02/2000', gender: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'player.firstname': 'This field is required',
      'player.dob': 'This field must be a valid date',
      'player.gender': 'This field is required',
    });
    const email = await check({ ...entry(FREE_AGENTS.twinA), requireEmail: true, email: 'nope' }, await division());
    expect(email.json().errors).toEqual({ 'player.email': 'This field must be a valid email' });
    expect((await check(entry(FREE_AGENTS.found))).json().data.status).toBe('This division does not take entries.');
  });
});

describe('POST /api/member/teams/save', () => {
  fresh();
  it('saves colours and playing numbers; the next read shows them', async () => {
    const [a, b] = (await k.hawks()).t_players;
    const res = await post('save', {
      singletColour: '#FF6600',
      numberColour: '#000000',
      playersNumber: [
        { mid: a!.mid, number: '0' },
        { mid: b!.mid, number: 100 },
      ],
    });
    expect(res.json()).toEqual({ data: { message: 'Team detail saved successful.' } });
    const team = await k.hawks();
    expect([team.t_singlet_colour, team.t_number_colour]).toEqual(['#ff6600', '#000000']);
    expect(team.t_players.find((p) => p.mid === a!.mid)!.playing_number).toBe(0);
    expect(team.t_players.find((p) => p.mid === b!.mid)!.playing_number).toBe(100);
  });
  it('refuses a number above 100 and a member who is not a player, changing nothing', async () => {
    const before = await k.hawks();
    const high = await post('save', {
      singletColour: '',
      numberColour: '',
      playersNumber: [{ mid: before.t_players[0]!.mid, number: '101' }],
    });
    expect([high.statusCode, high.json().errors]).toEqual([
      422,
      { 'playersNumber.0.number': 'This field must be a number from 0 to 100' },
    ]);
    const stranger = await post('save', {
      singletColour: '',
      numberColour: '',
      playersNumber: [{ mid: 1, number: 5 }],
    });
    expect([stranger.statusCode, stranger.json().message, stranger.json().errors]).toEqual([
      422,
      'Team detail incorrect.',
      { 'playersNumber.0.number': 'This member is not a player of this team.' },
    ]);
    expect(await k.hawks()).toEqual(before);
  });
});

describe('POST /api/member/teams/addteamplayers', () => {
  fresh();
  it('adds members who pass the check at once, up to the division maximum', async () => {
    const res = await post('addteamplayers', {
      players: [
        entry(FREE_AGENTS.found),
        entry(FREE_AGENTS.twinA, { email: FREE_AGENTS.twinA.email, requireEmail: true }),
      ],
    });
    expect(res.json()).toEqual({ data: { message: 'New members request sent successfully' } });
    const names = (await k.hawks()).t_players.map((p) => `${p.firstname} ${p.lastname}`);
    expect(names).toEqual(expect.arrayContaining(['Toby Fraser', 'Sam Nguyen']));
    expect(names).toHaveLength(10);
  });
  it("refuses 'Cannot add members to team' at the maximum", async () => {
    const res = await post('addteamplayers', { players: [entry(FREE_AGENTS.standIn)] });
    expect([res.statusCode, res.json().message]).toEqual([422, 'Cannot add members to team']);
  });
  it('refuses duplicates and rows the check does not find, per row', async () => {
    const res = await post('addteamplayers', {
      players: [
        entry(FREE_AGENTS.found),
        entry(FREE_AGENTS.standIn),
        entry(FREE_AGENTS.standIn),
        entry(FREE_AGENTS.twinB),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'New members request not sent',
      errors: {
        'players.0': 'Member already exist or added to the team',
        'players.2': 'Member already exist or added to the team',
        'players.3': 'Member already exist or added to the team',
      },
    });
  });
  it('requires the ADD click and a valid email once asked', async () => {
    const res = await post('addteamplayers', {
      players: [
        entry(FREE_AGENTS.standIn, { confirm: false }),
        entry(FREE_AGENTS.standIn2, { requireEmail: true, email: '' }),
      ],
    });
    expect(res.json().errors).toMatchObject({
      'players.0.confirm': 'Must click "ADD New Member" button',
      'players.1.email': 'This field is required',
    });
  });
});

describe('adding over the maximum, and positions', () => {
  fresh();
  it("refuses a row the check asks an email for: 'Email required' on its email", async () => {
    const res = await post('addteamplayers', { players: [entry(FREE_AGENTS.twinA)] });
    expect([res.statusCode, res.json().errors]).toEqual([422, { 'players.0.email': 'Email required' }]);
  });
  it("refuses 'Cannot add more members to team' when the request passes the maximum", async () => {
    const res = await post('addteamplayers', {
      players: [FREE_AGENTS.found, FREE_AGENTS.standIn, FREE_AGENTS.standIn2].map((p) => entry(p)),
    });
    expect([res.statusCode, res.json().message]).toEqual([422, 'Cannot add more members to team']);
    expect((await k.hawks()).t_players).toHaveLength(8);
  });
  it('removes the coach position once, then answers Position not removed; a new coach may then be added', async () => {
    expect((await post('removeteamposition', { position: 'coach' })).json().data.message).toBe(
      'Position removed successfully',
    );
    expect((await k.hawks()).t_coach).toBe('');
    const again = await post('removeteamposition', { position: 'coach' });
    expect([again.statusCode, again.json().message]).toEqual([404, 'Position not removed']);
    expect(
      (await post('addteamplayers', { players: [entry(FREE_AGENTS.standIn3, { role: 'coach' })] })).statusCode,
    ).toBe(200);
    expect((await k.hawks()).t_coach).toBe('Ned Hughes');
    const taken = await post('addteamplayers', { players: [entry(FREE_AGENTS.standIn4, { role: 'coach' })] });
    expect(taken.json().errors).toEqual({
      'players.0.role': 'This team already has a Coach. Remove that position first.',
    });
  });
});

describe('POST /api/member/teams/removeteamplayer', () => {
  fresh();
  it("removes players down to the division minimum, then 'Cannot remove members from team'", async () => {
    const players = (await k.hawks()).t_players;
    for (const p of players.slice(0, 3))
      expect((await post('removeteamplayer', { playerMid: p.mid })).json().data.message).toBe(
        'Member removed successfully',
      );
    const res = await post('removeteamplayer', { playerMid: players[3]!.mid });
    expect([res.statusCode, res.json().message]).toEqual([422, 'Cannot remove members from team']);
    expect((await k.hawks()).t_players).toHaveLength(5);
  });
  it("answers 'Member not removed' for someone who is not a player of the team", async () => {
    const res = await post('removeteamplayer', { playerMid: 1 });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Member not removed']);
  });
});

describe('POST /api/member/teams/addteamtempplayers', () => {
  fresh();
  const temp = (p: { firstname: string; lastname: string; dob: string }, game: number, replacing: number | 'na') =>
    entry(p, { game, replacing });
  it('adds temporary members to one game, each replacing a rostered member or none', async () => {
    const [game] = await k.games();
    const [a, b] = (await k.hawks()).t_players;
    const res = await post('addteamtempplayers', {
      tempplayers: [temp(FREE_AGENTS.standIn, game!.game, a!.mid), temp(FREE_AGENTS.standIn2, game!.game, 'na')],
    });
    expect(res.json()).toEqual({ data: { message: 'Temporary members request sent successfully' } });
    expect((await k.hawks()).t_temp_players).toEqual([
      expect.objectContaining({
        firstname: 'Riley',
        game: game!.game,
        replacing: a!.mid,
        replacing_name: `${a!.firstname} ${a!.lastname}`,
      }),
      expect.objectContaining({ firstname: 'Kai', replacing: null, replacing_name: 'Not Applicable' }),
    ]);
    const dup = await post('addteamtempplayers', { tempplayers: [temp(FREE_AGENTS.standIn, game!.game, b!.mid)] });
    expect(dup.json().errors).toEqual({ 'tempplayers.0': 'Temporary Member already exist or added to the team' });
    const replacedTwice = await post('addteamtempplayers', {
      tempplayers: [temp(FREE_AGENTS.standIn3, game!.game, a!.mid)],
    });
    expect(replacedTwice.json().errors).toEqual({
      'tempplayers.0.replacing': 'This member is already replaced in the game selected.',
    });
  });
  it("refuses a fourth in the game: 'Cannot add more temporary members to team for game selected'", async () => {
    const [game] = await k.games();
    // 8 players, one replaced, and three temporary members: a sheet of 10, the division maximum
    expect(
      (await post('addteamtempplayers', { tempplayers: [temp(FREE_AGENTS.standIn3, game!.game, 'na')] })).statusCode,
    ).toBe(200);
    const fourth = await post('addteamtempplayers', {
      tempplayers: [temp(FREE_AGENTS.found, game!.game, (await k.hawks()).t_players[1]!.mid)],
    });
    expect([fourth.statusCode, fourth.json().message]).toEqual([
      422,
      'Cannot add more temporary members to team for game selected',
    ]);
    const four = await post('addteamtempplayers', {
      tempplayers: [1, 2, 3, 4].map(() => temp(FREE_AGENTS.standIn4, game!.game, 'na')),
    });
    expect([four.statusCode, four.json().errors.tempplayers]).toEqual([
      422,
      'Cannot add more temporary members to team for game selected',
    ]);
  });
  it('refuses a member the check asks an email for, a rostered player, and a game the team does not play', async () => {
    const [game] = await k.games();
    const hawk = (await k.hawks()).t_players[0]!;
    const res = await post('addteamtempplayers', {
      tempplayers: [
        temp(FREE_AGENTS.twinA, game!.game, 'na'),
        { ...temp({ firstname: hawk.firstname, lastname: hawk.lastname, dob: '1994-04-12' }, game!.game, 'na') },
        temp(FREE_AGENTS.found, 1, 'na'),
      ],
    });
    expect(res.json()).toMatchObject({
      message: 'Temporary members request not sent',
      errors: {
        'tempplayers.0':
          'This temporary member cannot be added. Wrong Member Information. Please contact us for further details.',
        'tempplayers.1': 'Temporary Member already exist or added to the team',
        'tempplayers.2.game': 'This game is not one the team still has to play.',
      },
    });
  });
});
