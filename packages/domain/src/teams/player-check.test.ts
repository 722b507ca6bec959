import { describe, expect, it } from 'vitest';
import { checkReady, judgePlayer, type PlayerCandidate } from './player-check';

const sam = (id: number, email: string, extra: Partial<PlayerCandidate> = {}): PlayerCandidate => ({
  id,
  firstname: 'Sam',
  lastname: 'Nguyen',
  dob: '2000-02-02',
  gender: 'male',
  email,
  inDivision: false,
  ...extra,
});
const row = { firstname: 'sam', lastname: 'NGUYEN', dob: '02/02/2000', gender: 'male' as const, email: '', mid: null };

describe('judgePlayer (spec 001 §7 checkplayer)', () => {
  it.each([
    [
      'one member with name, dob and gender: Player Found',
      row,
      [sam(1, 'a@x.au')],
      undefined,
      { outcome: 'found', status: 'Player Found', mid: 1 },
    ],
    [
      'two such members and no email: Email required',
      row,
      [sam(1, 'a@x.au'), sam(2, 'b@x.au')],
      undefined,
      { outcome: 'email_required', status: 'Email required' },
    ],
    [
      'none with that dob and no email: Email required',
      { ...row, dob: '03/02/2000' },
      [sam(1, 'a@x.au')],
      undefined,
      { outcome: 'email_required' },
    ],
    ['no member of that name and no email: Email required', row, [], undefined, { outcome: 'email_required' }],
    [
      'the email picks one of two',
      { ...row, email: ' B@X.AU ' },
      [sam(1, 'a@x.au'), sam(2, 'b@x.au')],
      undefined,
      { outcome: 'found', mid: 2 },
    ],
    [
      'the email finds a member of that name with another dob',
      { ...row, dob: '03/02/2000', email: 'a@x.au' },
      [sam(1, 'a@x.au')],
      undefined,
      { outcome: 'found', mid: 1 },
    ],
    [
      'an email nobody of that name holds: a player to invite (decision 154)',
      { ...row, email: 'c@x.au' },
      [sam(1, 'a@x.au'), sam(2, 'b@x.au')],
      undefined,
      { outcome: 'invited', status: 'Player Invited', mid: null },
    ],
    [
      'no member of that name and an email: a player to invite',
      { ...row, email: 'new@x.au' },
      [],
      undefined,
      { outcome: 'invited', status: 'Player Invited' },
    ],
    [
      'an email two members of that name hold fails',
      { ...row, email: 'a@x.au' },
      [sam(1, 'a@x.au'), sam(2, 'a@x.au')],
      undefined,
      {
        outcome: 'failed',
        status: 'No member matches these details. Please check them, or ask the player to register first.',
      },
    ],
    [
      'an email that is not one is never invited',
      { ...row, email: 'not-an-email' },
      [],
      undefined,
      { outcome: 'failed' },
    ],
    [
      'a member already in the division fails',
      row,
      [sam(1, 'a@x.au', { inDivision: true })],
      undefined,
      { outcome: 'failed', status: 'This player is already in a team of this division.' },
    ],
    ["a mid with the row's name is found", { ...row, mid: 7 }, [], sam(7, ''), { outcome: 'found', mid: 7 }],
    [
      'a mid of someone else fails',
      { ...row, mid: 7, firstname: 'Tom' },
      [],
      sam(7, ''),
      { outcome: 'failed', mid: null },
    ],
    ['an unknown mid fails', { ...row, mid: 8 }, [], null, { outcome: 'failed' }],
  ] as const)('%s', (_, input, sameName, byMid, expected) => {
    expect(judgePlayer(input, sameName, byMid)).toMatchObject(expected);
  });
  it('a coach or assistant is never invited: they must be members', () => {
    expect(judgePlayer({ ...row, email: 'new@x.au' }, [], undefined, false)).toEqual({
      outcome: 'failed',
      status: 'Only a player can be invited. A coach or assistant coach must be a member: ask them to register first.',
      mid: null,
    });
  });
});

describe('checkReady (spec 001 §4: a check runs only when firstname, lastname and dob and gender, or mid, are filled)', () => {
  it.each([
    [{ firstname: 'A', lastname: 'B', dob: '01/01/2000', gender: 'male' }, true],
    [{ firstname: 'A', lastname: 'B', mid: 3 }, true],
    [{ firstname: 'A', lastname: 'B', dob: '01/01/2000' }, false],
    [{ firstname: 'A', lastname: ' ', dob: '01/01/2000', gender: 'male' }, false],
    [{ firstname: 'A', lastname: 'B', mid: null }, false],
  ] as const)('%j: %s', (input, ready) => expect(checkReady(input)).toBe(ready));
});
