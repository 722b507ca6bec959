import { Button, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

/**
 * The buttons under a person's row (a player, an attendee, a member of a request): the check (ADD PLAYER, CONFIRM
 * Attendee…), green and pressed once the person is confirmed, red while the check asks for more; and Remove.
 * Without `onCheck` the check submits the row's own form.
 */
export function RowButtons({
  confirmed,
  asking,
  disabled,
  onCheck,
  checkLabel,
  doneLabel,
  removeLabel,
  removeName,
  onRemove,
}: {
  confirmed: boolean;
  asking?: boolean;
  disabled: boolean;
  onCheck?: () => void;
  checkLabel: string;
  doneLabel: string;
  removeLabel: string;
  /** The Remove button's accessible name, when its label alone does not say which row. */
  removeName?: string;
  onRemove: () => void;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
      <Button
        type={confirmed || onCheck ? 'button' : 'submit'}
        variant="contained"
        disabled={disabled}
        aria-pressed={confirmed}
        color={confirmed ? 'success' : asking ? 'error' : 'primary'}
        startIcon={confirmed ? <CheckCircleIcon /> : undefined}
        onClick={confirmed ? undefined : onCheck}
      >
        {confirmed ? doneLabel : checkLabel}
      </Button>
      <Button variant="outlined" onClick={onRemove} aria-label={removeName}>
        {removeLabel}
      </Button>
    </Stack>
  );
}
