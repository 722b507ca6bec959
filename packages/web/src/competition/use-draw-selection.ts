import { useNavigate, useParams } from 'react-router';
import type { Division, PublicTeam, Season } from '@portal/domain/competition/competition.contract';
import { drawPath } from '../lib/competition-paths';
import { useDropUnknown } from './use-drop-unknown';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

export interface DrawLists {
  seasons?: Season[];
  divisions?: Division[];
  teams?: PublicTeam[];
}

/**
 * The draw's season, division and team live in the route (spec 001 §2: route params preselect them), so a
 * follower can share or bookmark a team's draw. Changing a level drops the levels below it (§4).
 */
export function useDrawSelection(defaultSeasonId: number | null) {
  const params = useParams();
  const navigate = useNavigate();
  const routeSeasonId = num(params.season_id);
  const seasonId = routeSeasonId ?? defaultSeasonId;
  const divisionId = num(params.division_id);
  const teamName = params.team_name ? params.team_name : null;
  const go = (s: number | null, d: number | null, t: string | null) => {
    void navigate(drawPath(s, d, t), { replace: true, preventScrollReset: true });
  };
  return {
    routeSeasonId,
    seasonId,
    divisionId,
    teamName,
    go,
    setSeason: (id: number) => go(id, null, null),
    setDivision: (id: number | null) => go(seasonId, id, null),
    setTeam: (name: string | null) => go(seasonId, divisionId, name),
  };
}

/** A route level missing from its parent's list, once that list loads, is dropped with the levels below it. */
export function useDrawRouteCheck(sel: ReturnType<typeof useDrawSelection>, lists: DrawLists): void {
  useDropUnknown(
    sel.routeSeasonId,
    lists.seasons,
    (s, id) => s.season_id === id,
    () => sel.go(null, null, null),
  );
  useDropUnknown(
    sel.divisionId,
    lists.divisions,
    (d, id) => d.division_id === id,
    () => sel.go(sel.seasonId, null, null),
  );
  useDropUnknown(
    sel.teamName,
    lists.teams,
    (t, name) => t.team_name === name,
    () => sel.go(sel.seasonId, sel.divisionId, null),
  );
}
