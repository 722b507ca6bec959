import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CompetitionMessages } from '@portal/domain/competition/competition.messages';
import { useSettings } from '../../lib/settings';
import { AssociationName } from './association-name';
import { MAIN_ID, mainFocus, SkipLink } from './skip-link';

// On a phone the four links and the name share one line: less padding, still 44 px wide at least.
const tight = { px: { xs: 0.75, sm: 1.5 }, minWidth: { xs: 44, sm: 64 } } as const;

/** Visitors' frame: association name, the public pages, and Sign In. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { statsEnabled } = useSettings();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, flexWrap: 'wrap' }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              minHeight: 44,
              fontSize: { xs: 17, sm: 20 },
              display: 'flex',
              alignItems: 'center',
              color: 'inherit',
              textDecoration: 'none',
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
            }}
          >
            <AssociationName />
          </Typography>
          <Button color="inherit" component={RouterLink} to="/draw" sx={tight}>
            Draw
          </Button>
          <Button color="inherit" component={RouterLink} to="/result" sx={tight}>
            Standings
          </Button>
          {statsEnabled && (
            <Button color="inherit" component={RouterLink} to="/member/stats" sx={tight}>
              {CompetitionMessages.statsTitle}
            </Button>
          )}
          <Button
            color="inherit"
            component={RouterLink}
            to="/login"
            variant="outlined"
            sx={{ ...tight, px: { xs: 1, sm: 2 } }}
          >
            Sign In
          </Button>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 4 }, flexGrow: 1, ...mainFocus }}
      >
        {children}
      </Container>
    </Box>
  );
}
