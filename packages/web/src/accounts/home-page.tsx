import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { HomeTexts as H, RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { drawPath } from '../lib/competition-paths';
import { readFollowedTeam, type FollowedTeam } from '../lib/followed-team';
import { useSettings } from '../lib/settings';

/** ours: a follower's own team, remembered on this device, one tap from its next game (docs/decisions/110-court-side-draw.md). */
function YourTeamCard({ team }: { team: FollowedTeam }) {
  return (
    <Card
      component="section"
      aria-labelledby="your-team"
      variant="outlined"
      sx={{ borderColor: 'primary.main', borderWidth: 2 }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Typography id="your-team" variant="h6" component="h2">
          {M.yourTeam}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{team.teamName}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={drawPath(team.seasonId, team.divisionId, team.teamName)}
          variant="contained"
          sx={{ minHeight: 44 }}
        >
          {M.nextGame}
        </Button>
      </CardActions>
    </Card>
  );
}

/** spec 000 §1: welcome, three cards, and the agreement text; above them, a follower's own team (ours). */
export function HomePage() {
  const { associationName } = useSettings();
  const [followed] = useState(readFollowedTeam);
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  // A member page that sent a visitor here is where signing in, or creating an account, leads back to.
  const carried = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const loginTo = `/login${carried}`;
  const cards = [
    { title: H.signInTitle, text: H.signInText, actions: [{ label: H.signIn, to: loginTo }] },
    {
      title: H.forgotTitle,
      text: H.forgotText,
      actions: [
        { label: H.forgotUsername, to: '/username/email' },
        { label: H.resetPassword, to: '/password/email' },
      ],
    },
    {
      title: H.createTitle,
      text: H.createText,
      actions: [
        { label: H.createAccount, to: `/register${carried}` },
        { label: R.netballLink, to: `/registernetball${carried}` },
      ],
    },
  ];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 34 } }}>
          {H.welcome} {associationName}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {H.ownName}
        </Typography>
      </Box>
      {followed && <YourTeamCard team={followed} />}
      <Grid container spacing={2}>
        {cards.map((c) => (
          <Grid key={c.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {c.title}
                </Typography>
                <Typography color="textSecondary">{c.text}</Typography>
              </CardContent>
              <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
                {c.actions.map((a) => (
                  <Button key={a.label} component={RouterLink} to={a.to} variant="contained">
                    {a.label}
                  </Button>
                ))}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="textSecondary">
        {H.agreement}
      </Typography>
    </Stack>
  );
}
