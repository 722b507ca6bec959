import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DrawReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { currentSection, nextGame } from '@portal/domain/competition/next-game';
import { roundOptions, type RoundChoice } from '@portal/domain/competition/round-options';
import { CalendarSubscribeLink } from '../components/calendar-subscribe-link';
import { PageLoading } from '../components/feedback/page-loading';
import { CompetitionLinks } from './competition-links';
import { drawDivisionsQuery, drawQuery, drawSeasonsQuery, drawTeamsQuery } from './competition.api';
import { DrawFilters } from './draw-filters';
import { DrawList, gameId, sectionId } from './draw-list';
import { FollowTeamButton } from './follow-team-button';
import { useDrawRouteCheck, useDrawSelection } from './use-draw-selection';
import { useOwnTeamNames } from './use-own-teams';
import { useRememberedSelection } from './use-remembered-selection';
import { useLiveDivision } from './live/use-live-scores';
import { playsOn } from './live/live-merge';
import { todayIn } from '@portal/domain/shared/time';
import { useSettings } from '../lib/settings';

const NO_DRAW = { divisionDraw: [], finalSeries: { Semi_Final: [], Final: [], Grand_Final: [] } };

/** Where the draw opens: the chosen team's next game, or else the current round (when rounds before it are shown). */
function opening(drawData: DrawReply['data'] | undefined, teamName: string | null, round: RoundChoice) {
  const next = drawData && teamName ? nextGame(drawData, teamName) : null;
  const current = drawData && !teamName && round === 'all' ? currentSection(drawData) : null;
  // the current round is scrolled to only when rounds before it are on the page (not for Round #1)
  const startsLater = current !== null && !('round' in current && current.round === drawData?.divisionDraw[0]?.round);
  const target = next ? gameId(next.game) : current && startsLater ? sectionId(current) : null;
  return { next, target };
}

/** A chosen team can be followed, and its games subscribed to in a phone calendar. */
function TeamActions({
  team,
  seasonId,
  divisionId,
}: {
  team: { team_id: number; team_name: string };
  seasonId: number | null;
  divisionId: number | null;
}) {
  return (
    <>
      {divisionId !== null && seasonId !== null && (
        <Box sx={{ mt: 2 }}>
          <FollowTeamButton
            key={team.team_id}
            team={{ seasonId, divisionId, teamName: team.team_name, teamId: team.team_id }}
          />
        </Box>
      )}
      {/* ours: a chosen team's games can be followed in a phone calendar (docs/decisions/074-team-calendar-feed.md) */}
      <CalendarSubscribeLink teamId={team.team_id} />
    </>
  );
}

/**
 * Public draw (spec 001 §2 Draw page, §4 Draw states). Load failures are swallowed silently (§8). It opens on the
 * chosen team's next game, or on the current round (docs/decisions/110-court-side-draw.md).
 */
export function DrawPage() {
  const seasons = useQuery(drawSeasonsQuery());
  const sel = useDrawSelection(seasons.data?.[0]?.season_id ?? null);
  const divisions = useQuery(drawDivisionsQuery(sel.seasonId));
  const teams = useQuery(drawTeamsQuery(sel.divisionId));
  const draw = useQuery(drawQuery(sel.divisionId));
  // The list builds its sections a few per task (decision 138): a slow phone stays responsive while a long draw is built.
  const drawData = draw.data;
  const ownTeams = useOwnTeamNames(sel.divisionId);
  // games being scored court-side show their live score (issue 45 item 5, docs/decisions/339)
  const { timeZone } = useSettings();
  const live = useLiveDivision(playsOn(drawData, todayIn(timeZone)) ? sel.divisionId : null);
  useDrawRouteCheck(sel, { seasons: seasons.data, divisions: divisions.data, teams: teams.data });
  const [round, setRound] = useState<RoundChoice>('all');
  // §4: changing season or division resets the round
  useEffect(() => setRound('all'), [sel.seasonId, sel.divisionId]);
  const division = divisions.data?.find((d) => d.division_id === sel.divisionId);
  const team = teams.data?.find((t) => t.team_name === sel.teamName);
  const selection = {
    seasonId: sel.seasonId,
    divisionId: sel.divisionId,
    teamName: sel.teamName,
    teamId: team?.team_id ?? null,
  };
  useRememberedSelection(sel.routeSeasonId !== null, selection, (s) => sel.go(s.seasonId, s.divisionId, s.teamName));

  const { next, target } = opening(drawData, sel.teamName, round);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {M.drawTitle}
      </Typography>
      <DrawFilters
        seasons={seasons.data ?? []}
        divisions={divisions.data ?? []}
        teams={teams.data ?? []}
        ownTeams={ownTeams}
        rounds={roundOptions(drawData ?? NO_DRAW)}
        seasonId={sel.seasonId}
        divisionId={sel.divisionId}
        teamName={sel.teamName}
        round={round}
        onSeason={sel.setSeason}
        onDivision={sel.setDivision}
        onRound={setRound}
        // §4: selecting a team forces All Rounds, so clearing it later shows every round again
        onTeam={(name) => {
          setRound('all');
          sel.setTeam(name);
        }}
      />
      {team && <TeamActions team={team} seasonId={sel.seasonId} divisionId={sel.divisionId} />}
      <CompetitionLinks sel={selection} page="draw" />
      {sel.divisionId === null && (
        <Typography sx={{ mt: 3 }} color="textSecondary">
          {M.chooseDivisionDraw}
        </Typography>
      )}
      {/* a first load only: a background refetch keeps the draw on screen */}
      {sel.divisionId !== null && draw.isPending && <PageLoading label={M.loadingDraw} />}
      {drawData && sel.divisionId !== null && (
        <DrawList
          live={live}
          draw={drawData}
          round={round}
          team={sel.teamName}
          note={division?.division_note ?? ''}
          next={next?.game ?? null}
          opening={{ target, key: `${sel.divisionId}|${sel.teamName}`, block: next ? 'center' : 'start' }}
        />
      )}
    </>
  );
}
