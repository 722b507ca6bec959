import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { GameOnCourt } from '@portal/domain/bookings/blocks.staff.contract';
import type { StaffBookingRow } from '@portal/domain/bookings/bookings.staff.contract';
import { BlockTexts as T, BookingStaffTexts as B } from '@portal/domain/bookings/bookings.staff.messages';
import { formatDateTime, formatTime, isoToDmy } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { blockConflictsQuery, type ConflictsInput } from './bookings-staff.api';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** The bookings in the way, each with Cancel for a staff member who may cancel bookings. */
function ConflictBookings({
  bookings,
  canCancel,
  when,
  onCancel,
}: {
  bookings: StaffBookingRow[];
  canCancel: boolean;
  when: (b: { starts_at: string; ends_at: string }) => string;
  onCancel: (booking: StaffBookingRow) => void;
}) {
  if (!bookings.length) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {T.conflictsTitle}
      </Typography>
      <List dense aria-label={T.conflictsTitle}>
        {bookings.map((b) => (
          <ListItem
            key={b.id}
            divider
            secondaryAction={
              canCancel && b.status === 'booked' ? (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => onCancel(b)}
                  aria-label={`${B.cancel} ${B.columns.id} ${b.id}`}
                >
                  {B.cancel}
                </Button>
              ) : undefined
            }
          >
            <ListItemText primary={`#${b.id} ${b.member}, ${b.court}`} secondary={when(b)} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The competition games on the court then: named, not moved from here. */
function ConflictGames({ games }: { games: GameOnCourt[] }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {T.gamesTitle}
      </Typography>
      <List dense aria-label={T.gamesTitle}>
        {games.map((g) => (
          <ListItem key={g.id} divider>
            <ListItemText
              primary={`${g.division}: ${g.match}, ${g.court}`}
              secondary={`${isoToDmy(g.date)} ${formatTime(g.time_from)} to ${formatTime(g.time_to)}`}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="textSecondary">
        {T.gamesNote}
      </Typography>
    </>
  );
}

/** What holds the court over the block's time: each booking offered for cancellation with a refund, competition games and other events named. */
export function BlockConflicts({ query }: { query: ConflictsInput }) {
  const { timeZone } = useSettings();
  const held = useQuery(blockConflictsQuery(query));
  const canCancel = useMay('bookings.cancel');
  const [cancelling, setCancelling] = useState<StaffBookingRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const when = (b: { starts_at: string; ends_at: string }) =>
    `${formatDateTime(b.starts_at, timeZone)} to ${formatDateTime(b.ends_at, timeZone)}`;
  if (!held.data) return null;
  return (
    <>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <ConflictBookings bookings={held.data.bookings} canCancel={canCancel} when={when} onCancel={setCancelling} />
      {held.data.games.length > 0 && <ConflictGames games={held.data.games} />}
      {held.data.events.length > 0 && (
        <Typography variant="body2">
          {T.otherEvents} {held.data.events.map((e) => `${e.title} (${e.court}, ${when(e)})`).join('; ')}
        </Typography>
      )}
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(o) => {
            setCancelling(null);
            setDone(o.message);
          }}
        />
      )}
    </>
  );
}
