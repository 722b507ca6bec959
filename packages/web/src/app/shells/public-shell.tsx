import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CompetitionMessages } from '@portal/domain/competition/competition.messages';
import { useSettings } from '../../lib/settings';

/** Visitors' frame: association name, the public pages, and Sign In. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { associationName, statsEnabled } = useSettings();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component={RouterLink} to="/" variant="h6" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontSize: { xs: 16, sm: 20 } }}>
            {associationName}
          </Typography>
          <Button color="inherit" component={RouterLink} to="/draw">Draw</Button>
          <Button color="inherit" component={RouterLink} to="/result">Standings</Button>
          {statsEnabled && <Button color="inherit" component={RouterLink} to="/member/stats">{CompetitionMessages.statsTitle}</Button>}
          <Button color="inherit" component={RouterLink} to="/login" variant="outlined">Sign In</Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, flexGrow: 1 }}>
        {children}
      </Container>
    </Box>
  );
}
