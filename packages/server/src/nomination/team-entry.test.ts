import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { teamMembers, teams } from '../platform/league.tables';
import { CARD_DECLINED, COACH, nominationKit, SIX_PLAYERS } from './nomination-test-kit';
import { teamEntries } from './nomination.tables';

// spec 001 §4 payment, §5 validation, §6 sk_tm, §7 payteamnom, §8 nomination errors; decision 062 (places, waiting list).

let t: TestApp;
const k = nominationKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const roles = async (teamId: number) =>
  (await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((m) => m.role).sort();
const publicTeams = async (divisionId: number) =>
  (await k.get(`/api/draw/seasons/divisions/${divisionId}/teams`))
    .json()
    .data.map((x: { team_name: string }) => x.team_name) as string[];

describe('POST payteamnom: manager01 pays for a new team', () => {
  it('creates the team with manager, coach and six players, charges the fee and the donation, and the draw lists it at once', async () => {
    const d = await k.division('Mixed Social');
    const players = await Promise.all(SIX_PLAYERS.map((p) => k.checkedPlayer(p, d.division)));
    const body = await k.body('Mixed Social', {
      coach: COACH,
      players,
      donationCart: [{ product_name: 'Donation', product_price: 100, product_quantity: 1, product_donation: true }],
    });
    body.team.teamname = 'Hornsby Hoopers';
    expect(await publicTeams(d.division)).not.toContain('Hornsby Hoopers'); // cached before the entry
    const before = (await k.charges()).length;
    const key = crypto.randomUUID();
    const res = await k.pay(body, 'manager01', key);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json().data;
    expect(reply).toMatchObject({
      o_paid: true,
      message: 'Payment was successful.',
      waitlisted: false,
      t_id: expect.any(Number),
    });
    expect((await k.charges()).slice(before).map((c) => c.amountCents)).toEqual([55100]);
    expect(await roles(reply.t_id)).toEqual(['coach', 'manager', ...Array(6).fill('player')]);
    expect(await publicTeams(d.division)).toContain('Hornsby Hoopers');
    expect(await k.places(d.division)).toBe(11);
    const mine = (await k.get('/api/member/teams', 'manager01')).json().data as {
      t_id: number;
      t_name: string;
      t_coach: string;
    }[];
    expect(mine.find((x) => x.t_id === reply.t_id)).toMatchObject({
      t_name: 'Hornsby Hoopers',
      t_coach: 'Carla Coach',
    });
    const receipt = (await k.get(`/api/ecommerce/order/${reply.o_id}`, 'manager01')).json().data;
    expect(receipt).toMatchObject({ o_kind: 'nomination', o_total: 55100, o_donation: 100 });
    expect(receipt.o_products[0]).toMatchObject({
      opr_name: 'Team entry: Mixed Social',
      opr_details: { team: { team_name: 'Hornsby Hoopers' } },
    });

    // the same request again (a double click): the first answer, nothing charged twice
    const again = await k.pay(body, 'manager01', key);
    expect(again.json().data).toEqual(reply);
    expect((await k.charges()).length).toBe(before + 1);
  });

  it('refuses a second team of that name in the division (422 on the team name), nothing charged', async () => {
    const before = (await k.charges()).length;
    const body = await k.body('Mixed Social');
    body.team.teamname = 'HORNSBY hoopers';
    const res = await k.pay(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'error_validation',
      errors: { 'team.teamname': 'A team of this name is already entered in this division.' },
    });
    expect((await k.charges()).length).toBe(before);
  });

  it('a declined card answers error_payment and gives the place back', async () => {
    const d = await k.division('Mixed Social');
    const placesBefore = await k.places(d.division);
    const res = await k.pay(await k.body('Mixed Social', { cardData: CARD_DECLINED }));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('error_payment');
    expect(await k.places(d.division)).toBe(placesBefore);
  });

  it('a full division answers 409 error_division with the capacity message, and nothing is charged', async () => {
    const before = (await k.charges()).length;
    const res = await k.pay(await k.body("Men's A Grade"));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'error_division',
      message: 'Division Group has already reached maximum capacity.',
    });
    expect((await k.charges()).length).toBe(before);
  });
});

describe('POST payteamnom: sk_tm and the waiting list', () => {
  it('freeteam01 (sk_tm, sk_tm_val) enters a team with no players and pays nothing, not even a donation', async () => {
    const before = (await k.charges()).length;
    const body = await k.body(
      'U14 Boys',
      {
        players: [],
        cardData: undefined,
        donationCart: [{ product_name: 'Donation', product_price: 100, product_quantity: 1, product_donation: true }],
      },
      'freeteam01',
    );
    expect(body.teamnominationCart.p_price).toBe(0);
    const res = await k.pay(body, 'freeteam01');
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json().data;
    expect(reply).toMatchObject({ o_paid: true, waitlisted: false, t_id: expect.any(Number) });
    expect((await k.charges()).length).toBe(before);
    expect(await roles(reply.t_id)).toEqual(['manager']);
    expect((await k.get('/api/member/user', 'freeteam01')).json().data.nb_teams).toBe(1); // the dashboard shows Teams
  });

  it('a waiting-list division needs a preferred choice among the offered divisions', async () => {
    const women = await k.division("Women's Open");
    const body = await k.body("Women's Open");
    const missing = await k.pay(body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'team.preferreddivision': 'This field is required' });
    const junior = await k.division('U14 Boys');
    const other = await k.pay({ ...body, team: { ...body.team, preferreddivision: junior.division } });
    expect(other.json().errors).toEqual({ 'team.preferreddivision': 'Please choose one of the divisions offered.' });
    expect(women.option.places_left).toBeNull();
  });

  it('a waiting-list entry is paid, kept with its people and preferred choice, and not placed in the draw', async () => {
    const women = await k.division("Women's Open");
    const mixed = await k.division('Mixed Social');
    const body = await k.body("Women's Open");
    body.team.preferreddivision = mixed.division;
    const before = (await k.charges()).length;
    const res = await k.pay(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ waitlisted: true, t_id: null });
    expect((await k.charges()).slice(before).map((c) => c.amountCents)).toEqual([60000]);
    const [entry] = await t.database.db.select().from(teamEntries).where(eq(teamEntries.orderId, res.json().data.o_id));
    expect(entry).toMatchObject({
      status: 'waitlisted',
      teamId: null,
      preferredDivisionId: mixed.division,
      takesPlace: false,
    });
    expect(
      await t.database.db
        .select()
        .from(teams)
        .where(and(eq(teams.divisionId, women.division), eq(teams.name, body.team.teamname!))),
    ).toEqual([]);
    expect(await publicTeams(women.division)).not.toContain(body.team.teamname!);
  });
});

