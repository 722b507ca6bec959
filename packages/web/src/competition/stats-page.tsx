import { lazy, Suspense, useEffect, useState } from 'react';
import { Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { DrawReply, StatsGame } from '@portal/domain/competition/competition.contract';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { opponentIn } from '@portal/domain/competition/next-game';
import { PageLoading } from '../components/feedback/page-loading';
import { CompetitionLinks } from './competition-links';
import {
  drawQuery,
  statsDivisionsQuery,
  statsGameQuery,
  statsGamesQuery,
  statsSeasonsQuery,
  statsTeamsQuery,
  statsTotalsQuery,
} from './competition.api';
import type { PickerOption } from '../components/form-fields/option-picker';
import { OptionPicker } from './pickers';
import { useRememberedSelection } from './use-remembered-selection';
import { useStatsRouteCheck, useStatsSelection } from './use-stats-selection';

// The table (search, paging, tooltips) shows only once a game is chosen: its code loads then (decision 127).
const StatsTable = lazy(async () => ({ default: (await import('./stats-table')).StatsTable }));

const num = (id: number | string | null) => (id === null ? null : Number(id));
/** The game date picker's first choice: the season's games summed (ours, decision 226). */
const TOTALS = 'totals';
type GameChoice = number | typeof TOTALS | null;

/** A game date names the opponent, read from the division's draw (ours, decision 113); the date alone until it loads. */
function gameLabel(g: StatsGame, draw: DrawReply['data'] | undefined, team: string | undefined): string {
  const date = displayGameDate(g.gs_date_formatted);
  const opponent = draw && team ? opponentIn(draw, g.gs_game_id, team) : null;
  return opponent ? M.gameAgainst(date, opponent) : date;
}

const cell = { xs: 12, sm: 6, md: 3 } as const;

/** The four selectors: season, division, team and game date (or the season's totals). */
function StatsPickers({
  sel,
  choice,
  onChoice,
  seasons,
  divisions,
  teams,
  games,
}: {
  sel: ReturnType<typeof useStatsSelection>;
  choice: GameChoice;
  onChoice: (choice: GameChoice) => void;
  seasons: PickerOption[];
  divisions: PickerOption[];
  teams: PickerOption[];
  games: PickerOption[];
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <OptionPicker
          label={M.season}
          value={sel.seasonId}
          onChange={(id) => sel.setSeason(num(id))}
          options={seasons}
        />
      </Grid>
      <Grid size={cell}>
        <OptionPicker
          label={M.division}
          value={sel.divisionId}
          disabled={sel.seasonId === null}
          onChange={(id) => sel.setDivision(num(id))}
          options={divisions}
        />
      </Grid>
      <Grid size={cell}>
        <OptionPicker
          label={M.team}
          value={sel.teamId}
          disabled={sel.divisionId === null}
          onChange={(id) => sel.setTeam(num(id))}
          options={teams}
        />
      </Grid>
      <Grid size={cell}>
        <OptionPicker
          label={M.gameDate}
          value={choice}
          disabled={sel.teamId === null}
          onChange={(id) => onChoice(id === TOTALS ? TOTALS : num(id))}
          options={games}
        />
      </Grid>
    </Grid>
  );
}

/**
 * Public player stats (spec 001 §2 Stats page, §4): season → division → team → game date, then the table. The selection
 * is shared with the draw and standings (docs/decisions/112-competition-selection.md).
 */
export function StatsPage() {
  const sel = useStatsSelection();
  const [choice, setChoice] = useState<GameChoice>(null);
  const gameId = typeof choice === 'number' ? choice : null;
  useEffect(() => setChoice(null), [sel.seasonId, sel.divisionId, sel.teamId]);
  const seasons = useQuery(statsSeasonsQuery());
  const divisions = useQuery(statsDivisionsQuery(sel.seasonId));
  const teams = useQuery(statsTeamsQuery(sel.divisionId));
  const games = useQuery(statsGamesQuery(sel.divisionId, sel.teamId));
  const stats = useQuery(statsGameQuery(sel.divisionId, sel.teamId, gameId));
  const totals = useQuery(statsTotalsQuery(sel.divisionId, sel.teamId, choice === TOTALS));
  const shown = choice === TOTALS ? totals : stats;
  const draw = useQuery(drawQuery(sel.teamId === null ? null : sel.divisionId));
  useStatsRouteCheck(sel, { seasons: seasons.data, divisions: divisions.data, teams: teams.data });
  const team = teams.data?.find((t) => t.team_id === sel.teamId);
  const selection = {
    seasonId: sel.seasonId,
    divisionId: sel.divisionId,
    teamName: team?.team_name ?? null,
    teamId: sel.teamId,
  };
  useRememberedSelection(sel.seasonId !== null, selection, (s) => sel.go([s.seasonId, s.divisionId, s.teamId]));

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {M.statsTitle}
      </Typography>
      <StatsPickers
        sel={sel}
        choice={choice}
        onChoice={setChoice}
        seasons={(seasons.data ?? []).map((s) => ({ id: s.season_id, label: s.season_name }))}
        divisions={(divisions.data ?? []).map((d) => ({ id: d.division_id, label: d.division_name }))}
        teams={(teams.data ?? []).map((t) => ({ id: t.team_id, label: t.team_name }))}
        games={[
          ...(games.data?.length ? [{ id: TOTALS, label: M.seasonTotals }] : []),
          ...(games.data ?? []).map((g) => ({ id: g.gs_game_id, label: gameLabel(g, draw.data, team?.team_name) })),
        ]}
      />
      <CompetitionLinks sel={selection} page="stats" />
      {choice === null && (
        <Typography sx={{ mt: 3 }} color="textSecondary">
          {M.chooseStats}
        </Typography>
      )}
      {choice !== null && shown.isPending && <PageLoading label={M.loadingStats} />}
      {choice !== null && shown.data && (
        <Suspense fallback={<PageLoading label={M.loadingStats} />}>
          <StatsTable key={choice} rows={shown.data} totals={choice === TOTALS} />
        </Suspense>
      )}
    </>
  );
}
