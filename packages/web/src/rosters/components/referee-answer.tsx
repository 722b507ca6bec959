import { Alert, Button, Chip, Stack } from '@mui/material';
import type { RefereeResponse } from '@portal/domain/rosters/referee-responses.contract';
import { RefereeResponseTexts as T } from '@portal/domain/rosters/referee-responses.messages';
import { errorMessage } from '../../lib/api-client';
import { useRespond } from '../referee-responses.api';

/** Accept or decline one published game of MY ROSTER (decision 279): its answer so far, and the two buttons while it is to come. */
export function RefereeAnswer({ answer, match }: { answer: RefereeResponse; match: string }) {
  const respond = useRespond();
  const send = (response: 'accepted' | 'declined') =>
    respond.mutate({ id: answer.id, response, version: answer.version });
  const label = answer.moved ? T.moved : T.status[answer.response];
  return (
    <Stack sx={{ mt: 1.5, gap: 1 }} role="group" aria-label={`${label}: ${match}`}>
      {answer.moved ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {T.moved}
        </Alert>
      ) : (
        <Chip
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          color={answer.response === 'accepted' ? 'success' : 'warning'}
          variant="outlined"
          label={label}
        />
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        {(answer.moved || answer.response !== 'accepted') && (
          <Button
            size="small"
            variant="contained"
            disabled={respond.isPending}
            onClick={() => send('accepted')}
            aria-label={T.answer(T.accept, match)}
          >
            {T.accept}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={respond.isPending}
          onClick={() => send('declined')}
          aria-label={T.answer(T.decline, match)}
        >
          {T.decline}
        </Button>
      </Stack>
      {respond.data && (
        <Alert severity="success" role="status" sx={{ py: 0 }}>
          {respond.data.message}
        </Alert>
      )}
      {respond.isError && (
        <Alert severity="error" sx={{ py: 0 }}>
          {errorMessage(respond.error, T.movedMeanwhile)}
        </Alert>
      )}
    </Stack>
  );
}
