import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { useActFor, useActingFor } from '../lib/use-act-for';
import { familyOverviewQuery, familyQuery } from './family.api';
import { FamilyFeedCard } from './family-feed-card';
import { PersonCard } from './person-card';

/** /member/family (decision 246): one card per person of the family, each with a way to act for them. */
export function FamilyPage() {
  const { token } = useAuth();
  const family = useQuery(familyQuery(token));
  const overview = useQuery(familyOverviewQuery(token));
  const acting = useActingFor();
  const actFor = useActFor();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {M.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{M.intro}</Typography>
      {family.isPending && <PageLoading label={M.loading} />}
      {family.isError && <ErrorAlert message={errorMessage(family.error, TECHNICAL_ISSUE)} />}
      {overview.isError && <ErrorAlert message={errorMessage(overview.error, TECHNICAL_ISSUE)} />}
      {family.isSuccess && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {family.data.map((p) => (
            <PersonCard
              key={p.id}
              person={p}
              current={p.self ? acting === null : acting === p.id}
              onActFor={() => actFor(p.self ? null : p.id)}
              onInvoices={() => actFor(p.self ? null : p.id, '/member/invoices')}
              overview={overview.data?.find((o) => o.id === p.id)}
            />
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <Button variant="contained" component={RouterLink} to="/member/family/add" sx={{ minHeight: 44 }}>
          {M.addChild}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/member/family/link" sx={{ minHeight: 44 }}>
          {M.linkAccount}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/member/family/guardians" sx={{ minHeight: 44 }}>
          {M.guardians}
        </Button>
      </Stack>
      <FamilyFeedCard />
    </>
  );
}
