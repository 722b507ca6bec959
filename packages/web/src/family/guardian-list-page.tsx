import { Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { GuardianGrantForm } from './guardian-grant-form';
import { GuardianInvitations } from './guardian-invitations';
import { GuardianInviteForm } from './guardian-invite-form';
import { GuardianLeaveButton } from './guardian-leave-button';
import { guardiansQuery } from './guardians.api';

const named = (guardians: { name: string; you: boolean }[]) =>
  guardians.map((g) => (g.you ? `${g.name} (${G.you})` : g.name)).join(', ');

/** /member/family/guardians (decision 248): each person the member looks after and their guardians, by name only. */
export function GuardianListPage() {
  const list = useQuery(guardiansQuery());
  const data = list.data?.data;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {G.title}
      </Typography>
      <Link component={RouterLink} to="/member/family">
        {G.backToFamily}
      </Link>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography color="textSecondary">{G.intro}</Typography>
          {list.isPending && <PageLoading />}
          {list.isError && <ErrorAlert message={errorMessage(list.error, AccountsMessages.technicalIssue)} />}
          {data && !data.children.length && <Typography sx={{ mt: 2 }}>{G.noChildren}</Typography>}
          {data && data.children.length > 0 && (
            <List aria-label={G.title}>
              {data.children.map((c) => (
                // The button flows after the names and wraps under them on a phone (as a secondary action it sat on top of them).
                <ListItem key={c.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                  <ListItemText primary={c.name} secondary={named(c.guardians)} sx={{ flex: '1 1 220px' }} />
                  <GuardianLeaveButton childId={c.id} name={c.name} />
                </ListItem>
              ))}
            </List>
          )}
          {data && data.myGuardians.length > 0 && (
            <Typography sx={{ mt: 2 }}>
              <strong>{G.yourGuardians}:</strong> {named(data.myGuardians)}
            </Typography>
          )}
        </Paper>
        {data && <GuardianInvitations invitations={data.invitations} />}
        {data && data.children.length > 0 && <GuardianInviteForm people={data.children} />}
        {/* Giving access again is for a member who claimed their own sign-in at 18 (decision 249): others have no former guardian. */}
        {data?.claimed && <GuardianGrantForm />}
      </Stack>
    </>
  );
}
