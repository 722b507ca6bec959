import { inArray, like } from 'drizzle-orm';
import { hashPassword } from '../accounts/accounts.service';
import { members } from '../platform/members.tables';
import type { SeedCtx } from '../platform/seed';
import { courtGameSlots, courts, teams, venues } from '../platform/league.tables';
import { pointsAdjustments } from './competition.tables';
import { insertPlayers } from './demo-people';
import type { Special } from './division-plan';
import { addDays, saturdayOnOrBefore } from './fixture-plan';
import { buildSeason } from './season-builder';

// Demo competition (../shared/CONTRACT.md): an active season of 4 divisions (6 to 10 teams) with scored and unscored
// rounds and finals, an archived season, venues with courts, and the demo accounts' team roles (nonpl01, a non-player,
// is Net Profits' assistant coach, so its dashboard has the Registration card: decision 105). Results are timed
// at each game's end; one Mixed Social team has 12 players (a second page of stats); U14 Boys play on Sundays,
// and the Sunday of a coming long weekend is an excluded date, so its round shows why it offers no calendar links.

export const DEMO_VENUES = [
  {
    name: 'Hornsby Indoor Sports Centre',
    address: '36 Edgeworth David Avenue',
    suburb: 'HORNSBY',
    postcode: '2077',
    courts: ['Court 1', 'Court 2', 'Court 3'],
  },
  {
    name: 'Thornleigh Brickpit Stadium',
    address: '1 Dartford Road',
    suburb: 'THORNLEIGH',
    postcode: '2120',
    courts: ['Court 1', 'Court 2'],
  },
  {
    name: 'Galston Recreation Centre',
    address: '10 Arcadia Road',
    suburb: 'GALSTON',
    postcode: '2159',
    courts: ['Court 1', 'Court 2'],
  },
];

const MENS = [
  'Hornsby Hawks',
  'Wahroonga Wolves',
  'Pennant Hills Panthers',
  'Thornleigh Thunder',
  'Asquith Arrows',
  'Turramurra Titans',
  'Berowra Bears',
  'Cherrybrook Chargers',
];
const WOMENS = [
  'Hornsby Hornets',
  'Normanhurst Knights',
  'Westleigh Wildcats',
  'Pymble Pythons',
  'Beecroft Blaze',
  'Galston Gliders',
  'Waitara Waves',
];
const MIXED = [
  'Court Jesters',
  'Net Profits',
  'Ball Hogs',
  'Dunk Tanks',
  'Swish Family',
  'Hoop Dreams',
  'Air Balls',
  'Brick Layers',
  'Fast Breakers',
  'Rim Reapers',
];
const JUNIORS = [
  'Hornsby Hawks U14',
  'Wahroonga Wolves U14',
  'Asquith Arrows U14',
  'Berowra Bears U14',
  'Pennant Hills Panthers U14',
  'Thornleigh Thunder U14',
];

/** The club each demo team plays for, by the start of its name (decision 303); the social teams have none. */
const CLUBS: [prefix: string, club: string][] = [
  ['Hornsby ', 'Hornsby'],
  ['Asquith ', 'Hornsby'],
  ['Wahroonga ', 'Ku-ring-gai'],
  ['Turramurra ', 'Ku-ring-gai'],
  ['Pymble ', 'Ku-ring-gai'],
  ['Pennant Hills ', 'Pennant Hills'],
  ['Thornleigh ', 'Pennant Hills'],
  ['Beecroft ', 'Pennant Hills'],
];

function seasonName(startIso: string): string {
  const month = Number(startIso.slice(5, 7));
  return `${month >= 3 && month <= 8 ? 'Winter' : 'Summer'} ${startIso.slice(0, 4)}`;
}

const groups = (n: number, size: number) => Array.from({ length: n }, (_, i) => i * size);
const split = (ids: number[], n: number, size: number) =>
  groups(n, size).map((start) => ids.slice(start, start + size));

