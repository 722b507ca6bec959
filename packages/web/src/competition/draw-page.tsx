import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { roundOptions, type RoundChoice } from '@portal/domain/competition/round-options';
import { PageLoading } from '../components/feedback/page-loading';
import { drawDivisionsQuery, drawQuery, drawSeasonsQuery, drawTeamsQuery } from './competition.api';
import { DrawFilters } from './draw-filters';
import { DrawList } from './draw-list';
import { useDrawSelection } from './use-draw-selection';

/** Public draw (spec 001 §2 Draw page, §4 Draw states). Load failures are swallowed silently (§8). */
export function DrawPage() {
  const seasons = useQuery(drawSeasonsQuery());
  const sel = useDrawSelection(seasons.data?.[0]?.season_id ?? null);
  const divisions = useQuery(drawDivisionsQuery(sel.seasonId));
  const teams = useQuery(drawTeamsQuery(sel.divisionId));
  const draw = useQuery(drawQuery(sel.divisionId));
  const [round, setRound] = useState<RoundChoice>('all');
  // §4: changing season or division resets the round
  useEffect(() => setRound('all'), [sel.seasonId, sel.divisionId]);
  const division = divisions.data?.find((d) => d.division_id === sel.divisionId);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>Draw</Typography>
      <DrawFilters
        seasons={seasons.data ?? []} divisions={divisions.data ?? []} teams={teams.data ?? []}
        rounds={draw.data ? roundOptions(draw.data) : roundOptions({ divisionDraw: [], finalSeries: { Semi_Final: [], Final: [], Grand_Final: [] } })}
        seasonId={sel.seasonId} divisionId={sel.divisionId} teamName={sel.teamName} round={round}
        onSeason={sel.setSeason} onDivision={sel.setDivision} onTeam={sel.setTeam} onRound={setRound}
      />
      {(seasons.isPending || draw.isFetching) && sel.divisionId !== null && <PageLoading label="Loading draw" />}
      {draw.data && sel.divisionId !== null && (
        <DrawList draw={draw.data} round={round} team={sel.teamName} note={division?.division_note ?? ''} />
      )}
    </>
  );
}
