import type { ImportRefusal, ImportTeamPlace, ImportTeamRole } from './import-row';

// Teams and the season from a file (issue 42 item 5, docs/decisions/300): the people's places become the seasons,
// divisions, teams and roster rows the league needs, matched to what is there by name whatever its case. Pure: the
// server reads what exists (one query each) and writes what this plan says is missing.

/** What the league holds now: the seasons, the divisions and teams of the seasons named, the players among the people. */
export interface LeagueNow {
  seasons: { id: number; name: string }[];
  divisions: { id: number; seasonId: number; name: string }[];
  teams: { id: number; divisionId: number; name: string }[];
  /** the people's roster rows in those divisions (every role) */
  roster: { memberId: number; divisionId: number; teamId: number; role: string }[];
}

/** A person with their places, as the import placed them. */
export interface PlacedPerson {
  memberId: number;
  line: number;
  places: ImportTeamPlace[];
}

/** A season, division or team: one there already (id), or one to create (key, named by the plan). */
export type Ref = { id: number } | { key: string };

export interface NewDivision {
  key: string;
  season: Ref;
  name: string;
  sport: 'basketball' | 'netball';
}
export interface NewTeam {
  key: string;
  division: Ref;
  name: string;
}
export interface RosterPlace {
  team: Ref;
  division: Ref;
  memberId: number;
  role: ImportTeamRole;
  playerNumber: number | null;
  line: number;
}

export interface TeamsPlan {
  seasons: { key: string; name: string }[];
  divisions: NewDivision[];
  teams: NewTeam[];
  roster: RosterPlace[];
  refused: ImportRefusal[];
}

export const TeamsPlanMessages = {
  noSeason: 'No season: the file has no Season column here; choose the season on the page',
  noGrade: 'A team without a grade: the Grade (or Competition) column is empty',
  twoTeams: (team: string, other: string, division: string) =>
    `A player in two teams of ${division}: ${team} and ${other}`,
} as const;

const low = (s: string) => s.trim().toLowerCase();

/** The division's name (decision 300): the grade, or the competition when there is no grade; '' when neither. */
export const divisionName = (p: Pick<ImportTeamPlace, 'grade' | 'competition'>): string =>
  p.grade.trim() || p.competition.trim();

/** The sport of a new division (decision 300): netball when its competition, grade or season says so. */
export const sportOf = (p: Pick<ImportTeamPlace, 'grade' | 'competition' | 'season'>): 'basketball' | 'netball' =>
  /netball/i.test(`${p.competition} ${p.grade} ${p.season}`) ? 'netball' : 'basketball';

const refKey = (r: Ref) => ('id' in r ? `#${r.id}` : r.key);

/** Index of what exists, by lower-cased name within its parent. */
function indexOf(now: LeagueNow) {
  return {
    season: new Map(now.seasons.map((s) => [low(s.name), s.id])),
    division: new Map(now.divisions.map((d) => [`#${d.seasonId}\u0000${low(d.name)}`, d.id])),
    team: new Map(now.teams.map((t) => [`#${t.divisionId}\u0000${low(t.name)}`, t.id])),
    teamName: new Map(now.teams.map((t) => [t.id, t.name])),
    player: new Map(
      now.roster.filter((r) => r.role === 'player').map((p) => [`#${p.divisionId}\u0000${p.memberId}`, p.teamId]),
    ),
    row: new Set(now.roster.map((r) => `#${r.teamId}\u0000${r.memberId}\u0000${r.role}`)),
  };
}

/**
 * The plan of the people's places: what to create and which roster rows to add. `chosenSeason` is the season picked
 * on the page, used for places whose file has no Season. A player placed in two teams of one division (in the file,
 * or already in another team there) is refused at that place, with the person's line; their other places stand.
 */
export function planTeams(people: PlacedPerson[], now: LeagueNow, chosenSeason: number | null): TeamsPlan {
  const ix = indexOf(now);
  const plan: TeamsPlan = { seasons: [], divisions: [], teams: [], roster: [], refused: [] };
  const made = new Map<string, Ref>();
  const names = new Map<string, string>();
  const make = (key: string, found: number | undefined, create: (k: string) => void): Ref => {
    if (found !== undefined) return { id: found };
    if (!made.has(key)) {
      made.set(key, { key });
      create(key);
    }
    return made.get(key)!;
  };
  const rows = new Set<string>(ix.row);
  for (const person of people) {
    for (const place of person.places) {
      if (!place.team.trim()) continue;
      const refuse = (column: string, reason: string) => plan.refused.push({ line: person.line, column, reason });
      const seasonName = place.season.trim();
      if (!seasonName && chosenSeason === null) {
        refuse('Season', TeamsPlanMessages.noSeason);
        continue;
      }
      const dName = divisionName(place);
      if (!dName) {
        refuse('Grade', TeamsPlanMessages.noGrade);
        continue;
      }
      const season: Ref = seasonName
        ? make(`s:${low(seasonName)}`, ix.season.get(low(seasonName)), (key) =>
            plan.seasons.push({ key, name: seasonName }),
          )
        : { id: chosenSeason! };
      const dKey = `${refKey(season)}\u0000${low(dName)}`;
      const division = make(`d:${dKey}`, ix.division.get(dKey), (key) =>
        plan.divisions.push({ key, season, name: dName, sport: sportOf(place) }),
      );
      const tKey = `${refKey(division)}\u0000${low(place.team)}`;
      const team = make(`t:${tKey}`, ix.team.get(tKey), (key) =>
        plan.teams.push({ key, division, name: place.team.trim() }),
      );
      if (!('id' in team)) names.set(team.key, place.team.trim());
      if (place.role === 'player') {
        const pKey = `${refKey(division)}\u0000${person.memberId}`;
        const there = made.get(`p:${pKey}`) ?? (ix.player.has(pKey) ? { id: ix.player.get(pKey)! } : undefined);
        if (there && refKey(there) !== refKey(team)) {
          const other = 'id' in there ? (ix.teamName.get(there.id) ?? '') : (names.get(there.key) ?? '');
          refuse('Team', TeamsPlanMessages.twoTeams(place.team.trim(), other, dName));
          continue;
        }
        made.set(`p:${pKey}`, team);
      }
      const row = `${refKey(team)}\u0000${person.memberId}\u0000${place.role}`;
      if (rows.has(row)) continue;
      rows.add(row);
      plan.roster.push({
        team,
        division,
        memberId: person.memberId,
        role: place.role,
        playerNumber: place.role === 'player' ? place.playerNumber : null,
        line: person.line,
      });
    }
  }
  return plan;
}
