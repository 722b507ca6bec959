import { useNavigate, useParams } from 'react-router';
import type { Division, PublicTeam, Season } from '@portal/domain/competition/competition.contract';
import { statsPath } from '../lib/competition-paths';
import { useDropUnknown } from './use-drop-unknown';

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

export interface StatsLists {
  seasons?: Season[];
  divisions?: Division[];
  teams?: PublicTeam[];
}

/** Season, division and team live in the route; clearing a level clears every level below it (spec 001 §4 Stats). */
export function useStatsSelection() {
  const params = useParams();
  const navigate = useNavigate();
  const seasonId = num(params.season_id);
  const divisionId = seasonId === null ? null : num(params.division_id);
  const teamId = divisionId === null ? null : num(params.team_id);
  const go = (levels: (number | null)[]) => {
    void navigate(statsPath(levels), { replace: true, preventScrollReset: true });
  };
  return {
    seasonId,
    divisionId,
    teamId,
    go,
    setSeason: (id: number | null) => go([id]),
    setDivision: (id: number | null) => go([seasonId, id]),
    setTeam: (id: number | null) => go([seasonId, divisionId, id]),
  };
}

/** A route level missing from its parent's list, once that list loads, is dropped with the levels below it. */
export function useStatsRouteCheck(sel: ReturnType<typeof useStatsSelection>, lists: StatsLists): void {
  useDropUnknown(
    sel.seasonId,
    lists.seasons,
    (s, id) => s.season_id === id,
    () => sel.go([]),
  );
  useDropUnknown(
    sel.divisionId,
    lists.divisions,
    (d, id) => d.division_id === id,
    () => sel.go([sel.seasonId]),
  );
  useDropUnknown(
    sel.teamId,
    lists.teams,
    (t, id) => t.team_id === id,
    () => sel.go([sel.seasonId, sel.divisionId]),
  );
}
