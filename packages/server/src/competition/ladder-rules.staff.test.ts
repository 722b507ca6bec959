import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { BASKETBALL_LADDER, DECISION_020_LADDER } from '@portal/domain/competition/ladder-rules';
import type { DivisionLadderRules, LadderRulesFields } from '@portal/domain/competition/ladder-rules.staff.contract';
import { LadderRulesMessages as M } from '@portal/domain/competition/ladder-rules.staff.messages';
import { buildTestApp, type TestApp } from '../../test/harness';

// A division's own ladder rules (docs/decisions/191) as compofficer01: stored with an audit row, and the public
// standings ranked by them at once; bad rules are refused with field errors and change nothing.

const P = '/api/staff/competition/ladder-rules';
let t: TestApp;
let token: string;
let division: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('compofficer01');
  const season = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${season}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  division = divs.find((d) => d.division_name === "Men's A Grade")!.division_id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, url: string, payload?: unknown) => t.request({ method, url, token, payload });
const standings = async () =>
  (await t.request({ method: 'GET', url: `/api/draw/result?division_id=${division}` })).json().data
    .divisionResult as ResultReply['data']['divisionResult'];
const { drawSeed: _seed, ...FIBA } = BASKETBALL_LADDER;
const ZERO: LadderRulesFields = {
  points: {
    win: 0,
    draw: 0,
    loss: 0,
    bye: 0,
    forfeitWin: 0,
    disqualified: 0,
    forfeitLoss: { non_advised: 0, notified: 0, admin: 0 },
  },
  tiebreakers: ['win_percent'],
  forfeitScore: null,
};

describe('GET ladder rules', () => {
  it("answers decision 020's rules for a division without its own, and the sport's default (FIBA for basketball)", async () => {
    const res = (await call('GET', `${P}?division_id=${division}`)).json().data as DivisionLadderRules;
    expect(res).toMatchObject({ division: "Men's A Grade", sport: 'basketball', own: false, sport_default: FIBA });
    expect(res.rules.points.win).toBe(3);
    expect((await call('GET', `${P}?division_id=99999`)).statusCode).toBe(404);
  });
});

describe('POST ladder rules', () => {
  it('ranks the public standings by the stored rules at once, with an audit row', async () => {
    expect((await standings()).some((r) => r.points > 0)).toBe(true);
    const res = await call('POST', P, { division_id: division, rules: ZERO });
    expect(res.json().data.message).toBe(M.saved("Men's A Grade"));
    const rows = await standings();
    expect(rows.every((r) => r.points === 0)).toBe(true);
    const pct = rows.map((r) => Number(r.percentage));
    expect(pct).toEqual([...pct].sort((a, b) => b - a));
    expect((await call('GET', `${P}?division_id=${division}`)).json().data).toMatchObject({ own: true, rules: ZERO });
    const audit = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'competition.ladder_rules.save'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audit.rows[0]!.n)).toBe(1);
  });

  it('FIBA rules give 2 a win and 1 a loss in the standings', async () => {
    await call('POST', P, { division_id: division, rules: FIBA });
    for (const r of await standings()) expect(r.points).toBeGreaterThanOrEqual(r.played);
  });

  it("records the rules each save replaced: decision 020's at first, then the division's own (issue 39)", async () => {
    const { drawSeed: _s, ...d020 } = DECISION_020_LADDER;
    const { rows } = (await t.database.db.execute(
      sql`select before, after from audit_log where action = 'competition.ladder_rules.save' order by id`,
    )) as unknown as { rows: { before: unknown; after: unknown }[] };
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [
        { own: false, ...d020 },
        { own: true, ...ZERO },
      ],
      [
        { own: true, ...ZERO },
        { own: true, ...FIBA },
      ],
    ]);
  });

  it.each([
    ['no tiebreaker', { ...ZERO, tiebreakers: [] }, 'tiebreakers', M.oneTiebreaker],
    ['a tiebreaker twice', { ...ZERO, tiebreakers: ['points', 'points'] }, 'tiebreakers', M.tiebreakerTwice],
    [
      'an unknown tiebreaker',
      { ...ZERO, tiebreakers: ['coin'] },
      'tiebreakers.0',
      'Please choose a value from the list',
    ],
    [
      'points out of range',
      { ...ZERO, points: { ...ZERO.points, win: 50 } },
      'points.win',
      'This field must be a number from -5 to 10',
    ],
  ])('refuses %s with a field error', async (_name, rules, field, message) => {
    const res = await call('POST', P, { division_id: division, rules });
    expect([res.statusCode, res.json().errors?.[`rules.${field}`]]).toEqual([422, message]);
  });

  it('answers 404 for a division that does not exist', async () => {
    expect((await call('POST', P, { division_id: 99999, rules: ZERO })).statusCode).toBe(404);
  });
});
