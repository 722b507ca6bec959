import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { secondFactorState, turnOffSecondFactor, type CodeBody } from '@portal/domain/security/two-factor.contract';
import { TwoFactorTexts as T } from '@portal/domain/security/two-factor.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { CodeForm, SetUpSecondFactor } from '../components/second-factor/second-factor-steps';
import { call, errorMessage } from '../lib/api-client';

// /member/security (ours, issue 44 item 6; decision 328): a member turns two-step sign-in on for themselves (an
// authenticator app, recovery codes) or off again with a code. Staff set theirs up here too, or at the back-office's gate.

const stateQuery = { queryKey: ['member', 'second-factor'], queryFn: async () => (await call(secondFactorState)).data };

export function TwoStepPage() {
  const state = useQuery(stateQuery);
  const off = useMutation({ mutationFn: async (body: CodeBody) => (await call(turnOffSecondFactor, { body })).data });
  const again = () => void state.refetch();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.pageTitle}
      </Typography>
      <Typography color="textSecondary">{T.intro}</Typography>
      <Stack sx={{ gap: 2, mt: 2 }}>
        {state.isPending && <PageLoading />}
        {state.isError && <ErrorAlert message={errorMessage(state.error, TECHNICAL_ISSUE)} />}
        {state.data && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Alert severity={state.data.enabled ? 'success' : 'info'} sx={{ mb: 2 }}>
              {state.data.enabled ? T.statusOn : T.statusOff}
              {state.data.enabled && ` ${T.recoveryLeft(state.data.recovery_codes_left)}`}
            </Alert>
            {state.data.enabled ? (
              state.data.staff_required ? null : (
                <>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {T.turnOff}
                  </Typography>
                  <CodeForm
                    run={(b) => off.mutateAsync(b)}
                    submitLabel={T.turnOff}
                    onDone={again}
                    busy={off.isPending}
                  />
                </>
              )
            ) : (
              <SetUpSecondFactor onDone={again} />
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
}
