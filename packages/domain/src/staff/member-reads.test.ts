import { describe, expect, it } from 'vitest';
import { MEMBER_READS, readsOf, rolesReading, type PersonFacts } from './member-reads';
import { STAFF_ROLES } from './permissions';

// Which members each staff role reads, and which fields (decision 264).

const NOBODY: PersonFacts = { team_person: false, official: false, hirer: false, adult: true };

describe('the member read table (decision 264)', () => {
  it('has a line for every staff role, and every role reads the name fields', () => {
    expect(Object.keys(MEMBER_READS).sort()).toEqual([...STAFF_ROLES].sort());
    for (const r of STAFF_ROLES)
      expect(MEMBER_READS[r].fields).toEqual(expect.arrayContaining(['id', 'username', 'firstname', 'lastname']));
  });

  it.each<[string, PersonFacts, string[]]>([
    ['an adult with no team, flag or booking', NOBODY, ['administrator', 'finance_officer']],
    ['a team player', { ...NOBODY, team_person: true }, ['administrator', 'finance_officer', 'competition_officer']],
    [
      'a junior player',
      { ...NOBODY, team_person: true, adult: false },
      ['administrator', 'finance_officer', 'competition_officer'],
    ],
    ['an adult official', { ...NOBODY, official: true }, ['administrator', 'finance_officer', 'referee_coordinator']],
    ['a junior official', { ...NOBODY, official: true, adult: false }, ['administrator', 'finance_officer']],
    ['an adult hirer', { ...NOBODY, hirer: true }, ['administrator', 'finance_officer', 'venue_manager']],
    ['a junior hirer', { ...NOBODY, hirer: true, adult: false }, ['administrator', 'finance_officer']],
  ])('%s is read by %j', (_, person, roles) => {
    expect(rolesReading(STAFF_ROLES, person).sort()).toEqual(roles.sort());
  });

  it('nobody but an administrator and a finance officer reads an address, and a venue manager no date of birth', () => {
    for (const r of STAFF_ROLES) {
      expect(MEMBER_READS[r].fields.includes('address' as never), r).toBe(
        r === 'administrator' || r === 'finance_officer',
      );
      expect(MEMBER_READS[r].parts.includes('bank' as never), r).toBe(r === 'administrator' || r === 'finance_officer');
    }
    expect(MEMBER_READS.venue_manager.fields).not.toContain('dob');
  });

  it('several roles add up only where each reads the person', () => {
    const both = ['competition_officer', 'venue_manager'];
    expect(readsOf(both, { ...NOBODY, hirer: true }).fields.has('dob')).toBe(false); // the venue manager's hirer
    expect(readsOf(both, { ...NOBODY, hirer: true, team_person: true }).fields.has('dob')).toBe(true);
    expect(readsOf(both, { ...NOBODY, team_person: true }).parts.has('bookings')).toBe(false);
    expect(readsOf(both).parts).toEqual(new Set(['flags', 'sports', 'teams', 'family', 'bookings']));
    expect(readsOf(['superuser'], NOBODY).fields.size).toBe(0);
  });
});
