import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Product } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { addToCart } from '@portal/domain/store/store.rules';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { cartQuantities, openCartDrawer, subscribeCart } from '../lib/cart-storage';
import { errorMessage } from '../lib/api-client';
import { whenIdle } from '../lib/idle';
import { ProductCard } from './product-card';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFilters } from './product-filters';
import { categoriesQuery, productsQuery, productVenuesQuery } from './store.api';

const loadCart = () => import('./cart');

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * spec 002 §2 Store (/member/store, and the read-only /storeview for visitors): filters, product cards, details.
 * The category and venue live in the query, so a link (or a forwarded /storeview link) opens the same selection.
 */
export function StorePage() {
  const { token } = useAuth();
  const [query, setQuery] = useSearchParams();
  const category = idOf(query.get('category'));
  const venue = idOf(query.get('venue'));
  const cats = useQuery(categoriesQuery);
  const venues = useQuery(productVenuesQuery);
  const list = useQuery(productsQuery({ category: category ?? undefined, venue: venue ?? undefined }));
  const inCart = useSyncExternalStore(subscribeCart, cartQuantities);
  const [details, setDetails] = useState<Product | null>(null);
  // spec 002 §2 has RESET and VIEW ALL side by side: RESET goes back to the selection the page was opened with (a
  // link to the camps opens on the camps), VIEW ALL shows every product. Each is off while it would change nothing.
  const [opened] = useState({ category, venue });

  const set = (changes: Record<string, number | null>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, String(v));
    }
    setQuery(next, { replace: true });
  };
  // The cart and its schema load when a product is added, and ahead of that for a member, after the page shows: a
  // visitor cannot add, and the product list needs only the counts (decision 137).
  useEffect(() => {
    if (token) void whenIdle().then(loadCart);
  }, [token]);
  const add = async (p: Product) => {
    const { readCart, writeCart } = await loadCart();
    writeCart(addToCart(readCart(), p));
    openCartDrawer(); // spec 002 §4: the panel toggles open on add
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {M.title}
      </Typography>
      <ProductFilters
        categories={cats.data ?? []}
        venues={venues.data ?? []}
        category={category}
        venue={venue}
        onCategory={(id) => set({ category: id })}
        onVenue={(id) => set({ venue: id })}
        onReset={() => set(opened)}
        onViewAll={() => set({ category: null, venue: null })}
        resetOff={category === opened.category && venue === opened.venue}
        viewAllOff={category === null && venue === null}
      />
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorAlert message={errorMessage(list.error, TECHNICAL_ISSUE)} />}
      {list.data?.length === 0 && <Alert severity="info">{category ? M.noProducts : M.noProductsAtAll}</Alert>}
      <Grid container spacing={2}>
        {list.data?.map((p, i) => (
          <Grid key={p.product_id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ProductCard
              product={p}
              cover={i === 0 ? 'first' : i < 3 ? 'eager' : 'lazy'}
              signedIn={Boolean(token)}
              onAdd={() => void add(p)}
              onDetails={() => setDetails(p)}
              inCart={inCart.get(p.product_id) ?? 0}
            />
          </Grid>
        ))}
      </Grid>
      <ProductDetailsDialog
        product={details}
        onClose={() => setDetails(null)}
        signedIn={Boolean(token)}
        onAdd={(p) => void add(p)}
        inCart={details ? (inCart.get(details.product_id) ?? 0) : 0}
      />
    </>
  );
}
