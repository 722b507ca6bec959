import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router';
import { ProfileMessages as M } from '@portal/domain/profile/profile.messages';
import { setLeaveGuard } from '../lib/leave-guard';

/**
 * Unsaved changes are not lost without a question (decision 119): a link, Cancel or Back to another page asks in a
 * dialog; a reload or closing the tab asks through the browser's own prompt; logout asks in the same dialog first
 * (decision 145). `leaving()` lets a saved form go.
 */
export function useUnsavedChanges(dirty: boolean) {
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // The dialog opens a frame after the navigation is held: the member menu's drawer, closed by the same tap, leaves
  // MUI's stack of modals first; opened together, the dialog could stay hidden from screen readers (aria-hidden).
  const held = blocker.state === 'blocked';
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!held) {
      setAsking(false);
      return;
    }
    const frame = requestAnimationFrame(() => setAsking(true));
    return () => cancelAnimationFrame(frame);
  }, [held]);

  // logout: the same question, answered through a promise; Leave also lets the page load that follows go unasked
  const [loggingOut, setLoggingOut] = useState<((leave: boolean) => void) | null>(null);
  useEffect(() => {
    if (!dirty) return;
    setLeaveGuard(() =>
      saved.current ? Promise.resolve(true) : new Promise<boolean>((resolve) => setLoggingOut(() => resolve)),
    );
    return () => setLeaveGuard(null);
  }, [dirty]);
  const stay = () => {
    if (loggingOut) {
      loggingOut(false);
      setLoggingOut(null);
    } else blocker.reset?.();
  };
  const leave = () => {
    if (loggingOut) {
      saved.current = true;
      loggingOut(true);
      setLoggingOut(null);
    } else blocker.proceed?.();
  };

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (!saved.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const dialog = (
    <Dialog
      open={(held && asking) || loggingOut !== null}
      onClose={stay}
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
    >
      <DialogTitle id="leave-title">{M.leaveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{M.leaveText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="contained" onClick={stay} autoFocus sx={{ minHeight: 44 }}>
          {M.stay}
        </Button>
        <Button variant="outlined" color="error" onClick={leave} sx={{ minHeight: 44 }}>
          {M.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return {
    dialog,
    leaving: () => {
      saved.current = true;
    },
  };
}
