import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PrivacyTexts as T } from '@portal/domain/privacy/privacy.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { CorrectionCard } from './correction-card';
import { DeletionCard } from './DeletionCard';
import { DownloadLink, ExportCard } from './export-card';
import { privacyQuery } from './privacy.api';

/**
 * /member/privacy (ours, issue 44 item 3; decisions 322, 323): "Your data" — a copy of a person's data for the member
 * and each child they look after (the mailed link comes back here with ?download=), corrections, and (helper D's
 * DeletionCard, last) closing an account.
 */
export function PrivacyPage() {
  const [search] = useSearchParams();
  const token = search.get('download');
  const query = useQuery(privacyQuery());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.title}
      </Typography>
      <Typography color="textSecondary">{T.intro}</Typography>
      <Stack sx={{ gap: 2, mt: 2 }}>
        {token && <DownloadLink token={token} />}
        {query.isPending && <PageLoading />}
        {query.isError && <ErrorAlert message={errorMessage(query.error, TECHNICAL_ISSUE)} />}
        {query.data && (
          <>
            <ExportCard people={query.data.people} exports={query.data.exports} />
            <CorrectionCard people={query.data.people} corrections={query.data.corrections} />
            <DeletionCard people={query.data.people} />
          </>
        )}
      </Stack>
    </>
  );
}
