import { useEffect, useState } from 'react';
import { Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { PageLoading } from '../components/feedback/page-loading';
import { useSettings } from '../lib/settings';
import { drawDivisionsQuery, drawSeasonsQuery, resultQuery } from './competition.api';
import { OptionPicker } from './option-picker';
import { SeasonSelect } from './season-select';
import { StandingsTable } from './standings-table';

/** Public standings (spec 001 §2 Standings page, §4). Load failures are swallowed silently (§8). */
export function ResultPage() {
  const { timeZone } = useSettings();
  const seasons = useQuery(drawSeasonsQuery());
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const season = seasonId ?? seasons.data?.[0]?.season_id ?? null;
  const divisions = useQuery(drawDivisionsQuery(season));
  const result = useQuery(resultQuery(divisionId));
  useEffect(() => setDivisionId(null), [season]);
  const updated = result.data?.lastResult.updated_at;

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{M.standingsTitle}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}><SeasonSelect seasons={seasons.data ?? []} value={season} onChange={setSeasonId} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionPicker label={M.division} value={divisionId} options={(divisions.data ?? []).map((d) => ({ id: d.division_id, label: d.division_name }))}
            onChange={(id) => setDivisionId(id === null ? null : Number(id))} />
        </Grid>
      </Grid>
      {divisionId === null && <Typography sx={{ mt: 3 }} color="text.secondary">{M.chooseDivisionStandings}</Typography>}
      {/* a first load only: a background refetch keeps the table on screen */}
      {divisionId !== null && result.isPending && <PageLoading label={M.loadingStandings} />}
      {result.data && divisionId !== null && (
        <>
          {updated && <Typography variant="h6" component="h2" sx={{ my: 2 }}>{M.resultsAs(formatDateTime(updated, timeZone))}</Typography>}
          <StandingsTable data={result.data} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{M.doublePointFootnote}</Typography>
        </>
      )}
    </>
  );
}
