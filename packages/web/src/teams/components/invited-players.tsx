import { Button, Stack, Typography } from '@mui/material';
import type { InvitedPlayer } from '@portal/domain/teams/invitations.contract';
import { InvitationMessages as IM } from '@portal/domain/teams/teams.messages';

const name = (p: InvitedPlayer) => `${p.firstname} ${p.lastname}`;

/**
 * Players invited to register (decision 154): 'Invited' with the email for those who see contacts (no date of birth or
 * mobile: they are not members yet), and Withdraw for the manager and team admin.
 */
export function InvitedPlayers({
  invited,
  onWithdraw,
}: {
  invited: readonly InvitedPlayer[];
  onWithdraw?: (p: InvitedPlayer) => void;
}) {
  if (!invited.length) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {IM.invitedPlayers}
      </Typography>
      <Stack component="ul" aria-label={IM.invitedPlayers} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invited.map((p) => (
          <Stack
            component="li"
            key={p.invitation}
            direction="row"
            sx={{
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{name(p)}</strong>
              {' · '}
              <Typography component="span" color="warning" sx={{ fontWeight: 600 }}>
                {p.status}
              </Typography>
              {p.email ? ` · ${p.email}` : ''}
              {` · ${IM.invitedOn} ${p.invited}`}
            </Typography>
            {onWithdraw && (
              <Button
                size="small"
                color="error"
                onClick={() => onWithdraw(p)}
                aria-label={IM.withdrawInvitation(name(p))}
              >
                {IM.withdraw}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </>
  );
}
