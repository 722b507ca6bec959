import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { MembershipStatusText, ProfileMessages } from '@portal/domain/profile/profile.messages';
import { registrationCard } from '@portal/domain/profile/profile.rules';

const STATUS_COLOUR = {
  [MembershipStatusText.registered]: 'success',
  [MembershipStatusText.renew]: 'warning',
  [MembershipStatusText.unregistered]: 'default',
} as const;

/** spec 000 §2.3 Registration card: the non_pl text, or the sport's expiry, status and REGISTER NOW. */
export function DashboardRegistrationCard({ profile, sport }: { profile: Profile; sport: string }) {
  const card = registrationCard(profile, sport);
  return (
    <Card
      component="section"
      aria-labelledby="card-registration"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id="card-registration" variant="h6" component="h2" gutterBottom>
          Registration
        </Typography>
        {card.kind === 'nonPl' ? (
          <Typography color="textSecondary">{ProfileMessages.nonPlRegistration}</Typography>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="textSecondary">
              Expiry date: {card.expiryDate ? card.expiryDate.replaceAll('-', '/') : 'none'}
            </Typography>
            <Chip
              label={card.status}
              color={STATUS_COLOUR[card.status]}
              aria-label={`Membership status ${card.status}`}
            />
          </Stack>
        )}
      </CardContent>
      {card.kind === 'status' && card.canRegister && (
        <CardActions sx={{ p: 2 }}>
          <Button
            component={RouterLink}
            to={`/member/membership?sport=${encodeURIComponent(sport)}`}
            variant="contained"
            color="secondary"
          >
            {ProfileMessages.registerNow}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
