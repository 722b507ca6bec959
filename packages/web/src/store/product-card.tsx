import { Box, Button, Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import type { Product } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { availableQuantity, isSoldOut } from '@portal/domain/store/store.rules';
import { formatCents } from '@portal/domain/shared/money';
import { ProductAction } from './product-action';
import { attendeeLine, voucherLine, whenLine } from './product-lines';

/** The card's words: category, name, price and what is left, venue, dates and times, the lines, description. */
function ProductFacts({ product: p, left }: { product: Product; left: number }) {
  const { dates, times } = whenLine(p);
  const soldOut = isSoldOut(p);
  return (
    <CardContent sx={{ flexGrow: 1 }}>
      <Typography variant="overline" color="textSecondary">
        {p.category.category_name}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {p.product_title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p" color="primary">
          {formatCents(p.product_price)}
        </Typography>
        <Chip
          size="small"
          label={soldOut ? M.soldOut : M.available(left)}
          color={soldOut ? 'default' : 'success'}
          variant="outlined"
        />
      </Stack>
      {p.venue && <Typography variant="body2">{p.venue.venue_name}</Typography>}
      {dates && <Typography variant="body2">{dates}</Typography>}
      {times && <Typography variant="body2">{times}</Typography>}
      <Typography variant="body2" color="textSecondary">
        {voucherLine(p.product_akv)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {attendeeLine(p.product_no_attendee)}
      </Typography>
      {p.product_order_qty_max !== null && (
        <Typography variant="body2" color="textSecondary">
          {M.orderLimit(p.product_order_qty_max)}
        </Typography>
      )}
      <Typography
        variant="body2"
        sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {p.product_description}
      </Typography>
    </CardContent>
  );
}

/**
 * spec 002 §2 product card: category, name, price, available count, venue, dates and times, the voucher and
 * attendee lines, cover and description, Show Details, and Add To Cart / Sold Out / Sign In.
 */
export function ProductCard({
  product: p,
  inCart,
  signedIn,
  onAdd,
  onDetails,
  cover = 'lazy',
}: {
  product: Product;
  /**
   * How its cover loads: the first card's, the page's largest paint on a phone, at once and first ('first'); the rest
   * of the first row at once ('eager'); the others as they scroll near ('lazy').
   */
  cover?: 'first' | 'eager' | 'lazy';
  inCart: number;
  signedIn: boolean;
  onAdd: () => void;
  onDetails: () => void;
}) {
  const left = availableQuantity(p, inCart);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-label={p.product_title}
    >
      {p.product_cover && (
        <CardMedia
          component="img"
          image={p.product_cover}
          alt=""
          loading={cover === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={cover === 'first' ? 'high' : 'auto'}
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <ProductFacts product={p} left={left} />
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button onClick={onDetails}>{M.showDetails}</Button>
        <Box>
          <ProductAction product={p} inCart={inCart} signedIn={signedIn} onAdd={onAdd} />
        </Box>
      </CardActions>
    </Card>
  );
}
