import { Alert } from '@mui/material';
import type { InvitationDetails } from '@portal/domain/teams/invitations.contract';
import { InvitationMessages as IM } from '@portal/domain/teams/teams.messages';
import { busyIcon } from '../components/feedback/busy-icon';

/** What a team's invitation link means on the registration form (decision 156): the team to join, or that it is used up. */
export function InvitationBanner({
  details,
  checking,
  unusable,
}: {
  details: InvitationDetails | null;
  checking: boolean;
  unusable: boolean;
}) {
  if (checking)
    return (
      <Alert severity="info" role="status" icon={busyIcon(true)} sx={{ mb: 2 }}>
        {IM.checking}
      </Alert>
    );
  if (details)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {IM.banner(details.team_name, details.division_name)}
      </Alert>
    );
  if (unusable)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {IM.unusable}
      </Alert>
    );
  return null;
}
