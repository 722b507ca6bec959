import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { availableQuantity, isSoldOut } from '@portal/domain/store/store.rules';

/** spec 002 §2 a product's action: Add To Cart (signed in, not sold out, some left), Sold Out, or Sign In for visitors. */
export function ProductAction({
  product: p,
  inCart,
  signedIn,
  onAdd,
}: {
  product: Product;
  inCart: number;
  signedIn: boolean;
  onAdd: () => void;
}) {
  if (!signedIn)
    return (
      <Button variant="contained" component={RouterLink} to={`/login?redirect=${encodeURIComponent('/member/store')}`}>
        {M.signIn}
      </Button>
    );
  if (isSoldOut(p) || availableQuantity(p, inCart) <= 0)
    return (
      <Button variant="contained" disabled>
        {M.soldOut}
      </Button>
    );
  return (
    <Button variant="contained" onClick={onAdd}>
      {M.addToCart}
    </Button>
  );
}
