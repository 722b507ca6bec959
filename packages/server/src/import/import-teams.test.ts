import type { ImportTeamPlace } from '@portal/domain/import/import-row';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { writeLeague } from '../competition/league.service';
import { divisions, games, rounds, seasons, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { planPlaces, placeOnTeams, removePlaces, type NoteKind, type PlacedPerson } from './import-teams';

// Teams and the season from a file (issue 42 item 5, docs/decisions/300): placeOnTeams makes or matches the seasons,
// divisions and teams of a batch's places and adds the roster rows, noting what it made; removePlaces undoes it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let made = 0;
/** `n` new people without a sign-in; their ids. */
async function people(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, k) => ({
      firstname: 'Imported',
      lastname: `Person ${(made += 1)}`,
      dob: '2010-05-01',
      gender: k % 2 ? 'female' : 'male',
    }));
    ids.push(...(await db().insert(members).values(rows).returning({ id: members.id })).map((r) => r.id));
  }
  return ids;
}
const place = (p: Partial<ImportTeamPlace> & { team: string }): ImportTeamPlace => ({
  role: 'player',
  grade: 'U12 Boys',
  competition: 'Saturday Juniors',
  season: 'Import Winter 2027',
  playerNumber: null,
  ...p,
});
type Noted = { kind: NoteKind; refId: number; line: number };
async function place_(batch: PlacedPerson[], seasonId: number | null = null) {
  const notes: Noted[] = [];
  const out = await writeLeague({ db: db() }, (w) =>
    placeOnTeams(w, { importId: 1, seasonId, today: '2027-04-01' }, batch, (kind, refId, line) =>
      notes.push({ kind, refId, line }),
    ),
  );
  return { ...out, notes };
}
const count = (notes: Noted[], kind: NoteKind) => notes.filter((n) => n.kind === kind).length;
const rosterOf = (teamName: string) =>
  db()
    .select({ memberId: teamMembers.memberId, role: teamMembers.role, number: teamMembers.playingNumber })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teams.name, teamName));

describe('placeOnTeams', () => {
  it('creates the season, division, teams and roster, and notes each with its line', async () => {
    const [a, b, c] = await people(3);
    const out = await place_([
      { memberId: a!, line: 2, places: [place({ team: 'Hornets', playerNumber: 7 })] },
      { memberId: b!, line: 3, places: [place({ team: 'Hornets' }), place({ team: 'Hornets', role: 'coach' })] },
      { memberId: c!, line: 4, places: [place({ team: 'Wasps', role: 'manager' })] },
    ]);
    expect(out.refused).toEqual([]);
    expect(out.added).toBe(4);
    expect([count(out.notes, 'season'), count(out.notes, 'division'), count(out.notes, 'team')]).toEqual([1, 1, 2]);
    expect(out.notes.find((n) => n.kind === 'season')!.line).toBe(2);
    const [season] = await db().select().from(seasons).where(eq(seasons.name, 'Import Winter 2027'));
    expect(season).toMatchObject({ startsOn: '2027-04-01', active: true, endsOn: null });
    const [division] = await db().select().from(divisions).where(eq(divisions.seasonId, season!.id));
    expect(division).toMatchObject({ name: 'U12 Boys', sport: 'basketball', playersGender: 'mixed', minAge: null });
    expect(await rosterOf('Hornets')).toEqual(
      expect.arrayContaining([
        { memberId: a, role: 'player', number: 7 },
        { memberId: b, role: 'player', number: null },
        { memberId: b, role: 'coach', number: null },
      ]),
    );
  });

  it('matches what is there by name whatever its case, and the chosen season when the file has none', async () => {
    const [a, b] = await people(2);
    const first = await place_([{ memberId: a!, line: 2, places: [place({ team: 'Hornets' })] }]);
    expect(first.notes.map((n) => n.kind)).toEqual(['team_member']);
    const [season] = await db().select().from(seasons).where(eq(seasons.name, 'Import Winter 2027'));
    const second = await place_(
      [{ memberId: b!, line: 5, places: [place({ team: 'HORNETS', grade: 'u12 boys', season: '' })] }],
      season!.id,
    );
    expect(second.notes.map((n) => n.kind)).toEqual(['team_member']);
    expect((await rosterOf('Hornets')).map((r) => r.memberId)).toEqual(expect.arrayContaining([a, b]));
  });

  it('is idempotent: the same batch again adds nothing and notes nothing', async () => {
    const [a] = await people(1);
    const batch = [{ memberId: a!, line: 2, places: [place({ team: 'Bees', grade: 'U14 Girls' })] }];
    expect((await place_(batch)).added).toBe(1);
    const again = await place_(batch);
    expect(again).toMatchObject({ added: 0, refused: [], notes: [] });
  });

  it('refuses a player in two teams of one division, with the line, in the file and against the database', async () => {
    const [a, b] = await people(2);
    const out = await place_([
      { memberId: a!, line: 8, places: [place({ team: 'Hornets' }), place({ team: 'Wasps' })] },
      { memberId: b!, line: 9, places: [place({ team: 'Wasps' })] },
    ]);
    expect(out.refused).toEqual([{ line: 8, column: 'Team', reason: expect.stringContaining('Hornets') }]);
    const later = await place_([{ memberId: b!, line: 12, places: [place({ team: 'Hornets' })] }]);
    expect(later.refused).toEqual([
      { line: 12, column: 'Team', reason: 'A player in two teams of U12 Boys: Hornets and Wasps' },
    ]);
    expect(later.added).toBe(0);
  });

  it('refuses a place without a season when none was chosen, and one without a grade', async () => {
    const [a] = await people(1);
    const out = await place_([
      {
        memberId: a!,
        line: 3,
        places: [place({ team: 'X', season: '' }), place({ team: 'Y', grade: '', competition: '' })],
      },
    ]);
    expect(out.refused.map((r) => r.column)).toEqual(['Season', 'Grade']);
    expect(out.added).toBe(0);
  });

  it('places a batch of 2,000 people on 100 teams in one call, quickly', async () => {
    const ids = await people(2000);
    const batch = ids.map((memberId, i) => ({
      memberId,
      line: i + 2,
      places: [
        place({
          team: `Bulk ${i % 100}`,
          grade: `Bulk grade ${i % 10}`,
          season: 'Bulk 2027',
          role: i % 20 === 0 ? ('coach' as const) : ('player' as const),
        }),
      ],
    }));
    const started = performance.now();
    const out = await place_(batch);
    const ms = performance.now() - started;
    console.info(`placeOnTeams: 2,000 people on 100 teams in ${ms.toFixed(0)} ms`);
    expect(out.added).toBe(2000);
    expect([count(out.notes, 'division'), count(out.notes, 'team')]).toEqual([10, 100]);
    expect(ms).toBeLessThan(5000);
  });
});

