import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { busyIcon } from '../feedback/busy-icon';
import { RefusalAlert } from './refusal-alert';

/**
 * Ask before a change that matters (a role granted or revoked, a player removed from a team: spec 001 §2): what will
 * happen, Cancel or the action (with progress). `destructive`: the action is red and does not take the focus.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  action,
  busy,
  error,
  destructive = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  action: string;
  busy: boolean;
  error?: unknown;
  destructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
        <RefusalAlert error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy}
          startIcon={busyIcon(busy)}
          autoFocus={!destructive}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
