import { IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CartLine } from '@portal/domain/store/store.contract';
import { CartMessages as M, StoreMessages } from '@portal/domain/store/store.messages';
import { canIncrease, setQuantity } from '@portal/domain/store/store.rules';
import { formatCents } from '@portal/domain/shared/money';
import { writeCart } from './cart';
import { attendeeLine, voucherLine } from './product-lines';

/**
 * spec 002 §2 cart lines: title, total, quantity with plus (disabled at product_order_qty_max) and minus (to zero
 * removes), delete, and whether the voucher applies and an attendee is needed. `locked` while a payment runs.
 */
export function CartLines({ cart, locked }: { cart: CartLine[]; locked?: boolean }) {
  const change = (id: number, q: number) => writeCart(setQuantity(cart, id, q));
  return (
    <List dense disablePadding>
      {cart.map((l) => {
        const name = l.product_title ?? '';
        return (
          <ListItem key={l.product_id} divider sx={{ display: 'block', px: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{name}</Typography>
              <Typography sx={{ flexShrink: 0 }}>{formatCents(l.product_totalPrice ?? 0)}</Typography>
            </Stack>
            <Typography variant="body2" color="textSecondary">
              {voucherLine(l.product_akv)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {attendeeLine(l.product_no_attendee)}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5 }}>
              <IconButton
                aria-label={M.decrease(name)}
                onClick={() => change(l.product_id, l.product_quantity - 1)}
                disabled={locked}
              >
                <RemoveIcon />
              </IconButton>
              <Typography aria-label="Quantity" sx={{ minWidth: 32, textAlign: 'center' }}>
                {l.product_quantity}
              </Typography>
              <IconButton
                aria-label={M.increase(name)}
                onClick={() => change(l.product_id, l.product_quantity + 1)}
                disabled={locked || !canIncrease(l)}
              >
                <AddIcon />
              </IconButton>
              <IconButton
                aria-label={M.remove(name)}
                onClick={() => change(l.product_id, 0)}
                disabled={locked}
                sx={{ ml: 'auto' }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            {/* Why plus is greyed (spec 002 §5: disabled at the product's maximum order quantity) */}
            {!canIncrease(l) && typeof l.product_order_qty_max === 'number' && (
              <Typography variant="body2" color="textSecondary">
                {StoreMessages.orderLimit(l.product_order_qty_max)}
              </Typography>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
