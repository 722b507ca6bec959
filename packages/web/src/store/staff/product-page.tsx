import { useEffect, useState } from 'react';
import { Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams, type NavigateFunction } from 'react-router';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useMay } from '../../lib/staff-me';
import { AttendeesSection } from './attendees-section';
import { CoverSection } from './cover-section';
import { ProductActions } from './product-actions';
import { ProductForm } from './product-form';
import { NewCoverPicker } from './new-cover-picker';
import { staffCategoriesQuery, staffProductQuery, storeVenuesQuery, useUploadCover } from './store-staff.api';

/**
 * A new product's cover, chosen with the form and sent once the product has its id (issue 40 item 11); `added` then
 * opens the saved product, saying what was saved and sent.
 */
function useNewCover(navigate: NavigateFunction) {
  const [cover, setCover] = useState<File | null>(null);
  const upload = useUploadCover();
  const added = async (saved: number, message: string) => {
    const sent = cover
      ? await upload.mutateAsync({ id: saved, file: cover }).then(
          (r) => r.message,
          (err: unknown) => (err instanceof Error ? err.message : ''),
        )
      : null;
    void navigate(`/staff/store-products/${saved}`, { state: { message: sent ? `${message} ${sent}` : message } });
  };
  return { cover, setCover, added };
}

/** /staff/store-products/:productId ('new' to add one): the product's form, its sale state, its cover and its attendees (decision 235). */
export function ProductPage() {
  const { productId = 'new' } = useParams();
  const id = productId === 'new' ? null : Number(productId);
  const navigate = useNavigate();
  const location = useLocation() as { state?: { message?: string } | null };
  const [done, setDone] = useState<string | null>(null);
  // A product just added (or deleted) says so on the page the form led to; the page stays mounted from /new to /:id.
  const carried = location.state?.message ?? null;
  useEffect(() => {
    if (carried) setDone(carried);
  }, [carried]);
  const canWrite = useMay('store.write');
  const product = useQuery({ ...staffProductQuery(id ?? 0), enabled: id !== null && Number.isInteger(id) });
  const categories = useQuery(staffCategoriesQuery());
  const venues = useQuery(storeVenuesQuery());
  const loading = (id !== null && product.isPending) || categories.isPending || venues.isPending;
  const p = product.data ?? null;
  const { cover, setCover, added } = useNewCover(navigate);
  return (
    <>
      <Link component={RouterLink} to="/staff/store-products">
        {T.backToProducts}
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, my: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {p?.title ?? T.newProduct}
        </Typography>
        {p && (
          <Chip label={p.active ? T.onSale : T.withdrawn} color={p.active ? 'success' : 'default'} variant="outlined" />
        )}
      </Stack>
      <SuccessNotice message={done} onClose={() => setDone(null)} />
      <RefusalAlert error={product.error ?? categories.error ?? venues.error} />
      {loading && <PageLoading label={T.loading} />}
      {!loading && (id === null || p) && (
        <Stack spacing={3}>
          {p && canWrite && (
            <ProductActions
              product={p}
              onDone={setDone}
              onDeleted={(message) => void navigate('/staff/store-products', { state: { message } })}
            />
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ProductForm
              key={p ? `${p.id}` : 'new'}
              product={p}
              categories={categories.data ?? []}
              venues={venues.data ?? []}
              disabled={!canWrite}
              onDone={(saved, message) => (id === null ? added(saved, message) : setDone(message))}
            >
              {id === null && canWrite && <NewCoverPicker file={cover} onChange={setCover} />}
            </ProductForm>
          </Paper>
          {p && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <CoverSection product={p} canWrite={canWrite} onDone={setDone} />
            </Paper>
          )}
          {p && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <AttendeesSection product={p} />
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}
