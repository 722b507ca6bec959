import { useNavigate, useParams } from 'react-router';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** Web route of the draw (spec 001 §2: /draw/:season_id?/:division_id?/:team_name?/). */
export function drawPath(seasonId: number | null, divisionId: number | null, teamName: string | null): string {
  const parts = [seasonId, seasonId !== null ? divisionId : null, seasonId !== null && divisionId !== null ? teamName : null]
    .filter((p) => p !== null && p !== '')
    .map((p) => encodeURIComponent(String(p)));
  return `/draw/${parts.join('/')}${parts.length ? '/' : ''}`;
}

/**
 * The draw's season, division and team live in the route (spec 001 §2: route params preselect them), so a
 * follower can share or bookmark a team's draw. Changing a level drops the levels below it (§4).
 */
export function useDrawSelection(defaultSeasonId: number | null) {
  const params = useParams();
  const navigate = useNavigate();
  const seasonId = num(params.season_id) ?? defaultSeasonId;
  const divisionId = num(params.division_id);
  const teamName = params.team_name ? params.team_name : null;
  const go = (s: number | null, d: number | null, t: string | null) => { void navigate(drawPath(s, d, t), { replace: true }); };
  return {
    seasonId, divisionId, teamName,
    setSeason: (id: number) => go(id, null, null),
    setDivision: (id: number | null) => go(seasonId, id, null),
    setTeam: (name: string | null) => go(seasonId, divisionId, name),
  };
}
