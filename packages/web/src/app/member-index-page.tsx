import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';

/** spec 000 §2.1: the bare /member path. */
export function MemberIndexPage() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {AccountsMessages.memberRouteText}
      </Typography>
      <Button component={Link} to="/member/account" variant="contained">
        Back to dashboard
      </Button>
    </Paper>
  );
}
