import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventIcon from '@mui/icons-material/Event';
import { googleCalendarUrl, type CalendarEvent } from '@portal/domain/shared/calendar';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { errorMessage } from '../../lib/api-client';

/** spec 002 §2: Add to Google Calendar (a link) and Add to Apple Calendar (a calendar file) for a coming entry. */
export function CalendarButtons({
  event,
  download,
  label,
}: {
  event: CalendarEvent;
  download: () => Promise<void>;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const apple = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await download();
    } catch (err) {
      setFailed(errorMessage(err, TECHNICAL_ISSUE));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventIcon />}
          target="_blank"
          rel="noopener"
          href={googleCalendarUrl(event)}
          aria-label={`${T.addToGoogle}: ${label}`}
        >
          {T.addToGoogle}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<CalendarMonthIcon />}
          onClick={() => void apple()}
          disabled={busy}
          aria-label={`${T.addToApple}: ${label}`}
        >
          {T.addToApple}
        </Button>
      </Stack>
      {failed && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {failed}
        </Typography>
      )}
    </>
  );
}
