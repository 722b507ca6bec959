import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CourtFreeTimes } from '@portal/domain/bookings/free-times';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { formatTime } from '@portal/domain/shared/time';

/**
 * The day's free times as a list, per court (docs/decisions/229): what a portrait phone offers beside the spec's
 * landscape overlay (spec 002 §2). A member's tap on a free time starts New Booking there; a visitor reads the times
 * and signs in to book.
 */
export function FreeTimesList({
  title,
  courts,
  signedIn,
  loginPath,
  onPick,
}: {
  title: string;
  courts: readonly CourtFreeTimes[];
  signedIn: boolean;
  loginPath: string;
  onPick: (courtId: number, start: string) => void;
}) {
  return (
    <Box component="section" aria-labelledby="free-times-title" sx={{ mt: 2 }}>
      <Typography id="free-times-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {!signedIn && (
        <Alert severity="info" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={loginPath}>
            {M.freeSignIn}
          </Link>
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {courts.map(({ court, open, free }) => (
          <Box component="li" key={court.court_id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Typography component="h3" variant="body1" sx={{ fontWeight: 600, mb: 0.5 }}>
              {court.court_name}
            </Typography>
            {free.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {open ? M.freeNone : M.freeClosed}
              </Typography>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {free.map((f) => {
                const text = M.freeRange(formatTime(f.from), formatTime(f.to));
                return signedIn ? (
                  <Button
                    key={f.from}
                    variant="outlined"
                    size="medium"
                    sx={{ minHeight: 44 }}
                    onClick={() => onPick(court.court_id, f.from)}
                    aria-label={M.freeBook(court.court_name, text)}
                  >
                    {text}
                  </Button>
                ) : (
                  <Chip key={f.from} label={text} variant="outlined" />
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
