import { memberSports, members } from '../platform/members.tables';
import type { SeedCtx } from '../platform/seed';
import { hashPassword } from './accounts.service';

/** Every demo account's password (../shared/CONTRACT.md). */
export const DEMO_PASSWORD = 'Portal2026';

type NewMember = typeof members.$inferInsert;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A complete adult profile; each demo account overrides what makes it itself. */
export function demoPerson(
  username: string,
  firstname: string,
  lastname: string,
  extra: Partial<NewMember> = {},
): Omit<NewMember, 'passwordHash'> {
  return {
    username,
    firstname,
    lastname,
    prefname: firstname,
    dob: '1988-06-21',
    gender: 'male',
    email: `${username}@example.com.au`,
    mobile: '0412345678',
    phone: '0298765432',
    address: '12 Pacific Highway',
    suburb: 'HORNSBY',
    postcode: '2077',
    state: 'NSW',
    ecFullname: 'Alex Citizen',
    ecMobile: '0498765432',
    countrybirth: 'AU',
    statebirth: 'NSW',
    aboriginal: 'no',
    identifygender: 'male',
    disability: 'no',
    agreedToTerms: true,
    agreedToPrivacy: true,
    agreedToIndemnity: true,
    mainSport: 'basketball',
    ...extra,
  };
}

/** The demo accounts of ../shared/CONTRACT.md, with the flags and dates it gives. */
export function demoAccounts(today: string) {
  return [
    {
      m: demoPerson('member01', 'Mia', 'Member', { gender: 'female', identifygender: 'female' }),
      sports: [
        {
          sport: 'basketball',
          expiryDate: addDays(today, 20),
          prevExpiryDate: addDays(today, -345),
          membRenewal: true,
        },
      ],
    },
    {
      m: demoPerson('manager01', 'Mark', 'Manager', { isMan: true }),
      sports: [
        {
          sport: 'basketball',
          expiryDate: addDays(today, 200),
          prevExpiryDate: addDays(today, -165),
          membRenewal: false,
        },
      ],
    },
    {
      m: demoPerson('coach01', 'Carla', 'Coach', { gender: 'female', identifygender: 'female' }),
      sports: [{ sport: 'basketball', expiryDate: addDays(today, 150), prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('referee01', 'Rhys', 'Referee', { isRef: true }),
      sports: [{ sport: 'basketball', expiryDate: addDays(today, 90), prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('official01', 'Olivia', 'Official', {
        gender: 'female',
        identifygender: 'female',
        isRoster: true,
        isEft: true,
      }),
      sports: [{ sport: 'basketball', expiryDate: addDays(today, 90), prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('junior01', 'Jack', 'Junior', {
        dob: '2014-03-15',
        email: 'parent.junior01@example.com.au',
        ecFullname: 'Jane Junior',
      }),
      sports: [{ sport: 'basketball', expiryDate: addDays(today, 120), prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('incomplete01', 'Ian', 'Incomplete', { mobile: '', ecFullname: '', ecMobile: '' }),
      sports: [{ sport: 'basketball', expiryDate: null, prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('nonpl01', 'Nina', 'Nonplayer', { gender: 'female', identifygender: 'female', nonPl: true }),
      sports: [{ sport: 'basketball', expiryDate: null, prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('freeteam01', 'Fred', 'Freeteam', { skTm: true, skTmVal: true }),
      sports: [{ sport: 'basketball', expiryDate: addDays(today, 60), prevExpiryDate: null, membRenewal: false }],
    },
    {
      m: demoPerson('netball01', 'Nell', 'Netballer', {
        gender: 'female',
        identifygender: 'female',
        mainSport: 'netball',
        phone: '0299887766',
      }),
      sports: [{ sport: 'netball', expiryDate: addDays(today, 100), prevExpiryDate: null, membRenewal: false }],
    },
  ];
}

export async function seedAccounts({ tx, today }: SeedCtx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { m, sports } of demoAccounts(today)) {
    const [row] = await tx
      .insert(members)
      .values({ ...m, passwordHash })
      .returning({ id: members.id });
    await tx.insert(memberSports).values(sports.map((s) => ({ ...s, memberId: row!.id })));
  }
}

/** The staff accounts of ../shared/CONTRACT.md: complete adult profiles without member flags (their roles: staff.seed.ts). */
export const STAFF_DEMO_ACCOUNTS = [
  ['admin01', 'Ada', 'Admin'],
  ['compofficer01', 'Colin', 'Competition'],
  ['refcoord01', 'Rita', 'Rostering'],
  ['finance01', 'Fiona', 'Finance'],
  ['venue01', 'Victor', 'Venue'],
] as const;

/** Seeded after every area's demo data, so the ids the other demo records were given stay as they were. */
export async function seedStaffAccounts({ tx, today }: SeedCtx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [username, firstname, lastname] of STAFF_DEMO_ACCOUNTS) {
    const [row] = await tx
      .insert(members)
      .values({ ...demoPerson(username, firstname, lastname), passwordHash })
      .returning({ id: members.id });
    await tx.insert(memberSports).values({
      memberId: row!.id,
      sport: 'basketball',
      expiryDate: addDays(today, 300),
      prevExpiryDate: null,
      membRenewal: false,
    });
  }
}

/**
 * Two accounts of one person (docs/decisions/162): Dana registered again years later with a new email and postcode,
 * but the same name, date of birth, gender and mobile, so the back-office lists the pair for a merge. duplicate02 is
 * the older account (an overdue invoice and a past receipt: payments.seed.ts). Seeded after the staff accounts.
 */
export const DUPLICATE_DEMO_ACCOUNTS = ['duplicate01', 'duplicate02'] as const;

export async function seedDuplicateAccounts({ tx, today }: SeedCtx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const dana = { dob: '1992-09-14', gender: 'female', identifygender: 'female', mobile: '0411222333' };
  const accounts = [
    { m: demoPerson('duplicate01', 'Dana', 'Duplicate', { ...dana }), expiry: addDays(today, 180) },
    {
      m: demoPerson('duplicate02', 'Dana', 'Duplicate', {
        ...dana,
        email: 'dana.d@example.net',
        address: '3 George Street',
        suburb: 'SYDNEY',
        postcode: '2000',
      }),
      expiry: addDays(today, -400),
    },
  ];
  for (const { m, expiry } of accounts) {
    const [row] = await tx
      .insert(members)
      .values({ ...m, passwordHash })
      .returning({ id: members.id });
    await tx
      .insert(memberSports)
      .values({ memberId: row!.id, sport: 'basketball', expiryDate: expiry, prevExpiryDate: null, membRenewal: false });
  }
}
