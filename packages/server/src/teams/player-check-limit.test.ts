import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_CHECK_FAILURE_LIMIT } from './player-check';
import { entry, FREE_AGENTS, teamsKit, type TeamsKit } from './teams-test-kit';

// decision 155: the player check tells whether a name, date of birth or email belongs to a member, so its answers
// that name nobody are counted per member in the database, and past the limit in an hour the check answers 429, as
// the voucher pin does (decision 053). Answers that find a member do not count.

let k: TeamsKit;
let clock = Date.parse('2026-11-26T09:00:00+11:00');
beforeAll(async () => {
  k = await teamsKit({}, { now: () => new Date(clock) });
});
afterAll(async () => {
  await k.t.close();
});

const check = async (player: Record<string, unknown>, caller: 'member01' | 'manager01' = 'member01') => {
  const division = (await k.hawks()).t_division_id;
  return k.post('/api/ecommerce/teamnomination/checkplayer', { player, division, fromteamentry: true }, caller);
};
// names take letters only: Strangerba, Strangerbb… (n in base 26, digits as letters)
const letters = (n: number) => [...n.toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('');
const stranger = (n: number) => ({
  firstname: 'Nobody',
  lastname: `Stranger${letters(n)}`,
  dob: '01/01/1990',
  gender: 'male',
});

describe('POST /api/ecommerce/teamnomination/checkplayer: misses are limited per member', () => {
  it(`answers ${PLAYER_CHECK_FAILURE_LIMIT} checks naming nobody, never counting found members, then 429 for an hour`, async () => {
    for (let n = 1; n < PLAYER_CHECK_FAILURE_LIMIT; n++)
      expect((await check(stranger(n))).json().data.outcome).toBe('email_required');
    for (let n = 0; n < 3; n++) expect((await check(entry(FREE_AGENTS.found))).json().data.outcome).toBe('found');
    // an invitation is a miss too: it says that no member of that name holds the email
    expect(
      (await check({ ...stranger(0), email: 'nobody@example.com.au', requireEmail: true })).json().data.outcome,
    ).toBe('invited');

    const refused = await check(entry(FREE_AGENTS.found));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: 'Too many players checked without finding a member. Please try again in 60 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
  });

  it('another member is not held back', async () => {
    expect((await check(entry(FREE_AGENTS.found), 'manager01')).json().data.outcome).toBe('found');
  });

  it('answers again once the misses are an hour old', async () => {
    clock += 59 * 60_000;
    expect((await check(stranger(1))).statusCode).toBe(429);
    clock += 2 * 60_000;
    expect((await check(entry(FREE_AGENTS.found))).json().data.outcome).toBe('found');
  });
});
