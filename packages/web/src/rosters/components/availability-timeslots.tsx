import { Box, Stack, ToggleButton, Typography } from '@mui/material';
import type { AvailabilityData } from '@portal/domain/rosters/rosters.contract';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { dayName, type Availability, type DayKey } from '@portal/domain/rosters/rosters.rules';
import { formatTime } from '@portal/domain/shared/time';
import CheckIcon from '@mui/icons-material/Check';

/** A chosen time: white on the primary colour (contrast above 4.5:1), the same on hover. */
const CHOSEN = {
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    borderColor: 'primary.main',
  },
} as const;

/** spec 002 §2/§4 Availability Timeslots: each day's game times at the venue, each toggled on or off. */
export function AvailabilityTimeslots({
  data,
  availability,
  onToggle,
}: {
  data: AvailabilityData;
  availability: Availability;
  onToggle: (day: DayKey, time: string) => void;
}) {
  if (!data.days.length) return <Typography sx={{ py: 2 }}>{T.noGameTimes}</Typography>;
  return (
    <Stack spacing={2.5} sx={{ py: 2 }}>
      {data.days.map(({ day, name }) => {
        const key = String(day) as DayKey;
        return (
          <Box key={day} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {name}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {(data.refGameTimes[key] ?? []).map((time) => {
                const on = (availability[key] ?? []).includes(time);
                return (
                  // Chosen is told by a check mark and a solid fill, not a pale tint alone
                  <ToggleButton
                    key={time}
                    value={time}
                    selected={on}
                    color="primary"
                    size="small"
                    onChange={() => onToggle(key, time)}
                    aria-label={T.timeslot(dayName(key), formatTime(time))}
                    sx={{ minWidth: 96, gap: 0.5, ...CHOSEN }}
                  >
                    {on && <CheckIcon fontSize="small" />}
                    {formatTime(time)}
                  </ToggleButton>
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
