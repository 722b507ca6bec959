import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { busyIcon } from '../../components/feedback/busy-icon';

/** spec 001 §2 Remove Member and Remove Position: say who goes, then Confirm (with progress) or Cancel. */
export function ConfirmDialog({ open, title, text, busy, onConfirm, onClose }: {
  open: boolean; title: string; text: string; busy: boolean; onConfirm: () => void; onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent><DialogContentText id="confirm-text">{text}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{T.cancel}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
