import { Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { PageLoading } from '../components/feedback/page-loading';
import { resultPath } from '../lib/competition-paths';
import { useSettings } from '../lib/settings';
import { CompetitionLinks } from './competition-links';
import { drawDivisionsQuery, drawSeasonsQuery, drawTeamsQuery, resultQuery } from './competition.api';
import { OptionPicker, SeasonSelect } from './pickers';
import { StandingsTable } from './standings-table';
import { useDropUnknown } from './use-drop-unknown';
import { useRememberedSelection } from './use-remembered-selection';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The ladder under the time of its last result, and the double-point footnote. */
function Standings({ data, team, timeZone }: { data: ResultReply['data']; team: number | null; timeZone: string }) {
  const updated = data.lastResult.updated_at;
  return (
    <>
      {updated && (
        <Typography variant="h6" component="h2" sx={{ my: 2 }}>
          {M.resultsAs(formatDateTime(updated, timeZone))}
        </Typography>
      )}
      <StandingsTable data={data} team={team} />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {M.doublePointFootnote}
      </Typography>
    </>
  );
}

/**
 * Public standings (spec 001 §2 Standings page, §4). Load failures are swallowed silently (§8). The path stays /result;
 * season and division ride in its query, shared with the draw and stats (docs/decisions/112-competition-selection.md).
 */
export function ResultPage() {
  const { timeZone } = useSettings();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const go = (s: number | null, d: number | null, t: number | null = null) => {
    void navigate(resultPath(s, d, t), { replace: true, preventScrollReset: true });
  };
  const routeSeason = num(query.get('season_id'));
  const seasons = useQuery(drawSeasonsQuery());
  const season = routeSeason ?? seasons.data?.[0]?.season_id ?? null;
  const divisionId = routeSeason === null ? null : num(query.get('division_id'));
  const divisions = useQuery(drawDivisionsQuery(season));
  const result = useQuery(resultQuery(divisionId));
  // the team carries on to the other pages when it came from them (a follower's own team)
  const teamId = num(query.get('team_id'));
  const teams = useQuery(drawTeamsQuery(teamId === null ? null : divisionId));
  const team = teams.data?.find((t) => t.team_id === teamId);
  useDropUnknown(
    routeSeason,
    seasons.data,
    (s, id) => s.season_id === id,
    () => go(null, null),
  );
  useDropUnknown(
    divisionId,
    divisions.data,
    (d, id) => d.division_id === id,
    () => go(season, null),
  );
  useDropUnknown(
    teamId,
    teams.data,
    (t, id) => t.team_id === id,
    () => go(season, divisionId),
  );
  const selection = { seasonId: season, divisionId, teamName: team?.team_name ?? null, teamId: team?.team_id ?? null };
  useRememberedSelection(routeSeason !== null, selection, (s) => go(s.seasonId, s.divisionId, s.teamId));

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {M.standingsTitle}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SeasonSelect seasons={seasons.data ?? []} value={season} onChange={(id) => go(id, null)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionPicker
            label={M.division}
            value={divisionId}
            options={(divisions.data ?? []).map((d) => ({ id: d.division_id, label: d.division_name }))}
            onChange={(id) => go(season, id === null ? null : Number(id))}
          />
        </Grid>
      </Grid>
      <CompetitionLinks sel={selection} page="result" />
      {divisionId === null && (
        <Typography sx={{ mt: 3 }} color="textSecondary">
          {M.chooseDivisionStandings}
        </Typography>
      )}
      {/* a first load only: a background refetch keeps the table on screen */}
      {divisionId !== null && result.isPending && <PageLoading label={M.loadingStandings} />}
      {result.data && divisionId !== null && (
        <Standings data={result.data} team={team?.team_id ?? null} timeZone={timeZone} />
      )}
    </>
  );
}