describe('POST payteamnom: refusals (never a 500)', () => {
  it('refuses a minor (403) and a visitor (401)', async () => {
    expect((await k.pay(await k.body('Mixed Social'), 'junior01')).statusCode).toBe(403);
    expect((await k.post('/api/ecommerce/teamnomination/payteamnom', await k.body('Mixed Social'))).statusCode).toBe(
      401,
    );
  });

  it.each([
    [
      'an empty body',
      {},
      {
        team: 'This field is required',
        manager: 'This field is required',
        teamnominationCart: 'This field is required',
      },
    ],
    [
      'a landline as the mobile',
      { manager: { mobile: '0298765432' } },
      { 'manager.mobile': 'This field must be a valid mobile, start with 04 and no spaces' },
    ],
    ['an invalid email', { manager: { email: 'mark@' } }, { 'manager.email': 'This field must be a valid email' }],
    ['an unticked agreement', { manager: { agreed: false } }, { 'manager.agreed': 'This field is required' }],
    ['a coach without details', { coach: { showCoach: true } }, { 'coach.firstname': 'This field is required' }],
    [
      'a row not added',
      { players: [{ firstname: 'Toby', lastname: 'Fraser', dob: '21/08/1997', gender: 'male' }] },
      { 'players.0.confirm': 'Must click "ADD PLAYER" button' },
    ],
    ['a player twice', { players: 'twice' }, { 'players.1.firstname': 'Player already added to the team' }],
  ])('%s: 422 with field errors', async (_, over, errors) => {
    const body = (await k.body('Mixed Social')) as unknown as Record<string, unknown>;
    const payload =
      over === null
        ? {}
        : Object.keys(over).length === 0
          ? {}
          : {
              ...body,
              ...Object.fromEntries(
                Object.entries(over).map(([key, value]) => {
                  if (key === 'manager') return [key, { ...(body.manager as object), ...(value as object) }];
                  if (value === 'twice') return [key, [(body.players as unknown[])[0], (body.players as unknown[])[0]]];
                  return [key, value];
                }),
              ),
            };
    const res = await k.pay(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'error_validation', errors });
  });

  it("refuses too few players, an unchecked player, another group's division, a team not yours to copy, and an old price", async () => {
    const body = await k.body('Mixed Social');
    const few = await k.pay({ ...body, players: body.players.slice(0, 4) });
    expect(few.json()).toMatchObject({
      error: 'error_validation',
      errors: { players: 'Please add at least 5 players.' },
    });
    const unchecked = await k.pay({
      ...body,
      players: [...body.players.slice(0, 4), { ...body.players[4]!, mid: null }],
    });
    expect(unchecked.json().errors).toEqual({ 'players.4.firstname': 'Please check this player again.' });
    const men = await k.division("Men's A Grade");
    const wrong = await k.pay({ ...body, team: { ...body.team, divisiongroup: men.divisiongroup } });
    expect(wrong.json().errors).toEqual({ 'team.division': 'This division is not in the division group chosen.' });
    const notMine = await k.pay({ ...body, teamCopy: 999999 });
    expect(notMine.json().errors).toEqual({
      teamCopy: 'Only a team you manage, entered in the last 365 days, can be copied.',
    });
    const price = await k.pay({ ...body, teamnominationCart: { p_name: 'Mixed Social', p_price: 100 } });
    expect(price.statusCode).toBe(409);
    expect(price.json().error).toBe('error_response');
  });

  it("refuses a player already in a team of the division with the check's own words", async () => {
    const body = await k.body('Mixed Social');
    const hoopers = (await k.get('/api/member/teams', 'manager01'))
      .json()
      .data.find((x: { t_name: string }) => x.t_name === 'Hornsby Hoopers');
    const placed = hoopers.t_players[0] as { mid: number; firstname: string; lastname: string };
    const res = await k.pay({
      ...body,
      players: [
        ...body.players.slice(1),
        { firstname: placed.firstname, lastname: placed.lastname, mid: placed.mid, confirm: true },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'players.4.firstname': 'This player is already in a team of this division.' });
  });

  it('manager01 may copy a team they manage', async () => {
    const hawks = (await k.get('/api/member/teams', 'manager01'))
      .json()
      .data.find(
        (x: { t_name: string; t_season_archived: boolean }) => x.t_name === 'Hornsby Hawks' && !x.t_season_archived,
      );
    const body = await k.body('U14 Boys', { teamCopy: hawks.t_id });
    const res = await k.pay(body);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.database.db.select().from(teamEntries).where(eq(teamEntries.orderId, res.json().data.o_id));
    expect(entry!.copiedFromTeamId).toBe(hawks.t_id);
  });
});
