import { Alert, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  MemberMessagingMessages as M,
  MemberMessagingTexts as T,
} from '@portal/domain/messaging/messaging.member.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { busyIcon } from '../components/feedback/busy-icon';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage, refusalOf } from '../lib/api-client';
import { unsubscribeInfoQuery, useUnsubscribe } from './messaging.api';

/**
 * /unsubscribe/:token (ours, issue 43 item 4; decision 311): a message's unsubscribe link, signed in or not. It says
 * what it turns off, with the person's first name only, and the button turns it off at once.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const info = useQuery(unsubscribeInfoQuery(token));
  const done = useUnsubscribe(token);
  const refused = refusalOf(info.error);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.unsubscribeTitle}
      </Typography>
      {info.isPending && <PageLoading />}
      {info.isError && (
        <Alert severity="error">
          {refused?.status === 404 ? M.badLink : errorMessage(info.error, TECHNICAL_ISSUE)}
        </Alert>
      )}
      {info.data && !done.isSuccess && (
        <>
          <Typography sx={{ mb: 1 }}>
            {T.unsubscribeWhat(info.data.firstName, info.data.kindLabel, info.data.association)}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {T.unsubscribeKept}
          </Typography>
          <ErrorAlert message={done.isError ? errorMessage(done.error, TECHNICAL_ISSUE) : null} />
          <Button
            variant="contained"
            disabled={done.isPending}
            startIcon={busyIcon(done.isPending)}
            onClick={() => done.mutate()}
          >
            {T.unsubscribeButton}
          </Button>
        </>
      )}
      {done.isSuccess && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {done.data.message}
          </Alert>
          <Typography color="textSecondary">{T.preferencesAfter}</Typography>
        </>
      )}
    </Paper>
  );
}
