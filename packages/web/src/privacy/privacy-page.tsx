import { Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PrivacyTexts as T } from '@portal/domain/privacy/privacy.messages';

/**
 * /member/privacy (ours, issue 44 item 3; decisions 322, 323): "Your data" — a copy of a person's data for the member
 * and each child they look after, corrections, and (helper D's DeletionCard, last) closing an account.
 */
export function PrivacyPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.title}
      </Typography>
      <Typography color="textSecondary">{T.intro}</Typography>
      <Stack sx={{ gap: 2, mt: 2 }}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography variant="h6" component="h2">
            {T.correctTitle}
          </Typography>
          <Typography color="textSecondary">{T.correctIntro}</Typography>
          <Link component={RouterLink} to="/member/profile">
            {T.profileLink}
          </Link>
        </Paper>
        {/* The deletion card (helper D: ./DeletionCard.tsx) goes here, last. */}
      </Stack>
    </>
  );
}
