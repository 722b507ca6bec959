import type { ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { centsToInput } from '@portal/domain/shared/money';
import type { StoreVenue } from '@portal/domain/store/store.contract';
import {
  ProductBody,
  type ProductInput,
  type StaffCategory,
  type StaffProduct,
} from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { ProductFields } from './product-fields';
import { PRODUCT_LABELS as LABELS } from './product-labels';
import { useSaveProduct } from './store-staff.api';

const valuesOf = (p: StaffProduct | null): ProductInput => ({
  title: p?.title ?? '',
  name: p?.name ?? '',
  category_id: p ? String(p.category_id) : '',
  venue_id: p?.venue_id ? String(p.venue_id) : '',
  description: p?.description ?? '',
  price: p ? centsToInput(p.price_cents) : '',
  quantity: p ? String(p.quantity) : '',
  order_qty_max: p?.order_qty_max ? String(p.order_qty_max) : '',
  date_start: p?.date_start ?? '',
  date_end: p?.date_end ?? '',
  time_start: p?.time_start ?? '',
  time_end: p?.time_end ?? '',
  voucher_eligible: p?.voucher_eligible ?? true,
  no_attendee: p?.no_attendee ?? true,
  akv: p?.akv ?? false,
});

/** Every spec 002 §3 field of a product, checked by the contract's schema here and again on the server. */
export function ProductForm({
  product,
  categories,
  venues,
  disabled,
  onDone,
  children,
}: {
  product: StaffProduct | null;
  categories: readonly StaffCategory[];
  venues: readonly StoreVenue[];
  disabled: boolean;
  /** Said once saved; a promise keeps the form busy until it settles (a new product's cover is sent then). */
  onDone: (id: number, message: string) => void | Promise<void>;
  /** More of the form, above its button (a new product's cover). */
  children?: ReactNode;
}) {
  const form = useZodForm(ProductBody, valuesOf(product));
  const mutation = useSaveProduct();
  // onDone is awaited within the submit (its promise keeps the form submitting; its failure shows in the alert).
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    async (body) => {
      const done = await mutation.mutateAsync({ id: product?.id ?? null, body });
      await onDone(done.id, done.message);
    },
    () => undefined,
  );
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={product ? product.title : T.newProduct}
        onSubmit={(e) => void submit(e)}
      >
        <fieldset disabled={disabled || mutation.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
          <Stack spacing={2}>
            <ProductFields product={product} categories={categories} venues={venues} />
            {children}
            <ErrorAlert {...alertProps} />
            {!disabled && (
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={mutation.isPending}
                  startIcon={busyIcon(mutation.isPending)}
                >
                  {product ? T.save : T.addProduct}
                </Button>
              </Box>
            )}
          </Stack>
        </fieldset>
      </Box>
    </FormProvider>
  );
}
