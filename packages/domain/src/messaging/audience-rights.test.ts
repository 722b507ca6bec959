import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../staff/permissions';
import { AUDIENCE_TYPES, audiencesOf, mayWriteTo } from './audience-rights';
import { Audience } from './messaging';

// Every audience under every role (decision 309): A administrator, C competition officer, R referee coordinator,
// F finance officer, V venue manager. A new audience needs its row here.
const LETTER: Record<StaffRole, string> = {
  administrator: 'A',
  competition_officer: 'C',
  referee_coordinator: 'R',
  finance_officer: 'F',
  venue_manager: 'V',
};
const TABLE: [(typeof AUDIENCE_TYPES)[number], string][] = [
  ['everyone', 'AC'],
  ['sport', 'AC'],
  ['season', 'AC'],
  ['division', 'AC'],
  ['team', 'AC'],
  ['club', 'AC'],
  ['referees', 'AR'],
  ['officials', 'AR'],
  ['managers-and-coaches', 'ACV'],
  ['renewal-due', 'AF'],
  ['unpaid-invoice', 'AF'],
];

describe('who may write to which audience (decision 309)', () => {
  it.each(TABLE)('%s: only %s', (type, allowed) => {
    for (const role of STAFF_ROLES) expect(mayWriteTo([role], type), role).toBe(allowed.includes(LETTER[role]));
  });

  it('has a row for every audience of the domain, and none for a member without a staff role', () => {
    const inUnion = Audience.options.map((o) => o.shape.type.value).sort();
    expect([...AUDIENCE_TYPES].sort()).toEqual(inUnion);
    expect(TABLE.map(([t]) => t)).toEqual([...AUDIENCE_TYPES]);
    expect(audiencesOf([])).toEqual([]);
    expect(audiencesOf(['member'])).toEqual([]);
  });

  it('gives someone holding two roles the audiences of both, in the page order', () => {
    expect(audiencesOf(['finance_officer', 'referee_coordinator'])).toEqual([
      'referees',
      'officials',
      'renewal-due',
      'unpaid-invoice',
    ]);
  });
});
