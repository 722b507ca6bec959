import { Alert, Button, Typography } from '@mui/material';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';
import type { Refused } from './use-live-scorer';

/**
 * How many entries wait on this phone, whether it has signal, and, once the server refused the phone (another device
 * holds the game), who holds it: nothing more is sent, and only the holder's own login may move the game here.
 */
export function OutboxStatus({
  waiting,
  offline,
  refused,
  holder,
  takeOver,
}: {
  waiting: number;
  offline: boolean;
  refused: Refused | null;
  /** Who holds the game, as the last state says. */
  holder: string | null;
  takeOver: (() => void) | null;
}) {
  if (refused)
    return (
      <Alert severity="warning" sx={{ my: 2 }} role="alert">
        <Typography>{refused.message}</Typography>
        {holder && !refused.message.startsWith(holder) && <Typography>{T.scoredBy(holder)}</Typography>}
        {waiting > 0 && <Typography>{M.waiting(waiting)}</Typography>}
        <Typography>{T.stopped}</Typography>
        {takeOver && (
          <Button variant="outlined" sx={{ mt: 1 }} onClick={takeOver}>
            {M.takeOver}
          </Button>
        )}
      </Alert>
    );
  return (
    <Alert severity={offline ? 'warning' : waiting > 0 ? 'info' : 'success'} sx={{ my: 1 }} role="status">
      {waiting > 0 ? M.waiting(waiting) : M.allSent}
      {offline && <Typography variant="body2">{T.offline}</Typography>}
    </Alert>
  );
}
