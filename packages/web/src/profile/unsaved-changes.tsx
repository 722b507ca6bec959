import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router';
import { ProfileMessages as M } from '@portal/domain/profile/profile.messages';

/**
 * Unsaved changes are not lost without a question (decision 119): a link, Cancel or Back to another page asks in a
 * dialog; a reload or closing the tab asks through the browser's own prompt. `leaving()` lets a saved form go.
 */
export function useUnsavedChanges(dirty: boolean) {
  const saved = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => { if (!saved.current) e.preventDefault(); };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-title" aria-describedby="leave-text">
      <DialogTitle id="leave-title">{M.leaveTitle}</DialogTitle>
      <DialogContent><DialogContentText id="leave-text">{M.leaveText}</DialogContentText></DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="contained" onClick={() => blocker.reset?.()} autoFocus sx={{ minHeight: 44 }}>{M.stay}</Button>
        <Button variant="outlined" color="error" onClick={() => blocker.proceed?.()} sx={{ minHeight: 44 }}>{M.leave}</Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, leaving: () => { saved.current = true; } };
}
