import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { nominationKit } from './nomination-test-kit';

// Who may play in a division (docs/decisions/222-division-eligibility.md), on the demo divisions: Men's A Grade men,
// Women's Open women, Mixed Social anyone, U14 Boys boys of 13 or under on 1 January of the season's year.

let t: TestApp;
const k = nominationKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const check = async (player: Record<string, unknown>, division: number) =>
  (
    await k.post('/api/ecommerce/teamnomination/checkplayer', { player, division, fromteamentry: true }, 'manager01')
  ).json().data;
const asRow = (p: { firstname: string; lastname: string; dob: string; gender: string }) => ({
  firstname: p.firstname,
  lastname: p.lastname,
  dob: p.dob,
  gender: p.gender,
});
const newPlayer = (dob: string, gender: string, c: string) => ({
  firstname: 'Newly',
  lastname: `Checked${c}`,
  dob,
  gender,
  email: `newly.${c}@example.com.au`,
  requireEmail: true,
});

describe('POST checkplayer refuses a player the division does not admit', () => {
  it("a man for Women's Open, a woman for Men's A Grade, each in words; each for their own", async () => {
    const [man] = await k.playersFrom('Mixed Social', 'male');
    const [woman] = await k.playersFrom('Mixed Social', 'female');
    const [women, men] = await Promise.all(["Women's Open", "Men's A Grade"].map((n) => k.division(n)));
    expect(await check(asRow(man!), women!.division)).toEqual({
      outcome: 'failed',
      status: "Women's Open is for female players: this player cannot play in it.",
      mid: null,
    });
    expect(await check(asRow(woman!), men!.division)).toEqual({
      outcome: 'failed',
      status: "Men's A Grade is for male players: this player cannot play in it.",
      mid: null,
    });
    expect(await check(asRow(woman!), women!.division)).toMatchObject({
      outcome: 'found',
      status: 'Player Found',
      mid: woman!.mid,
    });
    expect(await check(asRow(man!), men!.division)).toMatchObject({ outcome: 'found', mid: man!.mid });
  });

  it("by age on the division's date for U14 Boys, for a new player to invite as for a member", async () => {
    const u14 = await k.division('U14 Boys');
    const adult = await check(newPlayer('14/03/1999', 'male', 'a'), u14.division);
    // the demo's reference date is 1 January of the season's year
    expect(adult).toEqual({
      outcome: 'failed',
      status: expect.stringMatching(
        /^U14 Boys is for players aged 13 or under on 01\/01\/20\d\d: this player cannot play in it\.$/,
      ),
      mid: null,
    });
    expect(await check(newPlayer('14/03/2015', 'female', 'b'), u14.division)).toMatchObject({
      status: 'U14 Boys is for male players: this player cannot play in it.',
    });
    expect(await check(newPlayer('14/03/2015', 'male', 'c'), u14.division)).toEqual({
      outcome: 'invited',
      status: 'Player Invited',
      mid: null,
    });
  });

  it("and the entry's payment refuses a forged row of such a player, charging nothing", async () => {
    const [man] = await k.playersFrom('Mixed Social', 'male');
    const women = await k.division("Women's Open");
    const forged = {
      ...asRow(man!),
      gender: 'male' as const,
      mid: man!.mid,
      status: 'Player Found',
      confirm: true as const,
    };
    const entry = await k.body("Women's Open", {
      players: [...(await k.playersFrom('Mixed Social', 'female')).slice(0, 4), forged],
    });
    entry.team.preferreddivision = women.division;
    const before = (await k.charges()).length;
    const res = await k.pay(entry);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'players.4.firstname': "Women's Open is for female players: this player cannot play in it.",
    });
    expect((await k.charges()).length).toBe(before);
  });
});

describe('GET preferreddivisions and the entry: only divisions the team can enter', () => {
  it("a women's waiting-list team may not prefer Men's A Grade", async () => {
    const [women, men] = await Promise.all(["Women's Open", "Men's A Grade"].map((n) => k.division(n)));
    const offered = (await k.get(`/api/ecommerce/preferreddivisions/${women!.division}`, 'manager01'))
      .json()
      .data.map((d: { text: string }) => d.text);
    expect(offered).not.toContain("Men's A Grade");
    const entry = await k.body("Women's Open");
    entry.team.preferreddivision = men!.division;
    const res = await k.pay(entry);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'team.preferreddivision': 'Please choose one of the divisions offered.' });
  });
});
