import type { ImportRefusal } from '@portal/domain/import/import-row';
import {
  planTeams,
  type LeagueNow,
  type PlacedPerson,
  type Ref,
  type TeamsPlan,
} from '@portal/domain/import/teams-plan';
import { and, inArray } from 'drizzle-orm';
import * as league from '../competition/league.service';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';

// Teams and the season from a file (issue 42 item 5, docs/decisions/300): a batch of imported people's places become
// seasons, divisions, teams and roster rows through the league service (the one door of league writes, decision
// 172), in a few multi-row statements whatever the batch's size, inside the job's batch transaction. What it creates
// is noted for undo; a place already there is not added again.

export type NoteKind = 'season' | 'division' | 'team' | 'team_member';
export type Note = (kind: NoteKind, refId: number, line: number) => void;
export type { PlacedPerson } from '@portal/domain/import/teams-plan';

/**
 * What the league holds for these places: the seasons (all: few), the divisions of the seasons named or chosen,
 * their teams and the people's roster rows in them. Four queries.
 */
export async function readLeagueNow(db: DbOrTx, seasonId: number | null, people: PlacedPerson[]): Promise<LeagueNow> {
  const names = [...new Set(people.flatMap((p) => p.places.map((x) => x.season.trim().toLowerCase())))].filter(Boolean);
  const seasonRows = await db.select({ id: seasons.id, name: seasons.name }).from(seasons);
  const ids = seasonRows.filter((s) => names.includes(s.name.toLowerCase()) || s.id === seasonId).map((s) => s.id);
  if (!ids.length) return { seasons: seasonRows, divisions: [], teams: [], roster: [] };
  const divisionRows = await db
    .select({ id: divisions.id, seasonId: divisions.seasonId, name: divisions.name })
    .from(divisions)
    .where(inArray(divisions.seasonId, ids));
  const divisionIds = divisionRows.map((d) => d.id);
  const memberIds = people.map((p) => p.memberId).filter((id) => id > 0);
  if (!divisionIds.length) return { seasons: seasonRows, divisions: [], teams: [], roster: [] };
  const [teamRows, roster] = await Promise.all([
    db
      .select({ id: teams.id, divisionId: teams.divisionId, name: teams.name })
      .from(teams)
      .where(inArray(teams.divisionId, divisionIds)),
    memberIds.length
      ? db
          .select({
            memberId: teamMembers.memberId,
            divisionId: teamMembers.divisionId,
            teamId: teamMembers.teamId,
            role: teamMembers.role,
          })
          .from(teamMembers)
          .where(and(inArray(teamMembers.divisionId, divisionIds), inArray(teamMembers.memberId, memberIds)))
      : Promise.resolve([]),
  ]);
  return { seasons: seasonRows, divisions: divisionRows, teams: teamRows, roster };
}

/** What a dry run shows of the teams: how many seasons, divisions and teams would be made and roster places added. */
export interface PlacesCount {
  seasons: number;
  divisions: number;
  teams: number;
  places: number;
  refused: ImportRefusal[];
}

/**
 * The dry run's counterpart of placeOnTeams: the same plan, nothing written. People not in the portal yet have no
 * member id: give them 0 or less (each a different number) and they are planned as new people.
 */
export async function planPlaces(db: DbOrTx, seasonId: number | null, people: PlacedPerson[]): Promise<PlacesCount> {
  const plan = planTeams(people, await readLeagueNow(db, seasonId, people), seasonId);
  return {
    seasons: plan.seasons.length,
    divisions: plan.divisions.length,
    teams: plan.teams.length,
    places: plan.roster.length,
    refused: plan.refused,
  };
}

/**
 * Place a batch of imported people on their teams, in the job's batch transaction (`w` of league.writeLeague, or of
 * league.writeLeagueKept inside another kept write). Creates the seasons, divisions and teams missing and adds the
 * roster rows missing, each kind in one multi-row statement; `note` hears of every row it created (and the first
 * line that asked for it) so undo can remove them. Answers the places refused (a player in two teams of a division,
 * no season, no grade) and how many roster rows were added.
 */
