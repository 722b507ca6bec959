import { describe, expect, it } from 'vitest';
import { AddTeamTempPlayersBody, NewMember, playingNumberField, SaveTeamBody } from './teams.contract';
import {
  addProblem,
  attendancePercent,
  duplicateRows,
  removeProblem,
  teamAccess,
  teamGameLabel,
  tempProblem,
  type TeamFacts,
} from './teams.rules';

const OPEN: TeamFacts = {
  t_function: 'Manager',
  t_manager: 'Mark Manager',
  t_admin: '',
  t_coach: 'Carla Coach',
  t_season_status: true,
  t_season_archived: false,
  t_division_status: true,
};

describe("teamAccess (spec 001 §4: t_function names matched to the member's full name)", () => {
  it.each([
    [
      'the manager of an open season edits and sees contacts',
      OPEN,
      'Mark Manager',
      { canEdit: true, seesContacts: true, seesInvoices: true, manager: true },
    ],
    ['names match whatever the case and spacing', OPEN, '  mark   MANAGER ', { canEdit: true, manager: true }],
    [
      'a team admin edits',
      { ...OPEN, t_function: 'Team Admin', t_admin: 'Ann Admin' },
      'Ann Admin',
      { canEdit: true, admin: true },
    ],
    [
      'one of several managers edits',
      { ...OPEN, t_manager: 'Zed Other, Mark Manager' },
      'Mark Manager',
      { canEdit: true },
    ],
    [
      'the coach sees contacts, cannot edit',
      { ...OPEN, t_function: 'Coach' },
      'Carla Coach',
      { canEdit: false, seesContacts: true, seesInvoices: false, coach: true },
    ],
    [
      'an assistant coach is not the coach',
      { ...OPEN, t_function: 'Assistant Coach', t_coach: 'Carla Coach' },
      'Amy Assistant',
      { coach: false, seesContacts: false },
    ],
    [
      'a player sees neither',
      { ...OPEN, t_function: 'Player' },
      'Paul Player',
      { canEdit: false, seesContacts: false },
    ],
    [
      'a player named like the manager is not the manager',
      { ...OPEN, t_function: 'Player' },
      'Mark Manager',
      { manager: false, canEdit: false },
    ],
    ['t_function names the role but another holds it', OPEN, 'Someone Else', { manager: false, canEdit: false }],
    [
      'an archived season is read-only',
      { ...OPEN, t_season_archived: true },
      'Mark Manager',
      { canEdit: false, showsSeasonColumns: false, seesContacts: true },
    ],
    [
      'an inactive season is read-only',
      { ...OPEN, t_season_status: false },
      'Mark Manager',
      { canEdit: false, showsSeasonColumns: false },
    ],
    [
      'an inactive division is read-only, season columns stay',
      { ...OPEN, t_division_status: false },
      'Mark Manager',
      { canEdit: false, showsSeasonColumns: true },
    ],
    ['an empty name holds nothing', { ...OPEN, t_manager: '' }, '', { manager: false }],
  ] as const)('%s', (_, team, name, expected) => {
    expect(teamAccess(team, name)).toMatchObject(expected);
  });
});

describe('roster limits (spec 001 §8, §9)', () => {
  const limits = { min: 5, max: 10 };
  it.each([
    [8, 1, null],
    [9, 1, null],
    [10, 1, 'Cannot add members to team'],
    [11, 1, 'Cannot add members to team'],
    [9, 2, 'Cannot add more members to team'],
    [5, 5, null],
    [5, 6, 'Cannot add more members to team'],
  ])('%i players adding %i: %s', (players, adding, problem) => {
    expect(addProblem(players, adding, limits)).toBe(problem);
  });
  it('no maximum: any number may join', () => expect(addProblem(40, 10, { min: 5, max: null })).toBeNull());
  it.each([
    [6, null],
    [5, 'Cannot remove members from team'],
    [4, 'Cannot remove members from team'],
    [1, null],
  ])('%i players removing one: %s', (players, problem) => {
    expect(removeProblem(players, players === 1 ? { min: 0, max: null } : limits)).toBe(problem);
  });
});

