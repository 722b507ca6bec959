import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { TeamEntryTexts as T } from '@portal/domain/accounts/accounts.messages';

/** spec 000 §2.3 Team Entry landing: an existing manager logs in, or a new manager creates a user. */
export function TeamEntryPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 34 } }}>
        {T.title}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {T.existingTitle}
              </Typography>
              <Typography color="textSecondary">{T.existingText}</Typography>
            </CardContent>
            <CardActions sx={{ p: 2 }}>
              <Button component={RouterLink} to="/login?redirect=%2Fmember%2Fteamnomination" variant="contained">
                {T.logIn}
              </Button>
            </CardActions>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {T.newTitle}
              </Typography>
              <Typography color="textSecondary">{T.newText}</Typography>
            </CardContent>
            <CardActions sx={{ p: 2 }}>
              <Button component={RouterLink} to="/registerteamentry" variant="contained">
                {T.createUser}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
