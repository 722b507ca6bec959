import { defaultLadderRules } from '@portal/domain/competition/ladder';
import { and, inArray, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions, games, seasons, teamMembers, teams, type TeamRole } from '../platform/league.tables';
import { divisionLadderRules } from './competition.tables';
import type { LeagueWrite } from './league.service';

// The league writes of a file's import (issue 42 item 5, docs/decisions/300), reached through league.service.ts: a
// batch's seasons, divisions, teams and roster rows in a few multi-row statements, and undo's removal of what an
// import made and nothing else uses. A bulk write: every public answer may change.

/** Rows of one statement at most (PostgreSQL takes 65,535 parameters). */
const CHUNK = 5000;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const lower = (names: string[]) => [...new Set(names.map((n) => n.trim().toLowerCase()))];

/**
 * Seasons by name (whatever the case), created when missing; answers each name's season id (lower-cased name → id)
 * and the ids it created. A season another import made at the same moment is found, not made twice.
 */
export async function ensureSeasons(
  w: LeagueWrite,
  rows: { name: string; startsOn: string }[],
): Promise<{ ids: Map<string, number>; created: number[] }> {
  if (!rows.length) return { ids: new Map(), created: [] };
  const made = await w.tx
    .insert(seasons)
    .values(rows.map((r) => ({ name: r.name.trim(), startsOn: r.startsOn, active: true })))
    .onConflictDoNothing()
    .returning({ id: seasons.id });
  const found = await w.tx
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(inArray(sql`lower(${seasons.name})`, lower(rows.map((r) => r.name))));
  if (made.length) w.touch.everything();
  return { ids: new Map(found.map((s) => [s.name.toLowerCase(), s.id])), created: made.map((m) => m.id) };
}

/**
 * Divisions by season and name (whatever the case), created when missing with the sport's ladder rules (decision
 * 191) and the import's defaults (decision 300); answers `seasonId:lower(name)` → id and the ids it created.
 */
export async function ensureDivisions(
  w: LeagueWrite,
  rows: { seasonId: number; name: string; sport: 'basketball' | 'netball' }[],
): Promise<{ ids: Map<string, number>; created: number[] }> {
  if (!rows.length) return { ids: new Map(), created: [] };
  const made = await w.tx
    .insert(divisions)
    .values(rows.map((r) => ({ seasonId: r.seasonId, name: r.name.trim(), sport: r.sport })))
    .onConflictDoNothing()
    .returning({ id: divisions.id, sport: divisions.sport });
  if (made.length) {
    const at = new Date();
    await w.tx.insert(divisionLadderRules).values(
      made.map((d) => {
        const { drawSeed: _seed, ...rules } = defaultLadderRules(d.sport === 'netball' ? 'netball' : 'basketball');
        return { divisionId: d.id, rules, updatedAt: at };
      }),
    );
    w.touch.everything();
  }
  const found = await w.tx
    .select({ id: divisions.id, seasonId: divisions.seasonId, name: divisions.name })
    .from(divisions)
    .where(
      and(
        inArray(divisions.seasonId, [...new Set(rows.map((r) => r.seasonId))]),
        inArray(sql`lower(${divisions.name})`, lower(rows.map((r) => r.name))),
      ),
    );
  return {
    ids: new Map(found.map((d) => [`${d.seasonId}:${d.name.toLowerCase()}`, d.id])),
    created: made.map((m) => m.id),
  };
}

/** Teams by division and name, created when missing; answers `divisionId:lower(name)` → id and the ids it created. */
export async function ensureTeams(
  w: LeagueWrite,
  rows: { divisionId: number; name: string }[],
  createdAt: Date,
): Promise<{ ids: Map<string, number>; created: number[] }> {
  if (!rows.length) return { ids: new Map(), created: [] };
  const made = await w.tx
    .insert(teams)
    .values(rows.map((r) => ({ divisionId: r.divisionId, name: r.name.trim(), createdAt })))
    .onConflictDoNothing()
    .returning({ id: teams.id });
  const found = await w.tx
    .select({ id: teams.id, divisionId: teams.divisionId, name: teams.name })
    .from(teams)
    .where(inArray(teams.divisionId, [...new Set(rows.map((r) => r.divisionId))]));
  if (made.length) w.touch.everything();
  return {
    ids: new Map(found.map((t) => [`${t.divisionId}:${t.name.toLowerCase()}`, t.id])),
    created: made.map((m) => m.id),
  };
}

