import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { GameEditBody } from '@portal/domain/competition/game-edits.staff.contract';
import { GameEditTexts as T } from '@portal/domain/competition/game-edits.staff.messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { errorMessage } from '../../lib/api-client';
import { clashCheckQuery } from './game-edits.staff.api';

/** The clashes the edit would make, asked of the server as soon as the form holds a whole edit (decision 210). */
export function ClashCheck({ gameId, values }: { gameId: number; values: unknown }) {
  const parsed = GameEditBody.safeParse(values);
  const check = useQuery({ ...clashCheckQuery(gameId, parsed.success ? parsed.data : { action: 'postpone' }), enabled: parsed.success });
  if (!parsed.success) return null;
  if (check.isPending) return <LinearProgress aria-label={T.checking} />;
  if (check.isError) return <ErrorAlert message={errorMessage(check.error, T.checking)} />;
  if (!check.data.length) return <Alert severity="success" role="status">{T.noClash}</Alert>;
  return (
    <Alert severity="warning" role="alert">
      {check.data.map((c) => <div key={`${c.kind}-${c.other_game_id}-${c.message}`}>{c.message}</div>)}
    </Alert>
  );
}
