// The follower's own team and the last competition selection, remembered on this device (localStorage), so Home
// and the draw open on the team's next game (docs/decisions/110-court-side-draw.md, 112-competition-selection.md).
import type { CompetitionSelection } from './competition-paths';

export interface FollowedTeam {
  seasonId: number;
  divisionId: number;
  teamName: string;
  teamId: number;
}

const FOLLOWED = 'portal.followedTeam';
const LAST = 'portal.competitionSelection';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function read(key: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: object | null): void {
  try {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {
    /* private mode or full storage: the device simply does not remember */
  }
}

export function readFollowedTeam(): FollowedTeam | null {
  const v = read(FOLLOWED);
  if (
    !v ||
    !isId(v.seasonId) ||
    !isId(v.divisionId) ||
    !isId(v.teamId) ||
    typeof v.teamName !== 'string' ||
    !v.teamName
  )
    return null;
  return { seasonId: v.seasonId, divisionId: v.divisionId, teamName: v.teamName, teamId: v.teamId };
}

export function writeFollowedTeam(team: FollowedTeam | null): void {
  write(FOLLOWED, team);
}

/** The selection a competition page opens on when its route names none: the followed team, else the last one seen. */
export function readOpeningSelection(): CompetitionSelection | null {
  const f = readFollowedTeam();
  if (f) return f;
  const v = read(LAST);
  if (!v || !isId(v.seasonId)) return null;
  const divisionId = isId(v.divisionId) ? v.divisionId : null;
  return {
    seasonId: v.seasonId,
    divisionId,
    teamName: divisionId !== null && typeof v.teamName === 'string' && v.teamName ? v.teamName : null,
    teamId: divisionId !== null && isId(v.teamId) ? v.teamId : null,
  };
}

export function writeLastSelection(sel: CompetitionSelection): void {
  write(LAST, sel.seasonId === null ? null : sel);
}
