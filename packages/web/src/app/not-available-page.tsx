import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';

/** Shown by routes of the table whose page has not been built yet; says so honestly. */
export function NotAvailablePage() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        This page is not available yet
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        This part of the portal is still being built. Please contact the association for help in the meantime.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Back to the portal
      </Button>
    </Paper>
  );
}
