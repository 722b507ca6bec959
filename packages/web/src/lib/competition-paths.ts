// Web routes of the public competition pages (spec 001 §2). Kept apart from the pages so Home can link to a team's
// draw without loading the draw's code.

/** The selection the draw, standings and stats pages share (docs/decisions/112-competition-selection.md). */
export interface CompetitionSelection {
  seasonId: number | null;
  divisionId: number | null;
  teamName: string | null;
  teamId: number | null;
}

/** /draw/:season_id?/:division_id?/:team_name?/ */
export function drawPath(seasonId: number | null, divisionId: number | null, teamName: string | null): string {
  const parts = [
    seasonId,
    seasonId !== null ? divisionId : null,
    seasonId !== null && divisionId !== null ? teamName : null,
  ]
    .filter((p) => p !== null && p !== '')
    .map((p) => encodeURIComponent(String(p)));
  return `/draw/${parts.join('/')}${parts.length ? '/' : ''}`;
}

/** /member/stats/:season_id?/:division_id?/:team_id?/ : a level is kept only when every level above it is. */
export function statsPath(levels: (number | null)[]): string {
  const parts: number[] = [];
  for (const l of levels) {
    if (l === null) break;
    parts.push(l);
  }
  return `/member/stats/${parts.join('/')}${parts.length ? '/' : ''}`;
}

/** /result keeps its path (spec 001 §2); season, division and the team carried on ride in the query. */
export function resultPath(seasonId: number | null, divisionId: number | null, teamId: number | null = null): string {
  const q = new URLSearchParams();
  if (seasonId !== null) q.set('season_id', String(seasonId));
  if (seasonId !== null && divisionId !== null) q.set('division_id', String(divisionId));
  if (seasonId !== null && divisionId !== null && teamId !== null) q.set('team_id', String(teamId));
  const s = q.toString();
  return s ? `/result?${s}` : '/result';
}
