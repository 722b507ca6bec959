import { useState } from 'react';
import { Alert, Autocomplete, Button, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useQuery } from '@tanstack/react-query';
import type { EventRosterBody, RosterEvent } from '@portal/domain/rosters/rosters.contract';
import { RosterLabels as L, RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { isUpcoming } from '@portal/domain/rosters/rosters.rules';
import { instantToLocal } from '@portal/domain/shared/calendar';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { EventRosterCard } from './components/event-roster-card';
import { FullRosterHtml } from './components/full-roster-html';
import type { RosterView } from './referee-roster-form';
import { eventRosterQuery, rosterEventsQuery } from './rosters.api';

/** The event picker and its read-only roster date (the event's). */
function EventPicker({
  events,
  event,
  onPick,
}: {
  events: RosterEvent[];
  event: RosterEvent | null;
  onPick: (event: RosterEvent | null) => void;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          options={events}
          value={event}
          onChange={(_, e) => onPick(e)}
          getOptionLabel={(e) => e.event_name}
          isOptionEqualToValue={(a, b) => a.event_id === b.event_id}
          renderOption={({ key, ...props }, e) => (
            <li key={key} {...props}>
              {e.event_name} ({e.event_date_formatted})
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={L.event} />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField
          label={L.roster}
          value={event?.event_date_formatted ?? ''}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true },
            inputLabel: { shrink: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <CalendarMonthIcon color="disabled" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
    </Grid>
  );
}

/**
 * spec 002 §2 Event roster (/member/roster, is_roster): the Local Roster heading, the event picker, the read-only
 * roster date (the event's), MY ROSTER cards and the FULL ROSTER block.
 */
export function EventRosterPage() {
  const { timeZone } = useSettings();
  const events = useQuery(rosterEventsQuery());
  const [event, setEvent] = useState<RosterEvent | null>(null);
  const [request, setRequest] = useState<{ body: EventRosterBody; view: RosterView } | null>(null);
  const roster = useQuery(eventRosterQuery(request?.body ?? null));
  const now = instantToLocal(new Date(), timeZone);
  const show = (view: RosterView) =>
    event && setRequest({ body: { event: event.event_id, roster: event.event_date }, view });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {T.eventTitle}
      </Typography>
      {events.isPending && <PageLoading />}
      {events.isError && <ErrorAlert message={errorMessage(events.error, TECHNICAL_ISSUE)} />}
      <EventPicker
        events={events.data ?? []}
        event={event}
        onPick={(e) => {
          setEvent(e);
          setRequest(null);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={!event || roster.isFetching} onClick={() => show('my')}>
          {T.myRoster}
        </Button>
        <Button variant="outlined" disabled={!event || roster.isFetching} onClick={() => show('full')}>
          {T.fullRoster}
        </Button>
      </Stack>
      {!event && (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {T.chooseEvent}
        </Typography>
      )}
      <section aria-live="polite">
        {roster.isFetching && <PageLoading />}
        {roster.isError && <ErrorAlert message={errorMessage(roster.error, TECHNICAL_ISSUE)} />}
        {roster.data && request?.view === 'my' && (
          <>
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
              {T.myRoster}
            </Typography>
            {!roster.data.roster.length && <Alert severity="info">{T.noMyEntries}</Alert>}
            <Grid container spacing={2}>
              {roster.data.roster.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <EventRosterCard
                    item={item}
                    upcoming={isUpcoming(`${item.schedule_date}T${item.schedule_time}`, now)}
                  />
                </Grid>
              ))}
            </Grid>
          </>
        )}
        {roster.data && request?.view === 'full' && (
          <>
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
              {T.fullRoster}
            </Typography>
            <FullRosterHtml html={roster.data.full_roster} />
          </>
        )}
      </section>
      <CalendarFeedCard />
    </>
  );
}