describe('removePlaces', () => {
  it('removes the roster rows, then the teams, divisions and season it made once empty; keeps what is used', async () => {
    const [a, b] = await people(2);
    const out = await place_([
      { memberId: a!, line: 2, places: [place({ team: 'Owls', grade: 'Open', season: 'Undo 2027' })] },
      { memberId: b!, line: 3, places: [place({ team: 'Kites', grade: 'Open', season: 'Undo 2027' })] },
    ]);
    // the officer drew a game for Kites meanwhile: Kites, its division and the season stay
    const kites = (await db().select().from(teams).where(eq(teams.name, 'Kites')))[0]!;
    const [round] = await db().insert(rounds).values({ divisionId: kites.divisionId, number: 1 }).returning();
    await db().insert(games).values({
      divisionId: kites.divisionId,
      roundId: round!.id,
      date: '2027-05-01',
      timeFrom: '09:00',
      timeTo: '10:00',
      byeTeamId: kites.id,
    });
    const gone = await writeLeague({ db: db() }, (w) => removePlaces(w, out.notes));
    expect(gone).toEqual({ teamMembers: 2, teams: 1, divisions: 0, seasons: 0 });
    expect(
      (
        await db()
          .select()
          .from(teams)
          .where(inArray(teams.name, ['Owls', 'Kites']))
      ).map((x) => x.name),
    ).toEqual(['Kites']);
  });

  it('removes everything it made when nothing else uses it', async () => {
    const [a] = await people(1);
    const out = await place_([{ memberId: a!, line: 2, places: [place({ team: 'Gone', season: 'Gone 2027' })] }]);
    const gone = await writeLeague({ db: db() }, (w) => removePlaces(w, out.notes));
    expect(gone).toEqual({ teamMembers: 1, teams: 1, divisions: 1, seasons: 1 });
    const left = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(seasons)
      .where(and(eq(seasons.name, 'Gone 2027')));
    expect(Number(left[0]!.n)).toBe(0);
  });
});

describe('planPlaces', () => {
  it('counts what an import would make without writing, new people included', async () => {
    const [a] = await people(1);
    const plan = await planPlaces(db(), null, [
      { memberId: a!, line: 2, places: [place({ team: 'Hornets' })] },
      { memberId: -1, line: 3, places: [place({ team: 'Dry Team', grade: 'Dry Grade', season: 'Dry 2027' })] },
      { memberId: -2, line: 4, places: [place({ team: 'Dry Team', grade: 'Dry Grade', season: 'Dry 2027' })] },
    ]);
    expect(plan).toEqual({ seasons: 1, divisions: 1, teams: 1, places: 3, refused: [] });
    expect(await db().select().from(seasons).where(eq(seasons.name, 'Dry 2027'))).toEqual([]);
  });
});
