import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { busyIcon } from '../feedback/busy-icon';
import { RefusalAlert } from './refusal-alert';

/** Ask before a change that matters (a role granted or revoked): what will happen, Cancel or the action. */
export function ConfirmDialog({ open, title, text, action, busy, error, onCancel, onConfirm }: {
  open: boolean; title: string; text: ReactNode; action: string; busy: boolean; error?: unknown; onCancel: () => void; onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        <RefusalAlert error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{T.cancel}</Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} startIcon={busyIcon(busy)} autoFocus>{action}</Button>
      </DialogActions>
    </Dialog>
  );
}
