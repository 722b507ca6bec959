import { describe, expect, it } from 'vitest';
import type { MemberTeam } from '../teams/teams.contract';
import {
  afterTeamChange,
  copiedPlayers,
  DEFAULT_LIMITS,
  divisionLabel,
  divisionProblems,
  entryPrice,
  keptPlayers,
  minimumApplies,
  nominationTotals,
  playerCountProblem,
  previousTeams,
  type DivisionFacts,
} from './nomination.rules';

const facts = (over: Partial<DivisionFacts> = {}): DivisionFacts => ({ ...DEFAULT_LIMITS, ...over });
const flags = (sk_tm = false, sk_tm_val = false) => ({ sk_tm, sk_tm_val });

describe('pricing (spec 001 §6, §9)', () => {
  it.each([
    [55000, false, false, 55000, 5000, 55000, true],
    [55000, false, true, 55000, 5000, 55100, true],
    [55000, true, false, 0, 0, 0, false],
    [55000, true, true, 0, 0, 0, false], // sk_tm: nothing is charged, not even the donation
    [0, false, true, 0, 0, 100, true],
  ])(
    'fee %i, sk_tm %s, donation %s: subtotal %i, GST %i, total %i, payable %s',
    (price, skTm, donation, subtotal, tax, total, payable) => {
      const t = nominationTotals({ priceCents: price, donation, taxRate: 0.1, member: flags(skTm) });
      expect([t.subtotal, t.tax, t.grandTotal, t.payable]).toEqual([subtotal, tax, total, payable]);
    },
  );
  it('an sk_tm member pays nothing whatever the fee', () => {
    expect(entryPrice(65000, { sk_tm: true })).toBe(0);
    expect(entryPrice(65000, { sk_tm: false })).toBe(65000);
  });
});

describe('players (spec 001 §5)', () => {
  it.each([
    [4, facts(), flags(), 'Please add at least 5 players.'],
    [5, facts(), flags(), null],
    [0, facts(), flags(false, true), null], // sk_tm_val
    [0, facts({ sk_val: true }), flags(), null], // the division waives it
    [0, facts({ min_players: 0 }), flags(), null],
    [11, facts({ max_players: 10 }), flags(), 'A team may have at most 10 players.'],
    [11, facts({ max_players: 10, sk_val: true }), flags(false, true), 'A team may have at most 10 players.'], // the maximum always applies
    [10, facts({ max_players: 10 }), flags(), null],
    [30, facts(), flags(), null], // no maximum unless set
  ])('%i players with %j and %j: %s', (count, f, m, problem) => {
    expect(playerCountProblem(count, f, m)).toBe(problem);
  });
  it('the minimum is waived by sk_tm_val, sk_val or a minimum of 0', () => {
    expect(minimumApplies(facts(), flags())).toBe(true);
    expect(minimumApplies(facts({ min_players: 0 }), flags())).toBe(false);
  });
});

describe('division problems as field errors', () => {
  const body = (preferreddivision: number | null, n: number) => ({
    team: { preferreddivision },
    players: Array.from({ length: n }),
  });
  it('a waiting list needs a preferred choice', () => {
    expect(divisionProblems(body(null, 5), facts({ waitlist: true }), flags())).toEqual({
      'team.preferreddivision': 'This field is required',
    });
    expect(divisionProblems(body(3, 5), facts({ waitlist: true }), flags())).toEqual({});
    expect(divisionProblems(body(null, 5), facts(), flags())).toEqual({});
  });
  it('too few players are refused on the players list', () => {
    expect(divisionProblems(body(null, 2), facts(), flags())).toEqual({ players: 'Please add at least 5 players.' });
  });
});

describe('division options (spec 001 §2)', () => {
  it.each([
    [true, "SOLD OUT - Men's A Grade"],
    [false, "Men's A Grade"],
  ])('sold out %s reads %s', (soldOut, label) => {
    expect(divisionLabel({ text: "Men's A Grade", sold_out: soldOut })).toBe(label);
  });
});

