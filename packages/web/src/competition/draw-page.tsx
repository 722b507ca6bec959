import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { roundOptions, type RoundChoice } from '@portal/domain/competition/round-options';
import { CalendarSubscribeLink } from '../components/calendar-subscribe-link';
import { PageLoading } from '../components/feedback/page-loading';
import { drawDivisionsQuery, drawQuery, drawSeasonsQuery, drawTeamsQuery } from './competition.api';
import { DrawFilters } from './draw-filters';
import { DrawList } from './draw-list';
import { useDrawRouteCheck, useDrawSelection } from './use-draw-selection';

const NO_DRAW = { divisionDraw: [], finalSeries: { Semi_Final: [], Final: [], Grand_Final: [] } };

/** Public draw (spec 001 §2 Draw page, §4 Draw states). Load failures are swallowed silently (§8). */
export function DrawPage() {
  const seasons = useQuery(drawSeasonsQuery());
  const sel = useDrawSelection(seasons.data?.[0]?.season_id ?? null);
  const divisions = useQuery(drawDivisionsQuery(sel.seasonId));
  const teams = useQuery(drawTeamsQuery(sel.divisionId));
  const draw = useQuery(drawQuery(sel.divisionId));
  useDrawRouteCheck(sel, { seasons: seasons.data, divisions: divisions.data, teams: teams.data });
  const [round, setRound] = useState<RoundChoice>('all');
  // §4: changing season or division resets the round
  useEffect(() => setRound('all'), [sel.seasonId, sel.divisionId]);
  const division = divisions.data?.find((d) => d.division_id === sel.divisionId);
  const team = teams.data?.find((t) => t.team_name === sel.teamName);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{M.drawTitle}</Typography>
      <DrawFilters
        seasons={seasons.data ?? []} divisions={divisions.data ?? []} teams={teams.data ?? []}
        rounds={roundOptions(draw.data ?? NO_DRAW)}
        seasonId={sel.seasonId} divisionId={sel.divisionId} teamName={sel.teamName} round={round}
        onSeason={sel.setSeason} onDivision={sel.setDivision} onRound={setRound}
        // §4: selecting a team forces All Rounds, so clearing it later shows every round again
        onTeam={(name) => { setRound('all'); sel.setTeam(name); }}
      />
      {/* ours: a chosen team's games can be followed in a phone calendar (docs/decisions/074-team-calendar-feed.md) */}
      {team && <CalendarSubscribeLink teamId={team.team_id} />}
      {sel.divisionId === null && <Typography sx={{ mt: 3 }} color="text.secondary">{M.chooseDivisionDraw}</Typography>}
      {/* a first load only: a background refetch keeps the draw on screen */}
      {sel.divisionId !== null && draw.isPending && <PageLoading label={M.loadingDraw} />}
      {draw.data && sel.divisionId !== null && (
        <DrawList draw={draw.data} round={round} team={sel.teamName} note={division?.division_note ?? ''} />
      )}
    </>
  );
}