export async function seedCompetition({ tx, today, now, config }: SeedCtx): Promise<void> {
  const people = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, ['member01', 'manager01', 'coach01', 'junior01', 'nonpl01']));
  const who = (u: string) => people.find((p) => p.username === u)!.id;

  const courtIds: number[][] = [];
  for (const v of DEMO_VENUES) {
    const [venue] = await tx
      .insert(venues)
      .values({ name: v.name, address: v.address, suburb: v.suburb, postcode: v.postcode, state: 'NSW' })
      .returning();
    courtIds.push(
      (
        await tx
          .insert(courts)
          .values(v.courts.map((name) => ({ venueId: venue!.id, name })))
          .returning()
      ).map((c) => c.id),
    );
  }
  const [hornsby, brickpit, galston] = courtIds as [number[], number[], number[]];
  // game slots for the fixture generator (decision 185): Hornsby on Saturdays, the Brickpit on Thursday nights, Galston
  // on Sunday mornings where U14 Boys play (the courts page showed it with no game slots, issue 40 item 11)
  await tx.insert(courtGameSlots).values([
    ...hornsby.map((courtId) => ({
      courtId,
      weekday: 6,
      starts: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
      minutes: 60,
    })),
    ...brickpit.map((courtId) => ({ courtId, weekday: 4, starts: ['19:00', '20:00', '21:00'], minutes: 60 })),
    ...galston.map((courtId) => ({ courtId, weekday: 0, starts: ['09:00', '10:00'], minutes: 60 })),
  ]);

  const hash = await hashPassword(`demo-player-${now.getTime()}`);
  const [men, women, mixed, juniors] = (await insertPlayers(
    tx,
    'player',
    [
      { count: 8 * 7, dob: '1994-04-12', gender: 'male' },
      { count: 7 * 7, dob: '1996-09-03', gender: 'female' },
      { count: 10 * 6 + 6, dob: '1990-01-25' },
      { count: 6 * 7, dob: '2012-05-20', gender: 'male' },
    ],
    hash,
  )) as [number[], number[], number[], number[]];
  const menTeams = split(men, 8, 7);
  const womenTeams = split(women, 7, 7);
  womenTeams[0]!.push(who('member01'));
  const mixedTeams = [mixed.slice(0, 12), ...split(mixed.slice(12), 9, 6)];
  const juniorTeams = split(juniors, 6, 7);
  juniorTeams[0]!.push(who('junior01'));
  const hawksStaff = [
    { team: 0, memberId: who('manager01'), role: 'manager' as const },
    { team: 0, memberId: who('coach01'), role: 'coach' as const },
  ];

  // spec 001 §3: one forfeit of each kind and a disqualification in played rounds
  const mensSpecial = (round: number, game: number): Special | null =>
    round === 2 && game === 1
      ? { forfeit: 'b', kind: 'non_advised' }
      : round === 3 && game === 2
        ? { forfeit: 'a', kind: 'notified' }
        : null;
  const startsOn = addDays(saturdayOnOrBefore(today), -7 * 7);
  // decision 222: the senior grades by gender; U14 is under 14 on 1 January of the season's year
  const MEN = { playersGender: 'men' } as const;
  const WOMEN = { playersGender: 'women' } as const;
  const u14 = (season: string) => ({ playersGender: 'men', maxAge: 13, ageOn: `${season.slice(0, 4)}-01-01` }) as const;
  const active = await buildSeason(
    tx,
    {
      name: seasonName(startsOn),
      active: true,
      archived: false,
      startsOn,
      scoredBefore: today,
      seed: 2026,
      withStats: true,
      teamsCreatedAt: new Date(`${addDays(startsOn, -30)}T09:00:00Z`),
      // the Sunday of round 10, two weeks ahead: only U14 Boys play on Sundays
      excluded: [{ date: addDays(startsOn, 7 * 9 + 1), reason: 'Long weekend: Galston Recreation Centre closed' }],
      divisions: [
        {
          name: "Men's A Grade",
          note: 'Games are 4 x 10 minute quarters. Arrive 15 minutes early.',
          teamNames: MENS,
          rounds: 12,
          maxPlayers: 10,
          eligibility: MEN,
          qualification: 50,
          doublePointRound: 6,
          dayOffset: 4,
          startMinutes: 19 * 60,
          courtIds: brickpit,
          players: menTeams,
          staff: hawksStaff,
          special: mensSpecial,
        },
        {
          name: "Women's Open",
          note: 'Uniforms must be worn from round 2.',
          teamNames: WOMENS,
          rounds: 12,
          maxPlayers: 10,
          qualification: 50,
          eligibility: WOMEN,
          startMinutes: 13 * 60,
          courtIds: hornsby.slice(0, 2),
          players: womenTeams,
          special: (round, game) => (round === 5 && game === 1 ? { disqualified: 'a' } : null),
        },
        {
          name: 'Mixed Social',
          teamNames: MIXED,
          rounds: 12,
          minPlayers: 5,
          maxPlayers: 12,
          doublePointRound: 6,
          startMinutes: 16 * 60,
          courtIds: hornsby,
          players: mixedTeams,
          staff: [{ team: 1, memberId: who('nonpl01'), role: 'assistant' }],
          special: (round, game) => (round === 4 && game === 0 ? { forfeit: 'b', kind: 'admin' } : null),
        },
        {
          name: 'U14 Boys',
          note: 'Junior games: running clock, no zone defence.',
          teamNames: JUNIORS,
          rounds: 12,
          maxPlayers: 10,
          qualification: 50,
          eligibility: u14(startsOn),
          dayOffset: 1,
          startMinutes: 9 * 60,
          courtIds: galston,
          players: juniorTeams,
          junior: true,
        },
      ],
    },
    config.site.timeZone,
  );
  await tx.insert(pointsAdjustments).values([
    { teamId: active.teamIds[2]![3]!, points: -2, reason: 'Unfinancial team' },
    { teamId: active.teamIds[0]![5]!, points: 1, reason: 'Referee no-show' },
  ]);

  const archivedStart = addDays(startsOn, -7 * 26);
  const archivedName = seasonName(archivedStart);
  await buildSeason(
    tx,
    {
      name: archivedName === seasonName(startsOn) ? `${archivedName} (Archived)` : archivedName,
      active: false,
      archived: true,
      startsOn: archivedStart,
      scoredBefore: today,
      seed: 2025,
      withStats: false,
      teamsCreatedAt: new Date(`${addDays(archivedStart, -30)}T09:00:00Z`),
      divisions: [
        {
          name: "Men's A Grade",
          teamNames: MENS.slice(0, 6),
          rounds: 10,
          eligibility: MEN,
          dayOffset: 4,
          startMinutes: 19 * 60,
          courtIds: brickpit,
          players: menTeams.slice(0, 6),
          staff: hawksStaff,
        },
        {
          name: 'U14 Boys',
          teamNames: JUNIORS,
          rounds: 10,
          eligibility: u14(archivedStart),
          dayOffset: 1,
          startMinutes: 9 * 60,
          courtIds: galston,
          players: split(juniors, 6, 7),
          junior: true,
        },
      ],
    },
    config.site.timeZone,
  );
  // the clubs, so staff can write to "all of Hornsby" (issue 43)
  for (const [prefix, club] of CLUBS)
    await tx
      .update(teams)
      .set({ club })
      .where(like(teams.name, `${prefix}%`));
}
