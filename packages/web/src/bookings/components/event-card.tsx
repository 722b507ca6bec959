import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { eventTime } from '@portal/domain/bookings/booking-calendar';
import type { BookingEvent } from '@portal/domain/bookings/bookings.contract';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';

/** spec 002 §2: clicking an event shows venue, type, court, from and to (DD/MM/YYYY HH:mm). */
export function EventCard({ event, onClose }: { event: BookingEvent | null; onClose: () => void }) {
  const rows: [string, string][] = event
    ? [
        [M.eventVenue, event.venue],
        [M.eventType, event.option ? `${event.type} (${event.option})` : event.type],
        [M.eventCourt, event.court],
        [M.eventFrom, eventTime(event.start)],
        [M.eventTo, eventTime(event.end)],
      ]
    : [];
  return (
    <Dialog open={Boolean(event)} onClose={onClose} aria-labelledby="event-card-title" maxWidth="xs" fullWidth>
      <DialogTitle id="event-card-title">{event?.type}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 0 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