export interface ImportedRole {
  teamId: number;
  divisionId: number;
  memberId: number;
  role: TeamRole;
  playingNumber: number | null;
}

/**
 * Roster rows in multi-row statements; a row already there (team, member, role) is skipped. Answers the rows added
 * with their ids. A player already in another team of the division throws DIVISION_PLAYER_KEY (the plan refuses
 * those first; only an import racing another write meets it).
 */
export async function addImportedRoles(w: LeagueWrite, rows: ImportedRole[]) {
  const added: { id: number; teamId: number; memberId: number; role: TeamRole }[] = [];
  for (const part of chunks(rows)) {
    const got = await w.tx
      .insert(teamMembers)
      .values(part)
      .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.memberId, teamMembers.role] })
      .returning({
        id: teamMembers.id,
        teamId: teamMembers.teamId,
        memberId: teamMembers.memberId,
        role: teamMembers.role,
      });
    added.push(...got);
  }
  if (added.length) w.touch.everything();
  return added;
}

/**
 * Undo of an import's league rows (decision 300): its roster rows, then its teams that play no game and have no
 * members left, then its divisions without teams or games, then its seasons without divisions. Answers how many of
 * each went; what something else now uses stays.
 */
export async function removeImported(
  w: LeagueWrite,
  ids: { teamMembers: number[]; teams: number[]; divisions: number[]; seasons: number[] },
) {
  const gone = { teamMembers: 0, teams: 0, divisions: 0, seasons: 0 };
  for (const part of chunks(ids.teamMembers))
    gone.teamMembers += (
      await w.tx.delete(teamMembers).where(inArray(teamMembers.id, part)).returning({ id: teamMembers.id })
    ).length;
  if (ids.teams.length) gone.teams = await deleteIdleTeams(w.tx, ids.teams);
  if (ids.divisions.length) gone.divisions = await deleteEmptyDivisions(w.tx, ids.divisions);
  if (ids.seasons.length)
    gone.seasons = (
      await w.tx
        .delete(seasons)
        .where(
          and(
            inArray(seasons.id, ids.seasons),
            notExists(
              w.tx
                .select({ one: sql`1` })
                .from(divisions)
                .where(sql`${divisions.seasonId} = ${seasons.id}`),
            ),
          ),
        )
        .returning({ id: seasons.id })
    ).length;
  if (Object.values(gone).some((n) => n > 0)) w.touch.everything();
  return gone;
}

const deleteIdleTeams = async (tx: DbOrTx, ids: number[]) =>
  (
    await tx
      .delete(teams)
      .where(
        and(
          inArray(teams.id, ids),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(teamMembers)
              .where(sql`${teamMembers.teamId} = ${teams.id}`),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(games)
              .where(
                or(
                  sql`${games.teamAId} = ${teams.id}`,
                  sql`${games.teamBId} = ${teams.id}`,
                  sql`${games.byeTeamId} = ${teams.id}`,
                  sql`${games.dutyTeamId} = ${teams.id}`,
                ),
              ),
          ),
        ),
      )
      .returning({ id: teams.id })
  ).length;

const deleteEmptyDivisions = async (tx: DbOrTx, ids: number[]) =>
  (
    await tx
      .delete(divisions)
      .where(
        and(
          inArray(divisions.id, ids),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(teams)
              .where(sql`${teams.divisionId} = ${divisions.id}`),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(games)
              .where(sql`${games.divisionId} = ${divisions.id}`),
          ),
        ),
      )
      .returning({ id: divisions.id })
  ).length;
