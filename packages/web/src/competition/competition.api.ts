import { queryOptions } from '@tanstack/react-query';
import * as C from '@portal/domain/competition/competition.contract';
import { fillPath } from '@portal/domain/shared/fill-path';
import { call } from '../lib/api-client';
import { FRESH } from '../lib/freshness';

// Query options for every public competition call (spec 001 §7). Failures are swallowed by the pages (§8).
const opts = { staleTime: FRESH.minute, retry: 1 } as const;

export const drawSeasonsQuery = () =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'seasons'],
    queryFn: async () => (await call(C.drawSeasons)).data,
  });

export const drawDivisionsQuery = (seasonId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'divisions', seasonId],
    enabled: seasonId !== null,
    queryFn: async () => (await call(C.drawDivisions, { params: { id: seasonId! } })).data,
  });

export const drawTeamsQuery = (divisionId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'teams', divisionId],
    enabled: divisionId !== null,
    queryFn: async () => (await call(C.drawTeams, { params: { id: divisionId! } })).data,
  });

export const drawQuery = (divisionId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'draw', divisionId],
    enabled: divisionId !== null,
    queryFn: async () => (await call(C.draw, { query: { division_id: divisionId! } })).data,
  });

export const resultQuery = (divisionId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'result', divisionId],
    enabled: divisionId !== null,
    queryFn: async () => (await call(C.result, { query: { division_id: divisionId! } })).data,
  });

export const statsSeasonsQuery = () =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'stats', 'seasons'],
    queryFn: async () => (await call(C.statsSeasons)).data,
  });

export const statsDivisionsQuery = (seasonId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'stats', 'divisions', seasonId],
    enabled: seasonId !== null,
    queryFn: async () => (await call(C.statsDivisions, { params: { id: seasonId! } })).data,
  });

export const statsTeamsQuery = (divisionId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'stats', 'teams', divisionId],
    enabled: divisionId !== null,
    queryFn: async () => (await call(C.statsTeams, { params: { id: divisionId! } })).data,
  });

export const statsGamesQuery = (divisionId: number | null, teamId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'stats', 'games', divisionId, teamId],
    enabled: divisionId !== null && teamId !== null,
    queryFn: async () => (await call(C.statsGames, { params: { id: divisionId!, team_id: teamId! } })).data,
  });

export const statsGameQuery = (divisionId: number | null, teamId: number | null, gameId: number | null) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'stats', 'game', divisionId, teamId, gameId],
    enabled: divisionId !== null && teamId !== null && gameId !== null,
    queryFn: async () =>
      (await call(C.statsGame, { params: { id: divisionId!, team_id: teamId!, game_id: gameId! } })).data,
  });

/** A team's season totals (ours, decision 226); `enabled` only once chosen. */
export const statsTotalsQuery = (divisionId: number | null, teamId: number | null, enabled: boolean) =>
  queryOptions({
    ...opts,
    queryKey: ['competition', 'stats', 'totals', divisionId, teamId],
    enabled: enabled && divisionId !== null && teamId !== null,
    queryFn: async () => (await call(C.statsTotals, { params: { id: divisionId!, team_id: teamId! } })).data,
  });

/** The .ics download link of a game ('Add to Apple Calendar'); the path comes from the contract. */
export const gameCalendarHref = (gameId: number) => fillPath(C.gameCalendar.path, { id: gameId });
