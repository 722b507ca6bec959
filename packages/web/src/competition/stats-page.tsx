import { useEffect, useState } from 'react';
import { Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { PageLoading } from '../components/feedback/page-loading';
import { statsDivisionsQuery, statsGameQuery, statsGamesQuery, statsSeasonsQuery, statsTeamsQuery } from './competition.api';
import { OptionPicker } from './option-picker';
import { StatsTable } from './stats-table';
import { useStatsRouteCheck, useStatsSelection } from './use-stats-selection';

const num = (id: number | string | null) => (id === null ? null : Number(id));

/** Public player stats (spec 001 §2 Stats page, §4): season → division → team → game date, then the table. */
export function StatsPage() {
  const sel = useStatsSelection();
  const [gameId, setGameId] = useState<number | null>(null);
  useEffect(() => setGameId(null), [sel.seasonId, sel.divisionId, sel.teamId]);
  const seasons = useQuery(statsSeasonsQuery());
  const divisions = useQuery(statsDivisionsQuery(sel.seasonId));
  const teams = useQuery(statsTeamsQuery(sel.divisionId));
  const games = useQuery(statsGamesQuery(sel.divisionId, sel.teamId));
  const stats = useQuery(statsGameQuery(sel.divisionId, sel.teamId, gameId));
  useStatsRouteCheck(sel, { seasons: seasons.data, divisions: divisions.data, teams: teams.data });
  const cell = { xs: 12, sm: 6, md: 3 } as const;

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{M.statsTitle}</Typography>
      <Grid container spacing={2}>
        <Grid size={cell}>
          <OptionPicker label={M.season} value={sel.seasonId} onChange={(id) => sel.setSeason(num(id))}
            options={(seasons.data ?? []).map((s) => ({ id: s.season_id, label: s.season_name }))} />
        </Grid>
        <Grid size={cell}>
          <OptionPicker label={M.division} value={sel.divisionId} disabled={sel.seasonId === null} onChange={(id) => sel.setDivision(num(id))}
            options={(divisions.data ?? []).map((d) => ({ id: d.division_id, label: d.division_name }))} />
        </Grid>
        <Grid size={cell}>
          <OptionPicker label={M.team} value={sel.teamId} disabled={sel.divisionId === null} onChange={(id) => sel.setTeam(num(id))}
            options={(teams.data ?? []).map((t) => ({ id: t.team_id, label: t.team_name }))} />
        </Grid>
        <Grid size={cell}>
          <OptionPicker label={M.gameDate} value={gameId} disabled={sel.teamId === null} onChange={(id) => setGameId(num(id))}
            options={(games.data ?? []).map((g) => ({ id: g.gs_game_id, label: displayGameDate(g.gs_date_formatted) }))} />
        </Grid>
      </Grid>
      {gameId === null && <Typography sx={{ mt: 3 }} color="text.secondary">{M.chooseStats}</Typography>}
      {gameId !== null && stats.isPending && <PageLoading label={M.loadingStats} />}
      {gameId !== null && stats.data && <StatsTable key={gameId} rows={stats.data} />}
    </>
  );
}
