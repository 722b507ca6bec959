import { Alert, Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { isProfileComplete } from '@portal/domain/profile/profile.rules';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { guidedProfileLink } from './use-guided-fields';

/** spec 000 §2.3 dashboard Profile card, with the red alert when required fields are missing. */
export function ProfileCard({ profile, sport }: { profile: Profile; sport?: string }) {
  return (
    <Card
      component="section"
      aria-labelledby="card-profile"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id="card-profile" variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <Typography color="textSecondary">{ProfileMessages.profileCardText}</Typography>
        {/* The alert leads to the profile with the missing fields marked and the first focused (decision 121). */}
        {!isProfileComplete(profile) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <Link
              component={RouterLink}
              to={guidedProfileLink(sport ?? profile.main_sport)}
              color="inherit"
              sx={{ display: 'inline-block', py: 1, my: -1, fontWeight: 600 }}
            >
              {ProfileMessages.missingInformation}
            </Link>
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button
          component={RouterLink}
          to={`/member/profile?sport=${encodeURIComponent(sport ?? profile.main_sport)}`}
          variant="contained"
        >
          Update
        </Button>
      </CardActions>
    </Card>
  );
}