describe('dependent resets (spec 001 §4)', () => {
  const team = { grade: 1, divisiongroup: 2, division: 3, preferreddivision: 4 };
  it.each([
    ['grade', 9, { grade: 9, divisiongroup: null, division: null, preferreddivision: null }, true],
    ['divisiongroup', 9, { grade: 1, divisiongroup: 9, division: null, preferreddivision: null }, false],
    ['division', 9, { grade: 1, divisiongroup: 2, division: 9, preferreddivision: null }, true],
    ['preferreddivision', 9, { grade: 1, divisiongroup: 2, division: 3, preferreddivision: 9 }, false],
  ] as const)('changing %s', (field, value, next, clears) => {
    expect(afterTeamChange(field, value, team)).toEqual({ team: next, clearPlayers: clears });
  });
  it('clearing the players keeps the copied rows', () => {
    expect(keptPlayers([{ copied: true, n: 1 }, { copied: false, n: 2 }, { n: 3 }])).toEqual([{ copied: true, n: 1 }]);
  });
});

const team = (over: Partial<MemberTeam>): MemberTeam => ({
  t_id: 1,
  t_name: 'Hornsby Hawks',
  t_division: "Men's A Grade",
  t_division_id: 1,
  t_season: 'Winter 2026',
  t_season_id: 1,
  t_season_status: true,
  t_season_archived: false,
  t_division_status: true,
  t_division_min_players: 5,
  t_division_max_players: 10,
  t_division_qual: 50,
  t_function: 'Manager',
  t_created: '01/01/2026',
  t_manager: 'Mark Manager',
  t_admin: '',
  t_coach: '',
  t_assistant: '',
  t_singlet_colour: '',
  t_number_colour: '',
  t_players: [],
  t_temp_players: [],
  t_invited: [],
  t_invoices: [],
  t_trust: [],
  t_held_back: [],
  o_date: '2026-01-01T00:00:00Z',
  ...over,
});

describe('previous teams (spec 001 §5: created within 365 days)', () => {
  const me = { firstname: 'Mark', lastname: 'Manager' };
  it.each([
    ['2025-06-02T09:00:00Z', 'Manager', 'Mark Manager', true], // 365 days before 2026-06-02
    ['2025-06-01T09:00:00Z', 'Manager', 'Mark Manager', false], // 366 days
    ['2026-05-01T09:00:00Z', 'Player', '', false], // a player does not copy the team
    ['2026-05-01T09:00:00Z', 'Team Admin', '', false], // t_admin does not name the member
  ])('entered %s as %s (%s): offered %s', (oDate, fn, manager, offered) => {
    const list = previousTeams([team({ o_date: oDate, t_function: fn, t_manager: manager })], me, '2026-06-02');
    expect(list.length === 1).toBe(offered);
  });
  it('lists the newest first, and copies players as confirmed rows found by mid', () => {
    const a = team({ t_id: 1, o_date: '2026-01-01T00:00:00Z' });
    const b = team({
      t_id: 2,
      o_date: '2026-03-01T00:00:00Z',
      t_players: [
        {
          mid: 7,
          firstname: 'Toby',
          lastname: 'Fraser',
          playing_number: 4,
          attendance: null,
          expiry: null,
          expired: false,
          email: 't@x.au',
          dob: '21/08/1997',
          mobile: null,
        },
      ],
    });
    expect(previousTeams([a, b], me, '2026-06-02').map((t) => t.t_id)).toEqual([2, 1]);
    expect(copiedPlayers(b)).toEqual([
      {
        firstname: 'Toby',
        lastname: 'Fraser',
        dob: '21/08/1997',
        gender: '',
        email: 't@x.au',
        mid: 7,
        requireEmail: false,
        status: 'Player Found',
        confirm: true,
        copied: true,
      },
    ]);
  });
});
