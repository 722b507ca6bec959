// The shipped import test files (issue 42 "Done when", docs/decisions/296): 300 made-up people in 60 families across
// 20 teams of a "Winter 2027" season, written as PlayHQ's Participants report, GameDay's member report and the
// portal's template. Five rows are refused, one for each case (a date that is not one, an unknown gender, a child
// without an account holder, an email shared by two adults, a missing last name), and three people are demo members
// (member01, manager01, coach01 by name and date of birth). `npm exec -- tsx packages/server/src/import/write-test-files.ts`
// writes e2e/import-files/; test-files.test.ts checks the committed files are these.
import { stringify } from 'csv-stringify/sync';
import { TEMPLATE_HEADER } from '@portal/domain/import/import-columns';

type Role = 'Player' | 'Coach' | 'Assistant Coach' | 'Team Manager';
interface Place {
  role: Role;
  team: Team;
  number: number | null;
}
interface Team {
  name: string;
  grade: string;
  club: string;
}
/** A made-up person; `holder` is a child's account holder (the family's first parent). */
export interface TestPerson {
  id: number;
  first: string;
  last: string;
  dob: string; // DD/MM/YYYY as the files write it
  gender: string;
  email: string;
  mobile: string;
  address: string;
  suburb: string;
  postcode: string;
  holder: TestPerson | null;
  child: boolean;
  places: Place[];
}

