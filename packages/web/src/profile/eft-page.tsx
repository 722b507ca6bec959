import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ProfileMessages, ProfileTexts } from '@portal/domain/profile/profile.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { EftForm } from './eft-form';
import { eftQuery } from './profile.api';

/** spec 000 §2.3 /member/eftaccount (is_eft only, guarded by the route table and the API). Clear values come from GET /api/member/eft. */
export function EftPage() {
  const details = useQuery(eftQuery());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {ProfileTexts.eftTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {ProfileTexts.eftIntro}
        </Typography>
        {details.isPending && <PageLoading label={ProfileMessages.loadingData} />}
        {details.isError && <ErrorAlert message={errorMessage(details.error, ProfileMessages.formError)} />}
        {details.isSuccess && <EftForm details={details.data} />}
      </Paper>
    </>
  );
}
