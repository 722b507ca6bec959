import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import type { GameDay } from '@portal/domain/competition/results.staff.contract';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { useSettings } from '../../lib/settings';
import { openingDay } from './opening-day';
import { gameDaysQuery } from './results.staff.api';
import { ScoreSheet } from './score-sheet';

const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: 'UTC' });
const dayLabel = (date: string) => `${weekday.format(new Date(`${date}T00:00:00Z`))} ${isoToDmy(date)}`;
const dayKey = (d: GameDay) => `${d.date}|${d.venue_id}`;

/** /staff/results: a venue's game day (today's unless another is picked), its games scored on one sheet (decisions 190, 272). */
export function ResultsPage() {
  const days = useQuery(gameDaysQuery());
  const { timeZone } = useSettings();
  const [params, setParams] = useSearchParams();
  const opening = days.data && openingDay(days.data, todayIn(timeZone));
  const chosen = params.get('day') ?? (opening ? dayKey(opening) : '');
  const [date, venue] = chosen.split('|');
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Button component={RouterLink} to="/staff/results/adjustments" variant="outlined">
          {T.adjustmentsTitle}
        </Button>
      </Stack>
      {days.isPending && <PageLoading label={T.loading} />}
      {days.isError && <ErrorAlert message={errorMessage(days.error, T.loading)} />}
      {days.data && (
        <Box sx={{ mb: 2 }}>
          <TextField
            select
            label={T.gameDay}
            value={chosen}
            onChange={(e) => setParams({ day: e.target.value })}
            sx={{ minWidth: 320 }}
            size="small"
            helperText={days.data.length ? undefined : T.noGameDays}
          >
            {days.data.map((d) => (
              <MenuItem key={dayKey(d)} value={dayKey(d)}>
                {`${dayLabel(d.date)} · ${d.venue} (${d.decided}/${d.games})`}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {date && venue && <ScoreSheet key={chosen} date={date} venueId={Number(venue)} />}
    </>
  );
}
