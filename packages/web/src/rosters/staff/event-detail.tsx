import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { EntryBody, StaffEventDetail } from '@portal/domain/rosters/event-roster.staff.contract';
import { EventRosterStaffTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { EntryForm } from './entry-form';
import { visuallyHidden } from '../../components/visually-hidden';

interface Props {
  event: StaffEventDetail;
  busy: boolean;
  notifying: boolean;
  onAdd: (body: EntryBody, done: () => void) => void;
  onCancel: (entryId: number) => void;
  onNotify: () => void;
}

/** One event: its schedule with a remove button per entry, the entry form, the officials' email and the full roster. */
export function EventDetail({ event, busy, notifying, onAdd, onCancel, onNotify }: Props) {
  return (
    <Paper component="section" variant="outlined" aria-label={event.name} sx={{ p: 1.5, mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {event.name}, {isoToDmy(event.date)}, {event.venue}
        </Typography>
        <Button
          variant="outlined"
          disabled={notifying || !event.schedule.length}
          startIcon={busyIcon(notifying)}
          onClick={onNotify}
        >
          {T.notify}
        </Button>
      </Box>
      <Table size="small" aria-label={T.schedule}>
        <TableHead>
          <TableRow>
            <TableCell>{T.date}</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>{T.court}</TableCell>
            <TableCell>{T.function}</TableCell>
            <TableCell>Official</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {T.actions}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {event.schedule.map((e) => (
            <TableRow key={e.entry_id}>
              <TableCell>{isoToDmy(e.date)}</TableCell>
              <TableCell>
                {formatTime(e.time_from)} - {formatTime(e.time_to)}
              </TableCell>
              <TableCell>{e.court}</TableCell>
              <TableCell>{e.function}</TableCell>
              <TableCell>{e.name}</TableCell>
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={T.cancel(e.name, e.function)}
                  disabled={busy}
                  onClick={() => onCancel(e.entry_id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EntryForm key={event.event_id} event={event} busy={busy} onAdd={onAdd} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {T.fullRoster}
      </Typography>
      {/* built on the server from escaped data (docs/decisions/092), as the member's FULL ROSTER shows it */}
      <Box
        sx={{
          overflowX: 'auto',
          '& table': { borderCollapse: 'collapse' },
          '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        }}
        dangerouslySetInnerHTML={{ __html: event.full_roster }}
      />
    </Paper>
  );
}
