import { Box, Button, Drawer, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation, useNavigate } from 'react-router';
import { ShellMessages } from '@portal/domain/shared/shell.messages';
import { CartMessages as M } from '@portal/domain/store/store.messages';
import { itemCount } from '@portal/domain/store/store.rules';
import { useStoreCart } from './cart';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { RenewalLines } from './renewal-lines';

const CHECKOUT = '/member/checkout';
const STORE = '/member/store';

/**
 * spec 002 §2 cart drawer (member shell, right): the lines, the totals, 'Check out' (when not empty) and 'Continue
 * shopping'; each goes to its page, or only closes the drawer when already there.
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    lines: cart,
    renewals,
    payment: { totals },
  } = useStoreCart();
  const empty = cart.length === 0 && renewals.length === 0;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    if (pathname !== path) void navigate(path);
  };
  return (
    // Above the app bar (decision 182): its header and close in view, and its backdrop over Logout, so a tap where
    // the drawer's close shows never signs out (spec 002 §4 empties the cart on logout).
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Toolbar sx={{ justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2">
          {M.title}
        </Typography>
        <IconButton aria-label={ShellMessages.closeCart} onClick={onClose} edge="end" sx={{ width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }} role="region" aria-label={M.title}>
        {empty && <Typography sx={{ my: 2 }}>{M.empty}</Typography>}
        {renewals.length > 0 && <RenewalLines renewals={renewals} />}
        {cart.length > 0 && <CartLines cart={cart} />}
        {!empty && <CartTotals totals={totals} items={itemCount(cart) + renewals.length} />}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {!empty && (
            <Button variant="contained" onClick={() => go(CHECKOUT)}>
              {M.checkOut}
            </Button>
          )}
          <Button variant="outlined" onClick={() => go(STORE)}>
            {M.continueShopping}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
