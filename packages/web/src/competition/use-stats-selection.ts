import { useNavigate, useParams } from 'react-router';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** Web route of the stats page (spec 001 §2: /member/stats/:season_id?/:division_id?/:team_id?/). */
export function statsPath(levels: (number | null)[]): string {
  const parts: number[] = [];
  for (const l of levels) { if (l === null) break; parts.push(l); }
  return `/member/stats/${parts.join('/')}${parts.length ? '/' : ''}`;
}

/** Season, division and team live in the route; clearing a level clears every level below it (spec 001 §4 Stats). */
export function useStatsSelection() {
  const params = useParams();
  const navigate = useNavigate();
  const seasonId = num(params.season_id);
  const divisionId = seasonId === null ? null : num(params.division_id);
  const teamId = divisionId === null ? null : num(params.team_id);
  const go = (levels: (number | null)[]) => { void navigate(statsPath(levels), { replace: true }); };
  return {
    seasonId, divisionId, teamId,
    setSeason: (id: number | null) => go([id]),
    setDivision: (id: number | null) => go([seasonId, id]),
    setTeam: (id: number | null) => go([seasonId, divisionId, id]),
  };
}
