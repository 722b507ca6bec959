import { Checkbox, FormControlLabel, List, ListItem, ListItemText, Stack } from '@mui/material';
import type { CartTotals as Totals } from '@portal/domain/shared/cart-total';
import type { Assignment, CartLine, RenewalLine } from '@portal/domain/store/store.contract';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { itemCount } from '@portal/domain/store/store.rules';
import { formatCents } from '@portal/domain/shared/money';
import type { AttendeeEntry } from './attendee-row';
import { CartTotals } from './cart-totals';

/** spec 002 §2 Checkout Review: what is bought, for whom, the totals, and the agreement (parent wording under 18). */
export function ReviewStep({
  cart,
  renewals,
  attendees,
  assign,
  totals,
  minor,
  agreed,
  onAgree,
}: {
  cart: CartLine[];
  /** Membership renewals, each for its person (decision 250). */
  renewals: RenewalLine[];
  attendees: AttendeeEntry[];
  assign: Assignment[];
  totals: Totals;
  minor: boolean;
  agreed: boolean;
  onAgree: (on: boolean) => void;
}) {
  const namesFor = (productId: number) =>
    assign
      .filter((a) => a.productId === productId)
      .map((a) => attendees[a.attendeeIndex])
      .filter(Boolean)
      .map((a) => `${a!.value.firstname} ${a!.value.lastname}`)
      .join(', ');
  return (
    <Stack spacing={2}>
      <List dense disablePadding>
        {renewals.map((r) => (
          <ListItem key={`${r.member_id}:${r.sport}`} divider disableGutters>
            <ListItemText
              primary={`${r.p_name ?? r.sport}: ${formatCents(r.p_price)}`}
              secondary={ReceiptMessages.lineFor(r.person_name ?? '')}
            />
          </ListItem>
        ))}
        {cart.map((l) => (
          <ListItem key={l.product_id} divider disableGutters>
            <ListItemText
              primary={`${l.product_title} × ${l.product_quantity}: ${formatCents(l.product_totalPrice ?? 0)}`}
              secondary={namesFor(l.product_id) || undefined}
            />
          </ListItem>
        ))}
      </List>
      <CartTotals totals={totals} items={itemCount(cart) + renewals.length} />
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)} required />}
        label={minor ? M.agreementMinor : M.agreement}
      />
    </Stack>
  );
}
