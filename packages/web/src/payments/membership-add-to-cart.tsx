import { Button, Stack, Typography } from '@mui/material';
import type { MembershipInfo } from '@portal/domain/payments/payments.contract';
import { MembershipMessages as M } from '@portal/domain/payments/payments.messages';
import { useAuth } from '../lib/auth';
import { addRenewal, hasRenewal, useRenewals } from '../lib/cart-renewals';
import { openCartDrawer } from '../lib/cart-storage';
import { useProfile } from '../lib/member';

/**
 * Ours (docs/decisions/250): put this person's renewal in the store's cart instead of paying it here, so a guardian
 * renews each child and pays once with whatever else the cart holds.
 */
export function MembershipAddToCart({ info }: { info: MembershipInfo }) {
  const person = useProfile(useAuth().token).data;
  const renewals = useRenewals();
  if (!info.can_renew || !person) return null;
  const inCart = hasRenewal(renewals, person.id, info.sport.value);
  const add = () => {
    addRenewal({
      member_id: person.id,
      sport: info.sport.value as 'basketball',
      p_price: info.membershipCart.p_price,
      p_name: info.membershipCart.p_name,
      person_name: `${person.firstname} ${person.lastname}`,
    });
    openCartDrawer();
  };
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={add} disabled={inCart}>
        {inCart ? M.inCart : M.addToCart}
      </Button>
      {inCart && (
        <Typography variant="body2" role="status">
          {M.addedToCart}
        </Typography>
      )}
    </Stack>
  );
}
