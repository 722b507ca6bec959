import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '@portal/domain/nomination/nomination.rules';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { managerOf, newPlayer, nominationDefaults, nominationSchema } from './nomination-form';

const profile = {
  firstname: 'Mark',
  lastname: 'Manager',
  dob: '21-06-1988',
  gender: 'male',
  email: 'manager01@example.com.au',
  mobile: '0412345678',
  phone: '',
  workphone: '',
  address: '12 Pacific Highway',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW',
  sk_tm: false,
  sk_tm_val: false,
} as Profile;
const flags = { sk_tm: false, sk_tm_val: false };
const values = (over: object = {}) => {
  const v = nominationDefaults(profile);
  return {
    ...v,
    manager: { ...v.manager, agreed: true },
    team: { ...v.team, teamname: 'Hoopers', grade: 1, divisiongroup: 2, division: 3 },
    teamnominationCart: { p_name: 'Mixed Social', p_price: 55000 },
    ...over,
  };
};
const player = (firstname: string) => ({
  ...newPlayer(),
  firstname,
  lastname: 'Fraser',
  mid: 9,
  confirm: true,
  status: 'Player Found',
});
const errors = (schema: ReturnType<typeof nominationSchema>, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the wizard form (spec 001 §4, §5)', () => {
  it('starts the manager from the profile, dates as dd/mm/yyyy, the agreement unticked, and no donation', () => {
    expect(managerOf(profile)).toMatchObject({ firstname: 'Mark', dob: '21/06/1988', state: 'NSW', agreed: false });
    expect(nominationDefaults(profile)).toMatchObject({ donationCart: [], players: [], coach: { showCoach: false } });
  });

  it('asks for the preferred choice only when the division has a waiting list', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map(player);
    expect(errors(nominationSchema({ ...DEFAULT_LIMITS, waitlist: true }, flags), values({ players: five }))).toEqual({
      'team.preferreddivision': 'This field is required',
    });
    expect(errors(nominationSchema(DEFAULT_LIMITS, flags), values({ players: five }))).toEqual({});
  });

  it("counts players against the division, beside the rows' own errors", () => {
    const schema = nominationSchema({ ...DEFAULT_LIMITS, max_players: 10 }, flags);
    expect(errors(schema, values({ players: [player('A'), newPlayer()] }))).toMatchObject({
      players: 'Please add at least 5 players.',
      'players.1.firstname': 'This field is required',
      'players.1.confirm': 'Must click "ADD PLAYER" button',
    });
    expect(errors(nominationSchema(DEFAULT_LIMITS, { sk_tm: true, sk_tm_val: true }), values())).toEqual({});
  });
});
