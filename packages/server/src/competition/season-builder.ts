import { eq } from 'drizzle-orm';
import type { Stage } from '@portal/domain/competition/competition.rules';
import type { DbOrTx } from '../platform/db';
import { divisions, excludedDates, games, rounds, seasons, teamMembers, teams } from '../platform/league.tables';
import { disqualifications, forfeits, gamePlayerStats } from './competition.tables';
import { planDivision, playingNumber, type DivisionSpec, type PlannedGame } from './division-plan';
import { rng } from './fixture-plan';

// Inserts a whole season (divisions, teams, rosters, rounds, games, results, stats) in a few bulk statements.
// Used by the demo seed (competition.seed.ts) and the bench's large association (bench/competition-seed.ts).

export type { DivisionSpec };

export interface SeasonSpec {
  name: string;
  active: boolean;
  archived: boolean;
  /** A Saturday: round 1 is played that week. */
  startsOn: string;
  /** Games dated before this day have results. */
  scoredBefore: string;
  excluded?: { date: string; reason: string }[];
  seed: number;
  withStats: boolean;
  /** When the teams were entered (team lists sort by it; nomination offers teams of the last 365 days). */
  teamsCreatedAt: Date;
  divisions: DivisionSpec[];
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The season's divisions, in spec order. */
async function insertDivisions(db: DbOrTx, spec: SeasonSpec, seasonId: number) {
  return db
    .insert(divisions)
    .values(
      spec.divisions.map((d) => ({
        seasonId,
        name: d.name,
        note: d.note ?? '',
        active: spec.active,
        minPlayers: d.minPlayers ?? 5,
        maxPlayers: d.maxPlayers ?? null,
        finalsQualification: d.qualification ?? 0,
        playersGender: d.eligibility?.playersGender ?? 'mixed',
        minAge: d.eligibility?.minAge ?? null,
        maxAge: d.eligibility?.maxAge ?? null,
        ageOn: d.eligibility?.ageOn ?? null,
      })),
    )
    .returning({ id: divisions.id });
}

/** The teams of each division; answers their ids by division, in spec order. */
async function insertTeams(db: DbOrTx, spec: SeasonSpec, divRows: { id: number }[]) {
  const teamInserts = spec.divisions.flatMap((d, i) =>
    d.teamNames.map((name) => ({ divisionId: divRows[i]!.id, name, createdAt: spec.teamsCreatedAt })),
  );
  const teamRows: { id: number; divisionId: number }[] = [];
  await insertChunked(teamInserts, async (c) => {
    teamRows.push(...(await db.insert(teams).values(c).returning({ id: teams.id, divisionId: teams.divisionId })));
  });
  let offset = 0;
  return spec.divisions.map((d) => {
    const ids = teamRows.slice(offset, offset + d.teamNames.length).map((t) => t.id);
    offset += d.teamNames.length;
    return ids;
  });
}

/** Players (with their playing numbers) and team staff. */
async function insertRosters(db: DbOrTx, spec: SeasonSpec, divRows: { id: number }[], divisionTeams: number[][]) {
  const roster = spec.divisions.flatMap((d, i) => [
    ...d.players.flatMap((ps, t) =>
      ps.map((memberId, k) => ({
        teamId: divisionTeams[i]![t]!,
        divisionId: divRows[i]!.id,
        memberId,
        role: 'player' as const,
        playingNumber: playingNumber(t, k),
      })),
    ),
    ...(d.staff ?? []).map((s) => ({
      teamId: divisionTeams[i]![s.team]!,
      divisionId: divRows[i]!.id,
      memberId: s.memberId,
      role: s.role,
      playingNumber: null,
    })),
  ]);
  await insertChunked(roster, (c) => db.insert(teamMembers).values(c));
}

/** Each division's rounds and its three finals rounds; answers their ids by `divisionId:number`. */
async function insertRounds(db: DbOrTx, spec: SeasonSpec, divRows: { id: number }[]) {
  const roundRows = spec.divisions.flatMap((d, i) =>
    Array.from({ length: d.rounds + 3 }, (_, k) => ({
      divisionId: divRows[i]!.id,
      number: k + 1,
      stage: (k < d.rounds ? 'round' : (['semi_final', 'final', 'grand_final'] as const)[k - d.rounds]) as Stage,
    })),
  );
  const roundIds = new Map<string, number>();
  await insertChunked(roundRows, async (c) => {
    for (const row of await db.insert(rounds).values(c).returning())
      roundIds.set(`${row.divisionId}:${row.number}`, row.id);
  });
  return roundIds;
}

/** The planned games; answers their new ids in plan order. */
async function insertGames(db: DbOrTx, planned: PlannedGame[]) {
  const gameIds: number[] = [];
  await insertChunked(planned, async (c) => {
    gameIds.push(
      ...(
        await db
          .insert(games)
          .values(c.map(({ special: _s, stage: _t, stats: _x, ...g }) => g))
          .returning({ id: games.id })
      ).map((g) => g.id),
    );
  });
  return gameIds;
}

/** Insert one season and return its ids (divisions and teams in spec order); results are timed in `timeZone`. */
export async function buildSeason(db: DbOrTx, spec: SeasonSpec, timeZone: string) {
  const r = rng(spec.seed);
  const [season] = await db
    .insert(seasons)
    .values({ name: spec.name, active: spec.active, archived: spec.archived, startsOn: spec.startsOn })
    .returning();
  if (spec.excluded?.length)
    await db.insert(excludedDates).values(spec.excluded.map((e) => ({ ...e, seasonId: season!.id })));
  const divRows = await insertDivisions(db, spec, season!.id);
  const divisionTeams = await insertTeams(db, spec, divRows);
  await insertRosters(db, spec, divRows, divisionTeams);
  const roundIds = await insertRounds(db, spec, divRows);

  const ctx = { startsOn: spec.startsOn, scoredBefore: spec.scoredBefore, withStats: spec.withStats, timeZone, r };
  const planned: PlannedGame[] = spec.divisions.flatMap((d, i) =>
    planDivision(d, divRows[i]!.id, divisionTeams[i]!, (n) => roundIds.get(`${divRows[i]!.id}:${n}`)!, ctx),
  );
  const gameIds = await insertGames(db, planned);
  await insertResults(db, planned, gameIds);
  // its last day is its last game's (the grand final's): the seasons list shows it, and it decides the public season (decision 269)
  const lastDay = planned.reduce((last, g) => (g.date > last ? g.date : last), spec.startsOn);
  await db.update(seasons).set({ endsOn: lastDay }).where(eq(seasons.id, season!.id));
  return { seasonId: season!.id, divisionIds: divRows.map((d) => d.id), teamIds: divisionTeams };
}

/** Forfeits, disqualifications and box scores of the planned games, by their new ids. */
async function insertResults(db: DbOrTx, planned: PlannedGame[], ids: number[]): Promise<void> {
  const forfeitRows: (typeof forfeits.$inferInsert)[] = [];
  const disqRows: (typeof disqualifications.$inferInsert)[] = [];
  const statRows: (typeof gamePlayerStats.$inferInsert)[] = [];
  planned.forEach((g, i) => {
    const gameId = ids[i]!;
    const sp = g.special;
    if (sp && 'forfeit' in sp)
      forfeitRows.push({ gameId, teamId: sp.forfeit === 'a' ? g.teamAId! : g.teamBId!, kind: sp.kind });
    if (sp && 'disqualified' in sp)
      disqRows.push({
        gameId,
        teamId: sp.disqualified === 'a' ? g.teamAId! : g.teamBId!,
        reason: 'Unregistered player',
      });
    for (const s of g.stats) statRows.push({ ...s, gameId });
  });
  if (forfeitRows.length) await db.insert(forfeits).values(forfeitRows);
  if (disqRows.length) await db.insert(disqualifications).values(disqRows);
  await insertChunked(statRows, (c) => db.insert(gamePlayerStats).values(c), 2000);
}
