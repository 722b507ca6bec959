import { members } from '../platform/members.tables';
import type { DbOrTx } from '../platform/db';
import { pick, rng } from './fixture-plan';

// Generated players for demo and bench teams: ordinary members who never sign in (one shared password hash).

const FIRST = [
  'Liam',
  'Noah',
  'Oliver',
  'Jack',
  'William',
  'Leo',
  'Lucas',
  'Thomas',
  'Henry',
  'Charlie',
  'James',
  'Ethan',
  'Mason',
  'Hudson',
  'Archie',
  'Harrison',
  'Isla',
  'Olivia',
  'Amelia',
  'Charlotte',
  'Mia',
  'Ava',
  'Grace',
  'Chloe',
  'Zoe',
  'Ruby',
  'Sophie',
  'Matilda',
  'Evie',
  'Lily',
];
const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Chen',
  'Murphy',
  'Campbell',
  'Clarke',
  'Mitchell',
  'Young',
  'Patel',
  'Singh',
  'Scott',
];
const SUBURBS = [
  ['HORNSBY', '2077'],
  ['WAHROONGA', '2076'],
  ['PENNANT HILLS', '2120'],
  ['THORNLEIGH', '2120'],
  ['ASQUITH', '2077'],
  ['TURRAMURRA', '2074'],
] as const;

export interface PlayerGroup {
  count: number;
  dob: string;
  gender?: 'male' | 'female';
}

/** Insert `count` generated members per group; returns their ids per group, in order. */
export async function insertPlayers(
  db: DbOrTx,
  prefix: string,
  groups: PlayerGroup[],
  passwordHash: string,
  seed = 7,
): Promise<number[][]> {
  const r = rng(seed);
  let n = 0;
  const rows = groups.flatMap((g) =>
    Array.from({ length: g.count }, () => {
      n += 1;
      const username = `${prefix}${String(n).padStart(4, '0')}`;
      const female = g.gender ? g.gender === 'female' : r() < 0.5;
      const firstname = pick(r, female ? FIRST.slice(16) : FIRST.slice(0, 16));
      const [suburb, postcode] = pick(r, SUBURBS);
      return {
        username,
        passwordHash,
        firstname,
        lastname: pick(r, LAST),
        prefname: firstname,
        dob: g.dob,
        gender: female ? 'female' : 'male',
        email: `${username}@example.com.au`,
        mobile: `04${String(10000000 + n * 7919).slice(-8)}`,
        address: `${1 + (n % 120)} Pacific Highway`,
        suburb,
        postcode,
        state: 'NSW',
        mainSport: 'basketball',
        agreedToTerms: true,
        agreedToPrivacy: true,
      } satisfies typeof members.$inferInsert;
    }),
  );
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    ids.push(
      ...(
        await db
          .insert(members)
          .values(rows.slice(i, i + 1000))
          .returning({ id: members.id })
      ).map((m) => m.id),
    );
  }
  let offset = 0;
  return groups.map((g) => {
    const out = ids.slice(offset, offset + g.count);
    offset += g.count;
    return out;
  });
}
