import { Button, Paper, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useRouteError } from 'react-router';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ShellMessages as M } from '@portal/domain/shared/shell.messages';

/** A page's code that could not be fetched (a lazy chunk on a bad connection), as the browsers word it. */
const isFetchFailure = (err: unknown) =>
  err instanceof TypeError &&
  /dynamically imported module|module script failed|importing a module script failed|error loading dynamically imported module/i.test(
    err.message,
  );

/**
 * Shown in place of a page that failed, inside the shell (decision 125): a page's code missing for want of signal
 * says so, anything else is the spec's technical issue. Reload fetches the page again.
 */
export function PageError() {
  const err = useRouteError();
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {M.pageFailedTitle}
      </Typography>
      {/* plain text, not an Alert: this element is in every page's first load and must stay small */}
      <Typography role="alert" color="error" sx={{ mb: 2 }}>
        {isFetchFailure(err) ? M.pageFailedOffline : TECHNICAL_ISSUE}
      </Typography>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
        {M.reload}
      </Button>
    </Paper>
  );
}
