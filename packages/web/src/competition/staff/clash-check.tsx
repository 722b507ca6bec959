import { Alert, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { GameEditBody } from '@portal/domain/competition/game-edits.staff.contract';
import { GameEditMessages as M, GameEditTexts as T } from '@portal/domain/competition/game-edits.staff.messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { errorMessage } from '../../lib/api-client';
import { clashCheckQuery } from './game-edits.staff.api';

/**
 * The clashes the edit would make (of a move or a swap), and who its save emails (decision 271), asked of the server
 * as soon as the form holds a whole edit (decision 210).
 */
export function ClashCheck({ gameId, values }: { gameId: number; values: unknown }) {
  const parsed = GameEditBody.safeParse(values);
  const check = useQuery({
    ...clashCheckQuery(gameId, parsed.success ? parsed.data : { action: 'postpone' }),
    enabled: parsed.success,
  });
  if (!parsed.success) return null;
  if (check.isPending) return <LinearProgress aria-label={T.checking} />;
  if (check.isError) return <ErrorAlert message={errorMessage(check.error, T.checking)} />;
  const { clashes, told } = check.data;
  const moves = parsed.data.action === 'move' || parsed.data.action === 'swap';
  return (
    <Stack spacing={1}>
      {moves && !clashes.length && (
        <Alert severity="success" role="status">
          {T.noClash}
        </Alert>
      )}
      {clashes.length > 0 && (
        <Alert severity="warning" role="alert">
          {clashes.map((c) => (
            <div key={`${c.kind}-${c.other_game_id}-${c.message}`}>{c.message}</div>
          ))}
        </Alert>
      )}
      {!clashes.length && (
        <Alert severity="info" role="note" aria-label={T.whoIsTold}>
          {M.told(told)}
        </Alert>
      )}
    </Stack>
  );
}
