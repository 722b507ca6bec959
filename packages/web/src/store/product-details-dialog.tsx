import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { Product } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { formatCents } from '@portal/domain/shared/money';
import { ProductAction } from './product-action';
import { attendeeLine, voucherLine, whenLine } from './product-lines';

/** spec 002 §2 Show Details: the whole product, description in full, and the card's own action (Add To Cart…). */
export function ProductDetailsDialog({
  product: p,
  onClose,
  inCart,
  signedIn,
  onAdd,
}: {
  product: Product | null;
  onClose: () => void;
  inCart: number;
  signedIn: boolean;
  onAdd: (p: Product) => void;
}) {
  const when = p ? whenLine(p) : null;
  return (
    <Dialog open={Boolean(p)} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="product-details-title">
      {p && (
        <>
          <DialogTitle id="product-details-title">{p.product_title}</DialogTitle>
          <DialogContent dividers>
            {p.product_cover && (
              <Box component="img" src={p.product_cover} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2 }} />
            )}
            <Typography variant="overline" color="textSecondary">
              {p.category.category_name}
            </Typography>
            <Typography variant="h6" component="p" color="primary">
              {formatCents(p.product_price)}
            </Typography>
            {p.venue && <Typography>{p.venue.venue_name}</Typography>}
            {when?.dates && <Typography>{when.dates}</Typography>}
            {when?.times && <Typography>{when.times}</Typography>}
            <Typography color="textSecondary">{voucherLine(p.product_akv)}</Typography>
            <Typography color="textSecondary">{attendeeLine(p.product_no_attendee)}</Typography>
            <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{p.product_description}</Typography>
          </DialogContent>
          <DialogActions sx={{ gap: 1 }}>
            <Button onClick={onClose}>{M.close}</Button>
            <ProductAction
              product={p}
              inCart={inCart}
              signedIn={signedIn}
              onAdd={() => {
                onClose();
                onAdd(p);
              }}
            />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
