import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { listNames } from '@portal/domain/family/guardians.rules';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { busyIcon } from '../components/feedback/busy-icon';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { invitationCheckQuery, useAcceptInvitation } from './guardians.api';

/**
 * /member/family/invitation/:code (decision 248): a member route, so a visitor signs in (or registers) first and the
 * redirect query brings them back here; then they accept with their own account. The same page opens a request to
 * look after its sender again (`own`, decision 260), usable only by the member it was sent to.
 */
export function GuardianInvitationPage() {
  const { code = '' } = useParams();
  const check = useQuery(invitationCheckQuery(code));
  const accept = useAcceptInvitation();
  const offer = check.data;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {G.invitationTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {check.isPending && <PageLoading />}
          {check.isError && <ErrorAlert message={errorMessage(check.error, AccountsMessages.technicalIssue)} />}
          {offer && !offer.usable && !accept.isSuccess && (
            <Alert severity="error" role="alert">
              {G.codeUnusable}
            </Alert>
          )}
          {offer?.usable && !accept.isSuccess && (
            <>
              <Typography>
                {offer.own ? G.accessFrom(offer.from) : G.invitationFrom(offer.from, listNames(offer.children))}
              </Typography>
              {accept.isError && <ErrorAlert message={errorMessage(accept.error, AccountsMessages.technicalIssue)} />}
              <div>
                <Button
                  variant="contained"
                  disabled={accept.isPending}
                  startIcon={busyIcon(accept.isPending)}
                  onClick={() => accept.mutate(code)}
                >
                  {G.accept}
                </Button>
              </div>
            </>
          )}
          {accept.isSuccess && (
            <Alert severity="success" role="status">
              {accept.data.data.message}
            </Alert>
          )}
          <Link component={RouterLink} to="/member/family/guardians">
            {G.title}
          </Link>
        </Stack>
      </Paper>
    </>
  );
}
