import { Alert, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { GuardiansReply } from '@portal/domain/family/guardians.contract';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { listNames } from '@portal/domain/family/guardians.rules';
import { formatDateTime } from '@portal/domain/shared/time';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { useWithdrawInvitation } from './guardians.api';

type Invitation = GuardiansReply['data']['invitations'][number];

/** The member's second-guardian invitations not yet accepted: to whom, for whom, until when; each may be withdrawn (issue 40 item 11). */
export function GuardianInvitations({ invitations }: { invitations: Invitation[] }) {
  const { timeZone } = useSettings();
  const withdraw = useWithdrawInvitation();
  if (!invitations.length && !withdraw.isSuccess) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="pending-invitations" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="pending-invitations" variant="h6" component="h2">
        {G.pending}
      </Typography>
      {withdraw.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {withdraw.data.data.message}
        </Alert>
      )}
      {withdraw.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(withdraw.error, G.noInvitation)}
        </Alert>
      )}
      <List aria-label={G.pending}>
        {invitations.map((i) => (
          <ListItem key={i.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={i.to}
              secondary={G.pendingLine(listNames(i.children), formatDateTime(i.expires_at, timeZone))}
              sx={{ flex: '1 1 220px' }}
            />
            <Button
              variant="outlined"
              disabled={withdraw.isPending}
              aria-label={`${G.withdraw}: ${i.to}`}
              onClick={() => withdraw.mutate(i.id)}
            >
              {G.withdraw}
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
