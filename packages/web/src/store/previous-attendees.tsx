import { Button, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import type { AttendeeInput, PreviousAttendee } from '@portal/domain/store/store.contract';
import { CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { attendeeKey } from '@portal/domain/store/store.rules';
import { useAttendeesHeading } from './attendees-heading';
import { previousAttendeesQuery } from './store.api';

/**
 * The people of the member's earlier store orders, each added again as a confirmed attendee in one tap (decision 228):
 * a parent types a child's details once. Those already in the list are left out; none is offered once the list is full.
 */
export function PreviousAttendees({
  taken,
  full,
  onPick,
}: {
  taken: Set<string>;
  full: boolean;
  onPick: (value: AttendeeInput) => void;
}) {
  const previous = useQuery(previousAttendeesQuery);
  const heading = useAttendeesHeading();
  const offered = (previous.data ?? []).filter((p) => !taken.has(attendeeKey(asInput(p))));
  if (!offered.length || full) return null;
  return (
    <section aria-label={heading}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offered.map((p) => (
          <Button
            key={attendeeKey(asInput(p))}
            variant="outlined"
            size="small"
            startIcon={<PersonAddIcon />}
            onClick={() => onPick(asInput(p))}
          >
            {M.addPrevious(`${p.firstname} ${p.lastname}`)}
          </Button>
        ))}
      </Stack>
    </section>
  );
}

/** The attendee as the checkout's form holds it: with the extra information only when it was given. */
function asInput(p: PreviousAttendee): AttendeeInput {
  return p as unknown as AttendeeInput;
}
