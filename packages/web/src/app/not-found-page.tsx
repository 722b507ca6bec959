import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';

/** spec 000 §2.3: 404 page with a button back to login. */
export function NotFoundPage() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {AccountsMessages.notFoundTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {AccountsMessages.notFoundText}
      </Typography>
      <Button component={Link} to="/login" variant="contained">
        Back to login
      </Button>
    </Paper>
  );
}
