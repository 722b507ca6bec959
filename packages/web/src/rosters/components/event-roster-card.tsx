import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { eventRosterCalendar, type EventRosterItem } from '@portal/domain/rosters/rosters.contract';
import { eventRosterEvent } from '@portal/domain/rosters/roster-calendar';
import { useSettings } from '../../lib/settings';
import { downloadCalendar } from '../rosters.api';
import { CalendarButtons } from './calendar-buttons';

/** spec 002 §2 Event roster, MY ROSTER: formatted date, venue, event name, function, time and court; calendar links ahead. */
export function EventRosterCard({ item, upcoming }: { item: EventRosterItem; upcoming: boolean }) {
  const { associationName, timeZone } = useSettings();
  return (
    <Card component="article" aria-label={`${item.function} ${item.schedule_time_formatted}`} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            {item.schedule_date_formatted}
          </Typography>
          <Chip size="small" color="primary" label={item.function} sx={{ maxWidth: '100%' }} />
        </Stack>
        <Typography variant="h6" component="p" sx={{ mt: 1, fontSize: 18 }}>
          {item.event_name}
        </Typography>
        <Typography variant="body2">
          {item.schedule_time_formatted} - {item.schedule_time_to_formatted}
        </Typography>
        <Typography variant="body2">{[item.court_name, item.venue_name].filter(Boolean).join(', ')}</Typography>
        {upcoming && (
          <CalendarButtons
            label={`${item.function} ${item.schedule_time_formatted}`}
            event={eventRosterEvent(item, associationName, timeZone)}
            download={() => downloadCalendar(eventRosterCalendar, { params: { id: item.id } }, `roster-${item.id}.ics`)}
          />
        )}
      </CardContent>
    </Card>
  );
}
