import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ShellMessages as M } from '@portal/domain/shared/shell.messages';
import { useAuth } from '../../lib/auth';
import { mayLeave } from '../../lib/leave-guard';

/**
 * Logout (spec 000 §4): unsaved work on the page is asked about first (decision 145); then, since logout empties the
 * cart (spec 002 §4), a cart holding something is asked about too (decision 182). A full page load follows, so no
 * data area stays behind and no guard races on the way home.
 */
export function useLogout(cartItems: number) {
  const { signOut } = useAuth();
  const [asking, setAsking] = useState<((go: boolean) => void) | null>(null);
  const answer = (go: boolean) => {
    asking?.(go);
    setAsking(null);
  };

  const logout = async () => {
    if (!(await mayLeave())) return;
    if (cartItems > 0 && !(await new Promise<boolean>((resolve) => setAsking(() => resolve)))) return;
    await signOut();
    window.location.assign('/');
  };

  const dialog = (
    <Dialog
      open={asking !== null}
      onClose={() => answer(false)}
      aria-labelledby="cart-logout-title"
      aria-describedby="cart-logout-text"
    >
      <DialogTitle id="cart-logout-title">{M.cartLogoutTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cart-logout-text">{M.cartLogoutText(cartItems)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="contained" onClick={() => answer(false)} autoFocus sx={{ minHeight: 44 }}>
          {M.stayIn}
        </Button>
        <Button variant="outlined" color="error" onClick={() => answer(true)} sx={{ minHeight: 44 }}>
          {M.signOut}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { logout, dialog };
}
