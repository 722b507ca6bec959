import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StaffEvent } from '@portal/domain/rosters/event-roster.staff.contract';
import { EventRosterStaffTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { visuallyHidden } from '../../components/visually-hidden';

/** Every event, newest first; Open shows its schedule below. */
export function EventsTable({
  events,
  open,
  onOpen,
}: {
  events: StaffEvent[];
  open: number | null;
  onOpen: (id: number) => void;
}) {
  if (!events.length) return <Typography>{T.noEvents}</Typography>;
  return (
    <Table size="small" aria-label={T.events}>
      <TableHead>
        <TableRow>
          <TableCell>{T.date}</TableCell>
          <TableCell>{T.name}</TableCell>
          <TableCell>{T.venue}</TableCell>
          <TableCell>{T.schedule}</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {T.actions}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((e) => (
          <TableRow key={e.event_id} selected={e.event_id === open}>
            <TableCell>{isoToDmy(e.date)}</TableCell>
            <TableCell>{e.name}</TableCell>
            <TableCell>{e.venue}</TableCell>
            <TableCell>{T.entries(e.entries)}</TableCell>
            <TableCell>
              <Button size="small" aria-label={`${T.open} ${e.name}`} onClick={() => onOpen(e.event_id)}>
                {T.open}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
