import { Typography } from '@mui/material';
import type { QueueState } from '@portal/domain/shared/queue.contract';
import { QueueTexts as T } from '@portal/domain/shared/queue.messages';

/** The visitor's place and the estimate of their wait. */
export function QueuePlace({ state }: { state: QueueState }) {
  return (
    <>
      <Typography variant="h5" component="p" sx={{ fontSize: { xs: 20, sm: 24 } }}>
        {T.place(state.place ?? 0)}
      </Typography>
      {state.place === 1 && <Typography sx={{ mt: 1 }}>{T.next}</Typography>}
      <Typography sx={{ mt: 1 }}>{state.wait_minutes === null ? T.waitUnknown : T.wait(state.wait_minutes)}</Typography>
    </>
  );
}
