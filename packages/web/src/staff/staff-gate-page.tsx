import { lazy, Suspense } from 'react';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage, refusalOf } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { NotForYouPage } from './not-for-you-page';
import { SecondFactorGate } from './second-factor-gate';
import { SECOND_FACTOR_CODE, SECOND_FACTOR_SETUP } from '@portal/domain/security/two-factor';
import { staffMeQuery } from '../lib/staff-me';

// The back-office itself (its shell, pages and data grid) is a chunk of its own, loaded only once the server has said
// the member holds a staff role: a member without one never downloads it (decision 163).
const StaffApp = lazy(async () => ({ default: (await import('./staff-app')).StaffApp }));

/**
 * /staff/*: asks GET /api/staff/me, then loads the back-office, or the second factor's page first (decision 327), or
 * says it is not for this member.
 */
export function StaffGatePage() {
  const { token } = useAuth();
  const me = useQuery(staffMeQuery(token));
  if (me.isPending) return <PageLoading label={T.loading} />;
  if (me.isError) {
    const refusal = refusalOf(me.error);
    // the second factor (decision 327): set it up, or type a code, before the back-office loads
    if (refusal?.key === SECOND_FACTOR_SETUP || refusal?.key === SECOND_FACTOR_CODE)
      return (
        <SecondFactorGate
          setUp={refusal.key === SECOND_FACTOR_SETUP}
          message={refusal.message}
          onDone={() => void me.refetch()}
        />
      );
    if (refusal?.status === 403) return <NotForYouPage />;
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }}>
        <ErrorAlert message={errorMessage(me.error, T.loadFailed)} />
        <Button variant="contained" onClick={() => void me.refetch()}>
          {T.retry}
        </Button>
      </Stack>
    );
  }
  return (
    <Suspense fallback={<PageLoading label={T.loading} />}>
      <StaffApp me={me.data} />
    </Suspense>
  );
}
