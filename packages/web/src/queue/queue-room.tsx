import { useEffect, useRef } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { QueueTexts as T } from '@portal/domain/shared/queue.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { mainFocus } from '../app/shells/skip-link';
import { useSettings } from '../lib/settings';
import { QueuePlace } from './queue-place';
import type { QueueView } from './use-queue-state';

/**
 * The waiting room (decision 346): "You're in the queue", the place and the estimate, updated by itself; before a
 * scheduled opening, when registrations open (decision 347). Focus moves to its heading, and its news is a polite
 * status that screen readers read out as it changes.
 */
export function QueueRoom({ view }: { view: Exclude<QueueView, { kind: 'checking' | 'inside' }> }) {
  const { timeZone } = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const state = view.kind === 'waiting' ? view.state : null;
  const notOpen = state?.status === 'not_open' ? state : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: 24, sm: 32 }, mb: 2, ...mainFocus }}
      >
        {notOpen ? T.notOpenTitle : T.title}
      </Typography>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {view.kind === 'lost' && <Alert severity="warning">{T.lost}</Alert>}
        {notOpen?.opens_at && <Typography>{T.opensAt(formatDateTime(notOpen.opens_at, timeZone))}</Typography>}
        {state?.status === 'waiting' && <QueuePlace state={state} />}
        {view.kind === 'waiting' && view.offline && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {T.offline}
          </Alert>
        )}
      </Box>
      {state && (
        <>
          <LinearProgress aria-hidden sx={{ my: 3 }} />
          {!notOpen && <Typography>{T.intro}</Typography>}
          {!notOpen && (
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {T.keepOpen}
            </Typography>
          )}
        </>
      )}
      {view.kind === 'lost' && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => window.location.reload()}>
          {T.startAgain}
        </Button>
      )}
    </Paper>
  );
}
