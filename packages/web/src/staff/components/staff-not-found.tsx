import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';

/** An unknown path under /staff. */
export function StaffNotFound() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {AccountsMessages.notFoundTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {AccountsMessages.notFoundText}
      </Typography>
      <Button component={Link} to="/staff" variant="contained">
        {T.home}
      </Button>
    </Paper>
  );
}
