import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as CM } from '@portal/domain/competition/competition.messages';
import { timeoutsInSpan } from '@portal/domain/competition/live-periods';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveViewMessages as M } from '@portal/domain/competition/live-view.messages';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { SidewaysScroll } from '../../components/data/sideways-scroll';
import { PageLoading } from '../../components/feedback/page-loading';
import { drawPath } from '../../lib/competition-paths';
import { drawDivisionsQuery, drawQuery, drawSeasonsQuery } from '../competition.api';
import { liveMarkStyle } from '../draw-styles';
import { LiveMark, shownLive } from './live-mark';
import { useLiveGame } from './use-live-scores';

// The public page of one game (issue 45 item 5, ours: '/game/:game_id', docs/decisions/339): its teams, time and court
// from the draw, and its score by period, live while it is scored court-side (the stream, or polling without one).

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function GamePage() {
  const gameId = num(useParams().game_id);
  if (gameId === null) return <NotFound />;
  return <Game gameId={gameId} />;
}

function NotFound() {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {M.gameNotFound}
      </Typography>
      <Link component={RouterLink} to="/draw">
        {M.fullDraw}
      </Link>
    </>
  );
}

function Game({ gameId }: { gameId: number }) {
  const live = useLiveGame(gameId);
  const state = live.data;
  const draw = useQuery(drawQuery(state?.division_id ?? null));
  const game = draw.data && findGame(draw.data, gameId);
  const back = useDrawHref(state?.division_id ?? null);
  if (live.isError) return <NotFound />;
  if (!state) return <PageLoading label={CM.loadingDraw} />;
  const now = game?.scored ? null : shownLive(state);
  const score = now
    ? { a: now.score_a, b: now.score_b }
    : game?.scored
      ? { a: game.score_team_a_points, b: game.score_team_b_points }
      : null;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, typography: { xs: 'h5', sm: 'h4' } }}>
        {M.gameTitle(state.team_a.name, state.team_b.name)}
      </Typography>
      {game && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {displayGameDate(game.date_formatted)} · {game.time_formatted} · {game.courtLabel} · {game.venueLabel},{' '}
          {game.venueSuburb}
        </Typography>
      )}
      <Box
        role="group"
        aria-label={score ? M.liveScore(state.team_a.name, score.a ?? 0, state.team_b.name, score.b ?? 0) : undefined}
        sx={(theme) => ({
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: 1,
          maxWidth: 480,
          mb: 1,
          '& .game-live': liveMarkStyle(theme),
          '& .big': { ...theme.typography.h4, fontWeight: 700, m: 0, textAlign: 'right' },
          '& .side': { ...theme.typography.h6, m: 0 },
        })}
      >
        <p className="side">{state.team_a.name}</p>
        <p className="big">{score?.a ?? '–'}</p>
        <p className="side">{state.team_b.name}</p>
        <p className="big">{score?.b ?? '–'}</p>
        <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
          {now ? (
            <LiveMark state={now} />
          ) : game?.scored ? (
            <Typography color="success.main">{CM.fullTime}</Typography>
          ) : (
            <Typography color="textSecondary">{M.notScoredLive}</Typography>
          )}
        </Box>
      </Box>
      {now && <ByPeriod state={now} />}
      {back && (
        <Link component={RouterLink} to={back} sx={{ display: 'inline-block', mt: 3, minHeight: 40 }}>
          {M.fullDraw}
        </Link>
      )}
    </>
  );
}

/** Points per period and the total; for basketball, this period's team fouls and this half's timeouts. */
function ByPeriod({ state }: { state: LiveState }) {
  const periods = state.periods.map((_, i) => i + 1);
  const fouls = state.fouls[state.period - 1] ?? { a: 0, b: 0 };
  const timeouts = timeoutsInSpan(state.timeouts_by_period, state.period);
  const rows = [
    { name: state.team_a.name, side: 'a' as const, total: state.score_a },
    { name: state.team_b.name, side: 'b' as const, total: state.score_b },
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {M.byPeriod}
      </Typography>
      <Typography color="textSecondary">{M.nowIn(M.periodLong(state.period))}</Typography>
      <SidewaysScroll label={M.byPeriod} sx={{ maxWidth: 640 }}>
        <Table size="small" aria-label={M.byPeriod}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {M.team}
              </TableCell>
              {periods.map((p) => (
                <TableCell key={p} component="th" scope="col" align="right">
                  <abbr title={M.periodLong(p)}>{M.periodShort(p)}</abbr>
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="right">
                {M.total}
              </TableCell>
              {state.sport === 'basketball' && (
                <>
                  <TableCell component="th" scope="col" align="right">
                    <abbr title={M.fouls}>{M.foulsShort}</abbr>
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    <abbr title={M.timeouts(state.period)}>{M.timeoutsShort}</abbr>
                  </TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.side}>
                <TableCell component="th" scope="row">
                  {r.name}
                </TableCell>
                {state.periods.map((p, i) => (
                  <TableCell key={i} align="right">
                    {p[r.side]}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {r.total}
                </TableCell>
                {state.sport === 'basketball' && (
                  <>
                    <TableCell align="right">{fouls[r.side]}</TableCell>
                    <TableCell align="right">{timeouts[r.side]}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SidewaysScroll>
      {state.scorer && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {M.scorer(state.scorer.name)}
        </Typography>
      )}
    </>
  );
}

function findGame(
  draw: { divisionDraw: { games: DrawGame[] }[]; finalSeries: Record<string, DrawGame[]> },
  id: number,
) {
  const all = [...draw.divisionDraw.flatMap((r) => r.games), ...Object.values(draw.finalSeries).flat()];
  return all.find((g) => g.game === id) ?? null;
}

/** The draw of the game's division: found among the current season's divisions (the draw's own default), else /draw. */
function useDrawHref(divisionId: number | null): string | null {
  const seasons = useQuery(drawSeasonsQuery());
  const seasonId = seasons.data?.[0]?.season_id ?? null;
  const divisions = useQuery(drawDivisionsQuery(divisionId === null ? null : seasonId));
  if (divisionId === null) return null;
  const found = divisions.data?.some((d) => d.division_id === divisionId);
  return found ? drawPath(seasonId, divisionId, null) : '/draw';
}
