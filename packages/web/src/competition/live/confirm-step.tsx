import { Alert, Button, Paper, Typography } from '@mui/material';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { errorMessage } from '../../lib/api-client';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { useConfirmScore } from './live-scorer.api';

/**
 * The end of the game: the score as scored, who confirmed it, and this person's confirmation. Both managers confirm
 * the same score, or a competition officer alone; it then goes through the league's write path (standings follow).
 * A member rostered as the game's scorer is told so instead of given a button the server would refuse.
 */
export function ConfirmStep({
  state,
  waiting,
  mayConfirm,
}: {
  state: LiveState;
  waiting: number;
  mayConfirm: boolean;
}) {
  const confirm = useConfirmScore(state.game_id);
  const line = T.finalLine(state.team_a.name, state.score_a, state.team_b.name, state.score_b);
  if (state.status === 'final')
    return (
      <Alert severity="success" sx={{ my: 2 }}>
        {M.confirmedFinal} {line}
      </Alert>
    );
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, my: 2 }} aria-labelledby="confirm-title">
      <Typography id="confirm-title" variant="h6" component="h2">
        {T.confirmTitle}
      </Typography>
      <Typography color="textSecondary">{T.confirmIntro}</Typography>
      <Typography sx={{ fontSize: 22, fontWeight: 700, my: 1 }}>{line}</Typography>
      {state.confirmations.map((c) => (
        <Typography key={c.by}>{T.confirmedBy(c.name, c.score_a, c.score_b)}</Typography>
      ))}
      {waiting > 0 && <Typography color="warning.main">{T.confirmWait}</Typography>}
      <ErrorAlert message={confirm.isError ? errorMessage(confirm.error, TECHNICAL_ISSUE) : null} />
      {confirm.isSuccess && state.status === 'to_confirm' && <Alert severity="info">{M.toConfirm}</Alert>}
      {mayConfirm ? (
        <Button
          variant="contained"
          sx={{ mt: 1, minHeight: 48 }}
          disabled={waiting > 0 || confirm.isPending}
          onClick={() => confirm.mutate({ score_a: state.score_a, score_b: state.score_b })}
        >
          {M.confirm}
        </Button>
      ) : (
        <Typography color="textSecondary">{T.confirmByOthers}</Typography>
      )}
    </Paper>
  );
}
