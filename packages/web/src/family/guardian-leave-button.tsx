import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { busyIcon } from '../components/feedback/busy-icon';
import { ErrorAlert } from '../components/feedback/error-alert';
import { errorMessage } from '../lib/api-client';
import { useLeaveChild } from './guardians.api';

/** Stop looking after one person, after a confirmation; the server refuses the last guardian (decision 248). */
export function GuardianLeaveButton({ childId, name }: { childId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveChild();
  const close = () => {
    setOpen(false);
    leave.reset();
  };
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)} aria-label={`${G.leave} ${name}`}>
        {G.leave}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`leave-${childId}`}>
        <DialogContent>
          <DialogContentText id={`leave-${childId}`}>{G.leaveConfirm(name)}</DialogContentText>
          {leave.isError && <ErrorAlert message={errorMessage(leave.error, AccountsMessages.technicalIssue)} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={leave.isPending}>
            {G.cancel}
          </Button>
          <Button
            color="warning"
            variant="contained"
            disabled={leave.isPending}
            startIcon={busyIcon(leave.isPending)}
            onClick={() => leave.mutate(childId, { onSuccess: () => setOpen(false) })}
          >
            {G.leave}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
