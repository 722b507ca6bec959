import { Button, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { AttendeeInput } from '@portal/domain/store/store.contract';
import { CheckoutMessages as M } from '@portal/domain/store/store.messages';

/**
 * A confirmed attendee folded to one line (decision 184): name and date of birth, the spec's pressed ATTENDEE ADDED
 * (spec 002 §4), Edit (back to the form, to confirm again) and Remove.
 */
export function AttendeeLine({
  index,
  value,
  onEdit,
  onRemove,
}: {
  index: number;
  value: AttendeeInput;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = `${value.firstname} ${value.lastname}`;
  return (
    <Paper
      variant="outlined"
      sx={{ px: { xs: 1.5, sm: 2 }, py: 1 }}
      component="section"
      aria-label={M.attendeeHeading(index + 1)}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ flexGrow: 1, minWidth: 160 }}>
          <strong>{name}</strong>, {value.dob}
        </Typography>
        <Button
          size="small"
          variant="contained"
          color="success"
          aria-pressed
          startIcon={<CheckCircleIcon />}
          tabIndex={-1}
          sx={{ pointerEvents: 'none' }}
        >
          {M.attendeeAddedButton}
        </Button>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={M.editAttendee(name)}>
          {M.edit}
        </Button>
        <Button size="small" variant="outlined" onClick={onRemove} aria-label={M.removeAttendeeNamed(name)}>
          {M.removeAttendee}
        </Button>
      </Stack>
    </Paper>
  );
}
