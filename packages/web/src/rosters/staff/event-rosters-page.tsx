import { useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { EventRosterStaffTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { EventDetail } from './event-detail';
import { EventForm } from './event-form';
import {
  staffEventQuery,
  staffEventsQuery,
  useAddEntry,
  useCancelEntry,
  useCreateEvent,
  useNotify,
} from './event-rosters.api';
import { EventsTable } from './events-table';
import { boardOptionsQuery } from './rosters-staff.api';

/** /staff/event-rosters: events, their schedules, the officials' emails and the full roster (decision 197). */
export function EventRostersPage() {
  const options = useQuery(boardOptionsQuery());
  const events = useQuery(staffEventsQuery());
  const [open, setOpen] = useState<number | null>(null);
  const event = useQuery(staffEventQuery(open));
  const create = useCreateEvent();
  const add = useAddEntry();
  const cancel = useCancelEntry();
  const notify = useNotify();
  const changes = [create, add, cancel, notify];
  const reset = () => changes.forEach((c) => c.reset());
  const message = create.data?.message ?? add.data?.message ?? cancel.data?.message ?? notify.data?.message;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <SuccessNotice message={message} onClose={reset} />
      <RefusalAlert
        error={create.error ?? add.error ?? cancel.error ?? notify.error ?? events.error ?? event.error}
        onClose={reset}
      />
      {(events.isPending || options.isPending) && <PageLoading label={T.loading} />}
      <Paper component="section" variant="outlined" aria-labelledby="events-heading" sx={{ p: 1.5 }}>
        <Typography id="events-heading" variant="h6" component="h2">
          {T.events}
        </Typography>
        {options.data && (
          <EventForm
            venues={options.data.venues}
            busy={create.isPending}
            onCreate={(body, done) => {
              reset();
              create.mutate(body, {
                onSuccess: (d) => {
                  setOpen(d.event_id);
                  done();
                },
              });
            }}
          />
        )}
        {events.data && (
          <EventsTable
            events={events.data}
            open={open}
            onOpen={(id) => {
              reset();
              setOpen(id);
            }}
          />
        )}
      </Paper>
      {event.data && (
        <EventDetail
          event={event.data}
          busy={add.isPending || cancel.isPending}
          notifying={notify.isPending}
          onAdd={(body, done) => {
            reset();
            add.mutate({ eventId: event.data.event_id, body }, { onSuccess: done });
          }}
          onCancel={(id) => {
            reset();
            cancel.mutate(id);
          }}
          onNotify={() => {
            reset();
            notify.mutate(event.data.event_id);
          }}
        />
      )}
    </>
  );
}
