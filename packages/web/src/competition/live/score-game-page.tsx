import { Button, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { LiveEntry } from '@portal/domain/competition/live-score';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { ConfirmStep } from './confirm-step';
import { myLiveGamesQuery } from './live-mine.api';
import { OutboxStatus } from './outbox-status';
import { PeriodClock } from './period-clock';
import { PeriodTable } from './period-table';
import { ScoreButtons } from './score-buttons';
import { Scoreboard } from './scoreboard';
import { useLiveScorer } from './use-live-scorer';

/** What the Undo button names: "Hornsby Hawks +2", "Team foul Hornsby Hawks"… */
function undoLabel(state: LiveState, e: LiveEntry | null): string | null {
  if (!e?.team) return null;
  const name = state[`team_${e.team}`].name;
  if (e.kind === 'score') return state.sport === 'netball' ? T.goalFor(name) : T.scoreBy(name, e.points ?? 0);
  return e.kind === 'foul' ? T.foulFor(name) : T.timeoutFor(name);
}

/**
 * /member/scoring/:game_id (issue 45 item 4, decision 340): the court-side scorer on a phone. Start scoring claims the
 * game for this phone; every tap is kept on the phone and sent in order when there is signal; at the end, the
 * confirm step.
 */
export function ScoreGamePage() {
  const gameId = Number(useParams().game_id);
  const s = useLiveScorer(gameId);
  // the list of the member's games says why they may score this one: a rostered scorer does not confirm
  const mine = useQuery(myLiveGamesQuery());
  const scorerOnly = mine.data?.find((g) => g.game_id === gameId)?.role === 'scorer';
  const state = s.shown;
  const playing = state && state.status !== 'final';
  return (
    <>
      <Link
        component={RouterLink}
        to="/member/scoring"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {T.back}
      </Link>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, mb: 1 }}>
        {state ? `${state.team_a.name} v ${state.team_b.name}` : T.listTitle}
      </Typography>
      {!state && s.game.isPending && <PageLoading label={T.loading} />}
      {!state && s.game.isError && <ErrorAlert message={errorMessage(s.game.error, TECHNICAL_ISSUE)} />}
      {state && <Scoreboard state={state} />}
      {playing && (s.holding || s.refused) && (
        <OutboxStatus
          waiting={s.waiting}
          offline={s.offline}
          refused={s.refused}
          holder={state.scorer?.name ?? null}
          takeOver={s.refused?.key === 'live_held_yours' ? () => s.start(true) : null}
        />
      )}
      {playing && !s.holding && !s.refused && (
        <Button
          variant="contained"
          size="large"
          sx={{ my: 2, minHeight: 56, width: '100%' }}
          disabled={s.claim.isPending}
          onClick={() => s.start(false)}
        >
          {s.claim.isPending ? T.starting : T.start}
        </Button>
      )}
      {playing && s.holding && (
        <ScoreButtons state={state} tap={s.tap} undo={s.undo} undoWhat={undoLabel(state, s.last)} />
      )}
      {state && <PeriodTable state={state} />}
      {playing && s.holding && <PeriodClock period={state.period} />}
      {state && (s.holding || state.status !== 'not_started') && !s.refused && (
        <ConfirmStep state={state} waiting={s.waiting} mayConfirm={!scorerOnly} />
      )}
    </>
  );
}