export async function placeOnTeams(
  w: league.LeagueWrite,
  ctx: { importId: number; seasonId: number | null; today?: string },
  people: PlacedPerson[],
  note: Note,
): Promise<{ refused: ImportRefusal[]; added: number }> {
  const plan = planTeams(people, await readLeagueNow(w.tx, ctx.seasonId, people), ctx.seasonId);
  const firstLine = linesOf(plan);
  const ids = new Map<string, number>();
  const idOf = (r: Ref) => ('id' in r ? r.id : ids.get(r.key)!);
  const today = ctx.today ?? new Date().toISOString().slice(0, 10);

  const s = await league.ensureSeasons(
    w,
    plan.seasons.map((x) => ({ name: x.name, startsOn: today })),
  );
  for (const x of plan.seasons) ids.set(x.key, s.ids.get(x.name.trim().toLowerCase())!);
  const d = await league.ensureDivisions(
    w,
    plan.divisions.map((x) => ({ seasonId: idOf(x.season), name: x.name, sport: x.sport })),
  );
  for (const x of plan.divisions) ids.set(x.key, d.ids.get(`${idOf(x.season)}:${x.name.trim().toLowerCase()}`)!);
  const t = await league.ensureTeams(
    w,
    plan.teams.map((x) => ({ divisionId: idOf(x.division), name: x.name })),
    new Date(),
  );
  for (const x of plan.teams) ids.set(x.key, t.ids.get(`${idOf(x.division)}:${x.name.trim().toLowerCase()}`)!);

  const lineOfId = (key: string | undefined) => (key === undefined ? 0 : (firstLine.get(key) ?? 0));
  const keyOf = new Map([...ids].map(([k, id]) => [id, k]));
  for (const id of s.created) note('season', id, lineOfId(keyOf.get(id)));
  for (const id of d.created) note('division', id, lineOfId(keyOf.get(id)));
  for (const id of t.created) note('team', id, lineOfId(keyOf.get(id)));

  const rows = plan.roster.map((r) => ({
    teamId: idOf(r.team),
    divisionId: idOf(r.division),
    memberId: r.memberId,
    role: r.role,
    playingNumber: r.playerNumber,
  }));
  const lineOf = new Map(plan.roster.map((r, i) => [`${rows[i]!.teamId}:${r.memberId}:${r.role}`, r.line]));
  const added = await league.addImportedRoles(w, rows);
  for (const a of added) note('team_member', a.id, lineOf.get(`${a.teamId}:${a.memberId}:${a.role}`) ?? 0);
  return { refused: plan.refused, added: added.length };
}

/** The first line that asked for each new season, division and team. */
function linesOf(plan: TeamsPlan): Map<string, number> {
  const first = new Map<string, number>();
  const mark = (r: Ref, line: number) => {
    if ('key' in r && !first.has(r.key)) first.set(r.key, line);
  };
  for (const r of plan.roster) mark(r.team, r.line);
  for (const r of plan.roster) mark(r.division, r.line);
  for (const x of plan.teams) mark(x.division, first.get(x.key) ?? 0);
  for (const x of plan.divisions) mark(x.season, first.get(x.key) ?? 0);
  return first;
}

/**
 * Undo of the places an import made (its noted items): roster rows first, then its teams with no games and no other
 * members, then its divisions, then its seasons, each only once empty. Answers how many of each were removed.
 */
export function removePlaces(w: league.LeagueWrite, items: { kind: NoteKind | string; refId: number }[]) {
  const of = (kind: NoteKind) => items.filter((i) => i.kind === kind).map((i) => i.refId);
  return league.removeImported(w, {
    teamMembers: of('team_member'),
    teams: of('team'),
    divisions: of('division'),
    seasons: of('season'),
  });
}
