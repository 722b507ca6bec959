import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';

/** A member without a staff role who opens /staff: what this is, and the way back (decision 163). */
export function NotForYouPage() {
  return (
    <Paper component="main" sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {T.notForYouTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {T.notForYouText}
      </Typography>
      <Button component={Link} to="/member/account" variant="contained">
        {T.backToPortal}
      </Button>
    </Paper>
  );
}
