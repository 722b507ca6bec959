import { Alert, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { RegistrationWelcome } from '../components/registration-welcome';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { errorMessage } from '../lib/api-client';
import { useProfile } from '../lib/member';
import { entrySeasonsQuery } from './nomination.api';
import { NominationWizard } from './nomination-wizard';

/** spec 001 §2 /member/teamnomination (adults only, by the route's gate): closed without a season open for entry. */
export function TeamNominationPage() {
  const profile = useProfile(useAuth().token);
  const seasons = useQuery(entrySeasonsQuery);
  return (
    <>
      <RegistrationWelcome />
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {M.title}
      </Typography>
      {seasons.isPending || profile.isPending ? (
        <PageLoading label={M.loading} />
      ) : seasons.isError ? (
        <ErrorAlert message={errorMessage(seasons.error, M.closed)} />
      ) : !seasons.data.length || !profile.data ? (
        <Alert severity="info">{M.closed}</Alert>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {M.disclaimer}
          </Alert>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
            <NominationWizard profile={profile.data} />
          </Paper>
        </>
      )}
    </>
  );
}