describe('temporary members (spec 001 §7: at most 3 a request, tied to a game and whom they replace)', () => {
  const limits = { min: 5, max: 10 };
  it.each([
    ['3 replacing 3', { players: 10, temps: 0, replaced: 0 }, { count: 3, replacing: 3 }, null],
    [
      '4 in one request',
      { players: 5, temps: 0, replaced: 0 },
      { count: 4, replacing: 0 },
      'Cannot add more temporary members to team for game selected',
    ],
    [
      'a fourth in the game',
      { players: 5, temps: 3, replaced: 0 },
      { count: 1, replacing: 0 },
      'Cannot add more temporary members to team for game selected',
    ],
    [
      'one extra on a full sheet',
      { players: 10, temps: 0, replaced: 0 },
      { count: 1, replacing: 0 },
      'Cannot add more temporary members to team for game selected',
    ],
    ['one extra with room', { players: 9, temps: 0, replaced: 0 }, { count: 1, replacing: 0 }, null],
    ['replacing frees a place', { players: 10, temps: 1, replaced: 1 }, { count: 1, replacing: 1 }, null],
  ] as const)('%s', (_, sheet, adding, problem) => {
    expect(tempProblem(sheet, adding, limits)).toBe(problem);
  });
  it('no maximum: only the count of 3 holds', () => {
    expect(
      tempProblem({ players: 30, temps: 2, replaced: 0 }, { count: 1, replacing: 0 }, { min: 5, max: null }),
    ).toBeNull();
  });
  it('the request schema refuses a fourth row with the spec sentence', () => {
    const row = {
      firstname: 'A',
      lastname: 'B',
      dob: '01/01/2000',
      gender: 'male',
      game: 1,
      replacing: 'na',
      confirm: true,
    };
    const r = AddTeamTempPlayersBody.safeParse({ teamTid: 1, tempplayers: [row, row, row, row] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('Cannot add more temporary members to team for game selected');
  });
});

describe('playing numbers (spec 001 §5: up to 3 digits, 0 to 100)', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['100', 100],
    [42, 42],
    ['', null],
    [null, null],
    [' 12 ', 12],
  ] as const)('%j is %j', (input, out) => expect(playingNumberField.parse(input)).toBe(out));
  it.each([
    ['101', 'This field must be a number from 0 to 100'],
    ['1000', 'This field may not be greater than 3 characters'],
    ['-1', 'This field is number only'],
    ['7a', 'This field is number only'],
    [5.5, 'This field is number only'],
  ] as const)('%j is refused: %s', (input, message) => {
    const r = playingNumberField.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
  it('keys a refused number by its row in the save body', () => {
    const r = SaveTeamBody.safeParse({
      teamTid: 1,
      singletColour: '#FFFFFF',
      numberColour: '',
      playersNumber: [{ mid: 2, number: '150' }],
    });
    expect(r.error!.issues[0]!.path).toEqual(['playersNumber', 0, 'number']);
  });
  it('colours are #rrggbb or blank, kept in lower case', () => {
    expect(
      SaveTeamBody.parse({ teamTid: 1, singletColour: '#1E3A8A', numberColour: '', playersNumber: [] }).singletColour,
    ).toBe('#1e3a8a');
    expect(
      SaveTeamBody.safeParse({ teamTid: 1, singletColour: 'red', numberColour: '', playersNumber: [] }).success,
    ).toBe(false);
  });
});

describe('member rows (spec 001 §5)', () => {
  const row = { firstname: 'Toby', lastname: 'Fraser', dob: '21/08/1997', gender: 'male', confirm: true };
  it('must have passed the check ("Must click "ADD New Member" button")', () => {
    const r = NewMember.safeParse({ ...row, confirm: false });
    expect(r.error!.issues.map((i) => i.message)).toContain('Must click "ADD New Member" button');
  });
  it('requires a valid email only once the check asked for one', () => {
    expect(NewMember.safeParse(row).success).toBe(true);
    const asked = NewMember.safeParse({ ...row, requireEmail: true, email: 'nope' });
    expect(asked.error!.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'This field must be a valid email' }),
    ]);
    expect(NewMember.safeParse({ ...row, requireEmail: true, email: '' }).error!.issues[0]!.message).toBe(
      'This field is required',
    );
  });
  it('finds duplicates on the list and the roster by first and last name', () => {
    const roster = [{ firstname: 'Liam', lastname: 'Smith' }];
    expect(
      duplicateRows(
        [
          row,
          { firstname: ' toby ', lastname: 'FRASER' },
          { firstname: 'liam', lastname: 'smith' },
          { firstname: 'Ava', lastname: 'Lee' },
        ],
        roster,
      ),
    ).toEqual([1, 2]);
  });
});

describe('attendance (spec 001 §3, from the box scores)', () => {
  it.each([
    [7, 7, 100],
    [0, 7, 0],
    [2, 3, 67],
    [1, 3, 33],
    [0, 0, null],
    [9, 7, 100],
  ] as const)('%i of %i games: %j', (played, of, percent) => expect(attendancePercent(played, of)).toBe(percent));
});

describe('teamGameLabel', () => {
  it('names a coming game by round, weekday and date, time and opponent', () => {
    expect(
      teamGameLabel({
        round: 'Round #8',
        date_formatted: '25-11-2026',
        time_formatted: '07:00 pm',
        opponent: 'Cherrybrook Chargers',
      }),
    ).toBe('Round #8: Wed 25/11/2026 07:00 pm vs Cherrybrook Chargers');
  });
});