export const TEST_SEASON = 'Winter 2027';
export const TEST_COMPETITION = 'HKBNA Winter Competition';
const CLUBS = ['Hornsby Hawks', 'Wahroonga Wolves', 'Asquith Arrows', 'Berowra Bears', 'Pennant Hills Panthers'];
const JUNIOR_GRADES = ['U10 Mixed', 'U12 Boys', 'U12 Girls', 'U14 Boys', 'U14 Girls'];
const BORN: Record<string, number> = { U10: 2017, U12: 2015, U14: 2013 };
const SUBURBS: [string, string][] = [
  ['HORNSBY', '2077'],
  ['WAHROONGA', '2076'],
  ['ASQUITH', '2077'],
  ['BEROWRA', '2081'],
  ['PENNANT HILLS', '2120'],
  ['THORNLEIGH', '2120'],
  ['CHERRYBROOK', '2126'],
  ['NORMANHURST', '2076'],
];
const STREETS = [
  'Pacific Highway',
  'Peats Ferry Road',
  'Galston Road',
  'Bareena Street',
  'Yarrara Road',
  'Lane Cove Road',
];
const LAST = [
  'Abbott',
  'Barker',
  'Chen',
  'Dawson',
  'Ellis',
  'Fraser',
  'Gupta',
  'Hughes',
  'Ibrahim',
  'Jensen',
  'Kelly',
  'Lam',
];
const LAST2 = ['', 'ford', 'well', 'ton', 'by'];
const MEN = ['Aaron', 'Ben', 'Callum', 'Daniel', 'Ethan', 'Finn', 'George', 'Hamish', 'Isaac', 'Jack', 'Liam', 'Noah'];
const WOMEN = ['Amelia', 'Bella', 'Chloe', 'Daisy', 'Ella', 'Freya', 'Grace', 'Harper', 'Isla', 'Jade', 'Lily', 'Mia'];
/** The demo members three rows match (accounts.seed.ts: demoPerson's date of birth). */
const DEMO = [
  { first: 'Mia', last: 'Member', gender: 'Female', email: 'member01@example.com.au' },
  { first: 'Mark', last: 'Manager', gender: 'Male', email: 'manager01@example.com.au' },
  { first: 'Carla', last: 'Coach', gender: 'Female', email: 'coach01@example.com.au' },
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const teamsOf = (): { juniors: Team[]; seniors: Team[] } => ({
  juniors: JUNIOR_GRADES.flatMap((grade, g) =>
    [0, 1, 2].map((t) => ({ name: `${CLUBS[(g + t) % 5]!} ${grade}`, grade, club: CLUBS[(g + t) % 5]! })),
  ),
  seniors: [
    { name: 'Hornsby Hawks', grade: "Men's A Grade", club: 'Hornsby Hawks' },
    { name: 'Wahroonga Wolves', grade: "Men's A Grade", club: 'Wahroonga Wolves' },
    { name: 'Hornsby Hornets', grade: "Women's Open", club: 'Hornsby Hawks' },
    { name: 'Berowra Blaze', grade: "Women's Open", club: 'Berowra Bears' },
    { name: 'Swish Family', grade: 'Mixed Social', club: 'Asquith Arrows' },
  ],
});

function adult(id: number, family: number, female: boolean, lastname: string): TestPerson {
  const [suburb, postcode] = SUBURBS[family % SUBURBS.length]!;
  const first = (female ? WOMEN : MEN)[(id * 7) % 12]!;
  return {
    id,
    first,
    last: lastname,
    dob: `${pad((id % 28) + 1)}/${pad((id % 12) + 1)}/${1975 + (id % 20)}`,
    gender: female ? 'Female' : 'Male',
    email: `${first}.${lastname}${id}@example.com`.toLowerCase(),
    mobile: `04${pad(10 + (id % 90))} ${pad(100 + id, 3)} ${pad(200 + family, 3)}`,
    address: `${10 + family} ${STREETS[family % STREETS.length]!}`,
    suburb,
    postcode,
    holder: null,
    child: false,
    places: [],
  };
}

/** The 300 people: 60 families of a parent holding the account, 30 second parents, and 3 or 4 children each. */
export function testPeople(): TestPerson[] {
  const { juniors } = teamsOf();
  const people: TestPerson[] = [];
  let kid = 0;
  for (let f = 0; f < 60; f++) {
    const lastname = `${LAST[f % 12]!}${LAST2[Math.floor(f / 12)]!}`;
    const first = adult(people.length + 1, f, f % 2 === 1, lastname);
    people.push(first);
    if (f % 2 === 0) {
      const second = adult(people.length + 1, f, true, lastname);
      const demo = DEMO[f / 20];
      people.push(demo && f % 20 === 0 ? { ...second, ...demo, dob: '21/06/1988' } : second);
    }
    for (let c = 0; c < (f < 30 ? 3 : 4); c++, kid++) {
      const team = juniors[kid % 15]!;
      const female = team.grade.endsWith('Girls') || (team.grade.endsWith('Mixed') && kid % 2 === 1);
      const base = adult(people.length + 1, f, female, lastname);
      const year = BORN[team.grade.slice(0, 3)]! + (kid % 2);
      const dob = `${pad((kid % 28) + 1)}/${pad((kid % 12) + 1)}/${year}`;
      const number = Math.floor(kid / 15) + 4;
      const place: Place = { role: 'Player', team, number };
      people.push({ ...base, dob, email: '', mobile: '', holder: first, child: true, places: [place] });
    }
  }
  return placeAdults(people);
}

/** Coaches, managers and assistants on the 20 teams, the other adults players of the senior teams. */
function placeAdults(people: TestPerson[]): TestPerson[] {
  const { juniors, seniors } = teamsOf();
  const adults = people.filter((p) => !p.child);
  const all = [...juniors, ...seniors];
  all.forEach((team, i) => adults[i]!.places.push({ role: 'Coach', team, number: null }));
  juniors.forEach((team, i) => adults[20 + i]!.places.push({ role: 'Team Manager', team, number: null }));
  juniors.forEach((team, i) => adults[35 + i]!.places.push({ role: 'Assistant Coach', team, number: null }));
  const counts = new Map<Team, number>();
  const senior = (p: TestPerson) => {
    const mine = seniors.filter((t) => t.grade === (p.gender === 'Male' ? "Men's A Grade" : "Women's Open"));
    const team = mine.find((t) => (counts.get(t) ?? 0) < 8) ?? seniors[4]!;
    counts.set(team, (counts.get(team) ?? 0) + 1);
    p.places.push({ role: 'Player', team, number: 4 + (counts.get(team) ?? 0) });
  };
  adults.slice(50).forEach(senior);
  adults.slice(0, 10).forEach(senior); // ten coaches play too: they are on two rows of the PlayHQ report
  return people;
}

/** The five rows refused, one per case, by the person's id and what is wrong. */
export function withDefects(people: TestPerson[]): TestPerson[] {
  const kidOf = (family: number) => people.filter((p) => p.child)[family * 3 + 1]!;
  const notADate = kidOf(10);
  const noGender = kidOf(20);
  const noHolder = kidOf(30);
  const noLastName = kidOf(50);
  const sharer = people.filter((p) => !p.child)[64]!; // family 42's second parent: the first parent's email
  const sharerHolder = people[people.indexOf(sharer) - 1]!;
  return people.map((p) => {
    if (p === notADate) return { ...p, dob: '31/02/2015' };
    if (p === noGender) return { ...p, gender: 'Prefer not to say' };
    if (p === noHolder) return { ...p, holder: null };
    if (p === noLastName) return { ...p, last: '' };
    if (p === sharer) return { ...p, email: sharerHolder.email };
    return p;
  });
}

/** One row per person per place (a person with no place: one row), as each platform lays rows out. */
function rowsOf(people: TestPerson[]): [TestPerson, Place | null][] {
  return people.flatMap((p): [TestPerson, Place | null][] =>
    p.places.length ? p.places.map((pl) => [p, pl]) : [[p, null]],
  );
}

const fullName = (p: TestPerson) => `${p.first} ${p.last}`;

/** PlayHQ's Participants report: every participant has an account holder, an adult being their own. */
export function playhqCsv(people: TestPerson[]): string {
  const header = [
    ...['Registration Timestamp', 'First Name', 'Last Name', 'Preferred Name', 'Profile ID', 'Date of Birth'],
    ...['Gender', 'Age Group', 'Role', 'Team', 'Player Number', 'Grade', 'Club', 'Competition', 'Season', 'Status'],
    ...['Permit From', 'Permit To', 'Medical Conditions', 'Photo Consent', 'Privacy Setting', 'Account Holder'],
    ...['Account Holder Mobile', 'Account Holder Email', 'Address Line 1', 'Suburb/Town', 'State', 'Postcode'],
  ];
  const rows = rowsOf(people).map(([p, place]) => {
    const holder = p.child ? p.holder : p;
    return [
      `2026-11-${pad((p.id % 28) + 1)}T${pad(8 + (p.id % 12))}:${pad(p.id % 60)}:00+11:00`,
      ...[p.first, p.last, '', `${pad(p.id, 8)}-4b1e-9c2a-${pad(p.id * 7919, 12)}`, p.dob, p.gender],
      place && p.child ? place.team.grade.slice(0, 3) : 'Senior',
      ...[place?.role ?? '', place?.team.name ?? '', place?.number ?? '', place?.team.grade ?? ''],
      ...[place?.team.club ?? '', TEST_COMPETITION, TEST_SEASON, 'Active', '', ''],
      ...[p.id % 9 === 0 ? 'Asthma' : '', p.id % 5 === 0 ? 'No' : 'Yes', p.id % 11 === 0 ? 'Private' : 'Public'],
      ...[holder ? fullName(holder) : '', holder?.mobile ?? '', holder?.email ?? ''],
      ...[p.address, p.suburb, 'NSW', p.postcode],
    ];
  });
  return stringify([header, ...rows], { record_delimiter: '\r\n' });
}

/** GameDay's member report: a parent/guardian for children, the member's own email and mobile. */
export function gamedayCsv(people: TestPerson[]): string {
  const header = [
    ...['Member No.', 'First Name', 'Family Name', 'Date of Birth', 'Gender', 'Email', 'Mobile', 'Address 1'],
    ...['Suburb', 'State', 'Postcode', 'Parent/Guardian 1 Firstname', 'Parent/Guardian 1 Surname'],
    ...['Parent/Guardian 1 Email', 'Parent/Guardian 1 Mobile', 'Role', 'Team Name', 'Competition Name'],
    ...['Season Name', 'Age Group', 'Member Status'],
  ];
  const rows = rowsOf(people).map(([p, place]) => {
    const h = p.child ? p.holder : null;
    return [
      ...[String(30_000_000 + p.id), p.first, p.last, p.dob, p.gender, p.email, p.mobile, p.address],
      ...[p.suburb, 'NSW', p.postcode, h?.first ?? '', h?.last ?? '', h?.email ?? '', h?.mobile ?? ''],
      ...[place?.role ?? '', place?.team.name ?? '', TEST_COMPETITION, TEST_SEASON, place?.team.grade ?? ''],
      'Active',
    ];
  });
  return `\ufeff${stringify([header, ...rows], { record_delimiter: '\r\n' })}`;
}

/** The portal's template, as the export writes it. */
export function templateCsv(people: TestPerson[]): string {
  const rows = rowsOf(people).map(([p, place]) => {
    const h = p.child ? p.holder : null;
    return [
      ...['', `${pad(p.id, 8)}-4b1e-9c2a-${pad(p.id * 7919, 12)}`, p.first, p.last, '', p.dob, p.gender],
      ...[p.email, p.mobile, p.address, p.suburb, p.postcode, 'NSW', h ? fullName(h) : '', h?.email ?? ''],
      ...[h?.mobile ?? '', place?.role ?? '', place?.team.name ?? '', place?.team.grade ?? '', TEST_COMPETITION],
      ...[TEST_SEASON, place?.number ?? ''],
    ];
  });
  return `\ufeff${stringify([[...TEMPLATE_HEADER], ...rows], { record_delimiter: '\r\n' })}`;
}

/** The three shipped files by name. */
export function testFiles(): Record<string, string> {
  const people = withDefects(testPeople());
  return {
    'playhq-participants.csv': playhqCsv(people),
    'gameday-members.csv': gamedayCsv(people),
    'portal-template.csv': templateCsv(people),
  };
}
